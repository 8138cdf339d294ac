"""Frames drawn in a few flat colours: letters with hard edges, and every frame mapped onto
exactly its colours before it is encoded.

A board posted on nearly every move counts its bytes: on its own flat colours (no shades for
the soft edges of shapes and letters) a frame loses nothing a phone shows and packs into a
fraction of the bytes of 256 colours from a sample.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PIL import Image, ImageDraw

from renderers.kit.palette import FRAME_LEVEL, encode_png, flat_palette
from renderers.kit.theme import RGB


def flat_pen(image: Image.Image) -> ImageDraw.ImageDraw:
    """A drawer whose letters have hard edges (FreeType's hinted one-bit rasteriser, made for
    small sizes): a flat frame keeps no shade for soft ones, which would only be speckles."""
    draw = ImageDraw.Draw(image)
    draw.fontmode = "1"
    return draw


@cache
def _palette(colours: tuple[RGB, ...]) -> Image.Image:
    return flat_palette(colours)


def encode_flat(image: Image.Image, colours: Iterable[RGB], level: int = FRAME_LEVEL) -> bytes:
    """``image`` as PNG bytes, mapped onto ``colours`` without dithering (the palette made once
    per list of colours)."""
    return encode_png(image, palette=_palette(tuple(dict.fromkeys(colours))), level=level)
