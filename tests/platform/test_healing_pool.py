"""A worker pool heals: a worker killed mid-call is replaced and the call tried once more on a
fresh pool; a call past its timeout fails with ``WorkerTimeout``, its hung worker is killed, and
the next call works."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator

import pytest

from bot.workers import HealingPool, WorkerTimeout


def _gone(pid: int) -> bool:
    """A process is gone once it no longer exists or is a zombie; it may vanish between looks."""
    try:
        os.kill(pid, 0)
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (ProcessLookupError, FileNotFoundError):
        return True


async def _until(check: object, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:  # type: ignore[operator]
        await asyncio.sleep(0.02)


@pytest.fixture
def pool() -> Iterator[HealingPool]:
    pool = HealingPool("test", 1, timeout=30.0)
    yield pool
    pool.close()


async def test_a_worker_killed_mid_call_is_replaced_and_the_call_succeeds_on_a_fresh_pool(
    pool: HealingPool,
) -> None:
    [worker] = await pool.start()
    call = asyncio.create_task(pool.run(time.sleep, 1.0))
    await asyncio.sleep(0.3)  # the worker is sleeping in the call
    os.kill(worker, signal.SIGKILL)
    assert await call is None  # retried on a new pool, and slept there
    assert pool.replaced == 1
    assert worker not in pool.pids() and pool.pids()
    assert await pool.run(os.getpid) != worker


async def test_a_call_past_its_timeout_fails_its_hung_worker_is_killed_and_the_next_call_works(
    pool: HealingPool,
) -> None:
    [worker] = await pool.start()
    started = time.monotonic()
    with pytest.raises(WorkerTimeout):
        await pool.run(time.sleep, 60, timeout=0.5)
    assert time.monotonic() - started < 5, "the call waited for the hung worker"
    await _until(lambda: _gone(worker))
    assert _gone(worker), "the hung worker was left running"
    assert pool.replaced == 1
    fresh = await pool.run(os.getpid)
    assert fresh != worker and not _gone(fresh)


async def test_a_worker_is_named_after_its_kind(pool: HealingPool) -> None:
    [worker] = await pool.start()
    with open(f"/proc/{worker}/comm") as comm:
        assert comm.read().strip() == "gn-test"
