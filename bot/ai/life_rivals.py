"""The Game of Life: Rivals Edition: points now, plus the paydays the car will still pass.

The score already counts cash, people, pets and cards; what it misses is the salary the
career will still bring, which is what a career's choice and a new career weigh. The game
ends one turn after the first car retires, so a car counts only the Paydays it can reach by
then: no further than the rival's road left plus one last spin (a retired rival leaves one
spin at most). Both are read from the board's typed fields (``bot/games/life_rivals/boards.py``),
never from its text.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data_folder
from bot.games.life_rivals.boards import RivalsView, SeatBoard
from bot.games.life_rivals.data import PAYDAY, Box, load_box
from bot.games.life_rivals.road import SPINNER

SCALE = 120
"""About the most points a player retires with."""
HORIZON = 4
"""Inputs the search plays on after the turn: a rival's steal or Not-So-Good card answers a move."""
LAST_SPIN = SPINNER[1]
"""The furthest one spin takes a car: the rival's last turn after the first car retires."""


def advance(public: RivalsView, own: RivalsView) -> float:
    seat = own.seat
    assert seat is not None
    side = public.board.seats[seat]
    points = side.score
    if side.career is not None:
        ahead = paydays_after(side.position, reach(side, public.board.seats[1 - seat]))
        points += side.career.salary * ahead
    return max(0.0, min(1.0, points / SCALE))


def reach(side: SeatBoard, rival: SeatBoard) -> int:
    """The furthest space ``side``'s car may still come to before the game ends: the end of
    the road, or as far as the rival's car has left to go plus one last spin."""
    end = box().retirement
    if side.retired:
        return side.position
    return min(end, side.position + end - rival.position + LAST_SPIN)


def paydays_after(position: int, reach: int | None = None) -> int:
    """The Payday spaces after ``position``, up to ``reach`` (the end of the road)."""
    last = box().retirement if reach is None else reach
    return sum(1 for space in paydays() if position < space <= last)


@cache
def box() -> Box:
    """The published road and decks, as every player sees them."""
    return load_box(data_folder(__name__))


@cache
def paydays() -> tuple[int, ...]:
    """The Payday spaces of the published road."""
    return tuple(index for index, space in enumerate(box().road) if space.kind == PAYDAY)
