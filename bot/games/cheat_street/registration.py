"""Cheat Street's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.cheat_street import load_game

REGISTRATION = Registration(
    key="cheat-street",
    name="Cheat Street",
    load_rules=load_game,
    renderer="renderers.cheat_street:board_renderer",
    warm_up="renderers.cheat_street:warm_up",
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
