"""Several pawns on one space, fanned out so that none covers another."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

Point = tuple[float, float]

RADII = (20, 18, 15)
"""Pawn radius for one pawn on a space, two, and three or more."""


def fan_radius(count: int, radii: Sequence[int] = RADII) -> int:
    """The pawn radius when ``count`` pawns share a space: smaller as the space fills."""
    return radii[min(count, len(radii)) - 1]


def fan_offsets(count: int, radius: float) -> list[Point]:
    """Offsets from the space's centre for ``count`` pawns of ``radius``: side by side for two,
    on a ring for more, each pawn 2 px clear of its neighbours."""
    if count < 1:
        return []
    if count == 1:
        return [(0.0, 0.0)]
    gap = 2 * radius + 2
    if count == 2:
        return [(-gap / 2, 0.0), (gap / 2, 0.0)]
    ring = gap / (2 * math.sin(math.pi / count))
    return [
        (
            ring * math.cos(-math.pi / 2 + 2 * math.pi * i / count),
            ring * math.sin(-math.pi / 2 + 2 * math.pi * i / count),
        )
        for i in range(count)
    ]


def fan(centre: Point, seats: Sequence[int]) -> dict[int, tuple[float, float, int]]:
    """Where each of ``seats`` (all on the space at ``centre``) is drawn: seat -> (x, y, radius),
    in seat order."""
    radius = fan_radius(len(seats))
    cx, cy = centre
    offsets = fan_offsets(len(seats), radius)
    return {
        seat: (cx + dx, cy + dy, radius)
        for seat, (dx, dy) in zip(sorted(seats), offsets, strict=True)
    }


def fanned(
    positions: Mapping[int, Hashable],
    centre: Callable[[Any], Point],
    radii: Sequence[int] = RADII,
    room: float = 0,
) -> dict[int, tuple[float, float, int]]:
    """Every pawn of a board: seat -> (x, y, radius), from the space each seat is on
    (``positions``) and where a space's pawns stand (``centre``), fanned out with any others
    there, ``room`` px further apart each (room for a ring round the pawn on turn)."""
    by_space: dict[Hashable, list[int]] = {}
    for seat, space in positions.items():
        by_space.setdefault(space, []).append(seat)
    placed: dict[int, tuple[float, float, int]] = {}
    for space, seats in by_space.items():
        radius = fan_radius(len(seats), radii)
        cx, cy = centre(space)
        for seat, (dx, dy) in zip(
            sorted(seats), fan_offsets(len(seats), radius + room), strict=True
        ):
            placed[seat] = (cx + dx, cy + dy, radius)
    return placed
