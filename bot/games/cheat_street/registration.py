"""Cheat Street's registration record, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.cheat_street import load_game

REGISTRATION = Registration.from_manifest("cheat-street", load_game)
