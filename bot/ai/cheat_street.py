"""Cheat Street: how close a seat is to its 21 points, counting the road to its goal tile.

Points alone can't tell a pawn next to its goal tile from one across town, so the measure
adds part of the 4 points a reveal would bring as the pawn nears the tile of its goal card (the
seat's own ``SeatGoal``), by steps on the board or a bus ride; a punishment marker costs a
turn. Both are read from the board's typed fields (``bot/games/cheat_street/boards.py``).

Whoever moves heads for the tile of her card, so where a pawn stands tells something of its
card: a draw giving the others cards whose tiles lie near them counts for more (``BELIEF``),
which is what a player guesses from when she calls someone out.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.cheat_street.board import Board, read_board
from bot.games.cheat_street.boards import CheatStreetView, SeatGoal

BELIEF = 16.0
"""Players walk towards their goal tile, so a drawn goal card near its owner is the likelier."""
TARGET = 21
REVEAL = 4
PUNISHMENT = 1.5
FAR = 14
"""Steps beyond which a goal tile is no nearer than any other place."""
ON_THE_TILE = 5
"""A pawn standing on its tile must leave and come back (its starting space never counts)."""


def search_scale(players: int) -> float:
    """Four times the simulations at five or six players: a call-out is a guess at one of many
    unseen goal cards and each of five others may make one, so telling two moves apart takes
    more drawn positions (``python -m bench.ai``: 26% against greedy players at six on the
    table's budget, 40% on four times it)."""
    return 4.0 if players >= 5 else 1.0


def advance(public: CheatStreetView, own: CheatStreetView) -> float:
    seat = own.seat
    assert seat is not None
    points = public.players[seat].score
    side = public.board.seats[seat]
    if side.punished:
        points -= PUNISHMENT
    goal = own.private_board
    if isinstance(goal, SeatGoal):
        steps = road(goal.tile).get(side.position, FAR)
        steps = ON_THE_TILE if steps == 0 else steps
        points += REVEAL * max(0.0, 1 - steps / FAR)
    return max(0.0, min(1.0, points / TARGET))


@cache
def streets() -> Board:
    """The published board, as every player sees it."""
    return read_board(data_folder(__name__))


@cache
def road(tile: str) -> dict[str, int]:
    """Steps from every space to ``tile``; a bus stop rides to its twin in one step."""
    board = streets()

    def around(here: str) -> tuple[str, ...]:
        ride = board.space(here).bus_to
        return board.neighbours[here] + ((ride,) if ride else ())

    return distances(tile, around)
