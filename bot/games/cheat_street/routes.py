"""Where a Cheat Street move can go in one choice, worked out from the board and the roll only.

A destination is a walk (the spaces stepped onto, in order, with no U-turn) and how the move
finishes there: at the end of the full count, by revealing on a goal tile the walk reached, or
by riding from a bus stop the walk reached. Nothing here sees a goal card, so the destinations
offered to a mover are the same whatever card they hold.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from bot.games.cheat_street.board import BUS, GOAL, STREET, Board
from bot.games.cheat_street.words import direction, space_name

GO_PREFIX = "go:"
END = "end"
REVEAL = "reveal"
RIDE = "bus"
FINISHES = (END, REVEAL, RIDE)
SEPARATOR = "."


@dataclass(frozen=True)
class Destination:
    """A whole move: ``walk`` from the mover's space, finished by ``finish``."""

    walk: tuple[str, ...]
    finish: str

    @property
    def space(self) -> str:
        return self.walk[-1]

    @property
    def action_id(self) -> str:
        """``go:<space>:<walk>`` for the full count, plus ``:reveal`` or ``:bus`` for a stop."""
        base = f"{GO_PREFIX}{self.space}:{SEPARATOR.join(self.walk)}"
        return base if self.finish == END else f"{base}:{self.finish}"


def parse(action_id: str) -> Destination | None:
    """The destination an id names, or None when it is not a well-formed destination id."""
    if not action_id.startswith(GO_PREFIX):
        return None
    space, _, rest = action_id.removeprefix(GO_PREFIX).partition(":")
    walk_text, _, finish = rest.partition(":")
    walk = tuple(walk_text.split(SEPARATOR)) if walk_text else ()
    if not walk or walk[-1] != space or finish not in ("", REVEAL, RIDE):
        return None
    destination = Destination(walk, finish or END)
    return destination if destination.action_id == action_id else None


def destinations(board: Board, here: str, steps: int) -> list[Destination]:
    """Every destination from ``here`` with ``steps`` to walk, in a stable order.

    Ordered by the first step (the board's neighbour order), then depth first, each stop on the
    way before the walks that go on past it. The walk begins with no step taken, so every
    neighbour is open.
    """
    found: list[Destination] = []
    for first in board.neighbours[here]:
        found.extend(_walks(board, (first,), here, steps - 1))
    return found


def _walks(board: Board, walk: tuple[str, ...], came_from: str, left: int) -> Iterator[Destination]:
    kind = board.space(walk[-1]).kind
    if kind == GOAL:
        yield Destination(walk, REVEAL)
    if kind == BUS:
        yield Destination(walk, RIDE)
    if left == 0:
        yield Destination(walk, END)
        return
    for after in board.neighbours[walk[-1]]:
        if after != came_from:
            yield from _walks(board, (*walk, after), walk[-1], left - 1)


def way(board: Board, here: str, walk: tuple[str, ...]) -> str:
    """The streets a walk follows, in order: 'North Avenue and Outer Ring North'."""
    names: list[str] = []
    for a, b in pairwise((here, *walk)):
        name = board.street(a, b)
        if name and (not names or names[-1] != name):
            names.append(name)
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def place(board: Board, space_id: str) -> str:
    """A space as a reader finds it on the board: 'the Bank', or a street and its landmark."""
    space = board.space(space_id)
    if space.kind != STREET:
        return space_name(board, space_id)
    near = board.neighbours[space_id]
    streets = list(dict.fromkeys(board.street(space_id, other) for other in near))
    if len(streets) > 1:
        return f"{streets[0]} at {streets[1]}"
    landmarks = [other for other in near if board.space(other).kind != STREET]
    landmarks.sort(key=lambda other: board.space(other).kind != GOAL)
    if landmarks:
        mark, mark_name = landmarks[0], space_name(board, landmarks[0])
    else:  # between two crossings: named after the other street of the first one
        mark = near[0]
        crossing = [board.street(mark, other) for other in board.neighbours[mark]]
        mark_name = next((name for name in crossing if name and name != streets[0]), "")
        mark_name = mark_name or place(board, mark)
    return f"{streets[0]}, {direction(board, mark, space_id)} of {mark_name}"


def label(board: Board, here: str, destination: Destination) -> str:
    """'The Bank, via North Avenue'; 'Reveal at the Bank, via ...'; 'Ride from bus stop C, ...'."""
    via = way(board, here, destination.walk)
    spot = place(board, destination.space)
    if destination.finish == REVEAL:
        text = f"Reveal at {spot}"
    elif destination.finish == RIDE:
        text = f"Ride from {spot}"
    else:
        text = spot[0].upper() + spot[1:]
    return f"{text}, via {via}" if via else text
