"""Computer players at the table: seated by the host, playing their turns, taking over a seat."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.ai import greedy_choice
from bot.catalog import Catalog
from bot.engine import loads_state
from bot.host import NO_EMPTY_SEAT, NOT_SEATED, Host
from bot.lobby import Lobby
from bot.store import GameRecord, Store
from bot.thinking import fallback_choice
from bot.workers import WorkerTimeout
from cogs.text import lobby_embed
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable

ANA, BEN = 10, 11


class FirstChoice:
    """Thinks for computers in-process: the first legal action, and it remembers each ask."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int, int]] = []
        self.budgets: list[int] = []
        self.off_turn: list[int] = []
        self.plays_off_turn = False

    async def decide(
        self,
        game_key: str,
        snapshot: str,
        seat: int,
        seed: int,
        *,
        budget: int = 96,
        off_turn: bool = False,
        guild: int = 0,
    ) -> str:
        self.asked.append((game_key, seat, seed))
        self.budgets.append(budget)
        if off_turn:
            self.off_turn.append(seat)
            if not self.plays_off_turn:
                return ""
        rules = hosted_games().rules(game_key)
        state = loads_state(rules, snapshot)
        return rules.legal_actions(state, seat)[0].id

    def close(self) -> None:
        pass


def _host(store: Store, table: RecordingTable, thinker: FirstChoice) -> Host:
    return Host(
        store,
        table,
        hosted_games(),
        computer_pause_seconds=0,
        idle_warn_seconds=0,
        idle_kick_seconds=0,
        thinkers=thinker,
    )


async def _lobby(
    store: Store,
    host: Host,
    game_key: str = "toy",
    options: dict[str, str] | None = None,
    channel_id: int = 3,
) -> tuple[Lobby, GameRecord]:
    lobby = Lobby(store, host)
    record = await lobby.open(
        game_key=game_key,
        guild_id=1,
        parent_id=2,
        channel_id=channel_id,
        user_id=ANA,
        name="Ana",
        options=options,
    )
    assert isinstance(record, GameRecord)
    return lobby, record


async def _settle(host: Host, record: GameRecord, version: int) -> None:
    """Wait until the computers have moved the game past ``version`` (or it ended)."""
    for _ in range(200):
        stored = await host.store.game(record.id)
        if stored is None or stored.status != "running":
            return
        if (await host.live(record)).version > version:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the computer never moved")


async def test_the_host_seats_and_unseats_computers_up_to_the_tables_maximum(store: Store) -> None:
    host = _host(store, RecordingTable(), FirstChoice())
    lobby, record = await _lobby(store, host)
    assert (await lobby.add_computer(record, ANA)).message == "Ada (computer) joined."
    assert (await lobby.add_computer(record, ANA)).ok
    full = await lobby.add_computer(record, ANA)
    assert not full.ok and full.message == "This table is full (3 players)."
    seats = await store.seats(record.id)
    assert [s.name for s in seats] == ["Ana", "Ada (computer)", "Basil (computer)"]
    assert [s.computer for s in seats] == [False, True, True]
    assert all(s.user_id < 0 for s in seats[1:])
    assert (await lobby.remove_computer(record, ANA)).message == "Basil (computer) left the table."
    assert [s.name for s in await store.seats(record.id)] == ["Ana", "Ada (computer)"]
    await host.close()


async def test_only_the_host_adds_or_removes_a_computer_and_only_in_the_lobby(
    store: Store,
) -> None:
    host = _host(store, RecordingTable(), FirstChoice())
    lobby, record = await _lobby(store, host)
    assert (await lobby.join(record, BEN, "Ben")).ok
    refused = await lobby.add_computer(record, BEN)
    assert not refused.ok and refused.message == "Only the host can add a computer."
    none = await lobby.remove_computer(record, ANA)
    assert not none.ok and none.message == "There is no computer at this table to remove."
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    late = await lobby.add_computer(record, ANA)
    assert not late.ok and late.message == "This game has already started."
    assert len(await store.seats(record.id)) == 3
    await host.close()


async def test_one_person_and_a_computer_play_a_game_to_the_end(store: Store) -> None:
    table, thinker = RecordingTable(), FirstChoice()
    host = _host(store, table, thinker)
    lobby, record = await _lobby(store, host)
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    while (await store.game(record.id)).status == "running":  # type: ignore[union-attr]
        live = await host.live(running)
        if live.position.prompt.actors == (0,):
            assert (await host.act(running, ANA, "add:1", version=live.version)).ok
        await _settle(host, running, live.version)
    assert thinker.asked and all(seat == 1 for _, seat, _ in thinker.asked)
    assert all(uid == ANA for uid, _ in table.secrets), "a computer was sent a secret"
    assert all(uid > 0 for frame in table.frames for uid in frame.actor_ids)
    assert table.results, "the game never ended"
    await host.close()


async def test_a_person_who_leaves_is_skipped_until_a_computer_takes_over(store: Store) -> None:
    table, thinker = RecordingTable(), FirstChoice()
    host = _host(store, table, thinker)
    lobby, record = await _lobby(store, host)
    assert (await lobby.join(record, BEN, "Ben")).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    assert (await host.act(running, ANA, "add:1", version=0)).ok
    left = await host.leave(running, BEN)
    assert left.ok and table.left == [(1, "Ben left the game.")]
    await _settle(host, running, 1)
    events = [e.action_id for e in await store.events(record.id)]
    assert events == ["add:1", "skip:1"], "the empty seat was not skipped"
    assert not thinker.asked
    gone = await host.act(running, BEN, "add:1", version=2)
    assert not gone.ok and gone.message == NOT_SEATED
    taken = await host.take_over(running, ANA)
    assert taken.ok and taken.message == "Ben (computer) plays Ben's seat from now on."
    seats = await store.seats(record.id)
    assert seats[1].computer and seats[1].name == "Ben (computer)"
    assert (await host.act(running, ANA, "add:1", version=2)).ok
    await _settle(host, running, 3)
    assert thinker.asked == [("toy", 1, thinker.asked[0][2])]
    await host.close()


async def test_a_take_over_with_no_empty_seat_or_from_outside_is_refused(store: Store) -> None:
    host = _host(store, RecordingTable(), FirstChoice())
    lobby, record = await _lobby(store, host)
    assert (await lobby.join(record, BEN, "Ben")).ok
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    assert (await host.take_over(running, ANA)).message == NO_EMPTY_SEAT
    assert (await host.take_over(running, 99)).message == NOT_SEATED
    computer = await host.take_over(running, ANA, 2)
    assert computer.message == "A computer already plays that seat."
    assert [s.player for s in await store.seats(record.id)] == ["person", "person", "computer"]
    await host.close()


async def test_the_last_person_leaving_ends_the_game(store: Store) -> None:
    table = RecordingTable()
    host = _host(store, table, FirstChoice())
    lobby, record = await _lobby(store, host)
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    reply = await host.leave(running, ANA)
    assert reply.ok and table.abandons == ["Ana left, and nobody is left to play."]
    assert (await store.game(record.id)).status == "abandoned"  # type: ignore[union-attr]
    await host.close()


async def test_the_host_gives_a_computers_seat_back_to_a_person(store: Store) -> None:
    table, thinker = RecordingTable(), FirstChoice()
    host = _host(store, table, thinker)
    lobby, record = await _lobby(store, host)
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    refused = await host.give_seat(running, BEN, 1, BEN, "Ben")
    assert not refused.ok and refused.message == "Only the host can give a seat."
    taken = await host.give_seat(running, ANA, 0, BEN, "Ben")
    assert not taken.ok and taken.message == "A person already plays that seat."
    given = await host.give_seat(running, ANA, 1, BEN, "Ben")
    assert given.ok and given.message == "Ben plays Ada (computer)'s seat from now on."
    seats = await store.seats(record.id)
    assert seats[1].person and (seats[1].user_id, seats[1].name) == (BEN, "Ben")
    assert table.secrets[-1][0] == BEN, "the new player was not told the seat's secret"
    again = await host.give_seat(running, ANA, 1, BEN, "Ben")
    assert not again.ok and again.message == "Ben is already playing in this game."
    await host.close()


async def _party_with_a_computer(store: Store, thinker: FirstChoice) -> tuple[Host, GameRecord]:
    """Toy Party, Ana and one computer, played until it is Ana's turn and the computer may
    cheer: an action it may take off turn, that nobody waits for."""
    host = _host(store, RecordingTable(), thinker)
    lobby, record = await _lobby(store, host, "toy-party")
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    for _ in range(20):
        live = await host.live(running)
        prompt, version = live.position.prompt, live.version
        if prompt.actors == (0,) and 1 in prompt.may_act:
            return host, running
        if 0 in prompt.actors or live.position.legal_actions(0):
            first = live.position.legal_actions(0)[0].id
            assert (await host.act(running, ANA, first, version=version)).ok
        await _settle(host, running, version)
    raise AssertionError("the computer never could cheer on Ana's turn")


async def test_a_computer_that_may_act_off_turn_decides_whether_to_and_may_wait(
    store: Store,
) -> None:
    thinker = FirstChoice()
    host, running = await _party_with_a_computer(store, thinker)
    for _ in range(100):
        if thinker.off_turn:
            break
        await asyncio.sleep(0.01)
    assert thinker.off_turn == [1], "the computer was never asked whether to cheer"
    await asyncio.sleep(0.05)
    events = [(e.seat, e.action_id) for e in await store.events(running.id)]
    assert (1, "cheer:1") not in events, "a computer that chose to wait acted anyway"
    await host.close()


async def test_a_computer_plays_a_card_off_turn_when_its_search_says_so(store: Store) -> None:
    thinker = FirstChoice()
    thinker.plays_off_turn = True
    host, running = await _party_with_a_computer(store, thinker)
    for _ in range(200):
        events = [(e.seat, e.action_id) for e in await store.events(running.id)]
        if (1, "cheer:1") in events:
            break
        await asyncio.sleep(0.01)
    assert (1, "cheer:1") in events, "the computer never cheered on Ana's turn"
    live = await host.live(running)
    assert live.position.prompt.actors == (0,), "the cheer took Ana's turn from her"
    await host.close()


async def test_the_tables_computer_strength_sets_how_long_a_computer_searches(
    store: Store,
) -> None:
    tables = (("easy", 8), ("hard", 384), (None, 96))
    for channel_id, (strength, budget) in enumerate(tables, start=10):
        thinker = FirstChoice()
        host = _host(store, RecordingTable(), thinker)
        options = None if strength is None else {"computers": strength}
        lobby, record = await _lobby(store, host, options=options, channel_id=channel_id)
        assert (await lobby.add_computer(record, ANA)).ok
        assert (await lobby.start(record, ANA)).ok
        running = await store.game(record.id)
        assert running is not None
        assert (await host.act(running, ANA, "add:1", version=0)).ok
        await _settle(host, running, 1)
        assert thinker.budgets and set(thinker.budgets) == {budget}, strength
        await host.close()


def test_every_game_offers_how_computers_play_and_stores_it_only_when_chosen() -> None:
    for entry in hosted_games():
        declared = entry.registration
        assert "computers" not in declared.read_options("")
        assert declared.read_options("computers=hard")["computers"] == "hard"
        with pytest.raises(ValueError, match=r"^How computer players play can be normal, easy"):
            declared.read_options("computers=genius")


async def test_the_lobby_names_its_computers_and_says_how_they_play(store: Store) -> None:
    host = _host(store, RecordingTable(), FirstChoice())
    lobby, record = await _lobby(store, host, options={"computers": "easy"})
    assert (await lobby.add_computer(record, ANA)).ok
    embed = lobby_embed(hosted_games().entry("toy"), record, await store.seats(record.id))
    fields = {field.name: field.value for field in embed.fields}
    seats = next(value for name, value in fields.items() if name.startswith("Seats"))
    assert seats == f"1. <@{ANA}>\n2. Ada (computer)"
    assert fields["Options"] == "How computer players play: gently, for a first game"
    await host.close()


async def test_a_lobby_without_computers_says_nothing_of_them(store: Store) -> None:
    host = _host(store, RecordingTable(), FirstChoice())
    _, record = await _lobby(store, host)
    embed = lobby_embed(hosted_games().entry("toy"), record, await store.seats(record.id))
    assert "Options" not in {field.name for field in embed.fields}
    await host.close()


class SearchFails(FirstChoice):
    """A thinking pool whose every search runs out of time; it remembers each server asking."""

    def __init__(self) -> None:
        super().__init__()
        self.guilds: list[int] = []

    async def decide(
        self,
        game_key: str,
        snapshot: str,
        seat: int,
        seed: int,
        *,
        budget: int = 96,
        off_turn: bool = False,
        guild: int = 0,
    ) -> str:
        self.guilds.append(guild)
        if off_turn:
            self.off_turn.append(seat)
        raise WorkerTimeout("the thinking call ran over 7.5 s")


async def test_a_computer_whose_search_fails_plays_fallback_moves_and_logs_no_error(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    thinker = SearchFails()
    host = _host(store, RecordingTable(), thinker)
    lobby, record = await _lobby(store, host)
    assert (await lobby.add_computer(record, ANA)).ok
    assert (await lobby.start(record, ANA)).ok
    running = await store.game(record.id)
    assert running is not None
    moves: list[str] = []
    for _ in range(500):  # Ana plays her first choice, the computer its fallback
        moves = [e.action_id for e in await store.events(running.id) if e.seat == 1]
        stored = await store.game(record.id)
        if len(moves) >= 3 or stored is None or stored.status != "running":
            break
        live = await host.live(running)
        mine = live.position.legal_actions(0)
        if mine and 0 in live.position.prompt.actors:
            await host.act(running, ANA, mine[0].id, version=live.version)
        await asyncio.sleep(0.01)
    assert len(moves) >= 3, f"the computer made {len(moves)} moves"
    assert thinker.guilds and set(thinker.guilds) == {1}, "the search was not asked as its server"
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    await host.close()


async def test_a_computer_whose_search_fails_off_turn_waits(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    thinker = SearchFails()
    host, running = await _party_with_a_computer(store, thinker)
    for _ in range(100):
        if thinker.off_turn:
            break
        await asyncio.sleep(0.01)
    assert thinker.off_turn == [1], "the computer was never asked whether to cheer"
    await asyncio.sleep(0.05)
    events = [(e.seat, e.action_id) for e in await store.events(running.id)]
    assert (1, "cheer:1") not in events, "a computer whose search failed acted off turn"
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    await host.close()


def test_the_fallback_plays_the_greedy_choice_from_the_seats_own_knowledge_or_waits() -> None:
    catalog = Catalog.load()
    for entry in catalog:
        rules = entry.rules
        state = rules.setup(["Ana", "Ben", "Cy"][: max(2, rules.min_players)], 7, {})
        seat = next((s for s in range(rules.min_players) if rules.legal_actions(state, s)), None)
        if seat is None:
            continue
        legal = [action.id for action in rules.legal_actions(state, seat)]
        chosen = fallback_choice(rules, state, seat, 11, off_turn=False)
        assert chosen in legal, entry.key
        assert chosen == greedy_choice(rules, state, seat, seed=11), entry.key
        assert fallback_choice(rules, state, seat, 11, off_turn=True) == "", entry.key
