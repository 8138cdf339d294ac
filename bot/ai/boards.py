"""A game's published board, read from its data folder, and how far apart its spaces are.

Everyone at the table sees the board, so a measure may use it as a player would: the data
files are the board as drawn, never a position.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Mapping
from functools import cache
from typing import Any, TypeVar

from bot import paths

T = TypeVar("T", bound=Hashable)


@cache
def data(key: str, name: str) -> Any:
    """``data/<key>/<name>.json`` as plain data, read once."""
    return json.loads((paths.DATA_DIR / key / f"{name}.json").read_text(encoding="utf-8"))


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
