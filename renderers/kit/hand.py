"""A seat's own cards as its private panel shows them: under each heading, cards face up in
rows a phone reads (the kit's ``card_face``: the title on the band, the lines below).

A game says what the cards are (``HandCard``: title, lines, band colour) under which heading,
and how they are laid out (``HandLayout``); the kit draws the picture, the game encodes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers.kit.canvas import paste_at
from renderers.kit.cards import card_face
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme
from renderers.text import draw_text, ellipsize, font

HandCard = tuple[str, tuple[str, ...], RGB]
"""A card's title, the lines under it, and the colour of its band."""


@dataclass(frozen=True)
class HandLayout:
    """``per_row`` cards ``card_height`` high across ``width``, each heading ``heading_px``
    high with ``heading_gap`` under it."""

    width: int
    per_row: int
    card_height: int
    heading_px: int
    heading_gap: int
    margin: int = 12
    gap: int = 10

    @property
    def card(self) -> tuple[int, int]:
        across = self.width - 2 * self.margin - (self.per_row - 1) * self.gap
        return (across // self.per_row, self.card_height)

    def rows(self, cards: int) -> int:
        """Rows of a section of ``cards`` (one even when empty: its heading says so)."""
        return max(1, -(-cards // self.per_row))

    def section_height(self, cards: int) -> int:
        return self.heading_px + self.heading_gap + self.rows(cards) * (self.card_height + self.gap)


def hand_image(
    sections: Sequence[tuple[str, Sequence[HandCard]]],
    layout: HandLayout,
    *,
    background: RGB,
    ink: RGB,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """Each section's heading (cut to the width) over its cards, in order."""
    heights = sum(layout.section_height(len(cards)) for _, cards in sections)
    image = Image.new("RGB", (layout.width, 2 * layout.margin + heights - layout.gap), background)
    draw = ImageDraw.Draw(image)
    face = font(layout.heading_px, bold=True)
    size, y = layout.card, layout.margin
    for heading, cards in sections:
        shown = ellipsize(heading, face, layout.width - 2 * layout.margin)
        draw_text(draw, (layout.margin, y), shown, face, ink)
        top = y + layout.heading_px + layout.heading_gap
        for index, (title, lines, colour) in enumerate(cards):
            row, column = divmod(index, layout.per_row)
            x = layout.margin + column * (size[0] + layout.gap)
            sprite = card_face(title, lines, colour, size=size, theme=theme)
            paste_at(image, sprite, (x, top + row * (size[1] + layout.gap)))
        y += layout.section_height(len(cards))
    return image
