"""The Rivals registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.life_rivals import load_game

REGISTRATION = Registration.from_manifest("life-rivals", load_game)
