"""Lines of text wrapped to a width before they are drawn, so a panel knows its height first
and nothing is cut that has room to wrap (a hyphenated name breaks after a hyphen too).

A game builds its panel's lines (``wrapped``), sizes the panel from them (``height``), then
draws them down from a point (``draw_lines``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw, ImageFont

from renderers.kit.theme import RGB
from renderers.text import draw_text, ellipsize, text_width, wrap


@dataclass(frozen=True)
class Line:
    text: str
    face: ImageFont.FreeTypeFont
    colour: RGB

    @property
    def height(self) -> int:
        return line_height(self.face)


def line_height(face: ImageFont.FreeTypeFont) -> int:
    return round(face.size * 1.3)


def pieces(text: str) -> list[tuple[str, bool]]:
    """The places ``text`` may break: its words, split again after each inner hyphen; each
    piece says whether a space comes before it."""
    found = []
    for word in text.split():
        parts = re.split(r"(?<=-)(?=.)", word)
        found += [(part, n == 0) for n, part in enumerate(parts)]
    return found


def wrap_text(text: str, face: ImageFont.FreeTypeFont, width: float, max_lines: int) -> list[str]:
    """Greedy wrap at spaces and after hyphens; only what still doesn't fit in ``max_lines``
    (or a piece wider than a line) ends in an ellipsis."""
    lines: list[str] = []
    for part, spaced in pieces(text):
        joined = f"{lines[-1]}{' ' if spaced else ''}{part}" if lines else part
        if lines and (len(lines) == max_lines or text_width(joined, face) <= width):
            lines[-1] = joined
        else:
            lines.append(part)
    return [ellipsize(line, face, width) for line in lines]


def wrapped(
    text: str, face: ImageFont.FreeTypeFont, colour: RGB, width: float, max_lines: int = 3
) -> list[Line]:
    """``text`` as lines no wider than ``width`` (see :func:`wrap_text`)."""
    return [Line(part, face, colour) for part in wrap_text(text, face, width, max_lines)]


def height(lines: Sequence[Line]) -> int:
    return sum(line.height for line in lines)


def draw_lines(draw: ImageDraw.ImageDraw, x: float, y: float, lines: Sequence[Line]) -> float:
    """Draw ``lines`` down from (x, y); returns the y under the last one."""
    for line in lines:
        draw_text(draw, (x, y), line.text, line.face, line.colour)
        y += line.height
    return y


def draw_stack(
    draw: ImageDraw.ImageDraw,
    at: tuple[float, float],
    texts: Sequence[str],
    face: ImageFont.FreeTypeFont,
    ink: RGB,
    step: float,
    anchor: str = "la",
) -> None:
    """``texts`` one under another ``step`` pixels apart, the first at ``at`` (Pillow's
    ``anchor``): a name already wrapped to its box."""
    x, y = at
    for i, text in enumerate(texts):
        draw_text(draw, (x, y + i * step), text, face, ink, anchor=anchor)


def draw_centred(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    ink: RGB,
    step: float,
    pad: float,
) -> None:
    """``text`` wrapped to the width of ``box`` less ``pad`` each side, in as many lines ``step``
    apart as its height less ``pad`` holds (at least one), centred in it: a name on a card."""
    x0, y0, x1, y1 = box
    most = max(1, int((y1 - y0 - pad) // step))
    lines = wrap(text, face, x1 - x0 - 2 * pad, most)
    top = (y0 + y1) / 2 - len(lines) * step / 2 + 1
    draw_stack(draw, ((x0 + x1) / 2, top), lines, face, ink, step, anchor="ma")
