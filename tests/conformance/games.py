"""The games the conformance suite proves: every registered game, and the toy Party game.

A game is covered by being registered: nothing here names one of them.
"""

from __future__ import annotations

from typing import Any

from bot.catalog import Catalog
from bot.engine import Game
from tests.platform.party_game import PARTY


def conforming_games() -> list[Game[Any]]:
    """Each registered game loaded from its data folder, then Toy Party."""
    return [*(entry.rules for entry in Catalog.load()), PARTY]


GAMES: list[Game[Any]] = conforming_games()


def tables() -> list[tuple[Game[Any], int]]:
    """Every game at every table size it allows."""
    return [
        (game, players)
        for game in GAMES
        for players in range(game.min_players, game.max_players + 1)
    ]
