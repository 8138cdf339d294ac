"""The registered games, read in one place so a change of the registry is one edit here."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from bot.engine import Game, View


@cache
def registered_games() -> tuple[Game[Any], ...]:
    """Every game the bot hosts, loaded once (the same loader the bot runs at start-up)."""
    from bot.games import load_games

    return tuple(load_games())


def game_keys() -> list[str]:
    return [game.key for game in registered_games()]


def game(key: str) -> Game[Any]:
    """The rules of `key`: to replay a game's event log and to steer the random player."""
    found = next((g for g in registered_games() if g.key == key), None)
    if found is None:
        raise KeyError(f"no registered game {key!r}; registered: {game_keys()}")
    return found


def renderer(key: str) -> Callable[[View], bytes] | None:
    """The function the bot draws `key`'s public board with, if it draws one."""
    from bot.games import registration
    from cogs.table import drawing_hook

    record = registration(key)
    return drawing_hook(record.renderer) if record else None
