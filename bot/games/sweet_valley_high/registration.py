"""Sweet Valley High's registration record, declared under ``game_night.games``."""

from __future__ import annotations

from bot.games import GameOption, Registration
from bot.games.sweet_valley_high import load_game

REGISTRATION = Registration.standard(
    "sweet-valley-high",
    "Sweet Valley High",
    load_game,
    private=True,
    badges={"detention": " ⛓"},
    button_styles={"roll": "primary", "step-by-step": "secondary", "keep": "secondary"},
    phase_timers={"return-boyfriend": 120},
    options=(
        GameOption(
            "ruling",
            "When the others disagree on a classroom",
            (
                ("majority", "the majority decides"),
                ("left-decides", "the player to the left of his girlfriend decides"),
            ),
        ),
    ),
)
