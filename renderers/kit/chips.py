"""Short text on a rounded chip: the number of a place a menu offers, a count at a pawn's
corner, the letters of a player's pawns after her name in the turn panel."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw
from PIL.ImageFont import FreeTypeFont

from renderers.kit.theme import RGB
from renderers.kit.turn import AfterName
from renderers.text import draw_text, font, text_width

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
) -> Box:
    """``text`` in ``ink`` on a chip of ``fill`` outlined in ``outline``, ringed inside in
    ``ring`` when given (a mover's colour); returns the chip's box."""
    x, y = centre
    half_w, half = style.width(text) / 2, style.half
    box = (x - half_w, y - half, x + half_w, y + half)
    radius = half if style.radius is None else style.radius
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=style.edge)
    if ring is not None:
        inner = (box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1)
        draw.rounded_rectangle(inner, radius=radius - 1, outline=ring, width=style.ring)
    draw_text(draw, (x, y + 1), text, style.face, ink, anchor="mm")
    return box


def chip_row(
    labels: Sequence[Label], style: ChipStyle, outline: RGB, gap: float = 4
) -> tuple[float, AfterName]:
    """``labels`` as chips side by side after a name in the turn panel (``TurnFacts.after_name``):
    the width they take and how they are drawn."""
    widths = [style.width(text) for text, _, _ in labels]

    def draw_row(draw: ImageDraw.ImageDraw, at: Point, _: int) -> None:
        x, y = at
        for (text, fill, ink), width in zip(labels, widths, strict=True):
            draw_chip(draw, (x + width / 2, y), text, style, fill, ink, outline)
            x += width + gap

    return sum(width + gap for width in widths), draw_row
