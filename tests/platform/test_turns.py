"""One message per turn: which frames post a new message, which edit the turn's message.

First the pure decision over sequences of frames, then the host driving it with a fake table
(the toy race game), including a restart between two frames of one turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import View
from bot.host import Host
from bot.live import Frame
from bot.store import Store
from bot.turns import TurnMessage, TurnPlan, board_key, plan_turn, story_text
from tests.platform.catalog import hosted_games
from tests.platform.test_host import RecordingTable, _started


@dataclass(frozen=True)
class Step:
    owner: int
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
            current,
            owner=step.owner,
            waiting=step.waiting,
            lines=step.lines,
            timed=step.timed,
            board="b",
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
            Step(ANA, (ANA,), ("It's Ana's turn.",)),
            Step(ANA, (ANA,), ("Ana rolled a 4.",)),
            Step(ANA, (ANA,), ("Ana walked 2 steps.",)),
            Step(ANA, (ANA,), ("Ana paused at the Bank.",)),
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
    plans = run(
        [
            Step(ANA, (ANA,), ("a",)),
            Step(ANA, (ANA,), ("b",)),
            Step(BEN, (BEN,), ("c", "It's Ben's.")),
        ]
    )
    assert kinds(plans) == ["post", "edit", "post"]
    assert plans[-1].ping == (BEN,)
    assert plans[-1].retire == 1, "the old turn message stops offering controls"
    assert plans[-1].story == ("c", "It's Ben's."), "a new message starts its own story"


def test_a_call_out_window_is_one_message_and_the_turn_goes_on_in_it() -> None:
    plans = run(
        [
            Step(DEE, (DEE,), ("Dee moves.",)),
            Step(ANA, (BEN, CY, DEE), ("It's Ana's turn. Call-out phase.",), timed=True),
            Step(ANA, (CY, DEE), ("Ben passes.",), timed=True),
            Step(ANA, (DEE,), ("Cy passes.",), timed=True),
            Step(ANA, (ANA,), ("Dee passes.", "Nobody called Ana out.")),
            Step(ANA, (ANA,), ("Ana rolled a 3.",)),
        ]
    )
    assert kinds(plans) == ["post", "post", "edit", "edit", "edit", "edit"]
    assert plans[1].ping == (ANA, BEN, CY, DEE), "the window pings the callers and the mover"
    assert all(plan.ping == () for plan in plans[2:])
    assert plans[-1].story[-2:] == ("Nobody called Ana out.", "Ana rolled a 3.")


def test_waiting_for_someone_the_message_did_not_address_posts_a_new_one() -> None:
    plans = run([Step(ANA, (ANA,), ("a",)), Step(ANA, (ANA, BEN), ("Ana asks Ben.",))])
    assert kinds(plans) == ["post", "post"]
    assert plans[1].ping == (BEN,), "the game was waiting for Ana already: no second ping"


def test_a_timed_phase_opening_mid_turn_posts_and_pings_all_it_waits_for() -> None:
    plans = run(
        [Step(ANA, (ANA,), ("a",)), Step(ANA, (ANA, BEN), ("Ana called a vote.",), timed=True)]
    )
    assert kinds(plans) == ["post", "post"]
    assert plans[1].ping == (ANA, BEN), "a phase on a clock needs everyone's attention"


def test_a_timed_phase_opening_mid_turn_does_not_ping_the_mover_it_does_not_wait_for() -> None:
    plans = run(
        [
            Step(ANA, (ANA,), ("Ana moves.",)),
            Step(ANA, (BEN, CY), ("Ana draws Return Boyfriend: the others vote.",), timed=True),
        ]
    )
    assert kinds(plans) == ["post", "post"]
    assert plans[1].ping == (BEN, CY), "Ana was told of her turn already; only the voters hear"


def test_the_same_player_again_goes_on_in_the_same_message() -> None:
    plans = run([Step(ANA, (ANA,), ("a",)), Step(ANA, (ANA,), ("Ben is skipped.", "Ana again."))])
    assert kinds(plans) == ["post", "edit"]


def test_the_turn_message_survives_a_round_trip_through_json() -> None:
    turn = TurnMessage(7, 1, frozenset({1, 2}), frozenset({2}), ("a", "b"), True, "key")
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
    host = Host(store, table, hosted_games())
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
    host = Host(store, table, hosted_games())
    record = await _started(store, host, players=3)
    await host.act(record, 10, "vote")
    voting_message = table.next_message
    await host.close()

    again = RecordingTable()
    restarted = Host(store, again, hosted_games())
    fresh = await store.game(record.id)
    await restarted.act(fresh, 11, "ballot")
    [frame] = again.frames
    assert frame.turn is not None and frame.turn.edit == voting_message
    assert frame.turn.story == ("Ana called a vote.", "P1 voted.")
    await restarted.close()


async def test_the_shown_position_only_moves_forward(store: Store) -> None:
    """An old message's late edit must not make a restart think the newest post is unshown."""
    table = RecordingTable()
    host = Host(store, table, hosted_games())
    record = await _started(store, host, players=2)
    await host.act(record, 10, "add:1")  # Ben's turn: a new post, shown at version 1
    await store.set_prompt_version(record.id, 0)
    saved = await store.game(record.id)
    assert saved is not None and saved.prompt_version == 1
    await store.set_prompt_version(record.id, 2)
    assert (await store.game(record.id)).prompt_version == 2  # type: ignore[union-attr]
    await host.close()
