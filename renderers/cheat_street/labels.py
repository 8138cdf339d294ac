"""Where the names a menu or a story line uses are written on the board: each goal tile's name
beside it, Start's beside Start, each street's name along the street (renderers/kit/names.py),
each where it covers least. The frame restores these boxes after drawing the last move and the
pawns, so a name is never covered by either."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import pairwise

from bot.games.cheat_street.words import goal_name, street_name
from bot.languages import ENGLISH, say
from bot.sentences import worded
from renderers.cheat_street.geometry import BOARD_PX, ROAD, SMALL_PX, Board, half
from renderers.kit.names import Name, NameStyle, along, beside
from renderers.kit.placement import Box, Obstacles, bounds, square

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
def place_labels(board: Board, language: str = ENGLISH) -> tuple[Name, ...]:
    """Every name on ``board``, placed once per board: covering other names, the board's edge,
    tiles and roads (where it would hide a path) costs most, then where a crowd of pawns would
    stand (but its own tile's); a place's name nearer another tile than its own would name the
    wrong one; a name on two lines costs a little more. Names are in ``language``, placed
    once per board and language (a longer word may need another spot)."""
    placed: list[Name] = []
    taken: list[Box] = []
    obstacles = _obstacles(board, taken)

    def cost(name: Name, own: str = "") -> float:
        return obstacles.cost(name.box, own) + TWO_LINES * (len(name.lines) - 1)

    for space_id, text in _places(board, language):
        reach = half(board.spaces[space_id]) + 4
        candidates = beside(text, board.xy(space_id), reach, STYLE)
        placed.append(min(candidates, key=lambda name: cost(name, space_id)))
        taken.append(placed[-1].box)
    for street, line in sorted(board.streets, key=lambda street: -len(street[1])):
        stretches = [(board.xy(a), board.xy(b)) for a, b in pairwise(line)]
        name = worded(street_name(street), language)
        placed.append(min(along(name, stretches, ROAD, STYLE, AWAY), key=cost))
        taken.append(placed[-1].box)
    return tuple(placed)


def _places(board: Board, language: str) -> Iterator[tuple[str, str]]:
    for space in board.spaces.values():
        if space.kind == "goal" and space.goal is not None:
            yield space.id, worded(goal_name(space.goal), language)
        elif space.kind == "start":
            yield space.id, say(language, "cheat-street-start")


def _obstacles(board: Board, names: list[Box]) -> Obstacles:
    """What a name keeps off: the ``names`` placed so far, and the board's own parts."""
    crowds = {
        s.id: square(*board.xy(s.id), CROWD[0] if s.kind == "street" else half(s) + CROWD[1])
        for s in board.spaces.values()
    }
    ends = ((board.xy(a), board.xy(b)) for a, b in board.edges)
    roads = [bounds([square(*a, ROAD / 2), square(*b, ROAD / 2)]) for a, b in ends]
    obstacles = Obstacles((4, 4, BOARD_PX - 4, BOARD_PX - 4), HEAVY)
    obstacles.add(HEAVY, names)
    obstacles.add(HEAVY, list(board.tile_boxes(room=0).values()))
    obstacles.add(HEAVY, roads)
    obstacles.add(1, crowds)
    obstacles.add(HEAVY, board.tile_boxes(room=OWN_ROOM), names_only=True)
    return obstacles
