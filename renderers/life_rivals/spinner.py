"""The 1-6 spinner: the dial turned so the number spun sits at the top, under a pointer that
stands outside the dial, so the pointer never hides the number it points at.

The dial is a supersampled sprite; its numbers are written on the picture itself, at the
picture's text size.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.kit.canvas import opaque, paste_sprite, shrink, sprite_pen
from renderers.kit.dice import SPINNER_COLOURS
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on, mix
from renderers.life_rivals.layout import TEXT_PX, Box, Point
from renderers.text import draw_text, font

SEGMENTS = 6
POINTER_H = 16
"""The pointer's height above the dial."""
NUMBER_AT = 0.62
"""How far out the numbers are written, as a share of the dial's radius."""


def radius(side: int) -> float:
    return side / 2 - 3


def _angle(number: int, value: int | None) -> float:
    """The angle (degrees, clockwise from east) of the middle of ``number``'s sector: the value
    spun at the top, the others following clockwise."""
    return -90 + (number - (value or 1)) * 360 / SEGMENTS


def segment_colour(number: int, value: int | None, theme: Theme) -> RGB:
    """Each sector in its colour once spun, the one spun brightest; all muted before a spin."""
    if value is None:
        return theme.bar
    colour = SPINNER_COLOURS[(number - 1) % len(SPINNER_COLOURS)]
    return colour if number == value else mix(colour, theme.panel, 0.45)


def dial_centre(centre: Point, side: int) -> Point:
    """The dial's centre for a spinner drawn around ``centre`` (the pointer above the dial)."""
    return (centre[0], centre[1] + POINTER_H / 2)


def number_centre(number: int, value: int | None, centre: Point, side: int) -> Point:
    cx, cy = dial_centre(centre, side)
    angle = math.radians(_angle(number, value))
    r = radius(side) * NUMBER_AT
    return (cx + r * math.cos(angle), cy + r * math.sin(angle))


def number_box(number: int, value: int | None, centre: Point, side: int) -> Box:
    """Where ``number`` is written on the dial."""
    x, y = number_centre(number, value, centre, side)
    half = TEXT_PX * 0.6
    return (x - half, y - half, x + half, y + half)


def pointer(centre: Point, side: int) -> list[Point]:
    """The pointer's corners: a triangle above the dial, its tip on the rim."""
    cx, cy = dial_centre(centre, side)
    top = cy - radius(side)
    return [(cx - 9, top - POINTER_H), (cx + 9, top - POINTER_H), (cx, top + 3)]


@lru_cache(maxsize=16)
def _dial(value: int | None, side: int, theme: Theme) -> Image.Image:
    """The dial and its pointer as a sprite ``side`` wide and ``side + POINTER_H`` high."""
    pen = sprite_pen(side, side + POINTER_H)
    centre = (side / 2, POINTER_H + side / 2)
    r = radius(side)
    pen.circle(centre, r + 3, fill=opaque(theme.ink))
    s = pen.scale
    box = tuple(v * s for v in (centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r))
    span = 360 / SEGMENTS
    for number in range(1, SEGMENTS + 1):
        start = _angle(number, value) - span / 2
        fill = opaque(segment_colour(number, value, theme))
        pen.draw.pieslice(box, start, start + span, fill=fill, outline=opaque(theme.ink), width=s)
    pen.circle(centre, side / 14, fill=opaque(theme.ink))
    if value is not None:
        tip = pointer((side / 2, (side + POINTER_H) / 2), side)
        pen.polygon(tip, fill=(255, 255, 255, 255), outline=opaque(theme.ink), width=2)
    return shrink(pen)


def draw_spinner(
    image: Image.Image,
    centre: Point,
    side: int,
    value: int | None,
    *,
    theme: Theme = DEFAULT_THEME,
) -> None:
    """The spinner around ``centre`` showing ``value`` (None: not spun yet, no pointer)."""
    paste_sprite(image, _dial(value, side, theme), centre)
    draw = ImageDraw.Draw(image)
    face = font(TEXT_PX, bold=True)
    for number in range(1, SEGMENTS + 1):
        ink = ink_on(segment_colour(number, value, theme))
        at = number_centre(number, value, centre, side)
        draw_text(draw, at, str(number), face, ink, anchor="mm")
