"""A legend on one line: a swatch of each colour a board marks something with, then its name."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PIL import ImageDraw, ImageFont

from renderers.kit.boxes import Box
from renderers.kit.phone import scaled_px
from renderers.kit.theme import RGB
from renderers.text import draw_text, text_width

Entry = tuple[RGB, str]
"""A swatch's colour and what it marks."""


def draw_legend(
    draw: ImageDraw.ImageDraw,
    area: Box,
    entries: Sequence[Entry],
    face: ImageFont.FreeTypeFont,
    *,
    ink: RGB,
    edge: RGB,
    unit: float = 1.0,
) -> None:
    """Each entry from the left of ``area``, on its middle line: a rounded swatch a little
    taller than the letters, rimmed in ``edge``, and its name in ``ink``. Spacings are design
    lengths times ``unit`` (a frame drawn smaller than its design passes its scale)."""

    px = partial(scaled_px, scale=unit)
    left, top, _, bottom = area
    middle, swatch = (top + bottom) / 2, round(face.size) + px(4)
    x: float = left
    for fill, text in entries:
        box = (x, middle - swatch / 2, x + swatch, middle + swatch / 2)
        draw.rounded_rectangle(box, px(4), fill=fill, outline=edge)
        x += swatch + px(6)
        draw_text(draw, (x, middle), text, face, ink, anchor="lm")
        x += text_width(text, face) + px(14)
