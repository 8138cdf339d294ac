"""A player's corner under a board, one beside another: her pawn, name and score on a title
row (lit while it is her turn), lines about her, more lines beside the game's own picture of
her things, then the cards in front of her as the kit's bands.

A game builds each corner first (``corner``), so it lays the corners side by side as high as
the fullest, then draws them (``draw_corner``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.languages import ENGLISH, say
from renderers.kit.bands import Band, bands_height, draw_bands
from renderers.kit.lines import Line, draw_lines, height, wrapped
from renderers.kit.theme import Theme
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, font, text_width

Box = tuple[float, float, float, float]
Picture = Callable[[ImageDraw.ImageDraw, tuple[float, float]], None]
"""Draws the game's picture of a player's things with its top left at the point given."""


@dataclass(frozen=True)
class CornerStyle:
    """The title's and the other lines' text sizes, the pawn's radius, the inset, the size of
    the game's picture at the right of the lines beside it, and what is said under no card."""

    title_px: int
    text_px: int
    token: int = 14
    pad: int = 10
    picture: tuple[int, int] = (0, 0)
    empty: str = "picture-no-cards-in-front"
    """The message id of what is said under no card."""

    def inner(self, width: float) -> float:
        """The width of a line across a corner ``width`` wide."""
        return width - 2 * self.pad

    def beside(self, width: float) -> float:
        """The width of a line beside the picture."""
        return self.inner(width) - self.picture[0] - 10


@dataclass(frozen=True)
class Corner:
    """Everything one corner draws, wrapped to its width, so its height is known first."""

    seat: int
    player: str
    name: list[Line]
    score: str
    lines: list[Line]
    beside: list[Line]
    bands: list[Band]
    style: CornerStyle

    @property
    def title_height(self) -> int:
        return max(2 * self.style.token + 8, height(self.name))

    @property
    def beside_height(self) -> int:
        return max(height(self.beside), self.style.picture[1] + 14)

    @property
    def height(self) -> int:
        top = self.title_height + height(self.lines) + self.beside_height
        return 8 + top + 10 + (bands_height(self.bands) or self.style.text_px + 4) + self.style.pad


def corner(
    seat: int,
    player: str,
    score: str,
    width: float,
    style: CornerStyle,
    theme: Theme,
    *,
    lines: Sequence[Line] = (),
    beside: Sequence[Line] = (),
    bands: Sequence[Band] = (),
) -> Corner:
    """The corner of ``seat`` ``width`` wide, her name wrapped to three lines beside the score."""
    bold = font(style.title_px, bold=True)
    room = style.inner(width) - 2 * style.token - 8 - text_width(score, bold) - 10
    name = wrapped(player, bold, theme.ink, room, 3)
    return Corner(seat, player, name, score, list(lines), list(beside), list(bands), style)


def draw_corner(
    image: Image.Image,
    corner: Corner,
    box: Box,
    *,
    lit: bool,
    theme: Theme,
    picture: Picture | None = None,
    language: str = ENGLISH,
) -> list[Box]:
    """The corner inside ``box``, its title row lit when it is this seat's turn; returns each
    card's box, in the order they lie."""
    draw = ImageDraw.Draw(image)
    style, (x0, y0, x1, _) = corner.style, box
    edge = theme.goal_edge if lit else theme.panel_edge
    draw.rounded_rectangle(box, radius=14, fill=theme.panel, outline=edge, width=3 if lit else 2)
    y = y0 + 8
    if lit:
        title = (x0 + 4, y - 4, x1 - 4, y + corner.title_height + 2)
        draw.rounded_rectangle(title, radius=10, fill=theme.highlight)
    middle = y + corner.title_height / 2
    pawn = (x0 + style.pad + style.token, middle)
    draw_token(image, pawn, corner.seat, corner.player, style.token, theme=theme)
    bold = font(style.title_px, bold=True)
    draw_text(draw, (x1 - style.pad, middle), corner.score, bold, theme.ink, anchor="rm")
    name_x = x0 + style.pad + 2 * style.token + 8
    draw_lines(draw, name_x, middle - height(corner.name) / 2, corner.name)
    y = draw_lines(draw, x0 + style.pad, y + corner.title_height, corner.lines)
    draw_lines(draw, x0 + style.pad, y + 4, corner.beside)
    if picture is not None:
        picture(draw, (x1 - style.pad - style.picture[0], y + 6))
    y += corner.beside_height + 10
    if not corner.bands:
        draw_text(
            draw, (x0 + style.pad, y), say(language, style.empty), font(style.text_px), theme.muted
        )
    return draw_bands(draw, corner.bands, (x0 + style.pad, y, x1 - style.pad, y))
