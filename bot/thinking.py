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
import json
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from functools import cache
from typing import Any, Protocol

from bot.ai.players import DEFAULT_BUDGET, LEVELS
from bot.workers import worker_pool

log = logging.getLogger(__name__)

Chooser = Callable[[Any, Any, int, int], str]
"""``(rules, state, seat, seed) -> action id``: how a computer in ``seat`` decides."""


def decision_seed(game_seed: int, version: int, seat: int) -> int:
    """A seed for one decision, the same every time this game reaches this position."""
    digest = hashlib.blake2b(f"{game_seed}/{version}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def computer_budget(options_json: str) -> int:
    """Simulations per decision for the table's chosen strength (``computers=`` in its
    options); ``normal`` when none was chosen or the saved choice is no longer offered."""
    chosen = json.loads(options_json or "{}").get("computers", "normal")
    return LEVELS.get(chosen, DEFAULT_BUDGET)


@cache
def _catalog() -> Any:
    from bot.catalog import Catalog

    return Catalog.load()


def think(game_key: str, snapshot: str, seat: int, seed: int, budget: int, off_turn: bool) -> str:
    """In a worker: the action the computer in ``seat`` plays at the saved position, searching
    ``budget`` simulations; off turn, an empty answer lets the game go on without it."""
    from bot.ai import choose, choose_or_wait
    from bot.engine import loads_state

    rules = _catalog().rules(game_key)
    state = loads_state(rules, snapshot)
    if off_turn:
        return choose_or_wait(rules, state, seat, seed=seed, budget=budget) or ""
    return choose(rules, state, seat, seed=seed, budget=budget)


class Decides(Protocol):
    """What the host asks of whoever thinks for computers (a worker pool, or a test's stand-in)."""

    async def decide(
        self,
        game_key: str,
        snapshot: str,
        seat: int,
        seed: int,
        *,
        budget: int = DEFAULT_BUDGET,
        off_turn: bool = False,
    ) -> str:
        """The action id the computer in ``seat`` plays; off turn, ``""`` to let the game go on."""
        ...

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

    async def decide(
        self,
        game_key: str,
        snapshot: str,
        seat: int,
        seed: int,
        *,
        budget: int = DEFAULT_BUDGET,
        off_turn: bool = False,
    ) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._pool(), think, game_key, snapshot, seat, seed, budget, off_turn
        )

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
