"""Boxes and points on a frame: the arithmetic every board's layout otherwise repeats."""

from __future__ import annotations

from collections.abc import Sequence

Box = tuple[int, int, int, int]
"""Left, top, right, bottom, in pixels."""
Point = tuple[float, float]


def centre(box: Box) -> Point:
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
