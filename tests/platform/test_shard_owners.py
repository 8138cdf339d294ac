"""Several processes over one database: each plays the games of its own shards' guilds.

Two hosts stand for two processes: each has its own connection to one SQLite file and owns the
guilds of one shard. Start-up recovery and clocks happen only on a game's owner; another process
reads the game from the store, and the store's version check keeps a second writer out.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.host import NOT_SAVED, Host
from bot.shards import Shards
from bot.store import GameRecord, Store, open_store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable

EVEN, ODD = 2 << 22, 3 << 22
"""Guild ids on shard 0 and shard 1 of two."""


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    first = await open_store(tmp_path / "shared.sqlite3")
    second = await open_store(tmp_path / "shared.sqlite3")
    yield first, second
    await first.close()
    await second.close()


def process(store: Store, shard: int, **timers: Any) -> tuple[Host, RecordingTable]:
    table = RecordingTable()
    held = Shards(2, frozenset({shard}))
    return Host(store, table, hosted_games(), owns=held.owns, **timers), table


async def started(store: Store, host: Host, guild_id: int) -> GameRecord:
    record = await store.create_game(
        game_key="toy",
        guild_id=guild_id,
        parent_id=2,
        channel_id=guild_id + 3,
        host_id=10,
        host_name="Ana",
        seed=9,
    )
    await store.add_seat(record.id, 11, "Ben")
    await host.begin(record, await store.seats(record.id))
    fresh = await store.game(record.id)
    assert fresh is not None
    return fresh


async def wait_until(condition, timeout: float = 3.0) -> None:  # type: ignore[no-untyped-def]
    for _ in range(int(timeout / 0.02)):
        if await condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("condition never held")


async def test_each_process_resumes_only_the_games_of_its_shards(
    stores: tuple[Store, Store],
) -> None:
    one, other = stores
    opener, _ = process(one, 0)
    opener.owns = lambda guild_id: True
    even = await started(one, opener, EVEN)
    odd = await started(one, opener, ODD)
    await opener.close()
    zero, table_zero = process(one, 0)
    first, table_first = process(other, 1)
    assert await zero.resume_all() == 1 and await first.resume_all() == 1
    assert {f.record.id for f in table_zero.recalled} == {even.id}
    assert {f.record.id for f in table_first.recalled} == {odd.id}
    assert await zero.live(even) is await zero.live(even), "its own game is kept in memory"
    assert (await zero.live(odd)) is not (await zero.live(odd)), "another's is read afresh"
    await zero.close()
    await first.close()


async def test_clocks_run_only_on_the_games_owner(stores: tuple[Store, Store]) -> None:
    one, other = stores
    owner, _ = process(one, 1, phase_seconds={"vote": 0.05})
    stranger, _ = process(other, 0, phase_seconds={"vote": 0.05})
    record = await started(one, owner, ODD)
    assert (await stranger.act(record, 10, "vote")).ok, "an input that reached another process"
    await asyncio.sleep(0.2)
    assert [e.action_id for e in await one.events(record.id)] == ["vote"], "no clock there"
    # The owner learns of the move when its own write meets the newer version, then keeps
    # the game's clock: the vote closes on time.
    refused = await owner.act(record, 10, "add:1")
    assert not refused.ok and refused.message == NOT_SAVED

    async def closed() -> bool:
        return [e.action_id for e in await one.events(record.id)] == ["vote", "expire"]

    await wait_until(closed)
    await owner.close()
    await stranger.close()


async def test_another_process_reads_every_move_from_the_store(
    stores: tuple[Store, Store],
) -> None:
    one, other = stores
    owner, _ = process(one, 0)
    reader, _ = process(other, 1)
    record = await started(one, owner, EVEN)
    assert (await owner.act(record, 10, "add:2")).ok
    assert (await reader.live(record)).version == 1
    assert (await owner.act(record, 11, "add:1")).ok
    assert (await reader.live(record)).version == 2
    await owner.close()
    await reader.close()
