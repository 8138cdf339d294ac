"""Text on boards: a fallback chain of fonts, so any name people use is drawn, and cut by width.

Players' names are the one free text on a board. DejaVu Sans covers Latin, Greek and Cyrillic;
names in Arabic, Hebrew, Chinese, Japanese or Korean, or with emoji, are drawn in runs with the
next font of the chain that has their characters (data/fonts/README.md lists the fonts and their
licences). Every renderer draws and measures text through this module.

Right-to-left text: with Pillow's raqm layout, each run is shaped and ordered by raqm (Arabic
letters join). Without it, the characters of a right-to-left run are reversed so they at least
read in the right order. Runs follow each other left to right in either case: a name is laid
out in a left-to-right line, which is how the panel around it reads.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw, ImageFont, features

from bot.names import without_controls
from renderers.face import Face

FONT_DIR = Path(__file__).resolve().parent.parent / "data" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

#: The smallest text a board laid out 960 px wide or less draws (``renderers.kit.phone``);
#: a board drawn narrower with the same proportions may lower it with its width.
MIN_TEXT_PX = 16
#: The smallest size ``font`` gives at all: fewer pixels than this make a blur of the letters,
#: whatever the image's width.
FLOOR_PX = 12
ELLIPSIS = "…"
OVERHANG = 1.0
"""Pixels a text's advance may pass its canvas's edge by and still count as inside (rounding)."""

RTL_SCRIPTS = ((0x0590, 0x08FF), (0xFB1D, 0xFDFF), (0xFE70, 0xFEFF))
"""Hebrew, Arabic (with its supplements and presentation forms): their own fonts draw them."""
STICKY = frozenset("\u200c\u200d\ufe0e\ufe0f")
"""Joiners and variation selectors belong to the character before them."""

HAS_RAQM = features.check("raqm")


@dataclass(frozen=True)
class Fallback:
    """One font of the chain; ``skip`` are ranges it has glyphs for but should leave to others."""

    regular: str
    bold: str
    skip: tuple[tuple[int, int], ...] = ()


CHAIN: tuple[Fallback, ...] = (
    Fallback("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", skip=RTL_SCRIPTS),
    Fallback("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"),
    Fallback("NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"),
    Fallback("NotoSansCJKsc-Regular.otf", "NotoSansCJKsc-Regular.otf"),
    Fallback("Symbola-Emoji.ttf", "Symbola-Emoji.ttf"),
)


@lru_cache(maxsize=64)
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The first font of the chain at ``size`` px; refuses sizes no letter reads at."""
    if size < FLOOR_PX:
        raise ValueError(f"text must be at least {FLOOR_PX} px, not {size}")
    return Face(FONT_BOLD if bold else FONT_REGULAR, size, bold=bold)


@lru_cache(maxsize=16)
def _coverage(filename: str, skip: tuple[tuple[int, int], ...]) -> frozenset[int]:
    font_file = TTFont(FONT_DIR / filename, lazy=True, fontNumber=0)
    try:
        codes = set(font_file.getBestCmap())
    finally:
        font_file.close()
    return frozenset(c for c in codes if not any(low <= c <= high for low, high in skip))


@lru_cache(maxsize=64)
def _chain(size: int, bold: bool) -> tuple[tuple[ImageFont.FreeTypeFont, frozenset[int]], ...]:
    faces = []
    for fallback in CHAIN:
        filename = fallback.bold if bold else fallback.regular
        face = font(size, bold=bold) if fallback is CHAIN[0] else _face(filename, size)
        faces.append((face, _coverage(filename, fallback.skip)))
    return tuple(faces)


@lru_cache(maxsize=128)
def _face(filename: str, size: int) -> ImageFont.FreeTypeFont:
    return Face(FONT_DIR / filename, size)


def _joins_previous(ch: str) -> bool:
    return ch in STICKY or unicodedata.category(ch) in ("Mn", "Me", "Sk")


@lru_cache(maxsize=4096)
def runs(text: str, size: int, bold: bool) -> tuple[tuple[int, str], ...]:
    """``text`` split into (font index in the chain, characters) runs, in reading order."""
    chain = _chain(size, bold)
    found: list[tuple[int, str]] = []
    for ch in without_controls(text):
        code = ord(ch)
        if found and (_joins_previous(ch) or (ch.isspace() and code in chain[found[-1][0]][1])):
            index = found[-1][0]
        else:
            index = next((i for i, (_, covered) in enumerate(chain) if code in covered), 0)
        if found and found[-1][0] == index:
            found[-1] = (index, found[-1][1] + ch)
        else:
            found.append((index, ch))
    return tuple(found)


def _visual(run: str) -> str:
    """Without raqm, a right-to-left run is reversed so its letters read in order."""
    if HAS_RAQM or not any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in run):
        return run
    return run[::-1]


def _pieces(text: str, face: ImageFont.FreeTypeFont) -> list[tuple[ImageFont.FreeTypeFont, str]]:
    size, bold = int(face.size), _is_bold(face)
    chain = _chain(size, bold)
    return [(chain[i][0], _visual(part)) for i, part in runs(text, size, bold)]


def _is_bold(face: ImageFont.FreeTypeFont) -> bool:
    if isinstance(face, Face):
        return face.bold
    return Path(str(face.path)).name == FONT_BOLD.name


@dataclass(frozen=True)
class DrawnText:
    """One piece of text a drawing put down: its size in pixels on an image ``width`` wide."""

    text: str
    size: float
    width: int
    inside: bool = True
    """Whether the text lies within the width of the canvas it was drawn on (a sprite's texts
    are checked against the sprite)."""

    @property
    def share(self) -> float:
        """The text's height as a share of the width it is drawn on (what a phone scales)."""
        return self.size / self.width


_sizes: list[DrawnText] | None = None


@contextmanager
def recording_sizes() -> Iterator[list[DrawnText]]:
    """Everything ``draw_text`` draws inside the block, for tests of what a phone can read."""
    global _sizes
    previous, _sizes = _sizes, []
    try:
        yield _sizes
    finally:
        _sizes = previous


SPRITE_TEXTS = "drawn_texts"
"""The ``info`` key of a sprite canvas: the texts drawn on it, measured against the sprite.

A sprite (a die face, a card, a pawn's letter) is drawn once and pasted into the image a phone
shows, often much wider than the sprite: a text is only as readable as its share of *that*
image's width, so it is recorded when the sprite is pasted, not when it is drawn."""


def start_sprite(image: Image.Image) -> Image.Image:
    """Mark ``image`` as a sprite canvas: texts drawn on it travel with it until pasted."""
    image.info[SPRITE_TEXTS] = ()
    return image


def carry_texts(source: Image.Image, target: Image.Image) -> Image.Image:
    """``target`` (``source`` resized, cropped, turned) carries the texts ``source`` does."""
    if SPRITE_TEXTS in source.info:
        target.info[SPRITE_TEXTS] = tuple(source.info[SPRITE_TEXTS])
    return target


def pasted(image: Image.Image, sprite: Image.Image) -> None:
    """``sprite`` was pasted into ``image``: its texts, at the size they have there, count
    against ``image``'s width (or travel on, when ``image`` is itself a sprite)."""
    for drawn in sprite.info.get(SPRITE_TEXTS, ()):
        size = drawn.size * sprite.width / drawn.width
        _record(image, DrawnText(drawn.text, size, image.width, drawn.inside))


def _record(carrier: Image.Image | None, drawn: DrawnText) -> None:
    """One drawn text: carried by the sprite it is on, else kept for ``recording_sizes``."""
    if carrier is not None and SPRITE_TEXTS in carrier.info:
        carrier.info[SPRITE_TEXTS] = (*carrier.info[SPRITE_TEXTS], drawn)
    elif _sizes is not None:
        _sizes.append(drawn)


def text_width(text: str, face: ImageFont.FreeTypeFont) -> float:
    """The width ``text`` takes when drawn with ``face`` and its fallbacks."""
    return sum(run_face.getlength(part) for run_face, part in _pieces(text, face))


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: int | Sequence[int],
    *,
    anchor: str = "la",
    sprite: Image.Image | None = None,
) -> None:
    """Draw ``text`` like ``ImageDraw.text``, switching fonts where ``face`` lacks a glyph.

    ``anchor`` is Pillow's two-letter anchor; the vertical part is taken from ``face``, so every
    run sits on one baseline. ``sprite``: the sprite canvas ``draw`` draws on, which carries
    the text to the image it is pasted into (see ``SPRITE_TEXTS``).
    """
    pieces = _pieces(text, face)
    width = sum(run_face.getlength(part) for run_face, part in pieces)
    left = xy[0] - {"l": 0.0, "m": width / 2, "r": width}.get(anchor[0], 0.0)
    if text.strip():
        canvas = draw.im.size[0]
        inside = left >= -OVERHANG and left + width <= canvas + OVERHANG
        _record(sprite, DrawnText(text, face.size, canvas, inside))
    colour = fill if isinstance(fill, int) else tuple(fill)
    if len(pieces) <= 1 and (not pieces or pieces[0][0] is face):
        draw.text(xy, pieces[0][1] if pieces else "", font=face, fill=colour, anchor=anchor)
        return
    ascent, descent = face.getmetrics()
    x, y = left, xy[1]
    baseline = y + {"a": ascent, "t": ascent, "m": (ascent - descent) / 2, "s": 0}.get(
        anchor[1], -descent
    )
    for run_face, part in pieces:
        draw.text((x, baseline), part, font=run_face, fill=colour, anchor="ls")
        x += run_face.getlength(part)


def _cut_points(text: str) -> list[int]:
    """Where ``text`` may be cut without splitting a character from its marks or joiners."""
    return [
        i
        for i in range(1, len(text) + 1)
        if i == len(text) or (not _joins_previous(text[i]) and text[i - 1] != "\u200d")
    ]


def ellipsize(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """``text`` cut with an ellipsis so its drawn width fits ``max_width`` (names are free text)."""
    if text_width(text, face) <= max_width:
        return text
    points = _cut_points(text)
    lo, hi = 0, len(points)
    while lo < hi:  # the most characters that fit together with the ellipsis
        mid = (lo + hi + 1) // 2
        if text_width(text[: points[mid - 1]].rstrip() + ELLIPSIS, face) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return (text[: points[lo - 1]].rstrip() if lo else "") + ELLIPSIS


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
