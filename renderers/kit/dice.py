"""Die and spinner faces as cached RGBA sprites: a six-sided die of pips, a die with fewer
values (a 3-5 die), a 1-6 spinner and a die of pictures.

A face that shows no value yet (``None``) is a muted "?" tile, so the panel keeps its place.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import lru_cache

from PIL import Image

from renderers.common import ScaledDraw
from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.seats import PALETTE
from renderers.kit.shapes import SHAPES
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme

Point = tuple[float, float]
Symbol = Callable[[ScaledDraw, Point, float, Theme], None]
"""Draws one picture centred on a point, about twice the given size across."""

D6 = (1, 2, 3, 4, 5, 6)
HIGH_ROLLER = (3, 4, 5)
"""The values of a die numbered 3, 4, 5 (each on two faces)."""

PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
"""Pip places on a 3 x 3 grid, column then row."""


def _blank(pen: ScaledDraw, side: int, theme: Theme, *, rolled: bool) -> None:
    fill = (255, 255, 255, 255) if rolled else opaque(theme.bar)
    edge = opaque(theme.ink if rolled else theme.panel_edge)
    pen.rect((3, 3, side - 3, side - 3), fill=fill, outline=edge, width=3, radius=side / 6)


def _unknown(pen: ScaledDraw, side: int, theme: Theme) -> Image.Image:
    _blank(pen, side, theme, rolled=False)
    pen.text((side / 2, side / 2), "?", _big(side), opaque(theme.muted), bold=True, anchor="mm")
    return shrink(pen)


def _big(side: int) -> int:
    return max(16, round(side * 28 / 60))


@lru_cache(maxsize=32)
def die_face(
    value: int | None,
    *,
    faces: tuple[int, ...] = D6,
    side: int = 60,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """A die showing ``value`` in pips; ``faces`` are the values the die has (a value it can't
    show is refused), a number stands in for values without a pip pattern."""
    pen = sprite_pen(side)
    if value is None:
        return _unknown(pen, side, theme)
    if value not in faces:
        raise ValueError(f"a die with faces {tuple(faces)} can't show {value}")
    _blank(pen, side, theme, rolled=True)
    pips = PIPS.get(value)
    if pips is None:
        pen.text(
            (side / 2, side / 2), str(value), _big(side), opaque(theme.ink), bold=True, anchor="mm"
        )
    else:
        step = side / 4
        for i, j in pips:
            pen.circle((step * (i + 1), step * (j + 1)), side * 5.5 / 60, fill=opaque(theme.ink))
    return shrink(pen)


SPINNER_COLOURS: tuple[RGB, ...] = tuple(colour.rgb for colour in PALETTE)


LABEL_AT = 0.68
"""Where a sector's number sits, as a share of the dial's radius from its centre."""


@lru_cache(maxsize=16)
def spinner_face(
    value: int | None, *, segments: int = 6, side: int = 120, theme: Theme = DEFAULT_THEME
) -> Image.Image:
    """A spinner of ``segments`` numbered sectors with the pointer on ``value`` (1-based); with
    no value the pointer is hidden and the dial is muted. The pointer stops short of the
    number it landed on and a ring goes round that number, so it reads whole."""
    if value is not None and not 1 <= value <= segments:
        raise ValueError(f"a spinner of {segments} can't stop on {value}")
    pen = sprite_pen(side)
    c = (side / 2, side / 2)
    r = side / 2 - 4
    pen.circle(c, r + 3, fill=opaque(theme.ink))
    span = 360 / segments
    for i in range(segments):
        start = -90 + i * span
        colour = SPINNER_COLOURS[i % len(SPINNER_COLOURS)] if value is not None else theme.bar
        s = pen.scale
        box = ((c[0] - r) * s, (c[1] - r) * s, (c[0] + r) * s, (c[1] + r) * s)
        pen.draw.pieslice(
            box, start, start + span, fill=opaque(colour), outline=opaque(theme.ink), width=s
        )
        pen.text(
            _label_centre(i + 1, segments, side),
            str(i + 1),
            max(16, round(side / 7)),
            opaque(theme.ink),
            bold=True,
            anchor="mm",
        )
    pen.circle(c, side / 14, fill=opaque(theme.ink))
    if value is not None:
        _pointer(pen, value, segments, side, theme)
    return shrink(pen)


def _label_centre(value: int, segments: int, side: int) -> Point:
    """The centre of sector ``value``'s number on a spinner face ``side`` pixels across."""
    c, r = side / 2, side / 2 - 4
    mid = math.radians(-90 + (value - 0.5) * 360 / segments)
    return (c + r * LABEL_AT * math.cos(mid), c + r * LABEL_AT * math.sin(mid))


def _pointer(pen: ScaledDraw, value: int, segments: int, side: int, theme: Theme) -> None:
    """A needle from the hub towards the sector, ending before its number, and a white ring
    round the number."""
    c, r = (side / 2, side / 2), side / 2 - 4
    angle = math.radians(-90 + (value - 0.5) * 360 / segments)
    ring = max(16, round(side / 7)) * 0.7
    reach = r * LABEL_AT - ring - 1
    tip = (c[0] + reach * math.cos(angle), c[1] + reach * math.sin(angle))
    back = angle + math.pi / 2
    w = side / 12
    base = [
        (c[0] + w * math.cos(back), c[1] + w * math.sin(back)),
        (c[0] - w * math.cos(back), c[1] - w * math.sin(back)),
    ]
    pen.polygon([tip, *base], fill=(255, 255, 255, 255), outline=opaque(theme.ink), width=2)
    label = _label_centre(value, segments, side)
    pen.circle(label, ring + 1.5, outline=opaque(theme.ink), width=1)
    pen.circle(label, ring, outline=(255, 255, 255, 255), width=2.5)


def shape_symbol(kind: str, colour: RGB) -> Symbol:
    """A symbol for ``symbol_die_face``: one of the seat shapes, filled with ``colour``."""
    if kind not in SHAPES:
        raise ValueError(f"unknown shape {kind!r}")

    def draw(pen: ScaledDraw, centre: Point, size: float, theme: Theme) -> None:
        pen.shape(kind, centre, size, opaque(colour), opaque(theme.ink), 2)

    return draw


def symbol_die_face(
    symbol: str | None,
    symbols: Mapping[str, Symbol],
    *,
    side: int = 60,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """A die whose faces are pictures: ``symbols`` maps each face's name to how it is drawn.

    Not cached here (drawers need not be hashable): a renderer caches the faces it uses.
    """
    pen = sprite_pen(side)
    if symbol is None:
        return _unknown(pen, side, theme)
    try:
        picture = symbols[symbol]
    except KeyError:
        raise ValueError(f"the die has no face {symbol!r}") from None
    _blank(pen, side, theme, rolled=True)
    picture(pen, (side / 2, side / 2), side * 0.3, theme)
    return shrink(pen)
