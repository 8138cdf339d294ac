"""Fonts, text fitting and the supersampled drawer every board renderer shares.

Renderers are pure functions of a public view. Fonts are cached per process. Everything else a
board needs (dice, cards, the player panel, pawns, palette encoding) is in ``renderers.kit``; the
names that lived here before are re-exported below so existing imports keep working.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# Moved to the kit; re-exported here so existing imports keep working.
from renderers.kit.palette import encode_png as encode_png
from renderers.kit.palette import palette_from as palette_from
from renderers.kit.seats import PALETTE as PALETTE
from renderers.kit.seats import PlayerColour as PlayerColour
from renderers.kit.seats import player_colour as player_colour
from renderers.kit.shapes import SHAPES as SHAPES
from renderers.kit.shapes import shape_points
from renderers.kit.theme import DEFAULT_THEME as DEFAULT_THEME
from renderers.kit.theme import RGB as RGB
from renderers.kit.theme import Theme as Theme

#: What the drawing helpers accept: RGB, or RGBA on sprite canvases.
Colour = tuple[int, ...]
Point = tuple[float, float]

FONT_DIR = Path(__file__).resolve().parent.parent / "data" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

#: Smallest text size we draw: the board must stay readable on a phone.
MIN_TEXT_PX = 16
ELLIPSIS = "…"

# --- fonts and text -------------------------------------------------------------------------


@lru_cache(maxsize=64)
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu font at ``size`` px; refuses sizes a phone can't read."""
    if size < MIN_TEXT_PX:
        raise ValueError(f"text must be at least {MIN_TEXT_PX} px, not {size}")
    return ImageFont.truetype(str(FONT_BOLD if bold else FONT_REGULAR), size)


def text_width(text: str, face: ImageFont.FreeTypeFont) -> float:
    return face.getlength(text)


def ellipsize(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text`` cut with an ellipsis so it fits ``max_width`` (player names are free text)."""
    if text_width(text, face) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits together with the ellipsis
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid].rstrip() + ELLIPSIS, face) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def wrap(text: str, face: ImageFont.FreeTypeFont, max_width: float, max_lines: int) -> list[str]:
    """Greedy word wrap; the last allowed line is ellipsised if text remains."""
    lines: list[str] = []
    words = text.split()
    current = ""
    while words:
        word = words[0]
        trial = f"{current} {word}" if current else word
        if text_width(trial, face) <= max_width:
            current = trial
            words.pop(0)
            continue
        if not current:  # a single word wider than the line
            current = ellipsize(word, face, max_width)
            words.pop(0)
        lines.append(current)
        current = ""
        if len(lines) == max_lines:
            break
    if current and len(lines) < max_lines:
        lines.append(current)
    elif words and lines:
        lines[-1] = ellipsize(lines[-1] + " " + " ".join(words), face, max_width)
    return lines


def initial(name: str) -> str:
    """The letter on a player's token: the first letter or digit of the name, upper-cased."""
    for ch in name.strip():
        if ch.isalnum():
            return ch.upper()
    return "?"


# --- drawing in layout pixels ---------------------------------------------------------------


class ScaledDraw:
    """Draws in layout pixels onto a canvas ``scale`` times larger.

    Static art is drawn supersampled and shrunk once, which gives antialiased edges that
    Pillow's ImageDraw doesn't draw by itself.
    """

    def __init__(self, image: Image.Image, scale: int) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.scale = scale

    def _pts(self, points: Sequence[Point]) -> list[tuple[float, float]]:
        s = self.scale
        return [(x * s, y * s) for x, y in points]

    def _w(self, width: float) -> int:
        return max(1, round(width * self.scale)) if width else 0

    def line(self, points: Sequence[Point], fill: Colour, width: float) -> None:
        self.draw.line(self._pts(points), fill=fill, width=self._w(width), joint="curve")

    def circle(
        self,
        centre: Point,
        radius: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        s = self.scale
        x, y = centre
        box = ((x - radius) * s, (y - radius) * s, (x + radius) * s, (y + radius) * s)
        self.draw.ellipse(box, fill=fill, outline=outline, width=self._w(width))

    def ellipse(
        self,
        box: tuple[float, float, float, float],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        s = self.scale
        self.draw.ellipse(
            tuple(v * s for v in box), fill=fill, outline=outline, width=self._w(width)
        )

    def rect(
        self,
        box: tuple[float, float, float, float],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
        radius: float = 0,
    ) -> None:
        s = self.scale
        scaled = tuple(v * s for v in box)
        self.draw.rounded_rectangle(
            scaled, radius=radius * s, fill=fill, outline=outline, width=self._w(width)
        )

    def polygon(
        self,
        points: Sequence[Point],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        self.draw.polygon(self._pts(points), fill=fill, outline=outline, width=self._w(width))

    def arc(
        self,
        box: tuple[float, float, float, float],
        start: float,
        end: float,
        fill: Colour,
        width: float,
    ) -> None:
        s = self.scale
        self.draw.arc(tuple(v * s for v in box), start, end, fill=fill, width=self._w(width))

    def text(
        self,
        xy: Point,
        text: str,
        size: int,
        fill: Colour,
        *,
        bold: bool = False,
        anchor: str = "la",
    ) -> None:
        if size < MIN_TEXT_PX:
            raise ValueError(f"text must be at least {MIN_TEXT_PX} px, not {size}")
        x, y = xy
        face = font(size * self.scale, bold=bold)
        self.draw.text((x * self.scale, y * self.scale), text, font=face, fill=fill, anchor=anchor)

    def shape(
        self,
        kind: str,
        centre: Point,
        radius: float,
        fill: Colour | None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """One of ``SHAPES`` inscribed in a circle of ``radius``."""
        if kind == "circle":
            self.circle(centre, radius * 0.86, fill, outline, width)
        elif kind == "square":
            r = radius * 0.78
            x, y = centre
            self.rect((x - r, y - r, x + r, y + r), fill, outline, width)
        else:
            self.polygon(shape_points(kind, centre, radius), fill, outline, width)
