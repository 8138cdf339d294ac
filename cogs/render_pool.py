"""Renders in worker processes, so drawing and encoding never share a GIL with the event loop.

Each worker loads the games once as it starts and draws every static layer then, so its first
frame is as quick as its last. The bot sends a view (pickled) and gets PNG bytes back. A worker
that dies breaks its pool: a new pool replaces it and the render is tried once more.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from bot.engine import View
from bot.workers import worker_pool
from cogs.game_drawings import NOTHING, GameDrawings

log = logging.getLogger(__name__)
T = TypeVar("T")

_GAMES: dict[str, GameDrawings] = {}
"""In a worker: every game's drawings, by key."""


def prepare_worker() -> None:
    """In a worker, once as it starts: every game's renderers, static layers drawn."""
    from bot.catalog import Catalog

    for entry in Catalog.load():
        drawings = _GAMES[entry.key] = GameDrawings.of(entry)
        if drawings.warm_up is not None:
            drawings.warm_up()


def draw_board(view: View) -> bytes | None:
    """In a worker: the public board of ``view`` as PNG bytes (None: the game draws none)."""
    board = _GAMES.get(view.game, NOTHING).board
    return None if board is None else board.png(view) or None


def draw_private(view: View) -> bytes | None:
    """In a worker: one seat's own picture as PNG bytes (None: the game draws none)."""
    private = _GAMES.get(view.game, NOTHING).private
    return None if private is None else private(view) or None


class RenderPool:
    """``workers`` render processes, started on the first render (or ``start``)."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a render pool needs at least one worker")
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self.replaced = 0
        """How many times a broken pool was replaced (a worker died)."""

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = worker_pool(self.workers, prepare_worker)
        return self._executor

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        if self._executor is broken:  # renders failing together replace it once
            broken.shutdown(wait=False, cancel_futures=True)
            self._executor = None
            self.replaced += 1
            log.warning("A render worker died; its pool was replaced")

    async def run(self, job: Callable[..., T], *args: object) -> T:
        """``job(*args)`` in a worker; tried once more on a new pool if a worker dies."""
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            pool = self._pool()
            try:
                return await loop.run_in_executor(pool, job, *args)
            except BrokenProcessPool:
                self._replace(pool)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def start(self) -> list[int]:
        """Start every worker now (each warms its caches), not on the first renders; their
        process ids."""
        return list(await asyncio.gather(*(self.run(os.getpid) for _ in range(self.workers))))

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
