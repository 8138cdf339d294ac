"""The 64 colours every frame of a board is encoded in: a busy sample frame's, with every seat's
colour kept exact.

A board of flat drawn shapes loses nothing visible at 64 colours, and its PNG is a fifth lighter
than at 256 (what renderers/kit/palette.py makes): close to a megabyte less to upload over a
six-player game.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image

from renderers.kit.palette import FRAME_LEVEL
from renderers.kit.theme import RGB

COLOURS = 64
COMPRESSION = FRAME_LEVEL
"""The kit's level for frames: nearly level 9's bytes for a fraction of its time."""


def frame_palette(sample: Image.Image, exact: Iterable[RGB]) -> Image.Image:
    """A palette for every frame of a board: the colours that must stay exact (the seats',
    which a sample might show too little of to keep), and as many of the sample's others as
    there is room for."""
    kept = list(dict.fromkeys(exact))
    room = COLOURS - len(kept)
    shades = sample.convert("RGB").quantize(colors=room, method=Image.Quantize.FASTOCTREE)
    values = (shades.getpalette() or [])[: 3 * room]
    for colour in kept:
        values += list(colour)
    palette = Image.new("P", (1, 1))
    palette.putpalette(values)
    return palette
