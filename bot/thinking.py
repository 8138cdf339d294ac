"""Where computer players think: worker processes, so a search never holds up the event loop.

The host hands over a saved position (the same JSON the store keeps), the seat and a seed; a
worker loads the game once, reads the position and asks ``bot.ai.choose``, which searches only
positions the game's determinizer draws for that seat. The answer is an action id, submitted
like any player's. Every seed comes from the game's own seed, its version and the seat, so a
replayed game thinks the same way. A search that fails or runs out of time is replaced by
``fallback_choice``, which decides from the same seat's knowledge in a moment.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from functools import cache
from typing import Any, Protocol

from bot.ai.baselines import greedy_choice, random_choice
from bot.ai.players import DEFAULT_BUDGET, LEVELS, TIME_CAP
from bot.workers import BACKGROUND_NICENESS, HealingPool

log = logging.getLogger(__name__)

THINKING_SECONDS = TIME_CAP + 5.0
"""The longest one decision may take: a search stops itself after ``TIME_CAP`` whatever the
budget, so a worker still busy seconds later (reading the position, a machine short of cores
given its margin) has hung, and the computer plays its fallback instead."""

THINKING_PER_GUILD = 8
"""Decisions one server may have waiting for a worker: each table asks for one at a time, so a
server with many computer tables gets its share, and past it they play their fallback move."""

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


def fallback_choice(rules: Any, state: Any, seat: int, seed: int, *, off_turn: bool) -> str:
    """What a computer plays when its search failed or ran out of time: off turn it waits
    (``""``); on its turn, the best action one move deep on a position drawn for its seat
    (``greedy_choice``: only what the seat may know), or any legal one should that fail too.
    Cheap (one move of each legal action), but rules work: run it in a thread."""
    if off_turn:
        return ""
    legal = rules.legal_actions(state, seat)
    if not legal:
        return ""
    try:
        return greedy_choice(rules, state, seat, seed=seed)
    except Exception:
        log.warning("The greedy fallback failed for seat %s; any legal action is played", seat)
        return random_choice(rules, state, seat, seed=seed)


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
        guild: int = 0,
    ) -> str:
        """The action id the computer in ``seat`` plays; off turn, ``""`` to let the game go
        on. ``guild``: whose turn in the thinking queue it is."""
        ...

    def close(self) -> None: ...


class Thinkers:
    """A small pool of worker processes shared by every game's computers; servers take turns
    (``bot.fair``), a dead worker's pool is replaced and a search that hangs past
    ``THINKING_SECONDS`` fails with ``bot.workers.WorkerTimeout``."""

    def __init__(self, workers: int = 2) -> None:
        self.pool = HealingPool(
            "thinking",
            workers,
            THINKING_SECONDS,
            _catalog,
            per_guild=THINKING_PER_GUILD,
            niceness=BACKGROUND_NICENESS,
        )

    async def decide(
        self,
        game_key: str,
        snapshot: str,
        seat: int,
        seed: int,
        *,
        budget: int = DEFAULT_BUDGET,
        off_turn: bool = False,
        guild: int = 0,
    ) -> str:
        return await self.pool.run(
            think, game_key, snapshot, seat, seed, budget, off_turn, guild=guild
        )

    def close(self) -> None:
        self.pool.close()
