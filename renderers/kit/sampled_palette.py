"""A board's frame palette from a busy sample frame: a few dozen of its shades plus the colours
that must stay exact (the seats', which a sample might show too little of); made once per
board with ``frame_palette.board_palette``.

A board of flat drawn shapes loses nothing visible at 64 colours, and its PNG is a fifth
lighter than at 256 (``palette.fixed_palette``): close to a megabyte less to upload over a
six-player game.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image

from renderers.kit.theme import RGB

COLOURS = 64


def sampled_palette(
    sample: Image.Image, exact: Iterable[RGB], colours: int = COLOURS
) -> Image.Image:
    """``exact`` kept as they are, and as many of ``sample``'s other shades as there is room
    for in ``colours``."""
    kept = list(dict.fromkeys(exact))
    room = colours - len(kept)
    shades = sample.convert("RGB").quantize(colors=room, method=Image.Quantize.FASTOCTREE)
    values = (shades.getpalette() or [])[: 3 * room]
    for colour in kept:
        values += list(colour)
    palette = Image.new("P", (1, 1))
    palette.putpalette(values)
    return palette
