"""A fair share of a server: open tables counted from the store, per member and per server."""

from __future__ import annotations

import asyncio

from bot.host import Host
from bot.limits import TableLimits, table_limit_refusal
from bot.live import Reply
from bot.lobby import Lobby
from bot.store import GameRecord, Store
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable

GUILD, OTHER_GUILD, ANA, BEN = 1, 2, 10, 11


def _lobby(store: Store, per_member: int = 3, per_server: int = 50) -> Lobby:
    return Lobby(
        store,
        Host(store, RecordingTable(), hosted_games()),
        limits=TableLimits(per_member, per_server),
    )


async def _open(lobby: Lobby, user_id: int, channel_id: int, guild_id: int = GUILD) -> object:
    return await lobby.open(
        game_key="toy",
        guild_id=guild_id,
        parent_id=99,
        channel_id=channel_id,
        user_id=user_id,
        name=f"user {user_id}",
    )


async def _games(store: Store) -> int:
    return len(await store.games_with_status(["lobby", "running", "finished", "abandoned"]))


async def test_a_members_open_tables_are_counted_in_her_server_only(store: Store) -> None:
    lobby = _lobby(store)
    for channel in (100, 101):
        assert isinstance(await _open(lobby, ANA, channel), GameRecord)
    await _open(lobby, BEN, 102)
    await _open(lobby, ANA, 103, guild_id=OTHER_GUILD)
    mine = await store.open_tables_of(GUILD, ANA, 10)
    assert [record.channel_id for record in mine] == [100, 101]
    assert await store.open_table_count(GUILD) == 3
    assert await store.open_table_count(OTHER_GUILD) == 1


async def test_past_the_member_limit_a_new_table_is_refused_naming_hers(store: Store) -> None:
    lobby = _lobby(store, per_member=3)
    for channel in (100, 101, 102):
        assert isinstance(await _open(lobby, ANA, channel), GameRecord)
    refused = await _open(lobby, ANA, 103)
    assert isinstance(refused, Reply) and not refused.ok
    assert "<#100>, <#101> and <#102>" in refused.message
    assert refused.message.count(".") <= 1 and "\n" not in refused.message
    assert await _games(store) == 3, "a refused table leaves no row"
    assert isinstance(await _open(lobby, BEN, 103), GameRecord), "others may still open"


async def test_a_finished_or_cancelled_table_frees_its_place(store: Store) -> None:
    lobby = _lobby(store, per_member=1)
    first = await _open(lobby, ANA, 100)
    assert isinstance(first, GameRecord)
    assert isinstance(await _open(lobby, ANA, 101), Reply)
    assert (await lobby.cancel(first, ANA)).ok
    assert await table_limit_refusal(store, lobby.limits, GUILD, ANA) is None
    assert isinstance(await _open(lobby, ANA, 101), GameRecord)


async def test_past_the_server_limit_nobody_opens_a_table(store: Store) -> None:
    lobby = _lobby(store, per_server=2)
    await _open(lobby, ANA, 100)
    await _open(lobby, BEN, 101)
    refused = await _open(lobby, 12, 102)
    assert isinstance(refused, Reply) and "2 open tables" in refused.message
    assert await _games(store) == 2
    assert isinstance(await _open(lobby, 12, 103, guild_id=OTHER_GUILD), GameRecord)


async def test_tables_opened_at_once_do_not_slip_past_the_limit(store: Store) -> None:
    lobby = _lobby(store, per_member=2)
    opened = await asyncio.gather(*(_open(lobby, ANA, 100 + n) for n in range(5)))
    assert sum(isinstance(result, GameRecord) for result in opened) == 2
    assert len(await store.open_tables_of(GUILD, ANA, 10)) == 2
