"""Games by their stable key (CONTRACT.md): the one place that knows which games exist."""

from __future__ import annotations

from typing import Any

from bot.engine.protocol import Game

_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    if game.key in _GAMES:
        raise ValueError(f"a game with key {game.key!r} is already registered")
    _GAMES[game.key] = game
    return game


def get_game(key: str) -> Game[Any]:
    try:
        return _GAMES[key]
    except KeyError:
        raise KeyError(f"There is no game called {key!r}.") from None


def all_games() -> list[Game[Any]]:
    return list(_GAMES.values())
