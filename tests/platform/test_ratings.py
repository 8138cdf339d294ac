"""Ratings from finished games: places from the outcome, OpenSkill's update, computers per
strength, and the rebuild that replays every result to the same ratings."""

from __future__ import annotations

import json

from bot.engine import Outcome
from bot.ratings import (
    Rating,
    Result,
    computer_key,
    initial,
    person_key,
    rate,
    result_of,
    strength_of,
)
from bot.store import SeatRecord

ANA, BEN, CY = SeatRecord(0, 10, "Ana"), SeatRecord(1, 11, "Ben"), SeatRecord(2, 12, "Cy")


def computer(seat: int, name: str = "Ada (computer)") -> SeatRecord:
    return SeatRecord(seat, -1 - seat, name, "computer")


def test_a_win_raises_the_winner_above_the_loser() -> None:
    result = result_of(Outcome((1,), ((1, 10), (0, 4)), "Ben won."), [ANA, BEN], "{}")
    assert result is not None
    after = rate(result, {})
    assert after[person_key(11)].shown > initial().shown > after[person_key(10)].shown


def test_one_lucky_game_shows_less_than_a_steady_record() -> None:
    """The shown rating is conservative: a newcomer's one win shows below a record of many."""
    steady: dict[str, Rating] = {}
    for _ in range(10):
        three = result_of(Outcome((0,), ((0, 3), (1, 2), (2, 1)), ""), [ANA, BEN, CY], "{}")
        assert three is not None
        steady.update(rate(three, steady))
    lucky_table = [SeatRecord(0, 20, "Dee"), SeatRecord(1, 11, "Ben")]
    lucky = result_of(Outcome((0,), ((0, 1), (1, 0)), ""), lucky_table, "{}")
    assert lucky is not None
    after = rate(lucky, steady)
    assert after[person_key(20)].shown < steady[person_key(10)].shown


def test_winners_share_first_place_and_equal_results_share_a_place() -> None:
    table = [ANA, BEN, CY, SeatRecord(3, 13, "Dee")]
    outcome = Outcome((0, 2), ((0, 5), (2, 5), (1, 3), (3, 3)), "A tie.")
    result = result_of(outcome, table, "{}")
    assert result is not None
    assert [(p.name, p.place, p.won) for p in result.placings] == [
        ("Ana", 1, True),
        ("Cy", 1, True),
        ("Ben", 3, False),
        ("Dee", 3, False),
    ]


def test_a_game_without_a_winner_is_not_rated() -> None:
    assert result_of(Outcome((), ((0, 0), (1, 0)), "Nobody."), [ANA, BEN], "{}") is None


def test_computers_are_rated_once_per_strength() -> None:
    hard = json.dumps({"computers": "hard"})
    table = [ANA, computer(1), computer(2, "Bo (computer)")]
    result = result_of(Outcome((1,), ((1, 9), (0, 5), (2, 1)), ""), table, hard)
    assert result is not None
    assert [p.key for p in result.placings] == [computer_key("hard"), "user:10", "computer:hard"]
    assert result.placings[0].name == "Hard (computer)"
    after = rate(result, {})
    assert set(after) == {person_key(10), computer_key("hard")}
    easy = result_of(Outcome((0,), ((0, 9), (1, 5)), ""), [ANA, computer(1)], "{}")
    assert easy is not None and easy.placings[1].key == computer_key("normal")
    assert strength_of(json.dumps({"computers": "easy"})) == "easy"


def test_an_empty_seat_is_recorded_but_not_rated() -> None:
    table = [ANA, BEN, SeatRecord(2, -3, "Cy", "vacant")]
    result = result_of(Outcome((0,), ((0, 3), (1, 2), (2, 1)), ""), table, "{}")
    assert result is not None
    assert [p.key for p in result.placings] == ["user:10", "user:11", None]
    assert set(rate(result, {})) == {"user:10", "user:11"}


def test_nobody_to_be_rated_against_changes_nothing() -> None:
    result = Result(())
    assert rate(result, {}) == {}
