"""The graveyard's colours and its pictures as cached sprites: each kind of space, the three
tombs, the symbol die. No sprite holds text: every letter is drawn on the frame itself, at a
size a phone reads.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image

from bot.games.goosebumps.board import DANGER, PIT
from bot.games.goosebumps.words import PAIR_COLOURS, TOMB_NAMES
from renderers.common import ScaledDraw
from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.dice import Point, Symbol, symbol_die_face
from renderers.kit.palette import kit_colours
from renderers.kit.pictures import read_pictures
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, hex_rgb

NIGHT = hex_rgb("#222834")
GRASS = hex_rgb("#76a05c")
BUSH = hex_rgb("#245230")
STONE = hex_rgb("#96969e")
WHITE = hex_rgb("#ffffff")
MONSTER_GREEN = hex_rgb("#3caa3c")
RULER_INK = hex_rgb("#d6dae2")
COMING_PIT = hex_rgb("#ffffff")
DANGER_COLOURS: dict[str, RGB] = {
    "red": hex_rgb("#c82828"),
    "purple": hex_rgb("#803caa"),
    "gold": hex_rgb("#deac1e"),
}
KIND_FILL: dict[str, RGB] = {
    "grass": GRASS,
    "g": hex_rgb("#fad650"),
    "hand": hex_rgb("#ece4cc"),
    "potion": hex_rgb("#78c8dc"),
    "gate": hex_rgb("#966e46"),
    "exit": hex_rgb("#c8c8c8"),
    "crypt": hex_rgb("#6e6e7c"),
    PIT: hex_rgb("#0c0a0c"),
}
INK = opaque(DEFAULT_THEME.ink)
PICTURES = read_pictures(__package__ or __name__, "pictures.json")
"""The pictures on the spaces and the tombs, painted in their own colours and the ink."""


def fill_of(kind: str) -> RGB:
    """The colour a space of ``kind`` shows round anything standing on it."""
    if kind.startswith(DANGER):
        return DANGER_COLOURS[kind.removeprefix(DANGER)]
    return KIND_FILL.get(kind, GRASS)


@lru_cache(maxsize=64)
def space_sprite(kind: str, side: int) -> Image.Image:
    """One space of ``kind`` (grass, g, hand, potion, arrow-red, danger-gold, pit, ...),
    ``side`` pixels square, with the picture its kind's first word names (an arrow-red space's
    arrow, painted red)."""
    u = side / 72
    pen = sprite_pen(side)
    fill = opaque(fill_of(kind))
    pen.rect((1, 1, side - 1, side - 1), fill=fill, outline=INK, width=2, radius=8 * u)
    picture, _, colour = kind.partition("-")
    if picture in PICTURES.pictures:
        paint = {"ink": INK, "colour": opaque(DANGER_COLOURS.get(colour, WHITE))}
        PICTURES.draw(pen, picture, (side / 2, side / 2), u, paint)
    return shrink(pen)


def _tomb_picture(tomb: str) -> Symbol:
    """A tomb's picture as the kit's die draws a face."""

    def draw(pen: ScaledDraw, centre: Point, size: float, theme: Theme) -> None:
        PICTURES.draw(pen, tomb, centre, size, {"ink": opaque(theme.ink)})

    return draw


SYMBOLS: dict[str, Symbol] = {tomb: _tomb_picture(tomb) for tomb in TOMB_NAMES}
"""Each tomb's picture, on its tomb and on the symbol die."""


@cache
def frame_colours(theme: Theme) -> tuple[RGB, ...]:
    """Every colour a frame is drawn in (the kit's, the graveyard's, each pair's): a frame
    mapped onto these few flat colours loses nothing a phone shows and packs into far fewer
    bytes than on 256 colours taken from a sample."""
    pairs = [chosen_colour(seat, rgb) for seat, (_, rgb) in enumerate(PAIR_COLOURS)]
    night = (NIGHT, BUSH, STONE, RULER_INK)
    pictures = (*map(hex_rgb, PICTURES.colours.values()), WHITE, MONSTER_GREEN)
    kinds = (*KIND_FILL.values(), *DANGER_COLOURS.values())
    seats = (*(pair.rgb for pair in pairs), *(pair.text for pair in pairs))
    return (*kit_colours(theme), *night, *pictures, *kinds, *seats)


@lru_cache(maxsize=8)
def tomb_sprite(tomb: str, side: int) -> Image.Image:
    """A stone tomb with its symbol, a little smaller than the ``side`` of a space."""
    pen = sprite_pen(side)
    stone = (side * 0.1, side * 0.06, side * 0.9, side * 0.94)
    pen.rect(stone, fill=opaque(STONE), outline=INK, width=2, radius=side * 0.3)
    SYMBOLS[tomb](pen, (side / 2, side / 2 + 2), side * 0.26, DEFAULT_THEME)
    return shrink(pen)


@lru_cache(maxsize=8)
def symbol_face(symbol: str | None, side: int) -> Image.Image:
    """The black die's face (the kit draws it; it leaves the caching to the game)."""
    return symbol_die_face(symbol, SYMBOLS, side=side)
