"""A board's frame palette made once from a busy sample frame: a few dozen of its shades plus
the colours that must stay exact (the seats', which a sample might show too little of).

A board of flat drawn shapes loses nothing visible at 64 colours, and its PNG is a fifth
lighter than at 256 (``palette.fixed_palette``): close to a megabyte less to upload over a
six-player game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable

from PIL import Image

from renderers.kit.theme import RGB, Theme

COLOURS = 64

_PALETTES: dict[tuple[Hashable, Theme], Image.Image] = {}
_LOCK = threading.Lock()  # frames are drawn in worker threads


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


def board_palette(key: Hashable, theme: Theme, make: Callable[[Theme], Image.Image]) -> Image.Image:
    """The palette ``make(theme)`` gives for the board ``key``, kept for the process, so a
    warm-up serves the table's renderer. Made outside the lock: making one draws a sample
    frame, which takes the static layers' lock."""
    with _LOCK:
        known = _PALETTES.get((key, theme))
    if known is not None:
        return known
    palette = make(theme)
    with _LOCK:
        return _PALETTES.setdefault((key, theme), palette)
