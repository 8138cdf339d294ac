"""The 64 colours every frame of a board is encoded in: a busy sample frame's, with every seat's
colour kept exact.

A board of flat drawn shapes loses nothing visible at 64 colours, and its PNG is a fifth lighter
than at 256 (what renderers/kit/palette.py makes); over a six-player game that is a megabyte
less to upload.
"""

from __future__ import annotations

import io
from collections.abc import Iterable

from PIL import Image

from renderers.kit.theme import RGB

COLOURS = 64
SWATCH = 40
COMPRESSION = 9
"""PNG compression: the smallest file, for some 30 ms a frame in a worker thread."""


def frame_palette(sample: Image.Image, must_have: Iterable[RGB]) -> Image.Image:
    """A palette for every frame of a board: the sample's colours, and swatches of the colours
    that must survive exactly (the seats'), which the sample might show too little of."""
    colours = list(must_have)
    strip = Image.new("RGB", (sample.width, sample.height + SWATCH), sample.getpixel((0, 0)))
    strip.paste(sample.convert("RGB"), (0, 0))
    for i, colour in enumerate(colours):
        strip.paste(colour, (i * SWATCH, sample.height, (i + 1) * SWATCH, strip.height))
    return strip.quantize(colors=COLOURS, method=Image.Quantize.FASTOCTREE)


def encode(image: Image.Image, palette: Image.Image) -> bytes:
    """``image`` mapped onto ``palette``, as PNG."""
    buffer = io.BytesIO()
    quantized = image.quantize(palette=palette, dither=Image.Dither.NONE)
    quantized.save(buffer, format="PNG", compress_level=COMPRESSION)
    return buffer.getvalue()
