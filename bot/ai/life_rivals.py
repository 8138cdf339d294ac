"""The Game of Life: Rivals Edition: points now, plus the paydays still ahead of the car.

The score already counts cash, people, pets and cards; what it misses is the salary the
career will still bring, which is what a career's choice and a new career weigh. Both are
read from the board's typed fields (``bot/games/life_rivals/boards.py``), never from its text.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data_folder
from bot.games.life_rivals.boards import RivalsView
from bot.games.life_rivals.data import PAYDAY, load_box

SCALE = 120
"""About the most points a player retires with."""
HORIZON = 4
"""Inputs the search plays on after the turn: a rival's steal or Not-So-Good card answers a move."""


def advance(public: RivalsView, own: RivalsView) -> float:
    seat = own.seat
    assert seat is not None
    side = public.board.seats[seat]
    points = side.score
    if side.career is not None:
        points += side.career.salary * paydays_after(side.position)
    return max(0.0, min(1.0, points / SCALE))


def paydays_after(position: int) -> int:
    return sum(1 for space in paydays() if space > position)


@cache
def paydays() -> tuple[int, ...]:
    """The Payday spaces of the published road, as every player sees it."""
    road = load_box(data_folder(__name__)).road
    return tuple(index for index, space in enumerate(road) if space.kind == PAYDAY)
