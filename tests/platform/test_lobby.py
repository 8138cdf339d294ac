"""Lobby rules: player counts, one seat per user, only the host starts or cancels."""

from __future__ import annotations

from bot.host import Host
from bot.live import Reply
from bot.lobby import ALREADY_HERE, Lobby
from bot.store import GameRecord, Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable


async def _lobby(store: Store) -> tuple[Lobby, GameRecord, RecordingTable]:
    table = RecordingTable()
    lobby = Lobby(store, Host(store, table, hosted_games()))
    opened = await lobby.open(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, user_id=10, name="Ana"
    )
    assert isinstance(opened, GameRecord)
    return lobby, opened, table


async def test_the_opener_is_the_host_and_is_seated(store: Store) -> None:
    _, record, _ = await _lobby(store)
    assert record.host_id == 10 and record.status == "lobby"
    assert [(s.seat, s.user_id) for s in await store.seats(record.id)] == [(0, 10)]


async def test_one_game_per_thread(store: Store) -> None:
    lobby, _, _ = await _lobby(store)
    second = await lobby.open(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, user_id=11, name="Ben"
    )
    assert second == Reply(False, ALREADY_HERE)


async def test_a_user_cannot_sit_twice(store: Store) -> None:
    lobby, record, _ = await _lobby(store)
    assert (await lobby.join(record, 11, "Ben")).ok
    again = await lobby.join(record, 11, "Ben")
    assert not again.ok and "already seated" in again.message
    assert len(await store.seats(record.id)) == 2


async def test_the_player_count_is_enforced(store: Store) -> None:
    lobby, record, _ = await _lobby(store)
    too_few = await lobby.start(record, 10)
    assert not too_few.ok and "at least 2 players" in too_few.message
    assert (await lobby.join(record, 11, "Ben")).ok
    assert (await lobby.join(record, 12, "Cy")).ok
    full = await lobby.join(record, 13, "Di")
    assert not full.ok and "full" in full.message


async def test_only_the_host_starts_or_cancels(store: Store) -> None:
    lobby, record, table = await _lobby(store)
    await lobby.join(record, 11, "Ben")
    assert not (await lobby.start(record, 11)).ok
    assert not (await lobby.cancel(record, 11)).ok
    assert (await lobby.start(record, 10)).ok
    assert (await store.game(record.id)).status == "running"  # type: ignore[union-attr]
    assert len(table.frames) == 1
    assert not (await lobby.join(record, 12, "Cy")).ok


async def test_leaving_and_cancelling(store: Store) -> None:
    lobby, record, _ = await _lobby(store)
    await lobby.join(record, 11, "Ben")
    assert not (await lobby.leave(record, 10)).ok  # the host cancels instead
    assert (await lobby.leave(record, 11)).ok
    assert not (await lobby.leave(record, 11)).ok
    assert (await lobby.cancel(record, 10)).ok
    assert (await store.game(record.id)).status == "abandoned"  # type: ignore[union-attr]
    assert not (await lobby.join(record, 11, "Ben")).ok


async def test_a_fixed_game_seed_repeats_the_games_seeds(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    seeds = []
    for lobby in (Lobby(store, host, game_seed=7), Lobby(store, host, game_seed=7)):
        opened = await lobby.open(
            game_key="toy",
            guild_id=1,
            parent_id=2,
            channel_id=100 + len(seeds),
            user_id=10,
            name="Ana",
        )
        assert isinstance(opened, GameRecord)
        seeds.append(opened.seed)
    assert seeds[0] == seeds[1]
    unseeded = await Lobby(store, host).open(
        game_key="toy", guild_id=1, parent_id=2, channel_id=200, user_id=10, name="Ana"
    )
    assert isinstance(unseeded, GameRecord) and unseeded.seed != seeds[0]
