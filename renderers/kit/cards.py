"""Cards as RGBA sprites: face up (a coloured title band, a few lines of text) and face down.

Text is fitted with the shared text helpers: a long title is ellipsised, lines are wrapped and
whatever does not fit ends in an ellipsis, so a card never grows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageFont

from renderers.common import MIN_TEXT_PX, ScaledDraw, ellipsize, font, wrap
from renderers.kit.canvas import opaque, shrink, sprite_pen
from renderers.kit.flat import flat_pen
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on, mix
from renderers.text import draw_text

CARD_SIZE = (140, 196)
"""Poker proportions, large enough for three wrapped lines at the smallest text size."""
TITLE_PX = 18
BODY_PX = MIN_TEXT_PX
LINE_GAP = 4
MARGIN = 8


@lru_cache(maxsize=128)
def card_face(
    title: str,
    lines: tuple[str, ...] = (),
    colour: RGB = (0, 114, 178),
    *,
    size: tuple[int, int] = CARD_SIZE,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """A face-up card: ``title`` on a band of ``colour``, then ``lines`` wrapped below it."""
    w, h = size
    pen = _blank_card(size, theme)
    band = TITLE_PX + 2 * MARGIN
    pen.rect((3, 3, w - 3, 3 + band), fill=opaque(colour), radius=8)
    pen.rect((3, band - 6, w - 3, 3 + band), fill=opaque(colour))
    room = w - 2 * MARGIN - 6
    shown = ellipsize(title, font(TITLE_PX, bold=True), room)
    pen.text((w / 2, 3 + band / 2), shown, TITLE_PX, opaque(ink_on(colour)), bold=True, anchor="mm")
    body = font(BODY_PX)
    y = band + 3 + MARGIN
    per_line = BODY_PX + LINE_GAP
    for line in _fit(lines, body, room, max(0, (h - y - 2 * MARGIN) // per_line)):
        pen.text((MARGIN + 3, y), line, BODY_PX, opaque(theme.ink))
        y += per_line
    return shrink(pen)


def _blank_card(size: tuple[int, int], theme: Theme) -> ScaledDraw:
    """A white card with a dark rim, on a transparent sprite."""
    w, h = size
    pen = sprite_pen(w, h)
    pen.rect((1, 1, w - 1, h - 1), fill=opaque(theme.ink), radius=10)
    pen.rect((3, 3, w - 3, h - 3), fill=(255, 255, 255, 255), radius=8)
    return pen


def _fit(
    lines: Sequence[str], face: ImageFont.FreeTypeFont, width: float, max_lines: int
) -> list[str]:
    """``lines`` wrapped to ``width``, at most ``max_lines`` of them, the last ellipsised."""
    out: list[str] = []
    for i, line in enumerate(lines):
        left = max_lines - len(out)
        if left <= 0:
            break
        wrapped = wrap(line, face, width, left)
        if len(out) + len(wrapped) == max_lines and i < len(lines) - 1 and wrapped:
            wrapped[-1] = ellipsize(wrapped[-1] + " …", face, width)
        out += wrapped
    return out


@lru_cache(maxsize=16)
def card_back(
    colour: RGB = (123, 63, 160),
    *,
    mark: str = "?",
    size: tuple[int, int] = CARD_SIZE,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """A face-down card: a framed, patterned back in ``colour`` with ``mark`` in the middle."""
    w, h = size
    pen = _blank_card(size, theme)
    pen.rect((8, 8, w - 8, h - 8), fill=opaque(colour), radius=6)
    stripe = opaque(mix(colour, (255, 255, 255), 0.25))
    for inset in range(14, min(w, h) // 2 - 8, 10):  # a pattern of nested frames
        pen.rect((inset, inset, w - inset, h - inset), outline=stripe, width=2, radius=4)
    pen.circle((w / 2, h / 2), min(w, h) / 5, fill=opaque(ink_on(colour)))
    pen.text(
        (w / 2, h / 2),
        mark,
        max(MIN_TEXT_PX, round(min(w, h) / 5)),
        opaque(colour),
        bold=True,
        anchor="mm",
    )
    return shrink(pen)


@lru_cache(maxsize=16)
def flat_card_back(
    size: tuple[int, int], colour: RGB, edge: RGB, mark: tuple[int, RGB], radius: int, tilt: int = 0
) -> Image.Image:
    """A face-down card for a flat frame (no soft edges): its back in ``colour`` rimmed in
    ``edge`` and a bold question mark (``mark``: its size and colour) in the middle; tilted
    ``tilt`` degrees when someone lifted it to peek."""
    width, height = size
    sprite = Image.new("RGBA", (width + 2, height + 2), (0, 0, 0, 0))
    draw = flat_pen(sprite)
    draw.rounded_rectangle((1, 1, width, height), radius=radius, fill=colour, outline=edge, width=2)
    mark_px, ink = mark
    middle = ((width + 2) / 2, (height + 2) / 2)
    draw_text(draw, middle, "?", font(mark_px, bold=True), ink, anchor="mm")
    return sprite.rotate(tilt, expand=True, resample=Image.Resampling.BICUBIC) if tilt else sprite


def tilted_fit(room: float, width: int, degrees: int) -> int:
    """The tallest a card ``width`` wide may be to stand no taller than ``room`` once tilted by
    ``degrees`` (lifted to peek)."""
    tilt = math.radians(degrees)
    return int((room - width * math.sin(tilt)) / math.cos(tilt))
