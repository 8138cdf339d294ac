"""Renders in worker processes give the same bytes as in a thread; a dead worker is replaced."""

from __future__ import annotations

import asyncio
import os
import signal
import time

import pytest

from bot.catalog import Catalog
from cogs.drawings import Drawings

GAME = "cheat-street"
FLOODING, QUIET = 4, 5
"""Two servers' guild ids."""


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0] == "Z"


async def test_a_worker_draws_the_same_bytes_as_a_thread_and_a_dead_one_is_replaced(
    catalog: Catalog,
) -> None:
    here, pooled = Drawings(catalog), Drawings(catalog, workers=1)
    assert here.pool is None and pooled.pool is not None
    try:
        board = here.of(GAME).board
        assert board is not None
        view = board.sample_view(3)
        png = await here.board_png(view)
        assert png is not None and png.startswith(b"\x89PNG")
        assert await pooled.board_png(view) == png
        [worker] = await pooled.pool.start()
        assert worker != os.getpid()

        os.kill(worker, signal.SIGKILL)
        deadline = time.monotonic() + 5
        while not _gone(worker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert await pooled.board_png(view) == png  # retried on a new pool
        assert pooled.pool.replaced == 1
        assert worker not in await pooled.pool.start()
    finally:
        pooled.close()


async def test_a_render_that_fails_gives_no_picture_and_says_why(
    catalog: Catalog, caplog: pytest.LogCaptureFixture
) -> None:
    pooled = Drawings(catalog, workers=1)
    try:
        board = pooled.of(GAME).board
        assert board is not None
        broken = board.sample_view(3)
        broken = type(broken)(**{**broken.__dict__, "board": {}})  # nothing a board can draw
        assert await pooled.board_png(broken) is None
        assert any("could not be drawn" in r.getMessage() for r in caplog.records)
        assert await pooled.board_png(board.sample_view(3)) is not None  # the pool goes on
    finally:
        pooled.close()


async def test_a_flood_of_renders_from_one_server_does_not_hold_up_anothers(
    catalog: Catalog,
) -> None:
    pooled = Drawings(catalog, workers=1)
    try:
        board = pooled.of(GAME).board
        assert board is not None and pooled.pool is not None
        await pooled.pool.start()
        view = board.sample_view(3)
        done: list[tuple[int, int]] = []

        async def render(guild: int, n: int) -> None:
            assert await pooled.board_png(view, guild) is not None
            done.append((guild, n))

        flood = [asyncio.create_task(render(FLOODING, n)) for n in range(12)]
        await asyncio.sleep(0)
        await asyncio.gather(*flood, render(QUIET, 0))
        assert done.index((QUIET, 0)) <= 2, f"behind {done.index((QUIET, 0))} renders"
    finally:
        pooled.close()
