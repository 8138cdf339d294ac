"""Where the road goes on the Rivals picture: rows of seven spaces, Retirement as a strip below.

The picture is ``WIDTH`` pixels wide, which a phone shows about 400 dp wide, and every font is
sized from that width (``renderers.kit.phone``). Each space keeps its top for its name and its
bottom for the cars and the last move's path, so neither ever covers a label; between rows the
road turns in the gutter outside the spaces, past no label either.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from renderers.kit.phone import header_px, smallest_px

WIDTH = 740
MARGIN = 12
"""Between the picture's edge and its panels, and between panels."""
HEADER_PX = header_px(WIDTH)
"""The turn header and the standings: a phone reads them at a glance."""
TEXT_PX = smallest_px(WIDTH)
"""Everything else."""
LINE_PX = TEXT_PX + 4
"""The height of one line of ``TEXT_PX`` text."""
HEADER_LINE_PX = HEADER_PX + 7

COLUMNS = 7
BOARD_LEFT, BOARD_TOP = 13, 12
CELL_W, ROW_H = 102, 100
SPACE_W, SPACE_H = 96, 94
LABEL_H = 44
"""The top of a space, where its name is written; nothing else is drawn there."""
CAR_Y = 69
"""Where the cars stand and the path runs, from the top of a space."""
GUTTER = 7
"""How far from the picture's edge the road turns from one row to the next."""
STRIP_H = 60
"""The height of the Retirement strip under the rows."""

Point = tuple[float, float]
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class RoadLayout:
    """The geometry of a road of ``spaces`` spaces (Start first, Retirement last)."""

    spaces: int

    @property
    def retirement(self) -> int:
        return self.spaces - 1

    @property
    def rows(self) -> int:
        """Rows of spaces before the Retirement strip."""
        return math.ceil(self.retirement / COLUMNS)

    def cell(self, index: int) -> tuple[int, int]:
        """Row and column of a space before Retirement: rows snake left-right, then back."""
        row, col = divmod(index, COLUMNS)
        return row, COLUMNS - 1 - col if row % 2 else col

    def centre_x(self, col: int) -> float:
        return BOARD_LEFT + col * CELL_W + CELL_W / 2

    @property
    def strip(self) -> Box:
        """The Retirement strip, the whole width of the road."""
        top = BOARD_TOP + self.rows * ROW_H + (ROW_H - SPACE_H) / 2
        return (BOARD_LEFT + 3, top, WIDTH - BOARD_LEFT - 3, top + STRIP_H)

    @property
    def strip_car_x(self) -> float:
        """The cars retire under the column the road's last row ends in."""
        return self.centre_x(self.cell(self.retirement - 1)[1])

    def space_box(self, index: int) -> Box:
        if index == self.retirement:
            return self.strip
        row, col = self.cell(index)
        x = self.centre_x(col)
        top = BOARD_TOP + row * ROW_H + (ROW_H - SPACE_H) / 2
        return (x - SPACE_W / 2, top, x + SPACE_W / 2, top + SPACE_H)

    def label_box(self, index: int) -> Box:
        """Where a space's name is written: the top of a space, the strip's far end (inside
        the rounded corners, which the ring around the last move's space may touch)."""
        x0, y0, x1, y1 = self.space_box(index)
        if index != self.retirement:
            return (x0 + 5, y0 + 4, x1 - 5, y0 + LABEL_H)
        car = self.strip_car_x
        if car > WIDTH / 2:
            return (x0 + 5, y0 + 4, car - SPACE_W / 2, y1 - 4)
        return (car + SPACE_W / 2, y0 + 4, x1 - 5, y1 - 4)

    def car_point(self, index: int) -> Point:
        """Where the cars on a space stand, and the path through it runs."""
        if index == self.retirement:
            x0, y0, x1, y1 = self.strip
            return (self.strip_car_x, (y0 + y1) / 2)
        x0, y0, x1, _ = self.space_box(index)
        return ((x0 + x1) / 2, y0 + CAR_Y)

    def step(self, index: int) -> list[Point]:
        """The road from space ``index`` to the next: straight along a row or down to the
        strip, through the gutter from one row to the next."""
        a, b = self.car_point(index), self.car_point(index + 1)
        if index + 1 == self.retirement or self.cell(index)[0] == self.cell(index + 1)[0]:
            return [a, b]
        gutter = GUTTER if self.cell(index)[1] == 0 else WIDTH - GUTTER
        return [a, (gutter, a[1]), (gutter, b[1]), b]

    def path(self, start: int, end: int) -> list[list[Point]]:
        """The steps of a move from ``start`` to ``end``, one list of points a step."""
        return [self.step(index) for index in range(start, end)]

    @property
    def bottom(self) -> int:
        """The height the road takes, from the top of the picture."""
        return math.ceil(self.strip[3] + MARGIN)
