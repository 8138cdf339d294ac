"""One message per turn: which frames post a new message, which edit the turn's message.

First the pure decision over sequences of frames, then the host driving it with a fake table
(the toy race game), including a restart between two frames of one turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import View
from bot.host import Frame, Host
from bot.store import Store
from bot.turns import TurnMessage, TurnPlan, board_key, plan_turn, story_text
from tests.platform.test_host import RecordingTable, _started


@dataclass(frozen=True)
class Step:
    waiting: tuple[int, ...]
    lines: tuple[str, ...]
    timed: bool = False


def run(steps: Sequence[Step]) -> list[TurnPlan]:
    """Plan each step as the host would, the table giving new messages ids 1, 2, 3..."""
    current: TurnMessage | None = None
    plans = []
    next_id = 0
    for step in steps:
        plan = plan_turn(
            current, waiting=step.waiting, lines=step.lines, timed=step.timed, board="b"
        )
        if plan.posts:
            next_id += 1
        current = plan.shown_as(plan.edit if plan.edit is not None else next_id)
        plans.append(plan)
    return plans


def kinds(plans: Sequence[TurnPlan]) -> list[str]:
    return ["post" if plan.posts else "edit" for plan in plans]


ANA, BEN, CY, DEE = 0, 1, 2, 3


def test_a_whole_turn_edits_one_message() -> None:
    plans = run(
        [
            Step((ANA,), ("It's Ana's turn.",)),
            Step((ANA,), ("Ana rolled a 4.",)),
            Step((ANA,), ("Ana walked 2 steps.",)),
            Step((ANA,), ("Ana paused at the Bank.",)),
        ]
    )
    assert kinds(plans) == ["post", "edit", "edit", "edit"]
    assert {plan.edit for plan in plans[1:]} == {1}
    assert plans[-1].story == (
        "It's Ana's turn.",
        "Ana rolled a 4.",
        "Ana walked 2 steps.",
        "Ana paused at the Bank.",
    )
    assert all(plan.ping == () for plan in plans[1:])


def test_the_next_players_turn_posts_one_new_message_that_pings_them() -> None:
    plans = run([Step((ANA,), ("a",)), Step((ANA,), ("b",)), Step((BEN,), ("c", "It's Ben's."))])
    assert kinds(plans) == ["post", "edit", "post"]
    assert plans[-1].ping == (BEN,)
    assert plans[-1].retire == 1, "the old turn message stops offering controls"
    assert plans[-1].story == ("c", "It's Ben's."), "a new message starts its own story"


def test_passes_in_a_call_out_window_edit_it_and_ping_nobody_again() -> None:
    plans = run(
        [
            Step((ANA,), ("Ana moves.",)),
            Step((BEN, CY, DEE), ("It's Ana's turn. Call-out phase.",), timed=True),
            Step((CY, DEE), ("Ben passes.",), timed=True),
            Step((DEE,), ("Cy passes.",), timed=True),
        ]
    )
    assert kinds(plans) == ["post", "post", "edit", "edit"]
    assert plans[1].ping == (BEN, CY, DEE)
    assert [plan.ping for plan in plans[2:]] == [(), ()]
    assert plans[-1].story == ("It's Ana's turn. Call-out phase.", "Ben passes.", "Cy passes.")


def test_after_the_window_the_mover_is_someone_new_so_the_turn_goes_on_in_a_new_message() -> None:
    plans = run(
        [
            Step((BEN, CY), ("Call-out phase.",), timed=True),
            Step((CY,), ("Ben passes.",), timed=True),
            Step((ANA,), ("Cy passes.", "Nobody called Ana out.")),
            Step((ANA,), ("Ana rolled a 3.",)),
        ]
    )
    assert kinds(plans) == ["post", "edit", "post", "edit"]
    assert plans[2].ping == (ANA,)


def test_a_timed_phase_opening_posts_and_pings_all_it_waits_for() -> None:
    plans = run([Step((ANA,), ("a",)), Step((ANA, BEN), ("Ana called a vote.",), timed=True)])
    assert kinds(plans) == ["post", "post"]
    assert plans[1].ping == (ANA, BEN), "a phase on a clock needs everyone's attention"


def test_outside_timed_phases_only_the_newly_waited_for_are_pinged() -> None:
    plans = run([Step((ANA,), ("a",)), Step((ANA, BEN), ("Ana asks Ben to join in.",))])
    assert kinds(plans) == ["post", "post"]
    assert plans[1].ping == (BEN,), "the game was waiting for Ana already: no second ping"


def test_nobody_new_means_an_edit_even_when_the_same_player_goes_again() -> None:
    plans = run([Step((ANA,), ("a",)), Step((ANA,), ("Ben is skipped.", "Ana again."))])
    assert kinds(plans) == ["post", "edit"]


def test_the_turn_message_survives_a_round_trip_through_json() -> None:
    turn = TurnMessage(7, frozenset({1, 2}), ("a", "b"), True, "key")
    assert TurnMessage.from_json(7, turn.to_json()) == turn
    assert TurnMessage.from_json(None, turn.to_json()) is None
    assert TurnMessage.from_json(7, "not json") is None


def test_a_long_story_keeps_its_newest_events() -> None:
    story = [f"event {n}" for n in range(400)]
    text = story_text(story, budget=100)
    assert len(text) <= 100 and text.startswith("…") and text.endswith("event 399")
    assert story_text(["a", "b"]) == "a · b"


def test_the_board_key_follows_the_public_view() -> None:
    one = View("g", None, (), 0, "p", {"x": [1]})
    assert board_key(one) == board_key(View("g", None, (), 0, "p", {"x": [1]}))
    assert board_key(one) != board_key(View("g", None, (), 0, "p", {"x": [2]}))


# -- through the host, with a fake table ---------------------------------------------------


def _shown(frames: Sequence[Frame]) -> list[str]:
    return ["post" if f.turn is None or f.turn.posts else "edit" for f in frames]


async def test_the_host_posts_for_each_new_player_and_edits_within_a_vote(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, callout_seconds=60)
    record = await _started(store, host, players=3)
    await host.act(record, 10, "vote")  # Ana calls a vote: everyone's attention
    await host.act(record, 11, "ballot")
    await host.act(record, 10, "ballot")
    await host.act(record, 12, "ballot")  # the vote closes; Ben's turn
    await host.act(record, 11, "add:1")  # Cy's turn
    assert _shown(table.frames) == ["post", "post", "edit", "edit", "post", "post"]
    pings = [f.turn.ping for f in table.frames if f.turn is not None]
    assert pings[1] == (0, 1, 2), "the vote, on a clock, pings everyone it waits for"
    assert pings[4] == (1,), "Ben voted, and now the game waits for him again: a new wait"
    assert pings[5] == (2,)
    await host.close()


async def test_after_a_restart_the_turns_message_is_edited_again(store: Store) -> None:
    table = RecordingTable()
    host = Host(store, table, callout_seconds=60)
    record = await _started(store, host, players=3)
    await host.act(record, 10, "vote")
    voting_message = table.next_message
    await host.close()

    again = RecordingTable()
    restarted = Host(store, again, callout_seconds=60)
    fresh = await store.game(record.id)
    await restarted.act(fresh, 11, "ballot")
    [frame] = again.frames
    assert frame.turn is not None and frame.turn.edit == voting_message
    assert frame.turn.story == ("Ana called a vote.", "P1 voted.")
    await restarted.close()
