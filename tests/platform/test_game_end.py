"""An end that sticks: no move read before ``/game end`` saves over it, no clock of an ended
game runs again, and what the host keeps per game goes with the game."""

from __future__ import annotations

import asyncio
import gc

import pytest

from bot.host import ENDED, Host
from bot.store import GameNotRunning, StaleVersion, Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable, _started

RACES = 50


async def _running_game(store: Store) -> int:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=7
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, '{"v": 0}')
    return record.id


# -- the store -----------------------------------------------------------------------------------


async def test_a_move_committed_over_an_abandoned_game_is_refused(store: Store) -> None:
    game_id = await _running_game(store)
    await store.set_status(game_id, "abandoned")
    with pytest.raises(StaleVersion):
        await store.commit_action(
            game_id, expected_version=0, seat=0, action_id="a", interaction_id=1, state_json="new"
        )
    ended = await store.game(game_id)
    assert ended is not None and ended.status == "abandoned"
    assert await store.snapshot(game_id) == (0, '{"v": 0}')
    assert await store.events(game_id) == []


async def test_a_move_committed_after_end_game_is_refused_as_not_running(store: Store) -> None:
    game_id = await _running_game(store)
    assert await store.end_game(game_id)
    with pytest.raises(GameNotRunning):
        await store.commit_action(
            game_id, expected_version=0, seat=0, action_id="a", interaction_id=None, state_json="x"
        )
    assert await store.snapshot(game_id) == (0, '{"v": 0}')


async def test_ending_an_ended_game_again_changes_nothing(store: Store) -> None:
    game_id = await _running_game(store)
    assert await store.end_game(game_id)
    assert not await store.end_game(game_id, "finished")
    ended = await store.game(game_id)
    assert ended is not None and ended.status == "abandoned"


async def test_a_lobby_ended_before_it_starts_is_not_started(store: Store) -> None:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=7
    )
    assert await store.end_game(record.id)
    with pytest.raises(GameNotRunning):
        await store.start(record.id, "{}")
    ended = await store.game(record.id)
    assert ended is not None and ended.status == "abandoned"
    assert await store.snapshot(record.id) is None


# -- the host ------------------------------------------------------------------------------------


async def test_a_move_read_before_the_end_never_brings_the_game_back(store: Store) -> None:
    """The move's record is read before the end commits; whichever takes the lock first, the
    game ends ended, with no clocks, and its snapshot is the version of the moves logged."""
    for race in range(RACES):
        host = Host(store, RecordingTable(), hosted_games())
        record = await _started(store, host)
        assert host.scheduler.has_clocks(record.id)  # the idle watch over Ana
        stale = await store.game(record.id)
        racers = [host.end(stale, "ended by Ana"), host.act(stale, 10, "add:2")]
        if race % 2:
            racers.reverse()
        await asyncio.gather(*racers)
        ended = await store.game(record.id)
        assert ended is not None and ended.status == "abandoned", f"race {race}"
        assert not host.scheduler.has_clocks(record.id), f"race {race}"
        snapshot = await store.snapshot(record.id)
        assert snapshot is not None and snapshot[0] == len(await store.events(record.id))
        late = await host.act(stale, 11, "add:1")
        assert not late.ok and late.message == ENDED
        await host.close()


async def test_a_game_ended_by_another_process_is_not_saved_over(store: Store) -> None:
    """Another process (a shard) ends the game this one has in memory: the next move here is
    refused as ended, and this process lets the game go."""
    host = Host(store, RecordingTable(), hosted_games())
    other = Host(store, RecordingTable(), hosted_games())
    record = await _started(store, host)
    assert await other.end(record, "ended by Ana")
    reply = await host.act(record, 10, "add:2")
    assert not reply.ok and reply.message == ENDED
    ended = await store.game(record.id)
    assert ended is not None and ended.status == "abandoned"
    assert await store.events(record.id) == []
    assert not host.scheduler.has_clocks(record.id)
    assert record.id not in host._live
    await host.close()


async def test_the_end_does_not_wait_on_a_move_that_holds_the_game(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move stuck showing its position (a slow Discord) keeps the lock; the end goes ahead
    after a short wait, and the stuck move starts no clock when it finishes."""
    monkeypatch.setattr("bot.host.END_WAIT_SECONDS", 0.1)
    release = asyncio.Event()

    class SlowTable(RecordingTable):
        async def show(self, frame):  # type: ignore[no-untyped-def]
            if frame.version > 0:
                await release.wait()
            return await super().show(frame)

    host = Host(store, SlowTable(), hosted_games())
    record = await _started(store, host)
    move = asyncio.create_task(host.act(record, 10, "add:2"))
    await asyncio.sleep(0.05)
    assert await asyncio.wait_for(host.end(record, "ended by Ana"), 1.0)
    release.set()
    await move
    ended = await store.game(record.id)
    assert ended is not None and ended.status == "abandoned"
    assert not host.scheduler.has_clocks(record.id)
    await host.close()


# -- what is kept per game -------------------------------------------------------------------------


async def test_nothing_is_kept_per_game_once_many_games_have_ended(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    for _ in range(20):
        record = await _started(store, host)
        assert (await host.act(record, 10, "add:2")).ok
        await host.end(record, "ended by Ana")
        await host.live(record)  # a look at an ended game (/game status) keeps nothing
    gc.collect()
    assert len(host._locks) == 0
    assert host._live == {}
    assert not any(host.scheduler.has_clocks(game) for game in range(1, 100))
    await host.close()
