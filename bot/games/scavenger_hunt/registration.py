"""Scavenger Hunt's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.scavenger_hunt import load_game

REGISTRATION = Registration.from_manifest("scavenger-hunt", load_game)
