"""The pawns: a disc in the pair's colour with the seat's shape, the pawn's own two letters,
a Monster mark and the number of cards it saved (never which).

Pawns sharing a space sit side by side, two to a row, as large as the space allows; a crowd
that would not fit (everyone on the Gate platform at the start) stands in one row across the
space, over the bushes beside it. On a named space they keep below the name.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.goosebumps.boards import PawnBoard
from renderers.goosebumps.layout import BAND, SMALL_PX, Box
from renderers.kit.canvas import paste_sprite
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import Theme
from renderers.kit.tokens import token_sprite
from renderers.text import draw_text, font

ALONE = 21
"""The radius of a pawn alone on its space."""
SHARING = 17
"""The radius of pawns sharing a space, two to a row, side by side: room for two letters."""
CROWD = 17
"""The radius of pawns in a crowd standing in one row."""
MONSTER_GREEN = (60, 170, 60)


@dataclass(frozen=True)
class Spot:
    """Where one pawn is drawn: its centre and radius."""

    x: float
    y: float
    radius: int

    @property
    def xy(self) -> tuple[float, float]:
        return (self.x, self.y)


def pawn_area(cell: Box, named: bool) -> Box:
    """The part of a space pawns stand in: below the name on a named space."""
    left, top, right, bottom = cell
    return (left, top + BAND if named else top, right, bottom)


def spots(area: Box, count: int) -> list[Spot]:
    """Where ``count`` pawns stand in ``area``, in the order given."""
    left, top, right, bottom = area
    cx, cy = (left + right) / 2, (top + bottom) / 2
    if count == 1:
        return [Spot(cx, cy, min(ALONE, round((bottom - top) / 2) - 3))]
    gap = SHARING
    if count == 2:
        return [Spot(cx - gap, cy, SHARING), Spot(cx + gap, cy, SHARING)]
    if count <= 4 and bottom - top >= 4 * gap:
        return [
            Spot(cx + (gap if i % 2 else -gap), cy + (gap if i >= 2 else -gap), SHARING)
            for i in range(count)
        ]
    step = 2 * CROWD + 2
    first = cx - step * (count - 1) / 2
    return [Spot(first + i * step, cy, CROWD) for i in range(count)]


def draw_pawns(
    image: Image.Image,
    pawns: Sequence[PawnBoard],
    areas: Mapping[str, Box],
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """Every pawn still in the graveyard on the space it stands on: the discs first, then
    every pawn's letters and marks, so a neighbour's disc never hides them."""
    placed = list(_placed(pawns, areas))
    for pawn, spot in placed:
        seat = pawn.seat
        colour = colours.get(seat) or player_colour(seat)
        paste_sprite(
            image, token_sprite(seat, "", spot.radius, theme=theme, colour=colour), spot.xy
        )
    draw = ImageDraw.Draw(image)
    for pawn, spot in placed:
        seat = pawn.seat
        _draw_marks(draw, pawn, spot, colours.get(seat) or player_colour(seat), theme)


def _placed(
    pawns: Sequence[PawnBoard], areas: Mapping[str, Box]
) -> Iterator[tuple[PawnBoard, Spot]]:
    """Each pawn in the graveyard with where it is drawn."""
    by_space: dict[str, list[PawnBoard]] = {}
    for pawn in pawns:
        space = pawn.space
        if space is not None and space in areas:
            by_space.setdefault(space, []).append(pawn)
    for space, standing in by_space.items():
        yield from zip(standing, spots(areas[space], len(standing)), strict=True)


def _draw_marks(
    draw: ImageDraw.ImageDraw,
    pawn: PawnBoard,
    spot: Spot,
    colour: PlayerColour,
    theme: Theme,
) -> None:
    """The pawn's own letters, its Monster mark and how many cards it saved."""
    face = font(SMALL_PX, bold=True)
    draw_text(draw, (spot.x, spot.y + 1), pawn.mark, face, colour.text, anchor="mm")
    corner = spot.radius * 0.8
    if pawn.monster:
        _corner_mark(draw, (spot.x - corner, spot.y - corner), "M", theme)
    saved = pawn.saved
    if saved:
        _corner_mark(draw, (spot.x + corner, spot.y + corner), str(saved), theme)


def _corner_mark(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, theme: Theme
) -> None:
    """A Monster mark (green) or a saved-card count (white) at a pawn's corner."""
    face = font(SMALL_PX, bold=True)
    half = SMALL_PX / 2 + 1
    x, y = centre
    fill = MONSTER_GREEN if text == "M" else (255, 255, 255)
    ink = (255, 255, 255) if text == "M" else theme.ink
    box = (x - half, y - half, x + half, y + half)
    draw.rounded_rectangle(box, radius=half if text == "M" else 4, fill=fill, outline=theme.ink)
    draw_text(draw, (x, y + 1), text, face, ink, anchor="mm")
