"""Where everything goes on a Cheat Street image laid out for a phone: the square board on top,
the turn's header under it (whose turn, what is asked now, the die), then each player's standing,
two to a row. Every text size is a share of the image's width (renderers/kit/phone.py)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field

from bot.games.cheat_street.board import Board as CheckedBoard
from bot.games.cheat_street.board import Space
from renderers.kit.final import game_over_room
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.placement import Box, square
from renderers.kit.static import data_key
from renderers.kit.turn import TurnStyle

WIDTH = BOARD_PX = 720
"""The image's width in pixels: as narrow as the board's 57 spaces allow, so the fonts' floor
(16 px) is a large share of it and a frame stays light to upload."""
PAD = 12
BAR_HEIGHT = 9
IntBox = tuple[int, int, int, int]

UNIT = BOARD_PX / 960
"""The board was designed 960 px wide; its lengths keep their share of it."""
ROAD = round(32 * UNIT)
STREET_R = round(14 * UNIT)
TILE_HALF = {"goal": round(34 * UNIT), "bus": round(31 * UNIT), "start": round(52 * UNIT)}
PAWN_RADII = (max(16, round(20 * UNIT)), max(15, round(18 * UNIT)), 14)
"""A pawn's radius alone on a space, with one other, with more: never so small that its letter
(at least 16 px) hides its colour."""
BADGE_R = max(13.0, round(17 * UNIT))

SMALL_PX = smallest_px(WIDTH)
"""Names on the board, what a seat does now."""
HEAD_PX = header_px(WIDTH)
"""The header and the standings."""
STYLE = TurnStyle(
    turn_px=round(HEAD_PX * 1.2),
    ask_px=HEAD_PX,
    die=60,
    columns=2,
    lettered=True,
    row_mark=round(HEAD_PX * 0.75),
    under_name=BAR_HEIGHT + 3 + round(SMALL_PX * 1.3) + 4,
)
"""The kit's turn panel: two standings a line, each with its bar of points and what the seat
does now under the name."""


def half(space: Space) -> float:
    """Half the side of a space's tile (a street space's radius)."""
    return TILE_HALF.get(space.kind, STREET_R)


@dataclass(frozen=True)
class Layout:
    """The boxes of one image: the board, the header and the standings grid (the kit's turn
    panel, in ``STYLE``); once the game is over (``over``), the Game over look in place of the
    header and standings, as tall as it needs."""

    players: int
    over: bool = False

    @property
    def turn(self) -> IntBox:
        """The kit's header box; the standings follow it."""
        top = BOARD_PX + PAD
        return (2 * PAD, top, WIDTH - 2 * PAD, top + STYLE.header_height)

    @property
    def panel(self) -> IntBox:
        """Everything under the board: the header and the standings, or the Game over look
        once the game ends."""
        if self.over:
            return (0, BOARD_PX, WIDTH, BOARD_PX + PAD + game_over_room(self.players, WIDTH))
        return (0, BOARD_PX, WIDTH, self.cell(self.players - 1)[3] + PAD // 2)

    @property
    def size(self) -> tuple[int, int]:
        return (WIDTH, self.panel[3])

    def cell(self, index: int) -> IntBox:
        """The box of the ``index``-th standing, row by row."""
        return STYLE.row(self.turn, index)


@dataclass(frozen=True)
class Board:
    """What drawing needs of the rules' checked board: spaces, each road once, goal names and
    the named streets as lines of spaces. Its ``key`` stands for everything drawn from it, so
    equal boards share the caches of static layers and palettes and different ones never do."""

    size: tuple[int, int] = field(compare=False)
    spaces: Mapping[str, Space] = field(compare=False)
    edges: tuple[tuple[str, str], ...] = field(compare=False)
    goal_names: Mapping[str, str] = field(compare=False)
    streets: tuple[tuple[str, tuple[str, ...]], ...] = field(compare=False)
    key: Hashable

    @classmethod
    def of(cls, checked: CheckedBoard) -> Board:
        near = checked.neighbours
        edges = tuple(sorted({(a, b) for a in near for b in near[a] if a < b}))
        goals = {goal.key: goal.name for goal in checked.goals}
        key = (__name__, WIDTH, data_key(checked))
        return cls(checked.size, checked.spaces, edges, goals, checked.street_lines, key)

    def xy(self, space_id: str) -> tuple[int, int]:
        """Pixel centre of a space in the image."""
        if space_id not in self.spaces:
            raise ValueError(f"unknown Cheat Street space {space_id!r}")
        s = self.spaces[space_id]
        return round(s.x * BOARD_PX / self.size[0]), round(s.y * BOARD_PX / self.size[1])

    def tile_boxes(self, room: float = 2) -> dict[str, Box]:
        """The box of every tile (Start, goal tiles, bus stops) by space, ``room`` beyond its
        edge (by default its dark rim)."""
        tiles = [space for space in self.spaces.values() if space.kind != "street"]
        return {space.id: square(*self.xy(space.id), half(space) + room) for space in tiles}
