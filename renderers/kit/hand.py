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
from renderers.text import draw_text, ellipsize, font, wrap

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
    heading_lines: int = 1
    """A heading wraps to this many lines before it is cut."""
    margin: int = 12
    gap: int = 10

    @property
    def card(self) -> tuple[int, int]:
        across = self.width - 2 * self.margin - (self.per_row - 1) * self.gap
        return (across // self.per_row, self.card_height)

    def rows(self, cards: int) -> int:
        """Rows of a section of ``cards`` (one even when empty: its heading says so)."""
        return max(1, -(-cards // self.per_row))

    def headings(self, heading: str) -> list[str]:
        """A heading's lines: cut with an ellipsis past ``heading_lines``."""
        face = font(self.heading_px, bold=True)
        room = self.width - 2 * self.margin
        if self.heading_lines == 1:
            return [ellipsize(heading, face, room)]
        return wrap(heading, face, room, self.heading_lines)

    def heading_height(self, lines: int = 1) -> int:
        """A heading of ``lines`` lines, each further line a line's height below."""
        return self.heading_px + (lines - 1) * round(self.heading_px * 1.3)

    def section_height(self, cards: int, heading_lines: int = 1) -> int:
        top = self.heading_height(heading_lines) + self.heading_gap
        return top + self.rows(cards) * (self.card_height + self.gap)


def hand_image(
    sections: Sequence[tuple[str, Sequence[HandCard]]],
    layout: HandLayout,
    *,
    background: RGB,
    ink: RGB,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """Each section's heading (wrapped or cut to the width) over its cards, in order."""
    headings = [layout.headings(heading) for heading, _ in sections]
    heights = sum(
        layout.section_height(len(cards), len(lines))
        for lines, (_, cards) in zip(headings, sections, strict=True)
    )
    image = Image.new("RGB", (layout.width, 2 * layout.margin + heights - layout.gap), background)
    draw = ImageDraw.Draw(image)
    face = font(layout.heading_px, bold=True)
    size, y = layout.card, layout.margin
    for written, (_, cards) in zip(headings, sections, strict=True):
        for n, line in enumerate(written):
            draw_text(
                draw,
                (layout.margin, y + layout.heading_height(n + 1) - layout.heading_px),
                line,
                face,
                ink,
            )
        top = y + layout.heading_height(len(written)) + layout.heading_gap
        for index, (title, lines, colour) in enumerate(cards):
            row, column = divmod(index, layout.per_row)
            x = layout.margin + column * (size[0] + layout.gap)
            sprite = card_face(title, lines, colour, size=size, theme=theme)
            paste_at(image, sprite, (x, top + row * (size[1] + layout.gap)))
        y += layout.section_height(len(cards), len(written))
    return image
