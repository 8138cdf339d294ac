"""The graveyard's colours and its pictures as cached sprites: each kind of space, the three
tombs, the symbol die. No sprite holds text: every letter is drawn on the frame itself, at a
size a phone reads.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image

from bot.games.goosebumps.board import ARROW, DANGER, HAND, PIT, POTION
from bot.games.goosebumps.words import PAIR_COLOURS
from renderers.common import ScaledDraw
from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.dice import Point, Symbol, symbol_die_face
from renderers.kit.palette import flat_palette, kit_colours
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, hex_rgb

NIGHT = hex_rgb("#222834")
GRASS = hex_rgb("#76a05c")
BUSH = hex_rgb("#245230")
STONE = hex_rgb("#96969e")
BONE = hex_rgb("#fafaf4")
GLASS = hex_rgb("#f0f0f0")
BREW = hex_rgb("#9646c8")
LINEN = hex_rgb("#f0ecdc")
SLIME = hex_rgb("#50b450")
FUR = hex_rgb("#787882")
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


def fill_of(kind: str) -> RGB:
    """The colour a space of ``kind`` shows round anything standing on it."""
    if kind.startswith(DANGER):
        return DANGER_COLOURS[kind.removeprefix(DANGER)]
    return KIND_FILL.get(kind, GRASS)


@lru_cache(maxsize=64)
def space_sprite(kind: str, side: int) -> Image.Image:
    """One space of ``kind`` (grass, g, hand, potion, arrow-red, danger-gold, pit, ...),
    ``side`` pixels square."""
    u = side / 72
    pen = sprite_pen(side)
    c = (side / 2, side / 2)
    fill = opaque(fill_of(kind))
    pen.rect((1, 1, side - 1, side - 1), fill=fill, outline=INK, width=2, radius=8 * u)
    if kind.startswith(ARROW):
        colour = opaque(DANGER_COLOURS[kind.removeprefix(ARROW)])
        arrow = [(14, 26), (40, 26), (40, 14), (60, 36), (40, 58), (40, 46), (14, 46)]
        pen.polygon([(x * u, y * u) for x, y in arrow], colour, INK, 2)
    elif kind.startswith(DANGER):
        _warning(pen, c, u)
    elif kind in PICTURES:
        PICTURES[kind](pen, c, u)
    return shrink(pen)


def _warning(pen: ScaledDraw, c: Point, u: float) -> None:
    """A white warning triangle with an exclamation mark drawn as a bar and a dot."""
    side = c[0] * 2
    triangle = [(c[0], 12 * u), (side - 12 * u, side - 14 * u), (12 * u, side - 14 * u)]
    pen.polygon(triangle, opaque(WHITE), INK, 2)
    pen.rect((c[0] - 3.5 * u, 28 * u, c[0] + 3.5 * u, 45 * u), fill=INK, radius=2 * u)
    pen.circle((c[0], 51 * u), 4 * u, fill=INK)


def _hand(pen: ScaledDraw, c: Point, u: float) -> None:
    bone = opaque(BONE)
    for dx, top in ((-15, 14), (-5, 10), (5, 10), (15, 14)):
        finger = [(c[0] + dx * u, c[1] + 4 * u), (c[0] + dx * u, top * u)]
        pen.line(finger, INK, 7 * u)
        pen.line(finger, bone, 4 * u)
    pen.circle((c[0], c[1] + 12 * u), 16 * u, fill=bone, outline=INK, width=2)


def _potion(pen: ScaledDraw, c: Point, u: float) -> None:
    neck = (c[0] - 6 * u, 12 * u, c[0] + 6 * u, 28 * u)
    pen.rect(neck, fill=opaque(GLASS), outline=INK, width=2)
    pen.circle((c[0], 42 * u), 17 * u, fill=opaque(BREW), outline=INK, width=2)


PICTURES = {HAND: _hand, POTION: _potion}


def _mummy(pen: ScaledDraw, centre: Point, size: float, theme: Theme) -> None:
    ink = opaque(theme.ink)
    x, y = centre
    box = (x - size, y - size, x + size, y + size)
    pen.rect(box, fill=opaque(LINEN), outline=ink, width=2, radius=size / 2)
    for i in (-0.4, 0.1, 0.6):
        pen.line([(x - size, y + i * size), (x + size, y + (i - 0.3) * size)], ink, 2)


def _monster(pen: ScaledDraw, centre: Point, size: float, theme: Theme) -> None:
    ink = opaque(theme.ink)
    x, y = centre
    pen.circle(centre, size, fill=opaque(SLIME), outline=ink, width=2)
    for dx in (-0.4, 0.4):
        eye = (x + dx * size, y - 0.2 * size)
        pen.circle(eye, size * 0.2, fill=opaque(WHITE), outline=ink, width=1)


def _wolf(pen: ScaledDraw, centre: Point, size: float, theme: Theme) -> None:
    x, y = centre
    ears = ((-1, 1), (-0.8, -1), (0, -0.2), (0.8, -1), (1, 1))
    head = [(x + dx * size, y + dy * size) for dx, dy in ears]
    pen.polygon(head, opaque(FUR), opaque(theme.ink), 2)


SYMBOLS: dict[str, Symbol] = {"mummy": _mummy, "monster": _monster, "wolf": _wolf}
"""Each tomb's picture, on its tomb and on the symbol die."""


@cache
def frame_palette(theme: Theme) -> Image.Image:
    """Every colour a frame is drawn in (the kit's, the graveyard's, each pair's), each once: a
    frame mapped onto these few flat colours loses nothing a phone shows and packs into far
    fewer bytes than on 256 colours taken from a sample."""
    pairs = [chosen_colour(seat, rgb) for seat, (_, rgb) in enumerate(PAIR_COLOURS)]
    night = (NIGHT, BUSH, STONE, RULER_INK, BONE, GLASS)
    pictures = (BREW, LINEN, SLIME, FUR, WHITE, MONSTER_GREEN)
    kinds = (*KIND_FILL.values(), *DANGER_COLOURS.values())
    seats = (*(pair.rgb for pair in pairs), *(pair.text for pair in pairs))
    return flat_palette((*kit_colours(theme), *night, *pictures, *kinds, *seats))


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
