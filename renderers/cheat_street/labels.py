"""Where the names a menu or a story line uses are written on the board.

Each goal tile's name goes beside it, Start's beside Start, and each street's name along the
street (renderers/kit/names.py). Every candidate place is scored by what it would cover: tiles
and the ring of pawns round them, other names, roads, the board's edge; the cheapest wins. The
frame restores these boxes after drawing the last move and the pawns, so a name is never
covered by either.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import pairwise

from renderers.cheat_street.geometry import BOARD_PX, ROAD, SMALL_PX, Board, half
from renderers.kit.names import Name, NameStyle, along, beside
from renderers.kit.placement import Box, covered, grown, overlap, square

STYLE = NameStyle(SMALL_PX)
AWAY = (0, 8, 16, 24)
"""How much further from its road a street's name may go, to keep clear of pawns."""
CROWD = (24, 18)
"""How far the pawns on a street space usually reach from its centre, and six on a tile beyond
it: a name there would hide a pawn (names are drawn over the pawns)."""
OWN_ROOM = 20
"""A place's name stays this much further from any other tile than from its own."""
TWO_LINES = 150.0
"""What writing a street's name on two lines costs, as covered area: better than crossing a
road, worse than touching the rim of a tile."""
HEAVY = 8
"""Covering a name, a tile, a road or the board's edge costs this much more than a crowd."""


@cache
def place_labels(board: Board) -> tuple[Name, ...]:
    """Every name on ``board``, placed once per board."""
    obstacles = _Obstacles(board)
    placed: list[Name] = []
    for space_id, text in _places(board):
        reach = half(board.spaces[space_id]) + 4
        candidates = beside(text, board.xy(space_id), reach, STYLE)
        placed.append(min(candidates, key=lambda name: obstacles.cost(name, space_id)))
        obstacles.names.append(placed[-1].box)
    for street, line in sorted(board.streets, key=lambda street: -len(street[1])):
        stretches = [(board.xy(a), board.xy(b)) for a, b in pairwise(line)]
        candidates = along(street, stretches, ROAD, STYLE, AWAY)
        placed.append(min(candidates, key=obstacles.cost))
        obstacles.names.append(placed[-1].box)
    return tuple(placed)


def _places(board: Board) -> Iterator[tuple[str, str]]:
    for space in board.spaces.values():
        if space.kind == "goal" and space.goal is not None:
            yield space.id, board.goal_names.get(space.goal, space.goal)
        elif space.kind == "start":
            yield space.id, "Start"


class _Obstacles:
    """What a name should not cover, and what covering each costs."""

    def __init__(self, board: Board) -> None:
        self.tiles: dict[str, Box] = {}
        self.crowds: dict[str, Box] = {}
        for space in board.spaces.values():
            x, y = board.xy(space.id)
            h = half(space)
            street = space.kind == "street"
            if not street:
                self.tiles[space.id] = square(x, y, h)
            self.crowds[space.id] = square(x, y, CROWD[0] if street else h + CROWD[1])
        r = ROAD / 2
        self.roads = [
            (min(ax, bx) - r, min(ay, by) - r, max(ax, bx) + r, max(ay, by) + r)
            for (ax, ay), (bx, by) in ((board.xy(a), board.xy(b)) for a, b in board.edges)
        ]
        self.names: list[Box] = []
        self.frame: Box = (4, 4, BOARD_PX - 4, BOARD_PX - 4)

    def cost(self, name: Name, own: str = "") -> float:
        """Area covered, weighted: other names, the board's edge, tiles and roads (where it
        would hide a path) most, then where a crowd of pawns would stand (but its own tile's);
        a place's name nearer another tile than its own would name the wrong one; a name on
        two lines costs a little more."""
        box = name.box
        area = (box[2] - box[0]) * (box[3] - box[1])
        cost = HEAVY * covered(box, self.names)
        cost += HEAVY * (area - overlap(box, self.frame))
        cost += HEAVY * covered(box, self.tiles.values())
        cost += HEAVY * covered(box, self.roads)
        cost += covered(box, (crowd for space, crowd in self.crowds.items() if space != own))
        if own:
            near = (grown(tile, OWN_ROOM) for space, tile in self.tiles.items() if space != own)
            cost += HEAVY * covered(box, near)
        return cost + TWO_LINES * (len(name.lines) - 1)
