"""Taking back a choice through the host: the mover asks, every other person allows (computers
always do) or one refuses; the offer lapses with anything else that happens."""

from __future__ import annotations

from bot.engine import TAKE_BACK, replay
from bot.engine.serial import dumps_state
from bot.host import Host
from bot.store import COMPUTER, GameRecord, Store
from bot.take_back import ALREADY_ASKED, ANSWERED, NOT_ASKED, NOTHING_TO_TAKE_BACK
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable
from tests.platform.toy_game import TOY

ANA, BEN, CARA = 10, 11, 12


async def _three_at_the_table(
    store: Store, host: Host, *, cara_is_a_computer: bool = False
) -> GameRecord:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=ANA, host_name="Ana", seed=9
    )
    await store.add_seat(record.id, BEN, "Ben")
    await store.add_seat(record.id, CARA, "Cara")
    await host.begin(record, await store.seats(record.id))
    if cara_is_a_computer:
        await store.set_player(record.id, 2, COMPUTER, "Cara (computer)")
        host.forget(record.id)
    fresh = await store.game(record.id)
    assert fresh is not None
    return fresh


def _controls(table: RecordingTable) -> list[tuple[str, int | None]]:
    return [(a.id, a.seat) for a in table.frames[-1].prompt.actions if a.id.startswith("takeback")]


async def _saved(store: Store, game_id: int) -> tuple[int, str]:
    snapshot = await store.snapshot(game_id)
    assert snapshot is not None
    return snapshot


async def test_when_everyone_allows_the_game_goes_back_to_the_position_before_the_choice(
    store: Store,
) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _three_at_the_table(store, host)
    _, before = await _saved(store, record.id)
    assert (await host.act(record, ANA, "add:2", version=0)).ok
    assert _controls(table) == [("takeback:ask", 0)]
    assert (await host.act(record, ANA, "takeback:ask", version=1)).ok
    assert _controls(table) == [
        ("takeback:allow:1", 1),
        ("takeback:refuse:1", 1),
        ("takeback:allow:2", 2),
        ("takeback:refuse:2", 2),
    ]
    assert (await host.act(record, BEN, "takeback:allow:1", version=1)).ok
    assert (await _saved(store, record.id))[0] == 1
    done = await host.act(record, CARA, "takeback:allow:2", version=1)
    assert done.ok and "Ana took back their last choice" in done.message
    version, state = await _saved(store, record.id)
    assert (version, state) == (2, before)
    assert "Ana took back their last choice" in table.frames[-1].lines
    assert _controls(table) == []
    log = [(e.seat, e.action_id) for e in await store.events(record.id)]
    assert log[-1] == (None, f"{TAKE_BACK}:0")
    rebuilt = replay(TOY, ["Ana", "Ben", "Cara"], record.seed, {}, log)
    assert dumps_state(TOY, rebuilt) == state


async def test_the_recap_keeps_no_turn_end_for_a_choice_taken_back(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _three_at_the_table(store, host)
    _, before = await _saved(store, record.id)
    await host.act(record, ANA, "add:2", version=0)
    await host.act(record, ANA, "takeback:ask", version=1)
    await host.act(record, BEN, "takeback:allow:1", version=1)
    await host.act(record, CARA, "takeback:allow:2", version=1)
    assert await store.turn_positions(record.id) == [before]


async def test_one_refusal_keeps_the_choice(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _three_at_the_table(store, host)
    await host.act(record, ANA, "add:2", version=0)
    _, after = await _saved(store, record.id)
    await host.act(record, ANA, "takeback:ask", version=1)
    await host.act(record, BEN, "takeback:allow:1", version=1)
    refused = await host.act(record, CARA, "takeback:refuse:2", version=1)
    assert refused.ok and refused.message == "You refused; the choice stands."
    assert await _saved(store, record.id) == (1, after)
    assert "Cara refused, so Ana's choice stands" in table.frames[-1].lines
    assert _controls(table) == []
    again = await host.act(record, ANA, "takeback:ask", version=1)
    assert not again.ok and again.message == NOTHING_TO_TAKE_BACK


async def test_the_offer_lapses_as_soon_as_anything_else_happens(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _three_at_the_table(store, host)
    await host.act(record, ANA, "add:2", version=0)
    await host.act(record, ANA, "takeback:ask", version=1)
    assert (await host.act(record, BEN, "add:1", version=1)).ok
    assert _controls(table) == [("takeback:ask", 1)]
    late = await host.act(record, CARA, "takeback:allow:2", version=1)
    assert not late.ok
    stale = await host.act(record, ANA, "takeback:ask", version=1)
    assert not stale.ok and stale.message == NOTHING_TO_TAKE_BACK
    assert (await _saved(store, record.id))[0] == 2


async def test_computers_allow_at_once_so_only_people_are_asked(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games(), computer_pause_seconds=60)
    record = await _three_at_the_table(store, host, cara_is_a_computer=True)
    _, before = await _saved(store, record.id)
    await host.act(record, ANA, "add:1", version=0)
    await host.act(record, ANA, "takeback:ask", version=1)
    assert _controls(table) == [("takeback:allow:1", 1), ("takeback:refuse:1", 1)]
    assert (await host.act(record, BEN, "takeback:allow:1", version=1)).ok
    assert await _saved(store, record.id) == (2, before)
    await host.close()


async def test_at_a_table_of_computers_the_take_back_is_at_once(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games(), computer_pause_seconds=60)
    record = await _three_at_the_table(store, host, cara_is_a_computer=True)
    await store.set_player(record.id, 1, COMPUTER, "Ben (computer)")
    host.forget(record.id)
    _, before = await _saved(store, record.id)
    await host.act(record, ANA, "add:1", version=0)
    done = await host.act(record, ANA, "takeback:ask", version=1)
    assert done.ok and "Ana took back their last choice" in done.message
    assert await _saved(store, record.id) == (2, before)
    await host.close()


async def test_only_the_mover_asks_and_only_once(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _three_at_the_table(store, host)
    await host.act(record, ANA, "add:2", version=0)
    other = await host.act(record, BEN, "takeback:ask", version=1)
    assert not other.ok and other.message == "Only Ana can take back that choice."
    assert (await host.act(record, ANA, "takeback:ask", version=1)).ok
    twice = await host.act(record, ANA, "takeback:ask", version=1)
    assert not twice.ok and twice.message == ALREADY_ASKED
    not_his = await host.act(record, BEN, "takeback:allow:2", version=1)
    assert not not_his.ok and not_his.message == "That button is for Cara."
    assert (await host.act(record, BEN, "takeback:allow:1", version=1)).ok
    again = await host.act(record, BEN, "takeback:refuse:1", version=1)
    assert not again.ok and again.message == ANSWERED
    no_seat = await host.act(record, CARA, "takeback:allow:99", version=1)
    assert not no_seat.ok and no_seat.message == NOT_ASKED
    assert (await _saved(store, record.id))[0] == 1
