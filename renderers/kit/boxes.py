"""Boxes and points on a frame: the arithmetic every board's layout otherwise repeats, from a
board planned on a grid of cells (each space or room a rectangle of the plan with a gap to its
neighbours) to the band of a name across a box's top and a badge's free corner."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Box = tuple[int, int, int, int]
"""Left, top, right, bottom, in pixels."""
Area = tuple[float, float, float, float]
"""A box in fractions of a pixel, as cells of a fractional size lay it out."""
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

    def span(self, x0: float, y0: float, x1: float, y1: float) -> Area:
        """The box from the middle of cell (``x0``, ``y0``) to the middle of cell (``x1``,
        ``y1``), half the gap in from each side."""
        (left, top), (right, bottom) = self.centre(x0, y0), self.centre(x1, y1)
        half = self.gap / 2
        return (left + half, top + half, right - half, bottom - half)

    def cell(self, x: float, y: float) -> Area:
        """The cell in column ``x``, row ``y``, half the gap in from each side."""
        return self.span(x - 0.5, y - 0.5, x + 0.5, y + 0.5)


def centre(box: Area) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def inset(box: Box, by: int) -> Box:
    """``box`` shrunk by ``by`` on every side (grown when negative)."""
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def plan_box(rect: Sequence[float], unit: float, origin: tuple[int, int] = (0, 0)) -> Box:
    """A rectangle of a board's plan, written in its own units (cells, squares), on the frame:
    ``unit`` pixels each, the plan's corner at ``origin``."""
    x0, y0, x1, y1 = rect
    left, top = origin
    return (
        round(left + x0 * unit),
        round(top + y0 * unit),
        round(left + x1 * unit),
        round(top + y1 * unit),
    )


def outer_side(box: Box, area: Box) -> str:
    """The side of ``box`` on the edge of ``area`` ('top', 'bottom', 'left' or 'right', in that
    order where it touches two): the outward side of a space on a track round a board."""
    if box[1] <= area[1]:
        return "top"
    if box[3] >= area[3]:
        return "bottom"
    return "left" if box[0] <= area[0] else "right"


def split(box: Box, side: str, depth: int) -> tuple[Box, Box]:
    """The strip ``depth`` deep along ``side`` ('top', 'bottom', 'left' or 'right') of ``box``,
    and the rest of it: where a label goes, and the room left for what stands there."""
    x0, y0, x1, y1 = box
    if side == "top":
        return (x0, y0, x1, y0 + depth), (x0, y0 + depth, x1, y1)
    if side == "bottom":
        return (x0, y1 - depth, x1, y1), (x0, y0, x1, y1 - depth)
    if side == "left":
        return (x0, y0, x0 + depth, y1), (x0 + depth, y0, x1, y1)
    if side == "right":
        return (x1 - depth, y0, x1, y1), (x0, y0, x1 - depth, y1)
    raise ValueError(f"a box has no side {side!r}")


def top_band(box: Area, lines: int, line: float, pad: float) -> Area:
    """The band across the top of ``box`` holding ``lines`` lines ``line`` pixels apart: ``pad``
    in from the box's sides and top, and ``pad`` again above its first line."""
    x0, y0, x1, _ = box
    return (x0 + pad, y0 + pad, x1 - pad, y0 + 2 * pad + lines * line)


def bounds(points: Iterable[Point]) -> Area:
    """The smallest box holding every point."""
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def overlap(a: Area, b: Area) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def free_corner(box: Area, side: float, inset: float, taken: Iterable[Area] = ()) -> Area:
    """The first square ``side`` pixels across, ``inset`` in from a corner of ``box`` (bottom
    left, top left, top right, bottom right), that overlaps none of ``taken``."""
    x0, y0, x1, y1 = box
    left, top, right, bottom = x0 + inset, y0 + inset, x1 - inset - side, y1 - inset - side
    corners = [(x, y, x + side, y + side) for x, y in ((left, bottom), (left, top))]
    corners += [(x, y, x + side, y + side) for x, y in ((right, top), (right, bottom))]
    held = list(taken)
    free = (c for c in corners if not any(overlap(c, other) for other in held))
    return next(free, corners[0])


def pointers(box: Area, targets: Iterable[Area], size: float) -> list[list[Point]]:
    """A triangle for each target, pointing from the middle of ``box`` to it along the axis it lies
    most along (a space's doors to the rooms beside it); one well off that axis shifts its way,
    so two on one side stay apart. Lengths are shares of ``size``, a cell of the plan."""
    cx, cy = centre(box)
    tip, base, half, shift = (size * share for share in (0.43, 0.19, 0.14, 0.13))
    found = []
    for target in targets:
        tx, ty = centre(target)
        dx, dy = tx - cx, ty - cy
        across = abs(dx) > abs(dy)
        ahead, aside = (dx, dy) if across else (dy, dx)
        s, moved = math.copysign(1, ahead), 0.0
        if abs(aside) > size / 3:
            moved = math.copysign(shift, aside)
        corners = [(s * tip, moved), (s * base, moved - half), (s * base, moved + half)]
        found.append([(cx + a, cy + b) if across else (cx + b, cy + a) for a, b in corners])
    return found


def facing_points(a: Box, b: Box) -> tuple[Point, Point]:
    """The nearest points of two boxes that don't overlap, one on each, facing each other: the
    ends of a passage (a door, a bridge) drawn between them. Where the boxes overlap along an
    axis both points sit in the middle of the overlap."""

    def ends(a0: int, a1: int, b0: int, b1: int) -> tuple[float, float]:
        if max(a0, b0) <= min(a1, b1):
            middle = (max(a0, b0) + min(a1, b1)) / 2
            return middle, middle
        return (a1, b0) if a1 < b0 else (a0, b1)

    (xa, xb), (ya, yb) = ends(a[0], a[2], b[0], b[2]), ends(a[1], a[3], b[1], b[3])
    return (xa, ya), (xb, yb)


def arrowhead(a: Point, b: Point, half: float) -> list[Point]:
    """A triangle ``2 * half`` long and wide halfway between ``a`` and ``b``, pointing to ``b``:
    the way round between two spaces of a row or a column."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(abs(dx), abs(dy)) or 1
    ux, uy = dx / length * half, dy / length * half
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    return [(mx + ux, my + uy), (mx - ux - uy, my - uy + ux), (mx - ux + uy, my - uy - ux)]
