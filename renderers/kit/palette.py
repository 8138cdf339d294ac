"""PNG encoding on a fixed 256-colour palette, made once per board from a busy sample frame.

Mapping a frame onto those colours makes it about five times faster to encode and a third of the
bytes, and a board of flat drawn shapes loses nothing visible.
"""

from __future__ import annotations

import io
from collections.abc import Iterable

from PIL import Image

from renderers.kit.theme import RGB

SWATCH = 40
FRAME_LEVEL = 6
"""zlib level for a board frame on its palette, measured on every game's sample frame
(``python -m bench.render --encoders``): level 9 saves 5-12% of the bytes at five to ten times
the time (30-70 ms a frame, most of a render); levels 1-3 take 1-3 ms less for 20-60% more
bytes."""


def encode_png(image: Image.Image, *, palette: Image.Image | None = None, level: int = 1) -> bytes:
    """PNG bytes at zlib ``level`` (1 by default: a frame is encoded on every turn, so speed
    matters; a flat board may afford more for far fewer bytes), mapped onto ``palette`` first
    when one is given."""
    if palette is not None:
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=level)
    return buf.getvalue()


def palette_from(sample: Image.Image) -> Image.Image:
    """The 256 colours that best cover a sample frame, for ``encode_png(palette=...)``."""
    return sample.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)


def fixed_palette(sample: Image.Image, must_have: Iterable[RGB]) -> Image.Image:
    """A palette for every frame of a board: the sample's colours plus swatches of colours that
    must survive exactly (the seat colours), which a sample might show too little of."""
    colours = list(must_have)
    strip = Image.new("RGB", (sample.width, sample.height + SWATCH), sample.getpixel((0, 0)))
    strip.paste(sample.convert("RGB"), (0, 0))
    for i, colour in enumerate(colours):
        strip.paste(colour, (i * SWATCH, sample.height, (i + 1) * SWATCH, strip.height))
    return palette_from(strip)
