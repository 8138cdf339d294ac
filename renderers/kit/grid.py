"""A board of square cells, its columns lettered and its rows numbered around it: the names a
game's menus and story use for its spaces ("B4", "D8")."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw, ImageFont

from renderers.kit.theme import RGB
from renderers.text import draw_text

Box = tuple[int, int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class Grid:
    """``columns`` by ``rows`` cells of ``cell`` pixels, the first one's corner at ``left``,
    ``top``."""

    columns: int
    rows: int
    cell: int
    left: int
    top: int

    @classmethod
    def centred(cls, columns: int, rows: int, cell: int, width: int, top: int) -> Grid:
        """The grid centred across a frame ``width`` pixels wide, from ``top`` down."""
        return cls(columns, rows, cell, (width - columns * cell) // 2, top)

    @property
    def right(self) -> int:
        return self.left + self.columns * self.cell

    @property
    def bottom(self) -> int:
        return self.top + self.rows * self.cell

    def box(self, x: int, y: int) -> Box:
        """The cell at column ``x``, row ``y``."""
        left, top = self.left + x * self.cell, self.top + y * self.cell
        return (left, top, left + self.cell, top + self.cell)

    def centre(self, x: int, y: int) -> Point:
        left, top, _, _ = self.box(x, y)
        return (left + self.cell / 2, top + self.cell / 2)


def draw_rulers(
    draw: ImageDraw.ImageDraw, grid: Grid, band: int, face: ImageFont.FreeTypeFont, ink: RGB
) -> None:
    """Column letters (A, B, ...) in bands ``band`` pixels high above and under the cells, row
    numbers from 1 in the margins either side, as wide as the margin left of the grid."""
    for x in range(grid.columns):
        cx, _ = grid.centre(x, 0)
        letter = chr(ord("A") + x)
        for y in (grid.top - band / 2, grid.bottom + band / 2):
            draw_text(draw, (cx, y), letter, face, ink, anchor="mm")
    margin = grid.left
    for y in range(grid.rows):
        _, cy = grid.centre(0, y)
        for x in (grid.left - margin / 2, grid.right + margin / 2):
            draw_text(draw, (x, cy), str(y + 1), face, ink, anchor="mm")
