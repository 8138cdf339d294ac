"""The registration record of Goosebumps, declared under ``game_night.games`` in pyproject.toml."""

from __future__ import annotations

from bot.games import Registration
from bot.games.goosebumps import load_game

REGISTRATION = Registration.from_manifest("goosebumps", load_game)
