"""Short text on a rounded chip: the number of a place a menu offers, a count at a pawn's
corner, the letters of a player's pawns after her name in the turn panel."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from renderers.kit.canvas import paste_at
from renderers.kit.theme import RGB
from renderers.kit.turn import AfterName
from renderers.text import draw_text, font, start_sprite, text_width

Box = tuple[float, float, float, float]
Point = tuple[float, float]
Label = tuple[str, RGB, RGB]
"""A chip's text, its fill and its letters' colour."""


@dataclass(frozen=True)
class ChipStyle:
    """A chip ``2 * half`` pixels high with bold letters of ``px``, at least as wide as high and
    ``pad`` wider than its text either side; fully round unless ``radius`` is given."""

    px: int
    half: float
    pad: float = 0
    radius: float | None = None
    edge: int = 1
    """The outline's width."""
    ring: int = 3
    """The width of the ring a chip may carry inside its outline."""
    bold: bool = True

    @property
    def face(self) -> FreeTypeFont:
        return font(self.px, bold=self.bold)

    def width(self, text: str) -> float:
        return max(2 * self.half, text_width(text, self.face) + 2 * self.pad)


def draw_chip(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    text: str,
    style: ChipStyle,
    fill: RGB,
    ink: RGB,
    outline: RGB,
    ring: RGB | None = None,
    *,
    sprite: Image.Image | None = None,
) -> Box:
    """``text`` in ``ink`` on a chip of ``fill`` outlined in ``outline``, ringed inside in
    ``ring`` when given (a mover's colour); returns the chip's box. ``sprite``: the sprite
    canvas ``draw`` draws on (see ``renderers.text.SPRITE_TEXTS``)."""
    x, y = centre
    half_w, half = style.width(text) / 2, style.half
    box = (x - half_w, y - half, x + half_w, y + half)
    radius = half if style.radius is None else style.radius
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=style.edge)
    if ring is not None:
        inner = (box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1)
        draw.rounded_rectangle(inner, radius=radius - 1, outline=ring, width=style.ring)
    draw_text(draw, (x, y + 1), text, style.face, ink, anchor="mm", sprite=sprite)
    return box


@dataclass(frozen=True)
class ChipLook:
    """A chip's colours, as ``draw_chip`` takes them."""

    fill: RGB
    ink: RGB
    outline: RGB
    ring: RGB | None = None


def paste_chip(
    image: Image.Image, centre: Point, text: str, style: ChipStyle, look: ChipLook
) -> None:
    """``draw_chip``'s very pixels, from a sprite drawn once per chip and per place between
    pixels: a frame with many chips (a menu's numbered places) pastes them.

    The chip is drawn on the sprite as far from an even pixel as ``centre`` is, which rounds
    every edge and letter as on the frame (Pillow rounds halves to even), and has hard edges
    round letters on its own fill, so pasting it through its alpha changes nothing."""
    x, y = centre
    even = (2 * math.floor(x / 2), 2 * math.floor(y / 2))
    chip, margin = _chip_sprite(text, style, look, (x - even[0], y - even[1]))
    paste_at(image, chip, (even[0] - margin, even[1] - margin))


@lru_cache(maxsize=256)
def _chip_sprite(
    text: str, style: ChipStyle, look: ChipLook, offset: Point
) -> tuple[Image.Image, int]:
    """The chip on a clear sprite, centred ``offset`` from (margin, margin); and the margin,
    an even number of pixels."""
    margin = 2 * math.ceil((style.width(text) / 2 + 2) / 2)
    side = 2 * margin + 2
    sprite = start_sprite(Image.new("RGBA", (side, side), (0, 0, 0, 0)))
    centre = (margin + offset[0], margin + offset[1])
    colours = (look.fill, look.ink, look.outline, look.ring)
    draw_chip(ImageDraw.Draw(sprite), centre, text, style, *colours, sprite=sprite)
    return sprite, margin


def chip_row(
    labels: Sequence[Label],
    style: ChipStyle,
    outline: RGB,
    gap: float = 4,
    *,
    pasted_on: Image.Image | None = None,
) -> tuple[float, AfterName]:
    """``labels`` as chips side by side after a name in the turn panel (``TurnFacts.after_name``):
    the width they take and how they are drawn; pasted (``paste_chip``) when the image they go
    on is given."""
    widths = [style.width(text) for text, _, _ in labels]

    def draw_row(draw: ImageDraw.ImageDraw, at: Point, _: int) -> None:
        x, y = at
        for (text, fill, ink), width in zip(labels, widths, strict=True):
            centre = (x + width / 2, y)
            if pasted_on is None:
                draw_chip(draw, centre, text, style, fill, ink, outline)
            else:
                paste_chip(pasted_on, centre, text, style, ChipLook(fill, ink, outline))
            x += width + gap

    return sum(width + gap for width in widths), draw_row
