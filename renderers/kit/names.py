"""Names written on a board's picture, so the words a menu or a story uses ("the Bakery", "via
North Avenue") can be found on it: a place's name in a pill beside its tile, a road's name
along the road, turned to read upwards beside a road that runs north-south, on one line or two.

``beside`` and ``along`` give the candidate boxes; the board picks the one covering least of
what is drawn there (``renderers.kit.placement``) and draws it with ``draw_name``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from PIL import Image, ImageDraw

from renderers.common import Point, ScaledDraw
from renderers.kit.canvas import opaque
from renderers.kit.placement import Box, centred
from renderers.kit.theme import RGB
from renderers.text import draw_text, font, text_width


@dataclass(frozen=True)
class Name:
    """One name on the board: its lines, its box in image pixels, and how it is written."""

    text: str
    lines: tuple[str, ...]
    box: Box
    road: bool = False
    """Written along a road (else in a pill)."""
    upright: bool = True
    """False beside a road running north-south: the name turned to read upwards."""


@dataclass(frozen=True)
class NameStyle:
    """Names ``px`` high, lines ``line_gap`` apart; a pill ``pill_pad`` wider than its text each
    side, a road's name ``gap`` from the road's edge."""

    px: int
    line_gap: float = 1.2
    pill_pad: float = 5
    gap: float = 3

    @property
    def line_height(self) -> float:
        return self.px * self.line_gap

    def measure(self, lines: Sequence[str], bold: bool = False) -> tuple[float, float]:
        face = font(self.px, bold=bold)
        return max(text_width(line, face) for line in lines), self.line_height * len(lines)


def beside(text: str, centre: Point, reach: float, style: NameStyle) -> Iterator[Name]:
    """A pill below, above, right of or left of a tile reaching ``reach`` from ``centre``, or
    at one of its corners."""
    width, height = style.measure((text,), bold=True)
    pw, ph = width + 2 * style.pill_pad, height + style.pill_pad
    x, y = centre
    h = reach
    spots = [
        (x - pw / 2, y + h),
        (x - pw / 2, y - h - ph),
        (x + h, y - ph / 2),
        (x - h - pw, y - ph / 2),
        (x + h * 0.7, y - h * 0.7 - ph),
        (x - h * 0.7 - pw, y - h * 0.7 - ph),
        (x + h * 0.7, y + h * 0.7),
        (x - h * 0.7 - pw, y + h * 0.7),
    ]
    for left, top in spots:
        yield Name(text, (text,), (left, top, left + pw, top + ph))


def along(
    name: str,
    stretches: Sequence[tuple[Point, Point]],
    road: float,
    style: NameStyle,
    away: Sequence[float] = (0,),
) -> Iterator[Name]:
    """A road's name beside each of its ``stretches`` (straight, level or upright, ``road``
    wide), a quarter, half or three quarters along, on either side, ``away`` further still
    (to keep clear of pawns), on one line or split over two."""
    words = name.split()
    splits = [(name,)] + [
        (" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))
    ]
    for lines in splits:
        length, across = style.measure(lines)
        length += 2 * style.gap
        for (ax, ay), (bx, by) in stretches:
            upright = ay == by
            for t, side, further in product((0.25, 0.5, 0.75), (-1, 1), away):
                cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
                offset = side * (road / 2 + style.gap + further + across / 2)
                if upright:
                    box = centred(cx, cy + offset, length, across)
                else:
                    box = centred(cx + offset, cy, across, length)
                yield Name(name, lines, box, True, upright)


def draw_name(
    pen: ScaledDraw, name: Name, style: NameStyle, ink: RGB, road_ink: RGB, edge: RGB
) -> None:
    """A place's name in ``ink`` on a white pill rimmed in ``edge``, or a road's in
    ``road_ink`` along it."""
    x0, y0, x1, y1 = name.box
    if not name.road:
        pen.rect(name.box, fill=(255, 255, 255), outline=edge, width=1.5, radius=6)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        pen.text((cx, cy + 1), name.text, style.px, ink, bold=True, anchor="mm")
    elif name.upright:
        x, y = (x0 + x1) / 2, y0
        for line in name.lines:
            pen.text((x, y + style.line_height / 2), line, style.px, road_ink, anchor="mm")
            y += style.line_height
    else:
        _write_turned(pen, name, style, road_ink)


def _write_turned(pen: ScaledDraw, name: Name, style: NameStyle, ink: RGB) -> None:
    """The name turned a quarter to read upwards, drawn on a strip as wide as the image so the
    text keeps its size relative to the image it is drawn on."""
    x0, y0, x1, y1 = name.box
    scale = pen.scale
    length, across = (y1 - y0) * scale, (x1 - x0) * scale
    strip = Image.new("RGBA", (pen.image.width, round(across)), (0, 0, 0, 0))
    face = font(style.px * scale)
    draw = ImageDraw.Draw(strip)
    step = style.line_height * scale
    for i, line in enumerate(name.lines):
        centre = (length / 2, (i + 0.5) * step)
        draw_text(draw, centre, line, face, opaque(ink), anchor="mm")
    turned = strip.crop((0, 0, round(length), round(across))).rotate(90, expand=True)
    pen.image.paste(turned, (round(x0 * scale), round(y0 * scale)), turned)
