"""Servers take turns for a worker pool: one server's flood of jobs never holds another's single
job behind all of it, and a server's queue is bounded."""

from __future__ import annotations

import asyncio

import pytest

from bot.fair import Busy, FairQueue

A, B = 1, 2


async def _job(queue: FairQueue, guild: int, done: list[tuple[int, int]], n: int) -> None:
    async with queue.slot(guild):
        await asyncio.sleep(0.01)  # a worker busy with the job
        done.append((guild, n))


async def test_a_flood_from_one_server_does_not_hold_up_another_servers_single_job() -> None:
    queue = FairQueue(slots=2, per_guild=50)
    done: list[tuple[int, int]] = []
    flood = [asyncio.create_task(_job(queue, A, done, n)) for n in range(40)]
    await asyncio.sleep(0)  # A's jobs are all queued or running
    single = asyncio.create_task(_job(queue, B, done, 0))
    await asyncio.gather(*flood, single)
    assert done.index((B, 0)) <= 3, f"B's job ran after {done.index((B, 0))} of A's"
    assert [n for guild, n in done if guild == A] == list(range(40)), "A's jobs out of order"
    assert queue.running == 0 and queue.waiting() == 0


async def test_guilds_with_work_waiting_are_served_in_turn() -> None:
    queue = FairQueue(slots=1, per_guild=10)
    done: list[tuple[int, int]] = []
    jobs = [asyncio.create_task(_job(queue, A, done, n)) for n in range(4)]
    await asyncio.sleep(0)
    jobs += [asyncio.create_task(_job(queue, B, done, n)) for n in range(3)]
    await asyncio.gather(*jobs)
    assert [guild for guild, _ in done] == [A, A, B, A, B, A, B]


async def test_a_server_past_its_bound_is_told_busy_and_the_others_are_not() -> None:
    queue = FairQueue(slots=1, per_guild=2)
    done: list[tuple[int, int]] = []
    jobs = [asyncio.create_task(_job(queue, A, done, n)) for n in range(3)]  # 1 runs, 2 wait
    await asyncio.sleep(0)
    with pytest.raises(Busy):
        await _job(queue, A, done, 3)
    jobs.append(asyncio.create_task(_job(queue, B, done, 0)))
    await asyncio.gather(*jobs)
    assert sorted(done) == [(A, 0), (A, 1), (A, 2), (B, 0)]


async def test_a_job_cancelled_while_waiting_gives_up_its_place() -> None:
    queue = FairQueue(slots=1, per_guild=5)
    done: list[tuple[int, int]] = []
    first = asyncio.create_task(_job(queue, A, done, 0))
    await asyncio.sleep(0)
    waiting = asyncio.create_task(_job(queue, A, done, 1))
    await asyncio.sleep(0)
    assert queue.waiting(A) == 1
    waiting.cancel()
    await asyncio.gather(first, return_exceptions=True)
    await asyncio.sleep(0)
    assert done == [(A, 0)] and queue.waiting() == 0 and queue.running == 0
    await _job(queue, B, done, 0)  # the slot is free again
    assert done[-1] == (B, 0)
