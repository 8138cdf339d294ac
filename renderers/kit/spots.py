"""Where the pawns sharing one square space stand inside it: alone in the middle, two side by
side, up to four two to a row, and a crowd too big for that in one row across the space (over
its neighbours' edges, as players crowd a start space)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

Box = tuple[float, float, float, float]
Pawn = TypeVar("Pawn")
Space = TypeVar("Space", bound=Hashable)


@dataclass(frozen=True)
class Spot:
    """Where one pawn is drawn: its centre and radius."""

    x: float
    y: float
    radius: int

    @property
    def xy(self) -> tuple[float, float]:
        return (self.x, self.y)


@dataclass(frozen=True)
class Spots:
    """The radius of a pawn ``alone`` (less if the space is lower), of pawns ``sharing`` a
    space (touching, side by side) and of pawns in a ``crowd`` (2 pixels apart)."""

    alone: int
    sharing: int
    crowd: int

    def __call__(self, area: Box, count: int) -> list[Spot]:
        """Where ``count`` pawns stand in ``area``, in the order given."""
        left, top, right, bottom = area
        cx, cy = (left + right) / 2, (top + bottom) / 2
        if count == 1:
            return [Spot(cx, cy, min(self.alone, round((bottom - top) / 2) - 3))]
        gap = self.sharing
        if count == 2:
            return [Spot(cx - gap, cy, gap), Spot(cx + gap, cy, gap)]
        if count <= 4 and bottom - top >= 4 * gap:
            return [
                Spot(cx + (gap if i % 2 else -gap), cy + (gap if i >= 2 else -gap), gap)
                for i in range(count)
            ]
        step = 2 * self.crowd + 2
        first = cx - step * (count - 1) / 2
        return [Spot(first + i * step, cy, self.crowd) for i in range(count)]

    def placed(
        self,
        pawns: Iterable[Pawn],
        space_of: Callable[[Pawn], Space | None],
        areas: Mapping[Space, Box],
    ) -> Iterator[tuple[Pawn, Spot]]:
        """Each pawn standing on a space of ``areas`` with its spot, space by space in the order
        the spaces are first stood on."""

        def on_an_area(pawn: Pawn) -> Space | None:
            space = space_of(pawn)
            return space if space in areas else None

        return placed(pawns, on_an_area, lambda space, count: self(areas[space], count))


def placed(
    pawns: Iterable[Pawn],
    space_of: Callable[[Pawn], Space | None],
    spots_of: Callable[[Space, int], Sequence[Spot]],
) -> Iterator[tuple[Pawn, Spot]]:
    """Each pawn standing on a space with its spot, ``spots_of(space, count)`` for the pawns
    sharing it, space by space in the order the spaces are first stood on."""
    by_space: dict[Space, list[Pawn]] = {}
    for pawn in pawns:
        space = space_of(pawn)
        if space is not None:
            by_space.setdefault(space, []).append(pawn)
    for space, standing in by_space.items():
        yield from zip(standing, spots_of(space, len(standing)), strict=True)


def in_a_row(area: Box, count: int, largest: int, gap: float) -> list[Spot]:
    """``count`` pawns side by side along the top of ``area``, centred across it and ``gap``
    apart, as large as ``largest`` and as the area's width and height let them."""
    left, top, right, bottom = area
    radius = min(largest, int((right - left) / count / 2) - 1, int((bottom - top) / 2))
    step = 2 * radius + gap
    first = (left + right) / 2 - step * (count - 1) / 2
    return [Spot(first + i * step, top + radius, radius) for i in range(count)]
