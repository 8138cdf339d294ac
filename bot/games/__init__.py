"""The catalogue of games this bot hosts; each is loaded and checked once at start-up."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot import paths
from bot.engine import Game, all_games, register


@dataclass(frozen=True)
class Entry:
    key: str
    name: str
    loader: Callable[[Path], Game[Any]]


def _cheat_street(folder: Path) -> Game[Any]:
    from bot.games.cheat_street import load_game

    return load_game(folder)


CATALOGUE: tuple[Entry, ...] = (Entry("cheat-street", "Cheat Street", _cheat_street),)


def load_games(data_dir: Path | None = None) -> list[Game[Any]]:
    """Load every game's board and decks; a bad file raises ``GameDataError`` naming it."""
    data_dir = data_dir or paths.DATA_DIR
    loaded = {game.key for game in all_games()}
    for entry in CATALOGUE:
        if entry.key not in loaded:
            register(entry.loader(data_dir / entry.key))
    return all_games()
