"""The loop watch counts what holds up the event loop."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bot.loop_watch import LoopWatch


async def test_a_deliberate_50_ms_block_is_counted_and_logged(tmp_path: Path) -> None:
    watch = LoopWatch(tmp_path / "stalls.log")
    watch.start()
    await asyncio.sleep(0.03)
    before = watch.stalls  # 0, unless the machine itself held this process up
    time.sleep(0.05)
    await asyncio.sleep(0.03)
    watch.stop()
    assert watch.stalls > before and watch.longest >= 0.04
    logged = [
        float(line.split()[1]) for line in (tmp_path / "stalls.log").read_text().split("\n")[:-1]
    ]
    assert len(logged) == watch.stalls and max(logged) >= 40


async def test_without_a_block_the_loop_is_not_held_up() -> None:
    watch = LoopWatch(threshold=0.5)  # generous: a busy machine may pause this process briefly
    watch.start()
    await asyncio.sleep(0.1)
    watch.stop()
    assert watch.stalls == 0 and watch.longest == 0
