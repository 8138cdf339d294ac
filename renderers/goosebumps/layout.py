"""Where everything goes: a portrait frame a phone shows whole, the graveyard on top with its
grid lettered and numbered around it, the turn and the standings in one panel under it.

Every size is a share of ``WIDTH`` through ``renderers.kit.phone``, so the frame reads at the
400 dp a phone gives it: the header and the standings at ``HEADER`` or more, nothing under
``SMALLEST``. The board's own size (columns and rows) comes from the checked board file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from bot.games.goosebumps.board import Board
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.turn import TurnStyle

Box = tuple[int, int, int, int]

WIDTH = 560
"""Pixels across: a phone scales the frame to about 400 dp, so a pixel is 5/7 dp; narrow
enough that the smallest text (the fonts' 16 px floor) reads at 11 dp, and few bytes."""
CELL = 70
"""One space; the grid of seven columns leaves a margin either side for the row numbers."""
RULER = 26
"""The band above and under the grid that holds the column letters."""
PAD = 12

SMALL_PX = smallest_px(WIDTH)
"""Coordinates, badges, pawn letters, the legend: the smallest text on the frame."""
ASK_PX = header_px(WIDTH) + 1
"""What is asked now and each player's standing."""
TURN_PX = header_px(WIDTH) + 5
"""Whose turn it is."""
MARK_PX = round(CELL * 0.42)
"""The "G" on a G space."""
BAND = SMALL_PX + 6
"""The strip at the top of a named space (Crypt, Exit, Gate) that holds its name."""

DIE = 48
STANDING_ROW = ASK_PX + 14
LEGEND_ROW = 36
LEGEND_COLUMNS = 3
LEGEND_ITEMS = 5


@dataclass(frozen=True)
class Grid:
    """The graveyard's cells on the frame: ``left``/``top`` is the corner of the first cell."""

    columns: int
    rows: int
    left: int
    top: int

    @property
    def bottom(self) -> int:
        """Below the grid's lower ruler."""
        return self.top + self.rows * CELL + RULER

    def box(self, x: int, y: int) -> Box:
        """The cell at column ``x``, row ``y``."""
        left, top = self.left + x * CELL, self.top + y * CELL
        return (left, top, left + CELL, top + CELL)

    def centre(self, x: int, y: int) -> tuple[float, float]:
        left, top, _, _ = self.box(x, y)
        return (left + CELL / 2, top + CELL / 2)


@cache
def grid_of(board: Board) -> Grid:
    """The grid of ``board``, centred across the frame under the upper ruler."""
    columns, rows = board.size
    return Grid(columns, rows, (WIDTH - columns * CELL) // 2, RULER)


def cell_centre(board: Board, space_id: str) -> tuple[float, float]:
    """The middle of a space on the frame."""
    space = board.spaces[space_id]
    return grid_of(board).centre(space.x, space.y)


def cell_box(board: Board, space_id: str) -> Box:
    space = board.spaces[space_id]
    return grid_of(board).box(space.x, space.y)


STYLE = TurnStyle(
    TURN_PX, ASK_PX, DIE, row_pad=STANDING_ROW - ASK_PX, rows_gap=8, standing_share=0.42
)
"""The kit's turn panel at the frame's sizes."""
PILES = 4 + SMALL_PX + 8
"""The line under the rows that counts the draw and discard piles."""


@cache
def panel_of(board: Board, players: int) -> PanelLayout:
    """The panel under the graveyard: the turn, one row a player, the piles, the legend."""
    legend = -(-LEGEND_ITEMS // LEGEND_COLUMNS) * LEGEND_ROW
    top = grid_of(board).bottom + 4
    return PanelLayout(top, WIDTH, players, STYLE, PAD, PILES, legend_gap=6, legend_height=legend)


def frame_size(board: Board, players: int) -> tuple[int, int]:
    """The frame's size for ``players`` seats, the same from the first turn to Game over (a
    recap animates them): the panel grows with the standings."""
    return (WIDTH, panel_of(board, players).height)
