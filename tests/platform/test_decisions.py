"""The engine's decision helpers: simultaneous answers and group decisions with a ruling."""

from __future__ import annotations

import msgspec
import pytest

from bot.engine import GroupDecision, IllegalAction, Policy, Simultaneous, seats_to_the_left
from bot.engine.decisions import ALREADY_ANSWERED, ALREADY_VOTED, NO_SAY, NOT_ASKED


def test_a_simultaneous_decision_resolves_when_every_seat_has_answered() -> None:
    decision = Simultaneous.open([0, 1, 2]).answer(2, "b").answer(0, "a")
    assert not decision.done and decision.pending == (1,) and decision.answered == (0, 2)
    decision = decision.answer(1, "c")
    assert decision.done and decision.close(lambda seat: "x") == {0: "a", 1: "c", 2: "b"}


def test_a_second_answer_is_refused_and_the_first_stands() -> None:
    decision = Simultaneous.open([0, 1]).answer(0, "a")
    with pytest.raises(IllegalAction, match=ALREADY_ANSWERED):
        decision.answer(0, "b")
    with pytest.raises(IllegalAction, match=NOT_ASKED):
        decision.answer(5, "b")
    assert decision.answers == {0: "a"}


def test_the_timer_fills_in_a_default_for_who_did_not_answer() -> None:
    decision = Simultaneous.open([0, 1, 2]).answer(1, "keep")
    assert decision.close(lambda seat: f"default{seat}") == {
        0: "default0",
        1: "keep",
        2: "default2",
    }


def test_the_prompt_of_a_decision_waits_for_the_pending_and_shows_who_answered() -> None:
    prompt = Simultaneous.open([0, 1, 2]).answer(1, "secret").prompt((), panel="My choices")
    assert prompt.actors == (0, 2) and prompt.answered == (1,) and prompt.simultaneous
    assert "secret" not in repr(prompt)


def test_decisions_survive_a_round_trip_through_json() -> None:
    simultaneous = Simultaneous.open([0, 1]).answer(1, "b")
    assert msgspec.json.decode(msgspec.json.encode(simultaneous), type=Simultaneous) == simultaneous
    group = GroupDecision.open([2, 0], Policy.MAJORITY).vote(0, "red")
    assert msgspec.json.decode(msgspec.json.encode(group), type=GroupDecision) == group


def test_decisions_read_the_shape_saved_games_hold() -> None:
    """Seats as a list, answers as an object keyed by seat, votes as pairs: as saved before."""
    saved = {"seats": [0, 1], "answers": {"1": "b"}}
    simultaneous = msgspec.convert(saved, Simultaneous, str_keys=True)
    assert simultaneous == Simultaneous.open([0, 1]).answer(1, "b")
    assert msgspec.json.decode(msgspec.json.encode(simultaneous)) == saved
    voted = {"voters": [2, 0], "policy": "majority", "votes": [[0, "red"]]}
    group = msgspec.convert(voted, GroupDecision)
    assert group == GroupDecision.open([2, 0], Policy.MAJORITY).vote(0, "red")
    assert msgspec.json.decode(msgspec.json.encode(group)) == voted


def test_seats_to_the_left_start_with_the_next_seat_in_turn_order() -> None:
    assert seats_to_the_left(2, 4) == (3, 0, 1)
    assert seats_to_the_left(0, 4, skip=[2]) == (1, 3)


def test_left_decides_ruling_gives_the_first_voter_to_the_left_the_choice() -> None:
    group = GroupDecision.open(seats_to_the_left(0, 4), Policy.LEFT_DECIDES)
    group = group.vote(3, "blue").vote(2, "blue").vote(1, "red")
    assert group.done and group.result() == "red"


def test_left_decides_falls_to_the_next_voter_when_the_first_did_not_vote() -> None:
    group = GroupDecision.open((1, 2, 3), Policy.LEFT_DECIDES).vote(3, "blue").vote(2, "red")
    assert group.result() == "red"


def test_majority_ruling_takes_the_most_votes() -> None:
    group = GroupDecision.open((1, 2, 3), Policy.MAJORITY)
    group = group.vote(1, "red").vote(2, "blue").vote(3, "blue")
    assert group.result() == "blue"


def test_majority_ruling_breaks_a_tie_with_the_earliest_vote() -> None:
    group = GroupDecision.open((1, 2, 3, 4), Policy.MAJORITY)
    group = group.vote(3, "blue").vote(1, "red").vote(2, "red").vote(4, "blue")
    assert group.result() == "blue"


def test_a_seat_without_a_say_may_not_vote_and_nobody_votes_twice() -> None:
    group = GroupDecision.open((1, 2), Policy.MAJORITY).vote(1, "red")
    with pytest.raises(IllegalAction, match=NO_SAY):
        group.vote(0, "blue")
    with pytest.raises(IllegalAction, match=ALREADY_VOTED):
        group.vote(1, "blue")
    assert group.votes == ((1, "red"),) and group.result() == "red"


def test_nobody_voted_means_no_result() -> None:
    assert GroupDecision.open((1, 2), Policy.MAJORITY).result() is None
