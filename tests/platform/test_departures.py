"""Tables whose place is gone end as abandoned, kept in the database with their clocks stopped;
at start-up a process ends only its own guilds' tables, and only of guilds the bot has left."""

from __future__ import annotations

from bot.departures import Departures
from bot.host import Host
from bot.shards import Shards
from bot.store import GameRecord, Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable

EVEN, ODD, OTHER_EVEN = 2 << 22, 3 << 22, 4 << 22
"""Guild ids: two on shard 0 of two, one on shard 1."""


async def lobby(store: Store, guild_id: int, channel_id: int, parent_id: int = 1) -> GameRecord:
    record = await store.create_game(
        game_key="toy",
        guild_id=guild_id,
        parent_id=parent_id,
        channel_id=channel_id,
        host_id=10,
        host_name="Ana",
        seed=9,
    )
    await store.add_seat(record.id, 11, "Ben")
    return record


async def running(host: Host, guild_id: int, channel_id: int, parent_id: int = 1) -> GameRecord:
    record = await lobby(host.store, guild_id, channel_id, parent_id)
    await host.begin(record, await host.store.seats(record.id))
    return record


async def status(store: Store, record: GameRecord) -> str:
    fresh = await store.game(record.id)
    assert fresh is not None
    return fresh.status


def shard_zero(store: Store) -> Host:
    return Host(store, RecordingTable(), hosted_games(), owns=Shards(2, frozenset({0})).owns)


async def test_a_deleted_thread_ends_its_lobby_or_game_and_no_other(store: Store) -> None:
    host = shard_zero(store)
    waiting = await lobby(store, EVEN, channel_id=100)
    playing = await running(host, EVEN, channel_id=101)
    elsewhere = await running(host, EVEN, channel_id=102)
    departures = Departures(store, host)
    assert await departures.channel_gone(100, EVEN) == 1
    assert await departures.channel_gone(101) == 1  # a REST 10003: the guild isn't known
    assert await status(store, waiting) == "abandoned"
    assert await status(store, playing) == "abandoned"
    assert await status(store, elsewhere) == "running"
    assert playing.id not in host.scheduler._timers and playing.id not in host._live
    await host.close()


async def test_a_deleted_channel_ends_the_tables_in_its_threads(store: Store) -> None:
    host = shard_zero(store)
    under = await running(host, EVEN, channel_id=101, parent_id=7)
    beside = await running(host, EVEN, channel_id=102, parent_id=8)
    assert await Departures(store, host).channel_gone(7, EVEN) == 1
    assert await status(store, under) == "abandoned"
    assert await status(store, beside) == "running"
    await host.close()


async def test_a_server_that_removed_the_bot_loses_all_its_tables(store: Store) -> None:
    host = shard_zero(store)
    waiting = await lobby(store, EVEN, channel_id=100)
    playing = await running(host, EVEN, channel_id=101)
    other = await running(host, OTHER_EVEN, channel_id=102)
    assert await Departures(store, host).guild_gone(EVEN) == 2
    assert await status(store, waiting) == "abandoned"
    assert await status(store, playing) == "abandoned"
    assert await status(store, other) == "running"
    await host.close()


async def test_start_up_ends_only_this_processs_tables_of_guilds_it_left(store: Store) -> None:
    host = shard_zero(store)
    host.owns = lambda guild_id: True  # one process deals every game
    left = await running(host, EVEN, channel_id=100)
    staying = await running(host, OTHER_EVEN, channel_id=101)
    another_shards = await running(host, ODD, channel_id=102)
    host.owns = Shards(2, frozenset({0})).owns
    assert await Departures(store, host).sweep({OTHER_EVEN}) == 1
    assert await status(store, left) == "abandoned"
    assert await status(store, staying) == "running"
    assert await status(store, another_shards) == "running", "its owner's guilds aren't ours"
    await host.close()
