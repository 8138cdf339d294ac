"""The hosted games, read in one place so a change of how games are found is one edit here."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from bot.catalog import Catalog
from bot.engine import Game, View
from cogs.drawings import GameDrawings
from tests.platform.catalog import registered_games as loaded


def catalog() -> Catalog:
    """Every game the bot hosts, loaded once (the same loader the bot runs at start-up)."""
    return loaded()


def registered_games() -> tuple[Game[Any], ...]:
    return tuple(entry.rules for entry in catalog())


def game_keys() -> list[str]:
    return [entry.key for entry in catalog()]


def game(key: str) -> Game[Any]:
    """The rules of `key`: to replay a game's event log and to steer the random player."""
    if key not in catalog():
        raise KeyError(f"no registered game {key!r}; registered: {game_keys()}")
    return catalog().rules(key)


@cache
def renderer(key: str) -> Callable[[View], bytes] | None:
    """The function the bot draws `key`'s public board with, if it draws one."""
    board = GameDrawings.of(catalog().entry(key)).board if key in catalog() else None
    return None if board is None else board.png
