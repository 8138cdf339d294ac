"""The recap of a finished game, drawn in a worker process: reading every kept turn (or
replaying the log) and drawing each takes seconds, which must never hold up the event loop or
the other games."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot.freed_memory import Trimmer
from bot.workers import BACKGROUND_NICENESS, HealingPool
from renderers.recap import Recap, make_recap

RECAP_SECONDS = 180.0
"""The longest one recap may take: replaying a long game and drawing and encoding a frame of
each turn takes seconds, tens on a busy machine; minutes means the worker hung."""


_AFTER_EACH = Trimmer(every=1)
"""In the recap worker: the heap a recap's frames freed goes back to the system after it."""


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
    recap = make_recap(rules, board, players, seed, options, log, positions)
    _AFTER_EACH.drew()  # a recap is a game's worth of frames
    return recap


class Recaps:
    """One worker process, started on the first finished game, for every game's recap; a dead
    one is replaced, a recap past ``RECAP_SECONDS`` fails with ``bot.workers.WorkerTimeout``."""

    def __init__(self) -> None:
        self.pool = HealingPool("recap", 1, RECAP_SECONDS, _drawings, niceness=BACKGROUND_NICENESS)

    async def draw(
        self,
        game_key: str,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        log: Sequence[tuple[int | None, str]],
        positions: Sequence[str] = (),
    ) -> Recap | None:
        return await self.pool.run(
            draw_recap, game_key, list(players), seed, dict(options), list(log), list(positions)
        )

    def close(self) -> None:
        self.pool.close()
