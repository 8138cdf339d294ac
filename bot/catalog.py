"""The games this bot hosts, loaded once at start-up and handed to whoever needs them.

One entry per installed game: its registration record and its rules, built and checked from its
data folder, whose manifest is read here and only here. The host, the lobby and the cogs look
games up here, and the table makes each game's renderers from the same checked rules, so nothing
reads a data file or a global registry after start-up.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot import paths
from bot.engine import Game
from bot.engine.manifest import read_manifest
from bot.games import Registration, installed


@dataclass(frozen=True)
class CatalogEntry:
    """One game: how it is registered and its checked rules."""

    registration: Registration
    rules: Game[Any]

    @property
    def key(self) -> str:
        return self.registration.key

    @property
    def name(self) -> str:
        return self.registration.name


class Catalog:
    """Every hosted game by its stable key, in the order the registrations give (by name)."""

    def __init__(self, entries: Iterable[CatalogEntry]) -> None:
        self._entries: dict[str, CatalogEntry] = {}
        for entry in entries:
            if entry.key in self._entries:
                raise ValueError(f"a game with key {entry.key!r} is listed twice")
            self._entries[entry.key] = entry

    @classmethod
    def load(cls, data_dir: Path | None = None) -> Catalog:
        """Build every installed game from its folder ``data_dir/<entry point name>`` (or its
        own ``data_home``), ordered by name; a bad file raises ``GameDataError`` naming it."""
        data_dir = data_dir or paths.DATA_DIR
        entries = [
            cls.build(game, (getattr(game, "data_home", None) or data_dir) / folder)
            for folder, game in installed().items()
        ]
        return cls(sorted(entries, key=lambda entry: entry.name))

    @staticmethod
    def build(game: Any, folder: Path) -> CatalogEntry:
        """One game from its folder: the manifest read once (its key must be the folder's
        name, so the entry point naming the folder can't disagree with it), then the rules
        built from the rest of the folder and given that manifest."""
        manifest = read_manifest(folder)
        return CatalogEntry(Registration.of(game, manifest), game.from_data(folder, manifest))

    def __iter__(self) -> Iterator[CatalogEntry]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def entry(self, key: str) -> CatalogEntry:
        try:
            return self._entries[key]
        except KeyError:
            raise KeyError(f"There is no game called {key!r}.") from None

    def rules(self, key: str) -> Game[Any]:
        """The checked rules of the game ``key``; ``KeyError`` with one sentence otherwise."""
        return self.entry(key).rules

    def registration(self, key: str) -> Registration | None:
        entry = self._entries.get(key)
        return None if entry is None else entry.registration
