"""What every board renderer shares: canvas, theme, player palette, fonts, tokens, text, PNG.

Renderers are pure functions of a public view. Everything here is cached per process where it is
costly to build (fonts, token sprites), so a frame only pays for pasting and encoding.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.text import ELLIPSIS as ELLIPSIS
from renderers.text import MIN_TEXT_PX as MIN_TEXT_PX
from renderers.text import draw_text, font
from renderers.text import ellipsize as ellipsize
from renderers.text import text_width as text_width
from renderers.text import wrap as wrap

RGB = tuple[int, int, int]
#: What the drawing helpers accept: RGB, or RGBA on sprite canvases.
Colour = tuple[int, ...]
Point = tuple[float, float]


SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")


@dataclass(frozen=True)
class PlayerColour:
    """A seat's colour, paired with a shape so that colour is never the only cue."""

    name: str
    rgb: RGB
    shape: str
    text: RGB


# Okabe-Ito colours: pairwise distinct under protanopia, deuteranopia and tritanopia
# (tests/renderers/test_common.py checks that). Ordered so that 3-player games get the most
# distinct three.
PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour("blue", (0, 114, 178), "circle", (255, 255, 255)),
    PlayerColour("orange", (230, 159, 0), "square", (20, 20, 20)),
    PlayerColour("green", (0, 158, 115), "triangle", (255, 255, 255)),
    PlayerColour("yellow", (240, 228, 66), "diamond", (20, 20, 20)),
    PlayerColour("sky", (86, 180, 233), "star", (20, 20, 20)),
    PlayerColour("vermillion", (213, 94, 0), "hexagon", (255, 255, 255)),
)


def player_colour(seat: int) -> PlayerColour:
    """The palette entry of a seat (seats beyond six reuse colours; our games stop at six)."""
    return PALETTE[seat % len(PALETTE)]


@dataclass(frozen=True)
class Theme:
    """Colours shared by the renderers; frozen so it can key the static-layer caches."""

    background: RGB = (236, 231, 218)
    ink: RGB = (33, 37, 41)
    muted: RGB = (88, 94, 102)
    panel: RGB = (250, 248, 242)
    panel_edge: RGB = (198, 190, 172)
    highlight: RGB = (255, 244, 190)
    halo: RGB = (255, 255, 255)
    road: RGB = (104, 110, 120)
    road_edge: RGB = (72, 76, 84)
    lane: RGB = (236, 236, 228)
    space: RGB = (252, 252, 248)
    tile: RGB = (255, 251, 238)
    goal_edge: RGB = (176, 124, 26)
    start: RGB = (255, 236, 170)
    danger: RGB = (178, 34, 34)
    bar: RGB = (226, 221, 208)


DEFAULT_THEME = Theme()


# --- text -----------------------------------------------------------------------------------


def initial(name: str) -> str:
    """The letter on a player's token: the first letter or digit of the name, upper-cased."""
    for ch in name.strip():
        if ch.isalnum():
            return ch.upper()
    return "?"


# --- canvas and encoding --------------------------------------------------------------------


def opaque(c: RGB) -> tuple[int, int, int, int]:
    """``c`` with full alpha, for drawing on RGBA sprites."""
    return (c[0], c[1], c[2], 255)


def new_canvas(size: tuple[int, int], colour: RGB) -> Image.Image:
    return Image.new("RGB", size, colour)


def encode_png(image: Image.Image, *, palette: Image.Image | None = None) -> bytes:
    """PNG bytes at compression level 1: a frame is encoded on every turn, so speed matters.

    With ``palette`` (a "P" image made once from a sample frame), the frame is mapped onto those
    256 colours first: about five times faster to encode and a third of the bytes, and a board of
    flat drawn shapes loses nothing visible.
    """
    if palette is not None:
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def palette_from(sample: Image.Image) -> Image.Image:
    """The 256 colours that best cover a sample frame, for ``encode_png(palette=...)``."""
    return sample.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)


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
        draw_text(self.draw, (x * self.scale, y * self.scale), text, face, fill, anchor=anchor)

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


def shape_points(kind: str, centre: Point, radius: float) -> list[Point]:
    """Vertices of the polygon shapes in ``SHAPES`` (circle and square are drawn directly)."""
    x, y = centre

    def ring(n: int, r: float, phase: float) -> list[Point]:
        return [
            (
                x + r * math.cos(phase + 2 * math.pi * i / n),
                y + r * math.sin(phase + 2 * math.pi * i / n),
            )
            for i in range(n)
        ]

    if kind == "triangle":
        return [(px, py + radius * 0.18) for px, py in ring(3, radius * 1.05, -math.pi / 2)]
    if kind == "diamond":
        return ring(4, radius, -math.pi / 2)
    if kind == "hexagon":
        return ring(6, radius * 0.95, 0)
    if kind == "star":
        outer = ring(5, radius * 1.02, -math.pi / 2)
        inner = ring(5, radius * 0.45, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    raise ValueError(f"unknown shape {kind!r}")


def supersampled(size: tuple[int, int], colour: RGB, scale: int = 2) -> ScaledDraw:
    """A blank ``scale``x canvas with a drawer in layout pixels; shrink with ``downsample``."""
    w, h = size
    return ScaledDraw(Image.new("RGB", (w * scale, h * scale), colour), scale)


def downsample(pen: ScaledDraw, size: tuple[int, int]) -> Image.Image:
    return pen.image.resize(size, Image.Resampling.LANCZOS)


# --- tokens ---------------------------------------------------------------------------------

_SPRITE_SCALE = 4


def token_extent(radius: int) -> int:
    """Half the side of a token sprite: room for the shape badge and the active-player halo."""
    return math.ceil(max(radius + 9, radius * 1.2 + 3))


@lru_cache(maxsize=512)
def token_sprite(
    seat: int, letter: str, radius: int, *, halo: bool = False, theme: Theme = DEFAULT_THEME
) -> Image.Image:
    """A player's pawn as an RGBA sprite: coloured disc, outline, initial, shape badge.

    Drawn at 4x and shrunk once, then cached: a frame only pastes it.
    """
    colour = player_colour(seat)
    half = token_extent(radius)
    side = 2 * half
    pen = ScaledDraw(Image.new("RGBA", (side * _SPRITE_SCALE,) * 2, (0, 0, 0, 0)), _SPRITE_SCALE)
    c = (half, half)
    if halo:
        pen.circle(c, radius + 8, fill=opaque(theme.ink))
        pen.circle(c, radius + 6, fill=opaque(theme.halo))
        pen.circle(c, radius + 3, fill=opaque(theme.ink))
    pen.circle(c, radius, fill=opaque(theme.ink))
    pen.circle(c, radius - 2, fill=opaque(colour.rgb))
    size = max(MIN_TEXT_PX, round(radius * 1.05))
    pen.text((half, half + 1), letter, size, opaque(colour.text), bold=True, anchor="mm")
    badge = radius * 0.42
    bc = (half + radius * 0.74, half - radius * 0.74)
    pen.shape(colour.shape, bc, badge + 1.6, opaque(theme.ink))
    pen.shape(colour.shape, bc, badge, (255, 255, 255, 255))
    return pen.image.resize((side, side), Image.Resampling.LANCZOS)


def paste_sprite(image: Image.Image, sprite: Image.Image, centre: Point) -> None:
    """Paste an RGBA sprite centred on ``centre`` using its alpha."""
    w, h = sprite.size
    image.paste(sprite, (round(centre[0] - w / 2), round(centre[1] - h / 2)), sprite)


def draw_token(
    image: Image.Image,
    centre: Point,
    seat: int,
    name: str,
    radius: int,
    *,
    halo: bool = False,
    theme: Theme = DEFAULT_THEME,
) -> None:
    """Draw a player's pawn (see ``token_sprite``) centred on ``centre``."""
    paste_sprite(image, token_sprite(seat, initial(name), radius, halo=halo, theme=theme), centre)
