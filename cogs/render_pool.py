"""Renders in worker processes, so drawing and encoding never share a GIL with the event loop.

Each worker loads the games once as it starts and draws every static layer then, so its first
frame is as quick as its last. The bot sends a view (pickled) and gets PNG bytes back. A worker
that dies breaks its pool: a new pool replaces it and the render is tried once more
(``bot.workers.HealingPool``).
"""

from __future__ import annotations

from bot.engine import View
from bot.freed_memory import Trimmer
from bot.workers import HealingPool
from cogs.game_drawings import NOTHING, GameDrawings

RENDER_SECONDS = 5.0
"""The longest one render may take: a board is drawn and encoded in tens of milliseconds, so a
render still running after seconds has hung, and its game's message should go on without it."""

RENDERS_PER_GUILD = 32
"""Renders one server may have waiting for a worker; more are refused (no picture this time),
so a flood of ``/game status`` from one server neither grows a queue nor delays the others."""

_GAMES: dict[str, GameDrawings] = {}
"""In a worker: every game's drawings, by key."""


def prepare_worker() -> None:
    """In a worker, once as it starts: every game's renderers, static layers drawn."""
    from bot.catalog import Catalog

    for entry in Catalog.load():
        drawings = _GAMES[entry.key] = GameDrawings.of(entry)
        if drawings.warm_up is not None:
            drawings.warm_up()


_TRIMMER = Trimmer()
"""In a worker: gives the heap that frames freed back to the system every few frames."""


def draw_board(view: View) -> bytes | None:
    """In a worker: the public board of ``view`` as PNG bytes (None: the game draws none)."""
    board = _GAMES.get(view.game, NOTHING).board
    png = None if board is None else board.png(view) or None
    _TRIMMER.drew()
    return png


def draw_private(view: View) -> bytes | None:
    """In a worker: one seat's own picture as PNG bytes (None: the game draws none)."""
    private = _GAMES.get(view.game, NOTHING).private
    png = None if private is None else private(view) or None
    _TRIMMER.drew()
    return png


class RenderPool(HealingPool):
    """``workers`` render processes, started on the first render (or ``start``); a dead one's
    pool is replaced, a render past ``RENDER_SECONDS`` fails, and servers take turns."""

    def __init__(self, workers: int) -> None:
        super().__init__(
            "render", workers, RENDER_SECONDS, prepare_worker, per_guild=RENDERS_PER_GUILD
        )
