"""Cheat Street's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.cheat_street import load_game

REGISTRATION = Registration.standard(
    "cheat-street",
    "Cheat Street",
    load_game,
    private=True,  # renderers/cheat_street draws each seat's goal card for its panel
    badges={"punished": " ⛔", "removed": " (left)"},
    button_styles={
        "pass": "secondary",
        "stop": "secondary",
        "skip": "secondary",
        "roll": "primary",
        "reveal": "primary",
        "bus": "primary",
    },
)
