"""Rivals' own measure reads the typed board: the score now, plus the salary of the career
held for every Payday still ahead of the car."""

from __future__ import annotations

from dataclasses import replace

from msgspec import structs

from bot.ai.life_rivals import SCALE, advance, paydays, paydays_after
from bot.games.life_rivals.boards import HeldCareer, RivalsView
from tests.platform.catalog import registered_games


def with_side(view: RivalsView, seat: int, **changes: object) -> RivalsView:
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return replace(view, board=structs.replace(view.board, seats=tuple(seats)))


def sample() -> RivalsView:
    """The public view once both players have kept a career."""
    game = registered_games().rules("life-rivals")
    state = game.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        state, _ = game.apply(state, seat, f"keep:{state.dealt[seat][0]}")
    return game.view(state, None)


def test_a_career_adds_its_salary_for_every_payday_still_ahead() -> None:
    public = with_side(sample(), 0, score=20, position=0)
    own = replace(public, seat=0)
    ahead = len(paydays())
    assert ahead == paydays_after(0) > 0
    careers = [HeldCareer("Dentist", salary) for salary in (1, 3)]
    shown = [advance(with_side(public, 0, career=career), own) for career in careers]
    assert shown == [(20 + salary * ahead) / SCALE for salary in (1, 3)]
    assert advance(with_side(public, 0, career=None), own) == 20 / SCALE


def test_paydays_behind_the_car_count_no_more() -> None:
    public = with_side(sample(), 1, score=0, career=HeldCareer("Dentist", 2))
    own = replace(public, seat=1)
    last = max(paydays())
    assert advance(with_side(public, 1, position=last), own) == 0
    assert advance(with_side(public, 1, position=0), own) > 0
