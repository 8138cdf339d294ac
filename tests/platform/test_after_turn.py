"""What a turn shows while it lasts and what its message keeps once it is over: an event's
``after_turn`` line and a view's ``board_after_turn`` (a card shown to all, then face down
again), planned purely, carried out by one edit when the message is retired, and kept across a
restart. Games that use neither keep their messages exactly as before."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.engine import Event, View
from bot.host import Host
from bot.live import Frame
from bot.store import GameRecord, SeatRecord, Store
from bot.turns import TurnMessage, after_turn_view, board_key, kept_lines, plan_turn
from cogs.table import retired_form
from cogs.turn_messages import Retired, Wanted
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable, _started
from tests.platform.test_turn_messages import setup  # noqa: F401  (the fixture)
from tests.platform.toy_game import TOY, ToyGame

SHOWN = "Ana turned over the card in Science: Bicycle"
KEPT = "Ana turned over the card in Science"


def _plan(current: TurnMessage | None, owner: int, lines: list[str], kept: list[str] | None):
    return plan_turn(
        current, owner=owner, waiting=[owner], lines=lines, timed=False, board="b", kept_lines=kept
    )


# -- planning, pure ----------------------------------------------------------------------------


def test_events_without_an_after_turn_line_keep_their_story() -> None:
    assert kept_lines([Event("a"), Event("b")]) is None
    assert kept_lines([Event(SHOWN, after_turn=KEPT), Event("b")]) == (KEPT, "b")


def test_the_kept_story_grows_with_the_turn_and_starts_afresh_with_a_new_one() -> None:
    posted = _plan(None, 0, [SHOWN, "Ben's turn"], [KEPT, "Ben's turn"])
    assert posted.story == (SHOWN, "Ben's turn") and posted.kept_story == (KEPT, "Ben's turn")
    edited = _plan(posted.shown_as(7), 0, ["Ben rolled 3"], None)
    assert edited.edit == 7 and edited.kept_story == (KEPT, "Ben's turn", "Ben rolled 3")
    anew = _plan(edited.shown_as(7), 1, ["Cy's turn"], None)
    assert anew.retire == 7 and anew.kept is None and anew.kept_story == ("Cy's turn",)


def test_a_turn_that_keeps_everything_saves_what_it_saved_before() -> None:
    plain = _plan(None, 0, ["Ana's turn"], None).shown_as(7)
    assert plain.kept is None and "kept" not in json.loads(plain.to_json())


def test_the_kept_story_is_saved_and_old_saves_still_load() -> None:
    turn = _plan(None, 0, [SHOWN], [KEPT]).shown_as(7)
    again = TurnMessage.from_json(7, turn.to_json())
    assert again == turn and again is not None and again.kept == (KEPT,)
    old = '{"owner": 0, "addressed": [0], "waiting": [0], "story": ["x"], "board": "b"}'
    loaded = TurnMessage.from_json(7, old)
    assert loaded is not None and loaded.kept is None and loaded.story == ("x",)


def test_the_view_after_the_turn_draws_the_board_after_the_turn() -> None:
    plain = View("g", None, (), 0, "p", {"room": "card"})
    assert after_turn_view(plain) is plain
    revealing = replace(plain, board_after_turn={"room": "down"})
    assert board_key(revealing) == board_key(plain), "the board drawn is the same"
    after = after_turn_view(revealing)
    assert after.board == {"room": "down"} and after.board_after_turn is None
    assert board_key(after) != board_key(plain)


def _frame(view: View, lines: tuple[str, ...] = ()) -> Frame:
    record = GameRecord(9, "g", 1, 2, 5, 10, "running", 1, None, None, "", "")
    seats = (SeatRecord(0, 10, "Ana"), SeatRecord(1, 11, "Ben"))
    return Frame(record, seats, "G", 3, view, TOY.prompt(TOY.setup(["Ana", "Ben"], 1, {})), lines)


def test_the_retired_text_tells_the_kept_story_and_draws_the_board_after_the_turn() -> None:
    view = View("g", None, (), 1, "Ben rolls", {"room": "card"}, board_after_turn={"room": "down"})
    plan = _plan(None, 1, [SHOWN, "Ben's turn"], [KEPT, "Ben's turn"])
    retired = retired_form(_frame(view), plan, {})
    assert retired is not None
    assert KEPT in retired.text and "Bicycle" not in retired.text and "Ben rolls" in retired.text
    assert retired.view.board == {"room": "down"} and retired.board == board_key(retired.view)
    plain = replace(view, board_after_turn=None)
    assert retired_form(_frame(plain), _plan(None, 1, ["Ben's turn"], None), {}) is None


# -- carried out on Discord, against a fake channel ---------------------------------------------


def _revealing(text: str, n: int) -> Wanted:
    view = View("demo", None, (), 0, "phase", {"n": n})
    after = View("demo", None, (), 0, "phase", {"n": -n})
    kept = Retired(text.replace(": Bicycle", ""), after, board_key(after))
    return Wanted(5, text, view, board_key(view), None, game_id=9, version=1, retired=kept)


async def test_retiring_shows_what_the_turn_keeps_in_one_edit(setup: Any) -> None:  # noqa: F811
    channel, turns, _, drawn = setup
    message = await turns.post(_revealing(SHOWN, 1), [])
    turns.retire(5, message)
    await turns.settle()
    assert len(channel.posts) == 1 and len(channel.edits) == 1, "one edit, no new message"
    [(edited, sent)] = channel.edits
    assert edited == message and sent["content"] == KEPT and sent["view"] is None
    assert [a.filename for a in sent["attachments"]] == ["board.png"] and drawn == [1, -1]


async def test_a_restarted_bot_retires_a_message_it_was_told_of(setup: Any) -> None:  # noqa: F811
    channel, turns, _, drawn = setup
    turns.remember(41, _revealing(SHOWN, 1))
    turns.retire(5, 41)
    await turns.settle()
    [(edited, sent)] = channel.edits
    assert edited == 41 and sent["content"] == KEPT and drawn == [-1]


async def test_what_this_run_knows_of_a_message_stands_over_a_recall(setup: Any) -> None:  # noqa: F811
    channel, turns, _, _ = setup
    message = await turns.post(_revealing("newer: Bicycle", 2), [])
    turns.remember(message, _revealing(SHOWN, 1))
    turns.retire(5, message)
    await turns.settle()
    assert channel.edits[0][1]["content"] == "newer"


# -- through the host ------------------------------------------------------------------------


@pytest.fixture
def revealing_toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game, where each total is shown while the turn lasts and kept only as "moved"."""

    def apply(state: Any, seat: int, action_id: str) -> Any:
        new, events = ToyGame.apply(TOY, state, seat, action_id)
        return new, [replace(e, after_turn=f"{e.text.split()[0]} moved.") for e in events]

    def view(state: Any, seat: int | None) -> View:
        return replace(ToyGame.view(TOY, state, seat), board_after_turn={"totals": "hidden"})

    monkeypatch.setattr(TOY, "apply", apply)
    monkeypatch.setattr(TOY, "view", view)


async def _played(store: Store, host: Host) -> GameRecord:
    record = await _started(store, host, players=3)
    await host.act(record, 10, "add:1")
    fresh = await store.game(record.id)
    assert fresh is not None
    return fresh


async def test_the_host_plans_the_kept_story_and_saves_it(
    store: Store, revealing_toy: None
) -> None:
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _played(store, host)
    frame = table.frames[-1]
    assert frame.turn is not None and frame.turn.story == ("Ana is at 1.",)
    assert frame.turn.kept_story == ("Ana moved.",)
    saved = TurnMessage.from_json(record.prompt_message_id, record.turn_json)
    assert saved is not None and saved.kept == ("Ana moved.",)
    await host.close()


async def test_a_restart_recalls_the_turn_message_it_will_retire(
    store: Store, revealing_toy: None
) -> None:
    host = Host(store, RecordingTable(), hosted_games())
    record = await _played(store, host)
    await host.close()
    again = RecordingTable()
    restarted = Host(store, again, hosted_games())
    assert await restarted.resume_all() == 1
    [frame] = again.recalled
    assert again.frames == [], "a recall sends nothing"
    assert frame.turn is not None and frame.turn.edit == record.prompt_message_id
    assert frame.turn.kept_story == ("Ana moved.",) and frame.view.board_after_turn is not None
    await restarted.close()
