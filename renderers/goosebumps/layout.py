"""Where everything goes: a portrait frame a phone shows whole, the graveyard on top with its
grid lettered and numbered around it, the turn and the standings in one panel under it.

Every text size is a share of ``WIDTH`` (``renderers.kit.phone``), so the frame reads at the
400 dp a phone gives it. The board's columns and rows come from the checked board file.
"""

from __future__ import annotations

from functools import cache

from bot.games.goosebumps.board import Board
from renderers.kit.boxes import Box, Point, centre
from renderers.kit.grid import Grid
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.turn import TurnStyle

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
"""Whose turn it is, and the numbers of the places a menu offers."""
MARK_PX = round(CELL * 0.42)
"""The "G" on a G space."""
BAND = SMALL_PX + 6
"""The strip at the top of a named space (Crypt, Exit, Gate) that holds its name."""
DIE = 48
STYLE = TurnStyle(TURN_PX, ASK_PX, DIE, row_pad=14, rows_gap=8, standing_share=0.42)
"""The kit's turn panel at the frame's sizes."""


@cache
def grid_of(board: Board) -> Grid:
    """The grid of ``board``, centred across the frame under the upper ruler."""
    columns, rows = board.size
    return Grid.centred(columns, rows, CELL, WIDTH, RULER)


def cell_box(board: Board, space_id: str) -> Box:
    space = board.spaces[space_id]
    return grid_of(board).box(space.x, space.y)


def cell_centre(board: Board, space_id: str) -> Point:
    return centre(cell_box(board, space_id))
