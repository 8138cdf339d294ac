"""A game's published board, read from its data folder, and how far apart its spaces are.

Everyone at the table sees the board, so a measure may use it as a player would: the data
files are the board as drawn, never a position.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from bot import paths
from bot.engine.rules import package_of
from bot.games import installed

T = TypeVar("T", bound=Hashable)


@cache
def data_folder(module: str) -> Path:
    """The data folder of the game the ``bot.ai`` module ``module`` hints: the installed game
    whose package has the module's name, so no hint module writes its game's key again."""
    package = module.rsplit(".", 1)[-1]
    for folder, game in installed().items():
        if package_of(game) == package:
            return (getattr(game, "data_home", None) or paths.DATA_DIR) / folder
    raise LookupError(f"No installed game is played by the package {package!r}.")


@cache
def data(module: str, name: str) -> Any:
    """The data file ``<name>.json`` of the game ``module`` hints (see ``data_folder``), as
    plain data, read once."""
    return json.loads((data_folder(module) / f"{name}.json").read_text(encoding="utf-8"))


def distances(start: T, neighbours: Callable[[T], Iterable[T]]) -> dict[T, int]:
    """Steps from ``start`` to every space it reaches (breadth first)."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in neighbours(here):
            if there not in found:
                found[there] = found[here] + 1
                queue.append(there)
    return found


def undirected(edges: Iterable[Iterable[T]]) -> Mapping[T, list[T]]:
    """Each space's neighbours along edges that may be walked both ways."""
    around: dict[T, list[T]] = {}
    for a, b in edges:
        around.setdefault(a, []).append(b)
        around.setdefault(b, []).append(a)
    return around
