"""The loop watch counts what holds up the event loop, and tells work on it from waiting."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bot.loop_watch import LoopWatch


def spin(cpu_seconds: float) -> None:
    """Hold the thread with ``cpu_seconds`` of its own CPU, however slow the machine is."""
    until = time.thread_time() + cpu_seconds
    while time.thread_time() < until:
        pass


async def test_a_deliberate_50_ms_block_is_counted_and_logged(tmp_path: Path) -> None:
    watch = LoopWatch(tmp_path / "stalls.log")
    watch.start()
    await asyncio.sleep(0.03)
    before = watch.stalls  # 0, unless the machine itself held this process up
    spin(0.05)
    await asyncio.sleep(0.03)
    watch.stop()
    assert watch.stalls > before and watch.longest >= 0.04
    lines = [line.split() for line in (tmp_path / "stalls.log").read_text().split("\n")[:-1]]
    assert len(lines) == watch.stalls and max(float(late) for _, late, _ in lines) >= 40
    assert max(float(cpu) for _, _, cpu in lines) >= 45


async def test_code_running_on_the_loop_is_a_busy_stall() -> None:
    watch = LoopWatch()
    watch.start()
    await asyncio.sleep(0.02)
    spin(0.05)
    await asyncio.sleep(0.02)
    watch.stop()
    assert watch.busy >= 1 and watch.longest_busy >= 0.045


async def test_waiting_without_running_is_a_stall_but_not_a_busy_one() -> None:
    """A thread waiting (for a core, for the interpreter lock; here asleep) holds the loop up
    without running anything on it: counted, not as busy."""
    watch = LoopWatch()
    watch.start()
    await asyncio.sleep(0.02)
    time.sleep(0.06)
    await asyncio.sleep(0.02)
    watch.stop()
    assert watch.stalls >= 1 and watch.longest >= 0.05
    assert watch.busy == 0


async def test_without_a_block_the_loop_is_not_held_up() -> None:
    watch = LoopWatch(threshold=0.5)  # generous: a busy machine may pause this process briefly
    watch.start()
    await asyncio.sleep(0.1)
    watch.stop()
    assert watch.stalls == 0 and watch.longest == 0
