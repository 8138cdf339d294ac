"""Building one game in a test the way the catalog builds it, from a folder a test may change."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from bot import paths
from bot.engine.manifest import read_manifest
from bot.games import installed

G = TypeVar("G")


def load_game(game: type[G], folder: Path | None = None) -> G:
    """``game`` with its data read from ``folder`` (its own data folder by default) and the
    manifest of its own data folder, so a test may break a copy of its files."""
    home = next(paths.DATA_DIR / name for name, found in installed().items() if found is game)
    return game.from_data(folder or home, read_manifest(home))  # type: ignore[attr-defined,no-any-return]
