"""PNG encoding on a fixed palette of at most 256 colours, made once per board.

Mapping a frame onto those colours makes it about five times faster to encode and a third of the
bytes, and a board of flat drawn shapes loses nothing visible.
"""

from __future__ import annotations

import io
from collections.abc import Iterable

from PIL import Image

from renderers.kit.final import GOLD
from renderers.kit.png import palette_png, writable
from renderers.kit.seats import PALETTE
from renderers.kit.theme import RGB, Theme

SWATCH = 40
FRAME_LEVEL = 7
"""libdeflate level for a board frame on its palette, measured on every game's sample frame
(``python -m bench.render --encoders``): 2-4% fewer bytes than zlib's level 6 in half to nearly
all of its time; level 6 takes a quarter to a third less for up to 5% more bytes than zlib's 6,
level 9 saves 4-8% of the bytes at two to three times the time."""
MIN_ENTRIES = 17
"""Pillow writes a palette of 16 entries or fewer four bits a pixel, which deflates worse than
eight: a flat palette keeps at least this many, for an image Pillow encodes (one with
transparency; the kit's own writer always writes eight)."""


def encode_png(image: Image.Image, *, palette: Image.Image | None = None, level: int = 1) -> bytes:
    """PNG bytes at deflate ``level`` (1 by default: a frame is encoded on every turn, so speed
    matters; a flat board may afford more for far fewer bytes), mapped onto ``palette`` first
    when one is given. A palette image is deflated by libdeflate, any other by Pillow's zlib."""
    if palette is not None:
        if image.mode != "RGB":
            image = image.convert("RGB")
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    if writable(image):
        return palette_png(image, level)
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


def flat_palette(colours: Iterable[RGB]) -> Image.Image:
    """A palette of exactly ``colours``: a board drawn in a few flat colours maps every frame
    onto them, the soft edges of shapes and letters going to the nearest, and packs into far
    fewer bytes than on 256 shades. The palette holds no more entries than it needs (a frame
    carries its palette), but at least ``MIN_ENTRIES``, the last colour repeated."""
    kept = list(dict.fromkeys(colours))[:256]
    if not kept:
        raise ValueError("a palette needs at least one colour")
    padded = kept + [kept[-1]] * (MIN_ENTRIES - len(kept))
    palette = Image.new("P", (1, 1))
    palette.putpalette([value for colour in padded for value in colour])
    return palette


def kit_colours(theme: Theme) -> tuple[RGB, ...]:
    """The colours the kit's own parts draw in (the turn panel, the Game over look, pawns in
    the seat palette): a board's flat palette starts with them and adds its own."""
    return (
        theme.ink,
        theme.muted,
        theme.panel,
        theme.highlight,
        theme.goal_edge,
        theme.halo,
        GOLD,
        *(seat.rgb for seat in PALETTE),
    )
