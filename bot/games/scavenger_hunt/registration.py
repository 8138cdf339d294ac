"""Scavenger Hunt's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.scavenger_hunt import load_game

REGISTRATION = Registration(
    key="scavenger-hunt",
    name="Scavenger Hunt",
    load_rules=load_game,
    renderer="renderers.scavenger_hunt:board_renderer",
    private_renderer="renderers.scavenger_hunt:hand_renderer",
    warm_up="renderers.scavenger_hunt:warm_up",
    badges={"gone": " (left)"},
    button_styles={"step-by-step": "secondary", "end": "secondary", "trade": "primary"},
    phase_timers={"hunt-list": 180},
)
