"""Cards lying in front of a player, as bands: a rounded strip in the card's colour with its
whole name wrapped over lines, its value at the right and, on a card the menus let someone
take, a badge with the letter the menu's option starts with.

A game builds its bands first (``band``), so its panel knows their height, then draws them
down a column (``draw_bands``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from renderers.kit.lines import Line, draw_lines, height, wrapped
from renderers.kit.theme import RGB, ink_on
from renderers.text import draw_text, font, text_width

Box = tuple[float, float, float, float]
BADGE_FILL: RGB = (33, 37, 41)
BADGE_INK: RGB = (255, 236, 120)
"""A badge: a yellow letter on a dark disc, unlike any card's colour."""


@dataclass(frozen=True)
class BandStyle:
    """Text size, a band's least height, the gap between bands, a badge's radius, the inset."""

    px: int
    height: int = 24
    gap: int = 4
    badge: int = 11
    pad: int = 6


@dataclass(frozen=True)
class Band:
    """One card: its name (wrapped), value, colour and badge."""

    name: list[Line]
    value: str
    colour: RGB
    badge: str | None
    style: BandStyle

    @property
    def height(self) -> int:
        return max(self.style.height, height(self.name) + 4)


def band(
    name: str, value: str, colour: RGB, width: float, style: BandStyle, badge: str | None = None
) -> Band:
    """A card's band ``width`` wide, its name wrapped to two lines in the room left."""
    room = width - 2 * style.pad - text_width(value, font(style.px, bold=True)) - 10
    room -= 2 * style.badge + style.pad if badge else 0
    lines = wrapped(name, font(style.px), ink_on(colour), room, 2)
    return Band(lines, value, colour, badge, style)


def bands_height(bands: Sequence[Band]) -> int:
    """The column's height, a gap under each band."""
    return sum(each.height + each.style.gap for each in bands)


def draw_bands(draw: ImageDraw.ImageDraw, bands: Sequence[Band], box: Box) -> list[Box]:
    """The bands down from the top of ``box``, as wide as it; returns each band's box."""
    x0, y, x1, _ = box
    boxes = []
    for each in bands:
        boxes.append((x0, y, x1, y + each.height))
        draw_band(draw, each, boxes[-1])
        y += each.height + each.style.gap
    return boxes


def draw_band(draw: ImageDraw.ImageDraw, band: Band, box: Box) -> None:
    """A card's band: its badge, its whole name, its value."""
    x0, y0, x1, y1 = box
    style, middle = band.style, (y0 + y1) / 2
    bold = font(style.px, bold=True)
    draw.rounded_rectangle(box, radius=6, fill=band.colour)
    x = x0 + style.pad
    if band.badge:
        r = style.badge
        draw.ellipse(
            (x, middle - r, x + 2 * r, middle + r), fill=BADGE_FILL, outline=BADGE_INK, width=2
        )
        draw_text(draw, (x + r, middle), band.badge, bold, BADGE_INK, anchor="mm")
        x += 2 * r + style.pad
    draw_text(draw, (x1 - style.pad, middle), band.value, bold, ink_on(band.colour), anchor="rm")
    draw_lines(draw, x, middle - height(band.name) / 2 + 1, band.name)
