"""A road of spaces laid in rows that run left to right, then back (a snake), turning from one
row to the next in the gutter beside the rows, so the road passes no space on the way.

A space keeps its ``lane`` (a height down from its top) for the pawns and the last move's
path, and the rest of it for its name, so neither covers the other.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Snake:
    """Rows of ``columns`` cells of ``cell`` (width, height) from ``origin``, a space of
    ``space`` (width, height) in the middle of each; the road turns at the ``gutters`` (x at
    the left, x at the right)."""

    columns: int
    origin: Point
    cell: Point
    space: Point
    lane: float
    gutters: Point

    def rows(self, spaces: int) -> int:
        """How many rows ``spaces`` spaces take."""
        return math.ceil(spaces / self.columns)

    def place(self, index: int) -> tuple[int, int]:
        """Row and column of space ``index``: rows run left to right, then back."""
        row, col = divmod(index, self.columns)
        return row, self.columns - 1 - col if row % 2 else col

    def column_x(self, col: int) -> float:
        """The middle of a column."""
        return self.origin[0] + (col + 0.5) * self.cell[0]

    def row_top(self, row: int) -> float:
        """The top of the spaces of a row (of anything laid where a row would be)."""
        return self.origin[1] + row * self.cell[1] + (self.cell[1] - self.space[1]) / 2

    def box(self, index: int) -> Box:
        row, col = self.place(index)
        x, top = self.column_x(col), self.row_top(row)
        return (x - self.space[0] / 2, top, x + self.space[0] / 2, top + self.space[1])

    def point(self, index: int) -> Point:
        """Where the pawns on a space stand and the road through it runs."""
        row, col = self.place(index)
        return (self.column_x(col), self.row_top(row) + self.lane)

    def step(self, index: int) -> list[Point]:
        """The road from space ``index`` to the next: along its row, or round the gutter."""
        a, b = self.point(index), self.point(index + 1)
        (row, col), (next_row, _) = self.place(index), self.place(index + 1)
        if row == next_row:
            return [a, b]
        gutter = self.gutters[0] if col == 0 else self.gutters[1]
        return [a, (gutter, a[1]), (gutter, b[1]), b]
