"""The platform's shared mechanisms, played through the host with Toy Party."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.catalog import Catalog, CatalogEntry
from bot.games import Registration
from bot.host import NOT_YOURS, OUT_OF_DATE, Host
from bot.lobby import Lobby
from bot.store import GameRecord, Store
from cogs.text import game_over_text, scores_line
from tests.platform.catalog import PARTY_REGISTRATION as REGISTRATION
from tests.platform.catalog import hosted_games
from tests.platform.party_game import PARTY
from tests.platform.test_host import RecordingTable

ANA, BEN, CARA = 10, 11, 12


async def _party(store: Store, host: Host, players: int = 3, **options: str) -> GameRecord:
    lobby = Lobby(store, host)
    opened = await lobby.open(
        game_key=PARTY.key,
        guild_id=1,
        parent_id=2,
        channel_id=30 + len(options),
        user_id=ANA,
        name="Ana",
        options=REGISTRATION.read_options(",".join(f"{k}={v}" for k, v in options.items())),
    )
    assert isinstance(opened, GameRecord)
    for n, name in enumerate(["Ben", "Cara", "Dan"][: players - 1], start=1):
        await store.add_seat(opened.id, ANA + n, name)
    await host.begin(opened, await store.seats(opened.id))
    fresh = await store.game(opened.id)
    assert fresh is not None
    return fresh


async def _pick_lucky(host: Host, record: GameRecord, players: int = 3) -> None:
    for n in range(players):
        assert (await host.act(record, ANA + n, f"lucky:{n + 1}", version=n)).ok


async def _state(host: Host, record: GameRecord):  # type: ignore[no-untyped-def]
    return (await host.live(record)).state


async def test_game_options_chosen_at_new_reach_the_setup(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host, target="15", ruling="majority")
    assert json.loads(record.options_json) == {"target": "15", "ruling": "majority"}
    state = await _state(host, record)
    assert state.target == 15 and state.ruling == "majority"
    await host.close()


def test_unknown_options_and_values_are_refused_in_one_sentence() -> None:
    with pytest.raises(ValueError, match=r"Toy Party has no option 'speed'"):
        REGISTRATION.read_options("speed=fast")
    with pytest.raises(ValueError, match=r"Points to win can be 10, 15, not '99'"):
        REGISTRATION.read_options("target=99")
    assert REGISTRATION.read_options("") == {"target": "10", "ruling": "left-decides"}


async def test_a_simultaneous_decision_shows_who_answered_never_what(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _party(store, host)
    assert (await host.act(record, BEN, "lucky:27", version=0)).ok
    frame = table.frames[-1]
    assert frame.prompt.actors == (0, 2) and frame.answered_names == ["Ben"]
    assert "27" not in repr((frame.lines, frame.view, frame.prompt))
    await host.close()


async def test_answers_to_a_simultaneous_decision_count_on_an_older_prompt(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host)
    for user in (ANA, BEN, CARA):
        assert (await host.act(record, user, "lucky:3", version=0)).ok
    assert (await _state(host, record)).phase == "turn"
    await host.close()


async def test_a_second_answer_to_a_simultaneous_decision_is_refused(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host)
    assert (await host.act(record, BEN, "lucky:5", version=0)).ok
    again = await host.act(record, BEN, "lucky:6", version=1)
    assert not again.ok and again.message.startswith("You have already answered")
    assert (await _state(host, record)).lucky.answers == {1: "5"}
    assert len(await store.events(record.id)) == 1
    await host.close()


async def test_private_lines_go_to_the_actor_in_the_reply_and_to_the_others_alone(
    store: Store,
) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _party(store, host)
    await host.act(record, ANA, "lucky:7", version=0)
    await host.act(record, BEN, "lucky:8", version=1)
    last = await host.act(record, CARA, "lucky:9", version=2)
    assert last.private == ("Your lucky number is 9.",)
    reached = [(user, line) for user, lines in table.told + table.secrets for line in lines]
    notes = sorted((user, line) for user, line in reached if "lucky number is" in line)
    # Each other seat hears its line once: inside the DM of its changed secret, or on its own.
    assert notes == [(ANA, "Your lucky number is 7."), (BEN, "Your lucky number is 8.")]
    assert all("lucky number is" not in line for f in table.frames for line in f.lines)
    await host.close()


async def test_an_off_turn_action_is_offered_without_waiting_for_that_seat(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _party(store, host)
    await _pick_lucky(host, record)
    prompt = table.frames[-1].prompt
    assert prompt.actors == (0,) and prompt.may_act == (1, 2) and prompt.panel == "My cards"
    assert table.frames[-1].actor_ids == [ANA]
    hand = (await _state(host, record)).hands[0]
    cheer = await host.act(record, CARA, "cheer:2", version=3)
    assert cheer.ok and cheer.private == (f"You peek at Ana's hand: {', '.join(map(str, hand))}.",)
    assert (await _state(host, record)).points[2] == 1
    await host.close()


async def test_a_per_seat_control_pressed_by_another_seat_changes_nothing(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host)
    await _pick_lucky(host, record)
    reply = await host.act(record, BEN, "cheer:2", version=3)
    assert not reply.ok and reply.message == "That button is for Cara."
    assert len(await store.events(record.id)) == 3
    await host.close()


async def test_a_panel_control_pressed_by_someone_else_changes_nothing(store: Store) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _party(store, host)
    await _pick_lucky(host, record)
    reply = await host.act(record, BEN, "play:0", version=3, for_seat=0)
    assert not reply.ok and reply.message == NOT_YOURS
    mine = await host.act(record, ANA, "play:0", version=3, for_seat=0)
    assert mine.ok and mine.private and mine.private[0].startswith("You now hold")
    stale = await host.act(record, ANA, "play:0", version=3, for_seat=0)
    assert not stale.ok and stale.message == OUT_OF_DATE
    await host.close()


async def _to_a_big_card(store: Store, host: Host, **options: str) -> GameRecord:
    """A party where Ana has just played a card of 4 or more, so the others vote."""
    for _ in range(200):
        record = await _party(store, host, **options)
        state = await _state(host, record)
        big = next((i for i, v in enumerate(state.hands[0]) if v >= 4), None)
        if big is None:
            await host.end(record, "no big card")
            continue
        await _pick_lucky(host, record)
        assert (await host.act(record, ANA, f"play:{big}", version=3)).ok
        return record
    raise AssertionError("no deal gave Ana a big card")


async def test_a_group_vote_from_a_seat_that_may_not_vote_is_refused(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _to_a_big_card(store, host)
    assert table.frames[-1].prompt.actors == (1, 2)
    version = (await host.live(record)).version
    reply = await host.act(record, ANA, "bonus:yes", version=version)
    assert not reply.ok and reply.message == "You don't have a say in this decision."
    assert (await host.live(record)).version == version
    await host.close()


@pytest.mark.parametrize(
    ("ruling", "doubled"), [("left-decides", True), ("majority", False)], ids=["left", "majority"]
)
async def test_the_games_ruling_settles_a_disagreement(
    store: Store, ruling: str, doubled: bool
) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _to_a_big_card(store, host, ruling=ruling, target="15")
    live = await host.live(record)
    before, card = live.state.points[0], live.state.bonus_card
    version = live.version
    assert (await host.act(record, CARA, "bonus:no", version=version)).ok
    assert (await host.act(record, BEN, "bonus:yes", version=version)).ok
    after = (await _state(host, record)).points[0]
    assert after == before + (card if doubled else 0)
    await host.close()


async def test_a_phase_timer_comes_from_the_games_registration(store: Store) -> None:
    quick = Registration(PARTY.key, PARTY.name, phase_timers={"lucky": 0.05})
    host = Host(store, RecordingTable(), Catalog([CatalogEntry(quick, PARTY)]))
    record = await _party(store, host)
    for _ in range(100):
        if len(await store.events(record.id)) == 1:
            break
        await asyncio.sleep(0.02)
    assert [(e.seat, e.action_id) for e in await store.events(record.id)] == [(None, "expire")]
    assert (await _state(host, record)).numbers == [1, 1, 1]
    await host.close()


async def test_seats_show_their_summary_and_token_and_standings_carry_text(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _party(store, host, players=2)
    line = scores_line(table.frames[-1].view, {})
    assert line.startswith("[A] **Ana** 0/10") and "[B] **Ben** 0/10" in line
    live = await host.live(record)
    live.state.points[1] = 11
    live.state.phase = "over"
    outcome = PARTY.outcome(live.state)
    assert outcome is not None and outcome.standings == ((1, "11/10"), (0, "0/10"))
    text = game_over_text(outcome, live.seats, ())
    assert "1. Ben: 11/10" in text
    await host.close()
