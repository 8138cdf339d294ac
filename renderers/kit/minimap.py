"""A board shown small with one place ringed: where a seat's secret target lies, on its own
private picture. Draw the board's layer without words for it (names shrink past reading)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.theme import RGB

RING = (214, 40, 40)


def paste_minimap(
    image: Image.Image,
    layer: Image.Image,
    corner: tuple[int, int],
    side: int,
    ringed: tuple[float, float],
    ring: RGB = RING,
) -> None:
    """``layer`` (a square board) shrunk to ``side`` at ``corner`` of ``image``, its point
    ``ringed`` (in the layer's pixels) circled in ``ring`` on a white halo."""
    left, top = corner
    image.paste(layer.resize((side, side), Image.Resampling.BOX), corner)
    x, y = ringed
    cx, cy = left + x * side / layer.width, top + y * side / layer.height
    sprite = _ring_sprite(round(side * 0.16), ring)
    image.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)), sprite)


@lru_cache(maxsize=8)
def _ring_sprite(side: int, colour: RGB) -> Image.Image:
    pen = sprite_pen(side)
    c = side / 2
    pen.circle((c, c), c - 2, outline=opaque((255, 255, 255)), width=6)
    pen.circle((c, c), c - 3, outline=opaque(colour), width=4)
    return shrink(pen)
