"""Sweet Valley High's registration record, declared under ``game_night.games``."""

from __future__ import annotations

from bot.games import GameOption, Registration
from bot.games.sweet_valley_high import load_game

REGISTRATION = Registration(
    key="sweet-valley-high",
    name="Sweet Valley High",
    load_rules=load_game,
    renderer="renderers.sweet_valley_high:school_board",
    private_renderer="renderers.sweet_valley_high:scoreboard_renderer",
    warm_up="renderers.sweet_valley_high:warm_up",
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
