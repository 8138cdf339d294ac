"""Where a Cheat Street move can go in one choice, worked out from the board and the roll only.

A destination is a walk (the spaces stepped onto, in order, with no U-turn: the engine's
``walks``) and how the move finishes there: at the end of the full count, by revealing on a goal
tile the walk reached, or by riding from a bus stop the walk reached. Nothing here sees a goal
card, so the destinations offered to a mover are the same whatever card they hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from bot.engine.graph import Path, walks, without_u_turns
from bot.games.cheat_street.actions import REVEAL, RIDE
from bot.games.cheat_street.board import BUS, GOAL, STREET, Board
from bot.games.cheat_street.words import (
    AT,
    NAMED,
    OF,
    TITLE,
    listed_names,
    said,
    side,
    slug,
    space_name,
    street_name,
)

END = "end"
"""A move that takes the full count; the others finish with a reveal or a ride on the way."""
STOPS = {GOAL: REVEAL, BUS: RIDE}
"""The spaces a move may stop on before its full count, and what it does there."""


@dataclass(frozen=True)
class Destination:
    """A whole move: ``walk`` from the mover's space, finished by ``finish``."""

    walk: Path
    finish: str

    @property
    def space(self) -> str:
        return self.walk[-1]

    @property
    def fields(self) -> tuple[Any, ...]:
        """The fields of its ``go`` id: the space, the walk, and the finish unless it is END."""
        finish = () if self.finish == END else (self.finish,)
        return (self.space, self.walk, *finish)

    @classmethod
    def named(cls, space: str, walk: Path, finish: str = END) -> Destination | None:
        """The destination a ``go`` id's fields name; None when the walk does not end there."""
        return cls(walk, finish) if walk[-1] == space else None


def destinations(board: Board, here: str, steps: int) -> list[Destination]:
    """Every destination from ``here`` with ``steps`` to walk, in a stable order.

    Ordered by the first step (the board's neighbour order), then depth first: the walks of the
    full count come from the engine in that order, and each goal tile or bus stop on the way is
    offered where a walk first reaches it, before the walks that go on past it. The walk begins
    with no step taken, so every neighbour is open.
    """
    found: list[Destination] = []
    before: Path = ()
    for walk in walks((here,), steps, without_u_turns(board.neighbours)):
        for end in range(_shared(before, walk) + 1, len(walk) + 1):
            finish = STOPS.get(board.space(walk[end - 1]).kind)
            if finish is not None:
                found.append(Destination(walk[:end], finish))
        found.append(Destination(walk, END))
        before = walk
    return found


def _shared(a: Path, b: Path) -> int:
    """How many first spaces two walks share."""
    return next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b))
    )


def way(board: Board, here: str, walk: tuple[str, ...]) -> str:
    """The streets a walk follows, in order: 'North Avenue and Outer Ring North'."""
    names: list[str] = []
    for a, b in pairwise((here, *walk)):
        name = board.street(a, b)
        if name and (not names or names[-1] != name):
            names.append(name)
    return listed_names([street_name(name) for name in names])


def place(board: Board, space_id: str, form: str = NAMED) -> str:
    """A space as a reader finds it on the board: 'the Bank', or a street and its landmark
    (a tile in ``form``; a street space reads the same in every form)."""
    space = board.space(space_id)
    if space.kind != STREET:
        return space_name(board, space_id, form)
    near = board.neighbours[space_id]
    streets = list(dict.fromkeys(board.street(space_id, other) for other in near))
    if len(streets) > 1:
        return said("crossing", street=street_name(streets[0]), other=street_name(streets[1]))
    landmarks = [other for other in near if board.space(other).kind != STREET]
    landmarks.sort(key=lambda other: board.space(other).kind != GOAL)
    mark_name: str
    if landmarks:
        mark, mark_name = landmarks[0], space_name(board, landmarks[0], OF)
    else:  # between two crossings: named after the other street of the first one
        mark = near[0]
        crossing = [board.street(mark, other) for other in board.neighbours[mark]]
        other = next((name for name in crossing if name and name != streets[0]), "")
        if other:
            mark_name = said("street-of", key=slug(other), street=street_name(other))
        else:
            mark_name = said("street-of", key="place", street=place(board, mark))
    street = street_name(streets[0])
    return said("near", street=street, side=side(board, mark, space_id), mark=mark_name)


def label(board: Board, here: str, destination: Destination) -> str:
    """'The Bank, via North Avenue'; 'Reveal at the Bank, via ...'; 'Ride from bus stop C, ...'."""
    via = way(board, here, destination.walk)
    if destination.finish == REVEAL:
        kind, spot = "go-reveal", place(board, destination.space, AT)
    elif destination.finish == RIDE:
        kind, spot = "go-ride", place(board, destination.space, AT)
    else:
        kind, spot = "go-to", place(board, destination.space, TITLE)
    return said(f"{kind}-via", place=spot, via=via) if via else said(kind, place=spot)
