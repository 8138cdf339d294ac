"""Where computer players think: worker processes, so a search never holds up the event loop.

The host hands over a saved position (the same JSON the store keeps), the seat and a seed; a
worker loads the game once, reads the position and asks ``bot.ai.choose``, which searches only
positions the game's determinizer draws for that seat. The answer is an action id, submitted
like any player's. Every seed comes from the game's own seed, its version and the seat, so a
replayed game thinks the same way.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from functools import cache
from typing import Any, Protocol

from bot.workers import worker_pool

log = logging.getLogger(__name__)

Chooser = Callable[[Any, Any, int, int], str]
"""``(rules, state, seat, seed) -> action id``: how a computer in ``seat`` decides."""


def decision_seed(game_seed: int, version: int, seat: int) -> int:
    """A seed for one decision, the same every time this game reaches this position."""
    digest = hashlib.blake2b(f"{game_seed}/{version}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


@cache
def _catalog() -> Any:
    from bot.catalog import Catalog

    return Catalog.load()


def think(game_key: str, snapshot: str, seat: int, seed: int) -> str:
    """In a worker: the action the computer in ``seat`` plays at the saved position."""
    from bot.ai import choose
    from bot.engine import loads_state

    rules = _catalog().rules(game_key)
    state = loads_state(rules, snapshot)
    return choose(rules, state, seat, seed=seed)


class Decides(Protocol):
    """What the host asks of whoever thinks for computers (a worker pool, or a test's stand-in)."""

    async def decide(self, game_key: str, snapshot: str, seat: int, seed: int) -> str: ...

    def close(self) -> None: ...


class Thinkers:
    """A small pool of worker processes shared by every game's computers."""

    def __init__(self, workers: int = 2, executor: Executor | None = None) -> None:
        self._executor = executor
        self._workers = workers

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = worker_pool(self._workers)
        return self._executor

    async def decide(self, game_key: str, snapshot: str, seat: int, seed: int) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), think, game_key, snapshot, seat, seed)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
