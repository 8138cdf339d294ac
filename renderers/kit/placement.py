"""Where a name or a marker goes on a busy board: among a few candidate boxes, the one that
covers least of what is already there (tiles, roads, pawns, other names)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Box = tuple[float, float, float, float]
"""Left, top, right, bottom, in pixels (not rounded: candidates are worked out, not laid out)."""


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def covered(box: Box, others: Iterable[Box]) -> float:
    """How much of ``others`` ``box`` covers, added up."""
    return sum(overlap(box, other) for other in others)


def grown(box: Box, by: float) -> Box:
    """``box`` with ``by`` more on every side."""
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def centred(x: float, y: float, width: float, height: float) -> Box:
    return (x - width / 2, y - height / 2, x + width / 2, y + height / 2)


def square(x: float, y: float, half: float) -> Box:
    """The box of a square (or a circle) ``2 * half`` across centred on ``(x, y)``."""
    return (x - half, y - half, x + half, y + half)


def bounds(boxes: Sequence[Box]) -> Box:
    """The smallest box holding every one of ``boxes``."""
    return (
        min(box[0] for box in boxes),
        min(box[1] for box in boxes),
        max(box[2] for box in boxes),
        max(box[3] for box in boxes),
    )


def least_covering(candidates: Sequence[Box], taken: Iterable[Box]) -> Box:
    """The first of ``candidates`` covering least of ``taken``; only what reaches the
    candidates' bounds is weighed, so a board's many names cost little."""
    area = bounds(candidates)
    near = [box for box in taken if overlap(box, area) > 0]
    return min(candidates, key=lambda box: covered(box, near))
