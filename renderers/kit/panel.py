"""The player panel: one row per seat with its pawn (or a colour swatch), name and a short
summary the game gives ("12/21", "3/4 items", "$240K", "left the game").

A game that shows more per seat (a score bar, markers) draws it in the room each row leaves
below the name line, through ``details``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, ellipsize, font, text_width

Box = tuple[int, int, int, int]
NAME_PX = 20
TOKEN_RADIUS = 20


@dataclass(frozen=True)
class PanelSeat:
    """One row: ``highlight`` shades it (whose turn, the winner), ``halo`` rings the pawn;
    ``colour`` and ``letter`` are what the game chose for the seat, if it chose."""

    seat: int
    name: str
    summary: str = ""
    highlight: bool = False
    halo: bool = False
    colour: PlayerColour | None = None
    letter: str | None = None


Details = Callable[[Image.Image, ImageDraw.ImageDraw, PanelSeat, Box], None]
"""Draws a game's extra lines for a seat inside the given box (below the name line)."""


def row_height(box: Box, count: int, max_row: int = 100) -> int:
    """Rows share the panel's height evenly, none taller than ``max_row``."""
    return min(max_row, (box[3] - box[1]) // max(1, count))


def draw_player_panel(
    image: Image.Image,
    box: Box,
    seats: Sequence[PanelSeat],
    *,
    swatch: bool = False,
    details: Details | None = None,
    max_row: int = 100,
    theme: Theme = DEFAULT_THEME,
) -> list[Box]:
    """Draw a row per seat from the top of ``box``; a square swatch of the seat's colour
    replaces the pawn when ``swatch``. Returns each row's box."""
    draw = ImageDraw.Draw(image)
    x0, y, x1, _ = box
    height = row_height(box, len(seats), max_row)
    rows: list[Box] = []
    for seat in seats:
        row = (x0, y, x1, y + height)
        _draw_row(image, draw, seat, row, swatch, theme)
        if details is not None:
            details(image, draw, seat, (x0 + 62, y + 14 + 28, x1, y + height))
        rows.append(row)
        y += height
    return rows


def _draw_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    seat: PanelSeat,
    row: Box,
    swatch: bool,
    theme: Theme,
) -> None:
    x0, y0, x1, y1 = row
    if seat.highlight:
        draw.rounded_rectangle(
            (x0 - 8, y0 + 2, x1 + 8, y1 - 4),
            radius=10,
            fill=theme.highlight,
            outline=theme.goal_edge,
            width=2,
        )
    cy = (y0 + y1) / 2 - 1
    if swatch:
        r = TOKEN_RADIUS - 2
        draw.rounded_rectangle(
            (x0 + 26 - r, cy - r, x0 + 26 + r, cy + r),
            radius=2,
            fill=(seat.colour or player_colour(seat.seat)).rgb,
            outline=theme.ink,
            width=3 if seat.halo else 2,
        )
    else:
        draw_token(
            image,
            (x0 + 26, cy),
            seat.seat,
            seat.name,
            TOKEN_RADIUS,
            halo=seat.halo,
            theme=theme,
            colour=seat.colour,
            letter=seat.letter,
        )
    bold = font(NAME_PX, bold=True)
    tx, top = x0 + 62, y0 + 14
    summary = ellipsize(seat.summary, bold, (x1 - tx) / 2) if seat.summary else ""
    if summary:
        draw_text(draw, (x1, top), summary, bold, theme.ink, anchor="ra")
    room = x1 - tx - (text_width(summary, bold) + 12 if summary else 0)
    draw_text(draw, (tx, top), ellipsize(seat.name, bold, room), bold, theme.ink)
