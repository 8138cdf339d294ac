"""The Game of Life: Rivals Edition: points now, plus the paydays still ahead of the car.

The score already counts cash, people, pets and cards; what it misses is the salary the
career will still bring, which is what a career's choice and a new career weigh.
"""

from __future__ import annotations

import re
from functools import cache

from bot.ai.boards import data
from bot.engine import View

KEY = "life-rivals"
SALARY = re.compile(r"salary \$(\d+)K")
SCALE = 120
"""About the most points a player retires with."""
HORIZON = 4
"""Inputs the search plays on after the turn: a rival's steal or Not-So-Good card answers a move."""


def advance(public: View, own: View) -> float:
    seat = own.seat
    assert seat is not None
    board = public.board
    points = board["scores"][seat]
    found = SALARY.search(board["careers"][seat] or "")
    if found is not None:
        bills = int(found[1]) // 10
        points += bills * paydays_after(board["position"][seat])
    return max(0.0, min(1.0, points / SCALE))


def paydays_after(position: int) -> int:
    return sum(1 for space in paydays() if space > position)


@cache
def paydays() -> tuple[int, ...]:
    return tuple(
        index
        for index, space in enumerate(data(KEY, "board")["spaces"])
        if space["kind"] == "payday"
    )
