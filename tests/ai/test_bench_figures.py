"""The computer benchmark's figures (``bench.ai``), checked without running a benchmark: the
confidence interval of a win share and the turns of a game."""

from __future__ import annotations

import pytest

from bench.ai import PERSON, Match, Table, count_turns, table_sizes, wilson
from tests.platform.party_game import PARTY


def test_the_wilson_interval_of_half_the_games_won() -> None:
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)


def test_the_wilson_interval_stays_within_zero_and_one_at_the_extremes() -> None:
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


def test_the_wilson_interval_narrows_with_more_games() -> None:
    few, many = wilson(25, 50), wilson(250, 500)
    assert few[0] < many[0] < 0.5 < many[1] < few[1]


def test_no_games_say_nothing_about_the_share() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_turn_starts_whenever_the_seats_waited_for_change() -> None:
    recorded = [(0, 1), (1,), (0,), (0,), (), (0,), (1,), (0, 1)]
    assert count_turns(recorded) == 5


def test_a_table_counts_the_turns_of_the_game_it_plays() -> None:
    table = Table(PARTY, 2, seed=1)
    assert table.turns == 1  # everyone picks a lucky number
    table.answer(0, "lucky:5", optional=False)
    assert table.turns == 2  # still waiting for seat 1
    table.answer(1, "lucky:7", optional=False)
    assert table.turns == 3  # seat 0 plays
    table.answer(1, "cheer:1", optional=True)
    assert table.turns == 3  # a cheer off turn leaves the game waiting for seat 0
    table.answer(0, "play:2", optional=False)
    assert table.turns == 4  # a 1 played: seat 1's turn


def test_a_person_table_gives_one_rotating_seat_to_the_goal_player_and_the_rest_to_computers() -> (
    None
):
    for index in range(8):
        match = Match("party", 4, PERSON, index, budget=96, alone=True)
        assert match.baseline == "goal"
        assert [seat for seat in range(4) if match.by_baseline(seat)] == [index % 4]


def test_a_computer_among_greedy_players_is_the_only_seat_greedy_does_not_play() -> None:
    match = Match("party", 3, "greedy", 4, budget=96)
    assert match.baseline == "greedy"
    assert [seat for seat in range(3) if match.by_baseline(seat)] == [0, 2]


def test_asked_table_sizes_may_lie_between_the_smallest_and_largest() -> None:
    assert table_sizes(3, 6, None) == [3, 6]
    assert table_sizes(3, 6, [2, 4, 6, 7]) == [4, 6]
    assert table_sizes(2, 2, [4]) == []
