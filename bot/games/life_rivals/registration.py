"""The Rivals registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.life_rivals import load_game

REGISTRATION = Registration(
    key="life-rivals",
    name="The Game of Life: Rivals Edition",
    load_rules=load_game,
    renderer="renderers.life_rivals:render_png",
    private_renderer="renderers.life_rivals:render_hand",
    warm_up="renderers.life_rivals:frame_palette",
    badges={"retired": " 🏖"},
    button_styles={"spin": "primary", "career": "secondary"},
    phase_timers={"career": 300},
)
