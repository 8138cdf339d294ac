"""The recap of a finished game, drawn in a worker process: reading every kept turn (or
replaying the log) and drawing each takes seconds, which must never hold up the event loop or
the other games."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from typing import Any

from bot.workers import worker_pool
from renderers.recap import Recap, make_recap


@cache
def _drawings() -> dict[str, Any]:
    from bot.catalog import Catalog
    from cogs.drawings import GameDrawings

    return {entry.key: (entry.rules, GameDrawings.of(entry).board) for entry in Catalog.load()}


def draw_recap(
    game_key: str,
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Sequence[tuple[int | None, str]],
    positions: Sequence[str] = (),
) -> Recap | None:
    """In a worker: the recap of one finished game from its saved ``positions`` (or its log,
    see ``recap_views``); None for a game drawn without pictures."""
    rules, board = _drawings()[game_key]
    if board is None:
        return None
    return make_recap(rules, board, players, seed, options, log, positions)


class Recaps:
    """One worker process, started on the first finished game, for every game's recap."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    async def draw(
        self,
        game_key: str,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        log: Sequence[tuple[int | None, str]],
        positions: Sequence[str] = (),
    ) -> Recap | None:
        if self._pool is None:
            self._pool = worker_pool(1)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._pool,
            draw_recap,
            game_key,
            list(players),
            seed,
            dict(options),
            list(log),
            list(positions),
        )

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
