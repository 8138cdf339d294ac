"""Where the names a menu or a story line uses are written on the board.

Each goal tile's name goes beside it, Start's beside Start, and each street's name along the
street (turned to read upwards beside a street that runs north-south), a name too long for the
room between two crossings taking two lines. Every candidate place is scored by what it would
cover: tiles and the ring of pawns round them, other names, roads, the board's edge; the
cheapest wins. The frame restores these boxes after drawing the last move and the pawns, so a
name is never covered by either.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product

from renderers.cheat_street.geometry import (
    BOARD_PX,
    LABEL_PX,
    SIZES,
    Board,
    Box,
    overlap,
    segments,
)
from renderers.text import font, text_width

PILL_PAD = 5
"""Room between a goal or Start name and its pill's edge."""
LINE_GAP = 1.2
GAP = 3
"""Room between a name and the tile or road it names."""
AWAY = (0, 8, 16, 24)
"""How much further than ``GAP`` from its road a street's name may go, to keep clear of pawns."""
CROWD = (24, 18)
"""How far the pawns on a street space usually reach from its centre, and six on a tile beyond
it: a name there would hide a pawn (names are drawn over the pawns)."""
OWN_ROOM = 20
"""A place's name stays this much further from any other tile than from its own."""
TWO_LINES = 150.0
"""What writing a street's name on two lines costs, as covered area: better than crossing a
road, worse than touching the rim of a tile."""


@dataclass(frozen=True)
class Label:
    """One name on the board: its lines, its box in image pixels, and how it is written."""

    text: str
    lines: tuple[str, ...]
    box: Box
    kind: str
    """"place" (a goal tile or Start, in a pill) or "street" (along its street)."""
    upright: bool = True
    """False for a street running north-south: the name turned to read upwards."""


@cache
def place_labels(board: Board) -> tuple[Label, ...]:
    """Every name on ``board``, placed once per board."""
    obstacles = _Obstacles(board)
    placed: list[Label] = []
    for space_id, text in _places(board):
        label = min(
            _beside_tile(board, space_id, text), key=lambda label: obstacles.cost(label, space_id)
        )
        obstacles.take(label.box)
        placed.append(label)
    for name, line in sorted(board.streets, key=lambda street: -len(street[1])):
        label = min(_along_street(board, name, line), key=obstacles.cost)
        obstacles.take(label.box)
        placed.append(label)
    return tuple(placed)


def _places(board: Board) -> Iterator[tuple[str, str]]:
    for space in board.spaces.values():
        if space.kind == "goal" and space.goal is not None:
            yield space.id, board.goal_names.get(space.goal, space.goal)
        elif space.kind == "start":
            yield space.id, "Start"


def line_height() -> float:
    return LABEL_PX * LINE_GAP


def _measure(lines: Sequence[str], bold: bool) -> tuple[float, float]:
    face = font(LABEL_PX, bold=bold)
    width = max(text_width(line, face) for line in lines)
    return width, line_height() * len(lines)


def _beside_tile(board: Board, space_id: str, text: str) -> Iterator[Label]:
    """A pill below, above, right of or left of the tile, or at one of its corners."""
    width, height = _measure((text,), bold=True)
    pw, ph = width + 2 * PILL_PAD, height + PILL_PAD
    x, y = board.xy(space_id)
    h = SIZES.half(board.spaces[space_id]) + 4
    spots = [
        (x - pw / 2, y + h),
        (x - pw / 2, y - h - ph),
        (x + h, y - ph / 2),
        (x - h - pw, y - ph / 2),
        (x + h * 0.7, y - h * 0.7 - ph),
        (x - h * 0.7 - pw, y - h * 0.7 - ph),
        (x + h * 0.7, y + h * 0.7),
        (x - h * 0.7 - pw, y + h * 0.7),
    ]
    for left, top in spots:
        yield Label(text, (text,), (left, top, left + pw, top + ph), "place")


def _along_street(board: Board, name: str, line: tuple[str, ...]) -> Iterator[Label]:
    """The name beside each stretch of its street, on either side, on one line or two."""
    words = name.split()
    splits = [(name,)] + [
        (" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))
    ]
    ends = segments(board, line)
    for lines in splits:
        along, across = _measure(lines, bold=False)
        along += 2 * GAP
        for (ax, ay), (bx, by) in ends:
            upright = ay == by
            for t, side, away in product((0.25, 0.5, 0.75), (-1, 1), AWAY):
                cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
                offset = side * (SIZES.road / 2 + GAP + away + across / 2)
                if upright:
                    box = _centred(cx, cy + offset, along, across)
                else:
                    box = _centred(cx + offset, cy, across, along)
                yield Label(name, lines, box, "street", upright)


def _centred(x: float, y: float, width: float, height: float) -> Box:
    return (x - width / 2, y - height / 2, x + width / 2, y + height / 2)


class _Obstacles:
    """What a name should not cover, and what covering each costs."""

    def __init__(self, board: Board) -> None:
        self.tiles: dict[str, Box] = {}
        self.crowds: dict[str, Box] = {}
        for space in board.spaces.values():
            x, y = board.xy(space.id)
            h = SIZES.half(space)
            street = space.kind == "street"
            reach = CROWD[0] if street else h + CROWD[1]
            if not street:
                self.tiles[space.id] = (x - h, y - h, x + h, y + h)
            self.crowds[space.id] = (x - reach, y - reach, x + reach, y + reach)
        r = SIZES.road / 2
        self.roads = [
            (min(ax, bx) - r, min(ay, by) - r, max(ax, bx) + r, max(ay, by) + r)
            for (ax, ay), (bx, by) in ((board.xy(a), board.xy(b)) for a, b in board.edges)
        ]
        self.names: list[Box] = []
        self.frame: Box = (4, 4, BOARD_PX - 4, BOARD_PX - 4)

    def take(self, box: Box) -> None:
        self.names.append(box)

    def cost(self, label: Label, own: str = "") -> float:
        """Area covered, weighted: other names, the board's edge, tiles and roads (where it
        would hide a path) most, then where a crowd of pawns would stand (but its own tile's);
        a place's name nearer
        another tile than its own would name the wrong one; a name on two lines costs a little
        more."""
        box = label.box
        area = (box[2] - box[0]) * (box[3] - box[1])
        cost = 8 * sum(overlap(box, other) for other in self.names)
        cost += 8 * (area - overlap(box, self.frame))
        cost += 8 * sum(overlap(box, tile) for tile in self.tiles.values())
        cost += 8 * sum(overlap(box, road) for road in self.roads)
        cost += sum(overlap(box, crowd) for space, crowd in self.crowds.items() if space != own)
        if own:
            near = [_grown(tile, OWN_ROOM) for space, tile in self.tiles.items() if space != own]
            cost += 8 * sum(overlap(box, tile) for tile in near)
        return cost + TWO_LINES * (len(label.lines) - 1)


def _grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)
