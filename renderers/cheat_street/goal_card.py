"""A seat's own goal card, the picture in its private panel: the card with the goal's drawing
and name, beside the board shown small with that goal's tile ringed. Drawn from the seat's own
view only (``view.private_board``), so nothing here can show anybody else's."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.cheat_street.boards import CheatStreetView, SeatGoal
from bot.games.cheat_street.words import said
from bot.languages import say
from bot.sentences import worded
from renderers.cheat_street.board import CheatStreetBoard
from renderers.cheat_street.static import draw_goal
from renderers.common import ScaledDraw
from renderers.kit.canvas import sharp, supersampled
from renderers.kit.minimap import paste_minimap
from renderers.kit.palette import encode_png
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import in_words
from renderers.text import draw_text, font, text_width, wrap

WIDTH, HEIGHT = 480, 300
PAD = 14
CARD = (PAD, PAD, PAD + 190, HEIGHT - PAD)
MAP_SIDE = HEIGHT - 2 * PAD - 2 * smallest_px(WIDTH) - 8
MOST_LINES = 3
"""Where the tile lies takes two lines in English; a longer language may need a third."""
SMALLEST_TITLE = smallest_px(WIDTH)
"""A goal's name shrinks to fit its longest word on the card, never under this."""


def _title_px(name: str, room: float, scale: float) -> int:
    """The goal's name at the card's title size, or smaller where a word of it (a long German
    compound) would not fit the card's width: a word is never cut."""
    size = max(header_px(WIDTH), round(WIDTH / 20))
    longest = max(name.split(), key=len, default="")
    while size > SMALLEST_TITLE and text_width(longest, font(size * scale, bold=True)) > room:
        size -= 1
    return size


def goal_card_png(
    board: CheatStreetBoard, view: CheatStreetView, *, theme: Theme = DEFAULT_THEME
) -> bytes:
    """The seat's goal card and where its tile is, as PNG; a seat without a card (it left the
    game) gets no picture."""
    if view.seat is None:
        raise ValueError("a goal card is drawn for one seat only")
    view = in_words(view)
    own = view.private_board
    if not isinstance(own, SeatGoal):
        return b""
    pen = supersampled((WIDTH, HEIGHT), theme.background)
    _draw_card(pen, own, view.language, theme)
    image = sharp(pen)
    _draw_map(image, board, own, view.language, theme)
    return encode_png(image, level=9)


def _draw_card(pen: ScaledDraw, own: SeatGoal, language: str, theme: Theme) -> None:
    """The card: a gold-rimmed face with the goal's drawing and its name under it."""
    x0, y0, x1, y1 = CARD
    pen.rect((x0, y0, x1, y1), fill=theme.ink, radius=14)
    pen.rect((x0 + 3, y0 + 3, x1 - 3, y1 - 3), fill=theme.goal_edge, radius=12)
    pen.rect((x0 + 9, y0 + 9, x1 - 9, y1 - 9), fill=theme.tile, radius=8)
    caption = smallest_px(WIDTH)
    heading = say(language, "cheat-street-goal-card")
    pen.text(((x0 + x1) / 2, y0 + 16), heading, caption, theme.muted, bold=True, anchor="mt")
    icon_centre = ((x0 + x1) / 2, (y0 + y1) / 2 - 6)
    draw_goal(pen, own.goal, icon_centre, (x1 - x0) * 0.28)
    name = worded(own.name, language)
    room = (x1 - x0 - 24) * pen.scale
    title = _title_px(name, room, pen.scale)
    lines = wrap(name, font(title * pen.scale, bold=True), room, 2)
    y = y1 - 18 - len(lines) * title * 1.2
    for line in lines:
        pen.text(((x0 + x1) / 2, y), line, title, theme.ink, bold=True, anchor="mt")
        y += title * 1.2


def _draw_map(
    image: Image.Image, board: CheatStreetBoard, own: SeatGoal, language: str, theme: Theme
) -> None:
    """The board, small, with the goal's tile ringed, and in words where it lies."""
    left = CARD[2] + PAD
    small = font(smallest_px(WIDTH))
    step = round(small.size * 1.25)
    where = worded(said("your-tile", goal=own.name, where=own.where), language)
    lines = wrap(where, small, WIDTH - left - PAD, MOST_LINES)
    # The map gives up the height of each line past the two it leaves room for.
    side = min(MAP_SIDE, WIDTH - left - PAD) - step * max(0, len(lines) - 2)
    paste_minimap(image, board.map_layer(theme), (left, PAD), side, board.space_xy(own.tile))
    draw = ImageDraw.Draw(image)
    y_text = PAD + side + 6
    for line in lines:
        draw_text(draw, (left, y_text), line, small, theme.ink)
        y_text += round(small.size * 1.25)
