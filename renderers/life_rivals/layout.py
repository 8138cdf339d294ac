"""Where the road goes on the Rivals picture: the kit's snake of seven spaces a row, a space's
top for its name and its bottom for the cars and the path, Retirement as a strip below. Fonts
are sized from the picture's width, which a phone shows about 400 dp wide (``kit.phone``)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from renderers.kit.phone import header_px, smallest_px
from renderers.kit.snake import Box, Point, Snake

WIDTH = 740
MARGIN = 12
"""Between the picture's edge and its panels, and between panels."""
HEADER_PX = header_px(WIDTH)
"""The turn header and the standings: a phone reads them at a glance."""
TEXT_PX = smallest_px(WIDTH)
"""Everything else."""
LINE_PX = TEXT_PX + 4
"""The height of one line of ``TEXT_PX`` text."""
SPACE_W, LABEL_H, STRIP_H = 96, 44, 60
"""A space's width, the top of it where its name is written, the Retirement strip's height."""
SNAKE = Snake(7, (13, 12), (102, 100), (SPACE_W, 94), lane=69, gutters=(7, WIDTH - 7))


@dataclass(frozen=True)
class RoadLayout:
    """The geometry of a road of ``spaces`` spaces (Start first, Retirement last)."""

    spaces: int

    @property
    def retirement(self) -> int:
        return self.spaces - 1

    @property
    def strip(self) -> Box:
        """The Retirement strip, under the rows, the whole width of the road."""
        top = SNAKE.row_top(SNAKE.rows(self.retirement))
        return (16, top, WIDTH - 16, top + STRIP_H)

    @property
    def strip_car_x(self) -> float:
        """The cars retire under the column the road's last row ends in."""
        return SNAKE.point(self.retirement - 1)[0]

    def space_box(self, index: int) -> Box:
        return self.strip if index == self.retirement else SNAKE.box(index)

    def label_box(self, index: int) -> Box:
        """Where a space's name is written: the top of a space, the strip's far end (inside
        the rounded corners, which the ring around the last move's space may touch)."""
        x0, y0, x1, y1 = self.space_box(index)
        if index != self.retirement:
            return (x0 + 5, y0 + 4, x1 - 5, y0 + LABEL_H)
        car, half = self.strip_car_x, SPACE_W / 2
        left, right = (x0 + 5, car - half) if car > WIDTH / 2 else (car + half, x1 - 5)
        return (left, y0 + 4, right, y1 - 4)

    def car_point(self, index: int) -> Point:
        """Where the cars on a space stand, and the path through it runs."""
        if index != self.retirement:
            return SNAKE.point(index)
        return (self.strip_car_x, (self.strip[1] + self.strip[3]) / 2)

    def step(self, index: int) -> list[Point]:
        """The road from space ``index`` to the next: the snake's, or down to the strip."""
        if index + 1 == self.retirement:
            return [self.car_point(index), self.car_point(index + 1)]
        return SNAKE.step(index)

    @property
    def bottom(self) -> int:
        """The height the road takes, from the top of the picture."""
        return math.ceil(self.strip[3] + MARGIN)
