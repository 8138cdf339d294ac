"""A lobby nobody starts closes a set time after it opened, counted from when it was saved, so a
restart closes an old lobby at once and gives a young one what it has left."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from bot.host import Host
from bot.lobby import Lobby
from bot.store import GameRecord, Store
from cogs.lobby_clock import LobbyClock, age_seconds
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable


def _opened(record: GameRecord, seconds_ago: float) -> GameRecord:
    when = datetime.now(UTC) - timedelta(seconds=seconds_ago)
    return replace(record, created_at=when.isoformat(timespec="milliseconds"))


async def _lobby(store: Store) -> tuple[Lobby, GameRecord]:
    lobby = Lobby(store, Host(store, RecordingTable(), hosted_games()))
    opened = await lobby.open(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, user_id=10, name="Ana"
    )
    assert isinstance(opened, GameRecord)
    return lobby, opened


def test_the_age_of_a_saved_time() -> None:
    now = datetime(2026, 1, 1, 12, 0, 30, tzinfo=UTC)
    assert age_seconds("2026-01-01T12:00:00.000+00:00", now) == 30


async def test_a_lobby_past_its_time_closes_at_once_and_a_young_one_later() -> None:
    closed: list[int] = []

    async def close(game_id: int) -> None:
        closed.append(game_id)

    clock = LobbyClock(close, seconds=60)
    record = GameRecord(1, "toy", 1, 2, 3, 10, "lobby", 7, None, None, "", "")
    clock.arm(_opened(record, 61))
    clock.arm(replace(_opened(record, 59.8), id=2))
    await asyncio.sleep(0.05)
    assert closed == [1] and len(clock) == 1
    await asyncio.sleep(0.3)
    assert closed == [1, 2] and len(clock) == 0


async def test_a_lobby_that_started_or_was_cancelled_is_disarmed() -> None:
    closed: list[int] = []

    async def close(game_id: int) -> None:
        closed.append(game_id)

    clock = LobbyClock(close, seconds=0.05)
    record = GameRecord(1, "toy", 1, 2, 3, 10, "lobby", 7, None, None, "", "")
    clock.arm(_opened(record, 0))
    clock.disarm(1)
    await asyncio.sleep(0.1)
    assert closed == [] and len(clock) == 0


async def test_closing_an_unstarted_lobby_keeps_it_as_abandoned(store: Store) -> None:
    lobby, record = await _lobby(store)
    assert await lobby.close_unstarted(record)
    current = await store.game(record.id)
    assert current is not None and current.status == "abandoned"
    assert not await lobby.close_unstarted(record), "closed once only"


async def test_a_lobby_that_started_meanwhile_is_not_closed(store: Store) -> None:
    lobby, record = await _lobby(store)
    await lobby.join(record, 11, "Ben")
    assert (await lobby.start(record, 10)).ok
    assert not await lobby.close_unstarted(record)
    current = await store.game(record.id)
    assert current is not None and current.status == "running"
