"""Canvases: a frame, a supersampled layer shrunk once for smooth edges, small RGBA sprites."""

from __future__ import annotations

from PIL import Image

from renderers.common import ScaledDraw
from renderers.kit.theme import RGB
from renderers.text import carry_texts, pasted, start_sprite

SPRITE_SCALE = 4
"""Sprites are drawn at this many times their size and shrunk once."""


def opaque(c: RGB) -> tuple[int, int, int, int]:
    """``c`` with full alpha, for drawing on RGBA sprites."""
    return (c[0], c[1], c[2], 255)


def new_canvas(size: tuple[int, int], colour: RGB) -> Image.Image:
    return Image.new("RGB", size, colour)


def supersampled(size: tuple[int, int], colour: RGB, scale: int = 2) -> ScaledDraw:
    """A blank ``scale``x canvas with a drawer in layout pixels; shrink with ``downsample``."""
    w, h = size
    return ScaledDraw(Image.new("RGB", (w * scale, h * scale), colour), scale)


def downsample(pen: ScaledDraw, size: tuple[int, int]) -> Image.Image:
    return pen.image.resize(size, Image.Resampling.LANCZOS)


def sprite_pen(width: int, height: int | None = None, *, flat: bool = False) -> ScaledDraw:
    """A transparent sprite canvas, drawn on in sprite pixels; finish with ``shrink``.

    ``flat`` draws at the sprite's own size, with hard edges and letters: a board encoded on a
    few flat colours keeps it exactly, where soft edges turn into speckles that cost bytes."""
    h = width if height is None else height
    scale = 1 if flat else SPRITE_SCALE
    blank = Image.new("RGBA", (width * scale, h * scale), (0, 0, 0, 0))
    pen = ScaledDraw(start_sprite(blank), scale)
    if flat:
        pen.draw.fontmode = "1"
    return pen


def shrink(pen: ScaledDraw) -> Image.Image:
    """The sprite at its final size, carrying the texts drawn on it."""
    if pen.scale == 1:
        return pen.image
    w, h = pen.image.size
    small = pen.image.resize((w // pen.scale, h // pen.scale), Image.Resampling.LANCZOS)
    return carry_texts(pen.image, small)


def paste_sprite(image: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Paste an RGBA sprite centred on ``centre`` using its alpha."""
    w, h = sprite.size
    paste_at(image, sprite, (round(centre[0] - w / 2), round(centre[1] - h / 2)))


def paste_at(image: Image.Image, sprite: Image.Image, corner: tuple[int, int]) -> None:
    """Paste an RGBA sprite with its top left at ``corner`` using its alpha; its texts count
    as drawn on ``image`` (what a phone shows), at the size they have there."""
    image.paste(sprite, corner, sprite)
    pasted(image, sprite)


def sharp(pen: ScaledDraw) -> Image.Image:
    """A supersampled drawing at its size, each pixel the mean of the ones it covers: edges as
    smooth as ``downsample`` gives, without its faint ringing, which takes half the bytes to
    encode on a board of flat colours."""
    return pen.image.reduce(pen.scale)
