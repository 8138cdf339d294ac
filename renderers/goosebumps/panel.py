"""The panel under the graveyard: whose turn it is, what is asked now and both dice; each
player's standing with the letters of their two pawns; the piles; a legend of the spaces.

Once the game is over the kit's Game over look takes the place of the turn and the standings:
the winner with a trophy, why, and what each player finished with. No dice, no row lit up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.games.goosebumps.boards import GooseView, PawnBoard, PublicBoard
from renderers.goosebumps.art import symbol_face
from renderers.goosebumps.graveyard import draw_space
from renderers.goosebumps.layout import (
    ASK_PX,
    DIE,
    LEGEND_COLUMNS,
    LEGEND_ROW,
    SMALL_PX,
    STANDING_ROW,
    TURN_PX,
    Box,
    Panel,
)
from renderers.kit.canvas import paste_sprite
from renderers.kit.dice import die_face
from renderers.kit.final import draw_game_over
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import Theme
from renderers.kit.tokens import token_sprite
from renderers.text import draw_text, ellipsize, font, text_width, wrap

LEGEND = (
    ("g", "draw a card"),
    ("hand", "held: no move"),
    ("potion", "cures a Monster"),
    ("danger-red", "a pit may open"),
    ("arrow-purple", "go to its Danger"),
)
"""What each kind of space does, in the words of the rules summary."""
ICON = 28


def draw_panel(
    image: Image.Image,
    panel: Panel,
    view: GooseView,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """The panel of this position, or the Game over look once ``view.outcome`` is set."""
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(panel.box, radius=14, fill=theme.panel)
    if view.outcome is not None:
        draw_game_over(image, panel.game_over, view.outcome, view.players, theme=theme)
    else:
        _draw_header(image, draw, panel.header, view, colours, theme)
        _draw_standings(image, draw, panel.standings, view, colours, theme)
        _draw_piles(draw, panel.piles, view.board, theme)
    _draw_legend(image, draw, panel.legend, theme)


def _colour(colours: Mapping[int, PlayerColour], seat: int) -> PlayerColour:
    return colours.get(seat) or player_colour(seat)


def _draw_header(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: GooseView,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """Whose turn, what is asked now (the view's phase line) and the dice, all a phone reads."""
    left, top, right, _ = box
    number, symbol = view.board.number, view.board.symbol
    dice = number is not None and symbol is not None
    if dice:
        paste_sprite(image, die_face(number, side=DIE), (right - DIE * 1.5 - 8, top + DIE / 2))
        paste_sprite(image, symbol_face(symbol, DIE), (right - DIE / 2, top + DIE / 2))
    room = right - left - (2 * DIE + 16 if dice else 0)
    active = view.active
    turn = font(TURN_PX, bold=True)
    x = left
    if active is not None and 0 <= active < len(view.players):
        radius = TURN_PX // 2 + 2
        colour = _colour(colours, active)
        sprite = token_sprite(active, "", radius, theme=theme, colour=colour)
        paste_sprite(image, sprite, (left + radius, top + TURN_PX / 2 + 2))
        x = left + 2 * radius + 8
        name = ellipsize(f"{view.players[active].name}'s turn", turn, room - (x - left))
        draw_text(draw, (x, top), name, turn, theme.ink)
    ask = font(ASK_PX)
    y = top + TURN_PX + 8
    for line in wrap(view.phase, ask, room, 2):
        draw_text(draw, (left, y), line, ask, theme.ink)
        y += ASK_PX + 6


def _draw_standings(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: GooseView,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """One row a player: pawn colour, name, the letters of the pawns still in, the standing."""
    left, top, right, _ = box
    pawns: dict[int, list[PawnBoard]] = {}
    for pawn in view.board.pawns:
        pawns.setdefault(pawn.seat, []).append(pawn)
    name_face, standing_face = font(ASK_PX, bold=True), font(ASK_PX)
    for row, player in enumerate(view.players):
        y = top + row * STANDING_ROW
        colour = _colour(colours, player.seat)
        if player.seat == view.active:
            lit = (left - 6, y + 1, right + 6, y + STANDING_ROW - 1)
            draw.rounded_rectangle(lit, radius=8, fill=theme.highlight, outline=theme.goal_edge)
        middle = y + STANDING_ROW / 2
        radius = ASK_PX // 2 + 1
        sprite = token_sprite(player.seat, "", radius, theme=theme, colour=colour)
        paste_sprite(image, sprite, (left + radius + 2, middle))
        standing = ellipsize(player.standing, standing_face, (right - left) * 0.42)
        draw_text(draw, (right, middle), standing, standing_face, theme.ink, anchor="rm")
        chips = _chips_width(pawns.get(player.seat, []))
        x = left + 2 * radius + 10
        room = right - text_width(standing, standing_face) - 12 - chips - x
        name = ellipsize(player.name, name_face, room)
        draw_text(draw, (x, middle), name, name_face, theme.ink, anchor="lm")
        x += text_width(name, name_face) + 8
        _draw_chips(draw, (x, middle), pawns.get(player.seat, []), colour, theme)


def _chip_width(mark: str) -> float:
    return text_width(mark, font(SMALL_PX, bold=True)) + 10


def _chips_width(pawns: Sequence[PawnBoard]) -> float:
    return sum(_chip_width(p.mark) + 4 for p in pawns)


def _draw_chips(
    draw: ImageDraw.ImageDraw,
    start: tuple[float, float],
    pawns: Sequence[PawnBoard],
    colour: PlayerColour,
    theme: Theme,
) -> None:
    """Each pawn's letters as on the board; a pawn that fell is only outlined."""
    face = font(SMALL_PX, bold=True)
    x, y = start
    half = SMALL_PX / 2 + 2
    for pawn in pawns:
        mark = pawn.mark
        width = _chip_width(mark)
        fallen = pawn.space is None
        box = (x, y - half, x + width, y + half)
        fill = theme.panel if fallen else colour.rgb
        draw.rounded_rectangle(box, radius=half, fill=fill, outline=theme.ink, width=1)
        ink = theme.muted if fallen else colour.text
        draw_text(draw, (x + width / 2, y + 1), mark, face, ink, anchor="mm")
        x += width + 4


def _draw_piles(draw: ImageDraw.ImageDraw, box: Box, data: PublicBoard, theme: Theme) -> None:
    text = f"Draw pile {data.draw} · discard pile {data.discard}"
    draw_text(draw, (box[0], box[1] + 4), text, font(SMALL_PX), theme.muted)


def _draw_legend(image: Image.Image, draw: ImageDraw.ImageDraw, box: Box, theme: Theme) -> None:
    """What each kind of space does, three to a row."""
    left, top, right, _ = box
    column = (right - left) / LEGEND_COLUMNS
    face = font(SMALL_PX)
    for index, (kind, text) in enumerate(LEGEND):
        x = left + (index % LEGEND_COLUMNS) * column
        y = top + (index // LEGEND_COLUMNS) * LEGEND_ROW + LEGEND_ROW / 2
        draw_space(image, draw, kind, (x + ICON / 2, y), ICON)
        shown = ellipsize(text, face, column - ICON - 12)
        draw_text(draw, (x + ICON + 6, y), shown, face, theme.ink, anchor="lm")
