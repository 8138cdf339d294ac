"""Cheat Street: how close a seat is to its 21 points, counting the turns to its goal tile.

Points alone can't tell a pawn next to its goal tile from one across town, so the measure
adds part of the 4 points a reveal would bring as the pawn nears the tile of its goal card (the
seat's own ``SeatGoal``): by the turns it still needs to reach that tile, as the game's own
moves go (a 3 to 5 die, a reveal anywhere on the walk, a bus ride that ends the move); a
punishment marker costs a turn. Both are read from the board's typed fields
(``bot/games/cheat_street/boards.py``).

Whoever moves heads for the tile of her card, so where a pawn stands tells something of its
card: a draw giving the others cards whose tiles lie near them counts for more (``BELIEF``).
A call-out is decided without a search (``finish``): the likeliest card the pawn called out
can hold, named only when it is likely enough to pay for the turn a wrong guess costs.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache

from bot.ai.boards import data_folder
from bot.games.cheat_street import routes
from bot.games.cheat_street.actions import (
    CALL_OUT,
    PASS,
    REVEAL,
    RIDE,
    STEP_BY_STEP,
    action_ids,
)
from bot.games.cheat_street.board import Board, read_board
from bot.games.cheat_street.boards import CheatStreetView, SeatGoal
from bot.games.cheat_street.rules import CALLOUT_POINTS, DIE_HIGH, DIE_LOW
from bot.games.cheat_street.state import CALLOUT

BELIEF = 16.0
"""Players walk towards their goal tile, so a drawn goal card near its owner is the likelier."""
TARGET = 21
REVEAL_POINTS = 4
PUNISHMENT = 1.5
FAR = 4.0
"""Turns from which a goal tile is no nearer than any other place (none on the board is three
turns away at worst)."""
SETTLED = 1e-9
"""The change in every space's turns below which their count has settled."""

CALL_BELIEF = 6.0
"""How many times likelier a card is, as a power of e, whose tile lies next to the pawn called
out than one whose tile lies ``FAR`` turns off (``nearness`` 1 against 0): fitted on the
call-out phases of seeded tables of greedy players, who head straight for their tiles, where
the likeliest card by it was the held one three times in ten."""
CALL_SHARE = 0.2
"""The least chance at which naming a card pays: a right guess brings five points and sends the
pawn back to Start (a point or two of its lead), a wrong one skips the caller's next turn
(about 1.7 points: a reveal's 4 on four turns in ten), even at about one in five. Off Start
every pawn on this board has a card nearly that likely (0.19 at the least, the caller's own
card set aside), so a computer all but always names one: at 0.3, one goal player among three
computers took a median 52 turns against 40 (every pass a change of whom the game waits for),
for no more wins against greedy or goal players."""
WINNING_CALL_SHARE = 0.15
"""The least chance at which to name a card when a right guess wins the game."""

Reach = tuple[frozenset[str], frozenset[str]]
"""One die face's move from a space: the goal tiles it may reveal on, the spaces it may end on."""


def advance(public: CheatStreetView, own: CheatStreetView) -> float:
    seat = own.seat
    assert seat is not None
    points = public.players[seat].score
    side = public.board.seats[seat]
    if side.punished:
        points -= PUNISHMENT
    goal = own.private_board
    if isinstance(goal, SeatGoal):
        points += REVEAL_POINTS * nearness(turns_to(goal.tile)[side.position])
    return max(0.0, min(1.0, points / TARGET))


def redundant(action_id: str) -> bool:
    """A move step by step: every walk it may take ends where one of the whole moves offered
    beside it ends, and the random steps played after it in the search let it win now and
    then over the best whole move, after which the pawn wanders one random step at a time."""
    return action_id == STEP_BY_STEP


def finish(public: CheatStreetView, own: CheatStreetView, legal: Sequence[str]) -> str | None:
    """In a call-out phase, the seat that may call names the likeliest card of the pawn called
    out when its chance is high enough (``CALL_SHARE``), and passes otherwise: a search over a
    handful of drawn positions for each of a dozen cards keeps whichever card those few
    happened to deal, and a wrong guess costs a turn."""
    board = public.board
    if board.phase != CALLOUT or board.caller != own.seat or PASS not in legal:
        return None
    goal = own.private_board
    held = (goal.goal,) if isinstance(goal, SeatGoal) else ()
    called = board.seats[board.active]
    chances = card_chances(called.position, (*held, *called.ruled_out))
    if not chances:
        return PASS
    card = max(chances, key=lambda key: chances[key])
    wins = public.players[own.seat].score + CALLOUT_POINTS >= TARGET
    needed = WINNING_CALL_SHARE if wins else CALL_SHARE
    return calling(card) if chances[card] >= needed else PASS


def card_chances(position: str, excluded: Sequence[str]) -> dict[str, float]:
    """The chance of each goal card but ``excluded`` being the one held by the pawn on
    ``position``, the nearer its tile the likelier (``CALL_BELIEF``)."""
    board = streets()
    weights = {
        goal.key: math.exp(CALL_BELIEF * nearness(turns_to(board.goal_tile(goal.key))[position]))
        for goal in board.goals
        if goal.key not in excluded
    }
    total = sum(weights.values())
    return {key: weight / total for key, weight in weights.items()}


@cache
def calling(card: str) -> str:
    """The id of the call-out naming ``card``."""
    return action_ids(streets())[CALL_OUT].format(card)


def nearness(turns: float) -> float:
    """The share of a reveal's points a pawn ``turns`` from its tile counts already."""
    return max(0.0, 1 - turns / FAR)


@cache
def streets() -> Board:
    """The published board, as every player sees it."""
    return read_board(data_folder(__name__))


@cache
def moves() -> Mapping[str, tuple[Reach, ...]]:
    """Each space's moves, one per die face, as a turn begins there (every neighbour open)."""
    board = streets()
    found: dict[str, tuple[Reach, ...]] = {}
    for here in board.spaces:
        faces = []
        for face in range(DIE_LOW, DIE_HIGH + 1):
            ways = routes.destinations(board, here, face)
            tiles = frozenset(way.space for way in ways if way.finish == REVEAL)
            ends = frozenset(_end(board, way) for way in ways if way.finish != REVEAL)
            faces.append((tiles, ends))
        found[here] = tuple(faces)
    return found


def _end(board: Board, way: routes.Destination) -> str:
    """Where the pawn stands once the move is over: across the board after a bus ride."""
    ride = board.space(way.space).bus_to if way.finish == RIDE else None
    return ride or way.space


@cache
def turns_to(tile: str) -> Mapping[str, float]:
    """The turns a pawn on each space needs, on average over the die, to reveal on ``tile``
    going the shortest way (a pawn standing on it must leave and come back: its starting
    space never counts)."""
    around = moves()
    turns = dict.fromkeys(around, FAR * len(around))
    moved = True
    while moved:
        moved = False
        for here, faces in around.items():
            left = sum(
                0.0 if tile in tiles else min(turns[end] for end in ends) for tiles, ends in faces
            )
            value = 1 + left / len(faces)
            moved = moved or turns[here] - value > SETTLED
            turns[here] = value
    return turns
