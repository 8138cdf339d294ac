"""The standings picture of ``/game stats``: one ranked table per game (rank, name, rating,
games, wins, and the rating's trend over the last games as a small line).

Drawn 640 px wide with text of at least 18 px, so it still reads shown 400 px wide on a phone.
The asker's own line is drawn highlighted, below a gap when she is not among the top rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.languages import ENGLISH, say
from renderers.face import Face
from renderers.kit.palette import encode_png
from renderers.kit.theme import DEFAULT_THEME
from renderers.text import draw_text, ellipsize, font, text_width

COMPUTER_SUFFIX = " (computer)"

WIDTH = 640
PAD = 20
ROW = 44
TITLE = 52
HEAD = 34
GAP = 14
RISE = (46, 125, 50)
FALL = (183, 28, 28)
COMPUTER_INK = (69, 90, 120)
COLUMNS = {"rank": 50, "name": 278, "rating": 360, "games": 440, "wins": 500, "trend": 502}
"""Each column's right edge (rank, numbers) or left edge (name, trend), in pixels."""


@dataclass(frozen=True)
class Line:
    """One drawn row; ``trend`` is the shown rating after each of the last games, oldest first."""

    rank: int
    name: str
    rating: float
    games: int
    wins: int
    trend: tuple[float, ...]
    computer: bool = False
    own: bool = False


@dataclass(frozen=True)
class Table:
    """One game's standings: its title, the top lines, and the asker's own line below them."""

    title: str
    lines: tuple[Line, ...]
    own: Line | None = None


@dataclass(frozen=True)
class Picture:
    tables: tuple[Table, ...]
    language: str = ENGLISH
    """The reader's: the column heads and the numbers are written her way."""


def height_of(picture: Picture) -> int:
    rows = sum(len(t.lines) + (t.own is not None) for t in picture.tables)
    gaps = sum(t.own is not None for t in picture.tables)
    return 2 * PAD + len(picture.tables) * (TITLE + HEAD + GAP) + rows * ROW + gaps * GAP


def draw_standings(picture: Picture) -> bytes:
    """The picture as PNG bytes (in a render worker)."""
    theme = DEFAULT_THEME
    image = Image.new("RGB", (WIDTH, height_of(picture)), theme.background)
    draw = ImageDraw.Draw(image)
    y = PAD
    for table in picture.tables:
        y = _table(draw, table, y, picture.language)
    return encode_png(image.quantize(colors=64), level=7)


def _table(draw: ImageDraw.ImageDraw, table: Table, top: int, language: str) -> int:
    theme = DEFAULT_THEME
    title = font(28, bold=True)
    draw_text(
        draw, (PAD, top + 8), ellipsize(table.title, title, WIDTH - 2 * PAD), title, theme.ink
    )
    y = top + TITLE
    small = font(18)
    heads = (("#", "rank", "ra"), ("rating", "rating", "ra"), ("games", "games", "ra"))
    for head, column, anchor in (*heads, ("wins", "wins", "ra"), ("name", "name", "la")):
        x = COLUMNS[column] if column != "name" else COLUMNS["rank"] + 14
        text = head if head == "#" else say(language, f"picture-standings-{head}")
        draw_text(draw, (x, y + 6), text, small, theme.muted, anchor=anchor)
    trend = say(language, "picture-standings-trend")
    draw_text(draw, (COLUMNS["trend"] + 10, y + 6), trend, small, theme.muted)
    y += HEAD
    draw.line((PAD, y - 4, WIDTH - PAD, y - 4), fill=theme.panel_edge, width=2)
    for index, line in enumerate(table.lines):
        _row(draw, line, y, language, shaded=index % 2 == 0)
        y += ROW
    if table.own is not None:
        for x in range(PAD + 20, WIDTH - PAD - 20, 16):
            draw.line((x, y + GAP // 2, x + 6, y + GAP // 2), fill=theme.panel_edge, width=2)
        y += GAP
        _row(draw, table.own, y, language, shaded=False)
        y += ROW
    return y + GAP


def _row(draw: ImageDraw.ImageDraw, line: Line, y: int, language: str, *, shaded: bool) -> None:
    theme = DEFAULT_THEME
    if line.own:
        draw.rectangle((PAD, y, WIDTH - PAD, y + ROW - 4), fill=theme.highlight)
    elif shaded:
        draw.rectangle((PAD, y, WIDTH - PAD, y + ROW - 4), fill=theme.panel)
    text, bold = font(22), font(24, bold=True)
    middle = y + (ROW - 4) // 2
    draw_text(draw, (COLUMNS["rank"], middle), str(line.rank), bold, theme.ink, anchor="rm")
    name_left = COLUMNS["rank"] + 14
    ink = COMPUTER_INK if line.computer else theme.ink
    name = _fitted(line.name, text, COLUMNS["name"] - name_left, computer=line.computer)
    draw_text(draw, (name_left, middle), name, text, ink, anchor="lm")
    rating = say(language, "picture-tenths", value=line.rating)
    draw_text(draw, (COLUMNS["rating"], middle), rating, bold, theme.ink, anchor="rm")
    draw_text(draw, (COLUMNS["games"], middle), str(line.games), text, theme.ink, anchor="rm")
    draw_text(draw, (COLUMNS["wins"], middle), str(line.wins), text, theme.ink, anchor="rm")
    _trend(draw, line.trend, COLUMNS["trend"] + 10, y + 6, ROW - 16, language)


def _fitted(name: str, face: Face, width: float, *, computer: bool) -> str:
    """The name cut to ``width``; a computer's keeps its `` (computer)`` whole."""
    if computer and name.endswith(COMPUTER_SUFFIX):
        base = name.removesuffix(COMPUTER_SUFFIX)
        return ellipsize(base, face, width - text_width(COMPUTER_SUFFIX, face)) + COMPUTER_SUFFIX
    return ellipsize(name, face, width)


def _trend(
    draw: ImageDraw.ImageDraw,
    values: tuple[float, ...],
    left: int,
    top: int,
    high: int,
    language: str,
) -> None:
    """A small line of the rating after each of the last games, and its change over them."""
    if len(values) < 2:
        return
    wide = 50
    low, top_value = min(values), max(values)
    span = top_value - low or 1.0
    step = wide / (len(values) - 1)
    points = [(left + i * step, top + high - (v - low) / span * high) for i, v in enumerate(values)]
    change = values[-1] - values[0]
    colour = RISE if change >= 0 else FALL
    draw.line(points, fill=colour, width=3, joint="curve")
    end_x, end_y = points[-1]
    draw.ellipse((end_x - 3, end_y - 3, end_x + 3, end_y + 3), fill=colour)
    arrow = "▲" if change >= 0 else "▼"
    draw_text(
        draw,
        (left + wide + 8, top + high // 2),
        arrow + say(language, "picture-tenths", value=abs(change)),
        font(18),
        colour,
        anchor="lm",
    )
