"""A board planned on a grid of cells, as the games' board files write it: each space or room a
rectangle of the plan with a gap to its neighbours, its name in a band across its top, and a
badge in the first of its corners nothing else there takes."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

Box = tuple[float, float, float, float]
Point = tuple[float, float]


@dataclass(frozen=True)
class Cells:
    """Cells ``size`` pixels square, the first one's corner at (``left``, ``top``); boxes of
    the plan are drawn ``gap`` pixels apart."""

    left: float
    top: float
    size: float
    gap: float = 0

    def centre(self, x: float, y: float) -> Point:
        """The middle of the cell in column ``x``, row ``y`` (fractions lie between cells)."""
        return (self.left + self.size * (x + 0.5), self.top + self.size * (y + 0.5))

    def span(self, x0: float, y0: float, x1: float, y1: float) -> Box:
        """The box from the middle of cell (``x0``, ``y0``) to the middle of cell (``x1``,
        ``y1``), half the gap in from each side."""
        (left, top), (right, bottom) = self.centre(x0, y0), self.centre(x1, y1)
        half = self.gap / 2
        return (left + half, top + half, right - half, bottom - half)

    def cell(self, x: float, y: float) -> Box:
        """The cell in column ``x``, row ``y``, half the gap in from each side."""
        return self.span(x - 0.5, y - 0.5, x + 0.5, y + 0.5)


def top_band(box: Box, lines: int, line: float, pad: float) -> Box:
    """The band across the top of ``box`` holding ``lines`` lines ``line`` pixels apart: ``pad``
    in from the box's sides and top, and ``pad`` again above its first line."""
    x0, y0, x1, _ = box
    return (x0 + pad, y0 + pad, x1 - pad, y0 + 2 * pad + lines * line)


def bounds(points: Iterable[Point]) -> Box:
    """The smallest box holding every point."""
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def free_corner(box: Box, side: float, inset: float, taken: Iterable[Box] = ()) -> Box:
    """The first square ``side`` pixels across, ``inset`` in from a corner of ``box`` (bottom
    left, top left, top right, bottom right), that overlaps none of ``taken``."""
    x0, y0, x1, y1 = box
    left, top, right, bottom = x0 + inset, y0 + inset, x1 - inset - side, y1 - inset - side
    corners = [(x, y, x + side, y + side) for x, y in ((left, bottom), (left, top))]
    corners += [(x, y, x + side, y + side) for x, y in ((right, top), (right, bottom))]
    held = list(taken)
    free = (c for c in corners if not any(overlap(c, other) for other in held))
    return next(free, corners[0])
