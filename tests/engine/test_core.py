"""The state core: one declaration is the running state, the saved JSON and its schema."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from bot.engine import (
    GameDataError,
    GroupDecision,
    Policy,
    Rng,
    Simultaneous,
    TableCore,
    copy_core,
    dump_core,
    load_core,
)
from bot.engine.graph import Stepping
from bot.engine.schema import NonNegative


class Sample(TableCore, kw_only=True):
    per_seat = ("hands", "scores")
    hands: list[list[str]]
    scores: list[NonNegative]
    decision: dict[str, Any] = msgspec.field(default_factory=dict)
    stepping: Stepping = msgspec.field(default_factory=Stepping)


def _sample() -> Sample:
    return Sample(
        players=["Ana", "Ben"],
        rng=Rng(5),
        phase="move",
        hands=[["a"], ["b", "c"]],
        scores=[0, 3],
        decision={"seats": [0, 1]},
    )


def test_a_state_dumps_to_plain_json_with_the_generator_as_one_integer() -> None:
    data = dump_core(_sample())
    assert data["rng"] == 5 and data["winners"] == [] and data["gone"] == []
    assert load_core(data, Sample) == _sample()


def test_a_copy_shares_nothing_that_can_change() -> None:
    state = _sample()
    twin = copy_core(state)
    twin.hands[1].append("d")
    twin.scores[0] = 9
    twin.decision["seats"].append(2)
    twin.rng.next_u64()
    twin.stepping.step("hall")
    assert state == _sample()
    assert twin == copy.deepcopy(twin)


class Deciding(TableCore, kw_only=True):
    asked: Simultaneous | None = None
    vote: GroupDecision


def _deciding() -> Deciding:
    return Deciding(
        players=["Ana", "Ben", "Cy"],
        rng=Rng(5),
        phase="decide",
        asked=Simultaneous.open([0, 1]).answer(1, "b"),
        vote=GroupDecision.open([2, 0], Policy.MAJORITY).vote(0, "red"),
    )


def test_decisions_in_a_state_save_as_json_writes_them_and_load_back() -> None:
    data = dump_core(_deciding())
    assert data["asked"] == {"seats": [0, 1], "answers": {"1": "b"}}
    assert data["vote"] == {"voters": [2, 0], "policy": "majority", "votes": [[0, "red"]]}
    assert load_core(data, Deciding) == _deciding()
    assert load_core({**data, "asked": None}, Deciding).asked is None


def test_a_copy_shares_a_decision_only_where_nothing_in_it_can_change() -> None:
    state = _deciding()
    twin = copy_core(state)
    assert twin.vote is state.vote
    assert twin.asked is not None and twin.asked.answers is not state.asked.answers
    twin.asked.answers[0] = "a"
    assert state == _deciding()


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"scores": [0, -1]}, "scores"),
        ({"scores": [0]}, "scores"),
        ({"active": 2}, "active"),
        ({"rng": "dice"}, "rng"),
        ({"surprise": 1}, "surprise"),
    ],
)
def test_a_damaged_field_is_named_in_one_sentence(change: dict[str, Any], named: str) -> None:
    with pytest.raises(GameDataError, match=named):
        load_core({**dump_core(_sample()), **change}, Sample)


def test_a_seat_that_has_left_is_not_seated() -> None:
    state = _sample()
    state.gone = [False, True]
    assert state.seated(0) and not state.seated(1) and not state.seated(2)


class Shown(TableCore, kw_only=True):
    shown: dict[str, str] = msgspec.field(default_factory=dict)


def test_a_dict_of_plain_values_is_copied_not_shared() -> None:
    state = Shown(players=["Ana"], rng=Rng(1), phase="move", shown={"hall": "a"})
    twin = copy_core(state)
    twin.shown["gym"] = "b"
    assert state.shown == {"hall": "a"}


class Paired(TableCore, kw_only=True):
    corner: tuple[int, str] = (0, "hall")
    marks: tuple[list[int], int] = msgspec.field(default_factory=lambda: ([], 0))


def test_a_fixed_length_tuple_is_shared_and_one_holding_a_list_is_copied() -> None:
    state = Paired(players=["Ana"], rng=Rng(1), phase="move", marks=([1], 2))
    twin = copy_core(state)
    twin.marks[0].append(3)
    assert twin.corner is state.corner
    assert state.marks == ([1], 2)
