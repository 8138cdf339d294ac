"""Sweet Valley High's registration record, declared under ``game_night.games``."""

from __future__ import annotations

from bot.games import Registration
from bot.games.sweet_valley_high import load_game

REGISTRATION = Registration.from_manifest("sweet-valley-high", load_game)
