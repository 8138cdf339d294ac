"""A computer one move from winning takes the win, even at the smallest budget, and finds it
on positions drawn for its seat, never on the real one."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS, choose, choose_or_wait
from tests.ai.coin_race import COIN_RACE, FINISH
from tests.ai.watch import Watched

SEEDS = range(20)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_sure_win_among_many_gambles_is_taken_at_the_easy_level(seed: int) -> None:
    start = COIN_RACE.setup(seed)
    assert choose(COIN_RACE, start, 0, seed=seed, budget=LEVELS["easy"]) == FINISH  # type: ignore[arg-type]


def test_a_seat_that_may_win_off_turn_wins_rather_than_waits() -> None:
    start = COIN_RACE.setup(3)
    assert choose_or_wait(COIN_RACE, start, 0, seed=3, budget=LEVELS["easy"]) == FINISH  # type: ignore[arg-type]


def test_the_win_is_found_without_playing_on_the_real_position() -> None:
    start = COIN_RACE.setup(5)
    watched = Watched(COIN_RACE, start)
    assert choose(watched, start, 0, seed=5, budget=LEVELS["easy"]) == FINISH  # type: ignore[arg-type]
    assert set(watched.asked) <= {"legal_actions", "determinize"}
