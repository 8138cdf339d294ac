"""The Rivals registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import GameOption, Registration
from bot.games.life_rivals import load_game
from bot.games.life_rivals.actions import HOST_SAYS, SPIN_FOR_FIRST

REGISTRATION = Registration.standard(
    "life-rivals",
    "The Game of Life: Rivals Edition",
    load_game,
    private=True,
    badges={"retired": " 🏖"},
    button_styles={"spin": "primary", "career": "secondary"},
    phase_timers={"career": 300},
    options=(
        GameOption(
            "first",
            "Who goes first",
            (
                (SPIN_FOR_FIRST, "both spin; the lower spin is the more jealous"),
                (HOST_SAYS, "the host says who is the more jealous"),
            ),
        ),
    ),
)
