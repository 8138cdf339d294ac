"""Fonts, text fitting and the supersampled drawer every board renderer shares.

Renderers are pure functions of a public view. Fonts are cached per process. Everything else a
board needs (dice, cards, the player panel, pawns, palette encoding) is in ``renderers.kit``; the
names that lived here before are re-exported below so existing imports keep working.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

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
from renderers.text import ELLIPSIS as ELLIPSIS
from renderers.text import MIN_TEXT_PX as MIN_TEXT_PX
from renderers.text import draw_text, font
from renderers.text import ellipsize as ellipsize
from renderers.text import text_width as text_width
from renderers.text import wrap as wrap

#: What the drawing helpers accept: RGB, or RGBA on sprite canvases.
Colour = tuple[int, ...]
Point = tuple[float, float]


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
        xy = (x * self.scale, y * self.scale)
        draw_text(self.draw, xy, text, face, fill, anchor=anchor, sprite=self.image)

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
