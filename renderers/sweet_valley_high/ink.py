"""Text on a frame in three levels of ink: none, half and full.

Letters are drawn with their soft edges, then each edge pixel is rounded to no ink, half ink or
full ink. On a phone they read as before; in the encoded frame their edges take one shade
instead of many, which saves about a seventh of the school's bytes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from renderers.text import draw_text

LEVELS = [0 if value < 64 else 128 if value < 192 else 255 for value in range(256)]


def write(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: Sequence[int],
    *,
    anchor: str = "la",
) -> None:
    """``text`` drawn like ``draw_text`` (same anchor, same fallbacks), its edges in three
    levels of ``fill``."""
    x, y = xy
    ascent, descent = face.getmetrics()
    top = int(y) - ascent - descent - 2
    strip = Image.new("L", (image.width, 2 * (ascent + descent) + 4), 0)
    draw_text(ImageDraw.Draw(strip), (x, y - top), text, face, 255, anchor=anchor)
    colour = Image.new(image.mode, strip.size, tuple(fill[: len(image.getbands())]))
    image.paste(colour, (0, top), strip.point(LEVELS))
