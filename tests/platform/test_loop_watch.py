"""The loop watch counts what holds up the event loop, and tells work on it from waiting."""

from __future__ import annotations

import asyncio
import gc
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
    assert len(lines) == watch.stalls and max(float(late) for _, late, _, _ in lines) >= 40
    assert max(float(cpu) for _, _, cpu, _ in lines) >= 45
    assert all(float(collecting) < 45 for *_, collecting in lines), "the spin was no collection"


async def test_a_stall_tells_the_time_spent_collecting_garbage(tmp_path: Path) -> None:
    """A long pass of the collector is told apart from code that ran long on the loop."""
    watch = LoopWatch(tmp_path / "stalls.log")
    watch.start()
    await asyncio.sleep(0.02)
    cycles = []
    for _ in range(300_000):
        pair: list[object] = []
        pair.append(pair)
        cycles.append(pair)
    del cycles, pair
    gc.disable()
    try:
        await asyncio.sleep(0.02)
        started = time.thread_time()
        gc.collect()
        collected_ms = (time.thread_time() - started) * 1000
        spin(0.03)  # the stall is long enough to be logged however fast the collection was
        await asyncio.sleep(0.02)
    finally:
        gc.enable()
    watch.stop()
    lines = [line.split() for line in (tmp_path / "stalls.log").read_text().split("\n")[:-1]]
    assert lines, "the collection and the spin stalled the loop"
    collecting = max(float(line[3]) for line in lines)
    assert collecting >= collected_ms * 0.8 and collecting > 0
    assert watch.collecting * 1000 >= collecting
    assert watch._on_collection not in gc.callbacks, "stopped, the watch stops listening"


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
