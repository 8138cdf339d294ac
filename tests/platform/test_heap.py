"""What start-up builds is kept out of the garbage collector's passes, which hold up the loop."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.heap import freeze_start_up


@pytest.fixture
def unfrozen() -> Iterator[None]:
    yield
    gc.unfreeze()


def test_objects_alive_at_start_up_are_left_out_of_later_collections(unfrozen: None) -> None:
    kept = [{"n": n} for n in range(20_000)]  # what start-up keeps: catalogs, renderers, ...
    tracked = len(gc.get_objects())
    frozen = freeze_start_up()
    assert frozen >= len(kept)
    assert len(gc.get_objects()) <= tracked - len(kept)  # a full pass no longer walks them
    assert kept[-1] == {"n": 19_999}


def test_garbage_of_start_up_is_collected_before_the_freeze(unfrozen: None) -> None:
    class Cycle:
        def __init__(self) -> None:
            self.me = self

    import weakref

    lost = Cycle()
    gone = weakref.ref(lost)
    del lost
    freeze_start_up()
    assert gone() is None


async def test_the_bot_collects_cycles_every_few_seconds_so_no_pass_finds_many() -> None:
    """Garbage in reference cycles (discord.py's interactions, views) is freed within a period,
    not left to pile up until the collector's own full pass."""
    import asyncio
    import weakref

    from bot.heap import collect_steadily

    class Cycle:
        def __init__(self) -> None:
            self.me = self

    gc.disable()  # only the steady collection may free it
    try:
        lost = Cycle()
        gone = weakref.ref(lost)
        del lost
        collector = asyncio.create_task(collect_steadily(every=0.01))
        for _ in range(100):
            await asyncio.sleep(0.01)
            if gone() is None:
                break
        collector.cancel()
        assert gone() is None
    finally:
        gc.enable()
