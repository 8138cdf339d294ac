"""The seat shapes, as polygon vertices (circle and square are drawn directly)."""

from __future__ import annotations

import math

Point = tuple[float, float]

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def shape_points(kind: str, centre: Point, radius: float) -> list[Point]:
    """Vertices of the polygon shapes in ``SHAPES``, inscribed in a circle of ``radius``."""
    x, y = centre

    def ring(n: int, r: float, phase: float) -> list[Point]:
        return [
            (
                x + r * math.cos(phase + 2 * math.pi * i / n),
                y + r * math.sin(phase + 2 * math.pi * i / n),
            )
            for i in range(n)
        ]

    if kind == "triangle":
        return [(px, py + radius * 0.18) for px, py in ring(3, radius * 1.05, -math.pi / 2)]
    if kind == "diamond":
        return ring(4, radius, -math.pi / 2)
    if kind == "hexagon":
        return ring(6, radius * 0.95, 0)
    if kind == "star":
        outer = ring(5, radius * 1.02, -math.pi / 2)
        inner = ring(5, radius * 0.45, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    raise ValueError(f"unknown shape {kind!r}")
