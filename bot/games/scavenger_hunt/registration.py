"""Scavenger Hunt's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.scavenger_hunt import load_game

REGISTRATION = Registration.standard(
    "scavenger-hunt",
    "Scavenger Hunt",
    load_game,
    private=True,
    badges={"gone": " (left)"},
    button_styles={"step-by-step": "secondary", "end": "secondary", "trade": "primary"},
    phase_timers={"hunt-list": 180},
)
