"""The registration record of Goosebumps, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import GameOption, Registration
from bot.games.goosebumps import load_game

REGISTRATION = Registration.standard(
    "goosebumps",
    "Goosebumps: Terror in the Graveyard",
    load_game,
    private=True,
    badges={"removed": " (left)"},
    button_styles={
        "roll": "primary",
        "stay": "secondary",
        "go-on": "secondary",
        "done": "primary",
        "step-by-step": "secondary",
    },
    phase_timers={"brink": 30},
    options=(
        GameOption(
            "first",
            "Who goes first",
            (
                ("first-seat", "the first seat (seat the youngest first)"),
                ("random", "a random player"),
            ),
        ),
    ),
)
