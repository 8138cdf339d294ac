"""Text on a frame with hard edges: every pixel is ink or not.

Letters are drawn by FreeType's hinted one-bit rasteriser, made for small sizes, so they read on
a phone as soft ones do; a frame of flat colours keeps no shade for their edges, which would
only be speckles costing about a tenth of its bytes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from renderers.text import draw_text


def write(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: Sequence[int],
    *,
    anchor: str = "la",
) -> None:
    """``text`` drawn like ``draw_text`` (same anchor, same fallbacks) in ``fill``, with hard
    edges."""
    x, y = xy
    ascent, descent = face.getmetrics()
    top = int(y) - ascent - descent - 2
    strip = Image.new("L", (image.width, 2 * (ascent + descent) + 4), 0)
    pen = ImageDraw.Draw(strip)
    pen.fontmode = "1"
    draw_text(pen, (x, y - top), text, face, 255, anchor=anchor)
    colour = Image.new(image.mode, strip.size, tuple(fill[: len(image.getbands())]))
    image.paste(colour, (0, top), strip)
