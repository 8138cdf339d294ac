"""Cheat Street: how close a seat is to its 21 points, counting the road to its goal tile.

Points alone can't tell a pawn next to its goal tile from one across town, so the measure
adds part of the 4 points a reveal would bring as the pawn nears the tile its goal card names
(its own view's first line), by steps on the board or a bus ride; a punishment marker costs a
turn.

Whoever moves heads for the tile of her card, so where a pawn stands tells something of its
card: a draw giving the others cards whose tiles lie near them counts for more (``BELIEF``),
which is what a player guesses from when she calls someone out.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data, distances, undirected
from bot.engine import View

KEY = "cheat-street"
BELIEF = 16.0
"""Players walk towards their goal tile, so a drawn goal card near its owner is the likelier."""
TARGET = 21
REVEAL = 4
PUNISHMENT = 1.5
GOAL_LINE = "Your goal card: "
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


def advance(public: View, own: View) -> float:
    seat = own.seat
    assert seat is not None
    points = public.players[seat].score
    board = public.board
    if board["punished"][seat]:
        points -= PUNISHMENT
    tile = goal_tiles().get(_goal_name(own))
    where = board["positions"][seat]
    if tile is not None and where is not None:
        steps = road(tile).get(where, FAR)
        steps = ON_THE_TILE if steps == 0 else steps
        points += REVEAL * max(0.0, 1 - steps / FAR)
    return max(0.0, min(1.0, points / TARGET))


def _goal_name(own: View) -> str | None:
    for line in own.private:
        if line.startswith(GOAL_LINE):
            return line.removeprefix(GOAL_LINE).rstrip(".")
    return None


@cache
def goal_tiles() -> dict[str, str]:
    """The tile of each goal card, by the card's name."""
    board = data(KEY, "board")
    names = {goal["key"]: goal["name"] for goal in board["goals"]}
    return {
        names[space["goal"]]: space["id"] for space in board["spaces"] if space["kind"] == "goal"
    }


@cache
def road(tile: str) -> dict[str, int]:
    """Steps from every space to ``tile``; a bus stop rides to its twin in one step."""
    board = data(KEY, "board")
    around = undirected(board["edges"])
    for space in board["spaces"]:
        if space["kind"] == "bus":
            around[space["bus_to"]].append(space["id"])
    return distances(tile, lambda here: around.get(here, ()))
