"""The panel under the graveyard: whose turn it is, what is asked now and both dice; each
player's standing with the letters of their two pawns; the piles; a legend of the spaces.

Once the game is over the kit's Game over look takes the place of the turn and the standings:
the winner with a trophy, why, and what each player finished with. No dice, no row lit up.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.games.goosebumps.boards import GooseView, PawnBoard, PublicBoard
from renderers.goosebumps.art import symbol_face
from renderers.goosebumps.graveyard import draw_space
from renderers.goosebumps.layout import DIE, LEGEND_COLUMNS, LEGEND_ROW, SMALL_PX, STYLE, Box
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.seats import PlayerColour
from renderers.kit.theme import Theme
from renderers.kit.turn import AfterName, TurnFacts, draw_turn_panel, seat_colours
from renderers.text import draw_text, ellipsize, font, text_width

LEGEND = (
    ("g", "draw a card"),
    ("hand", "held: no move"),
    ("potion", "cures a Monster"),
    ("danger-red", "a pit may open"),
    ("arrow-purple", "go to its Danger"),
)
"""What each kind of space does, in the words of the rules summary."""
ICON = 28


def draw_panel(image: Image.Image, panel: PanelLayout, view: GooseView, theme: Theme) -> None:
    """The kit's turn panel (both dice; each row with the letters of the player's pawns), or
    its Game over look once ``view.outcome`` is set; then the piles and the legend."""
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(panel.box, radius=14, fill=theme.panel)
    board = view.board
    rolled = board.number is not None and board.symbol is not None
    facts = TurnFacts(
        dice=(board.number,) if rolled and board.number is not None else (),
        faces=(symbol_face(board.symbol, DIE),) if rolled else (),
        after_name={p.seat: _chips(view, p.seat, theme) for p in view.players},
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    if view.outcome is None:
        _draw_piles(draw, panel.under, board, theme)
    _draw_legend(image, draw, panel.legend, theme)


def _chips(view: GooseView, seat: int, theme: Theme) -> tuple[float, AfterName]:
    """The letters of the seat's pawns after her name: how wide, and how they are drawn."""
    pawns = [pawn for pawn in view.board.pawns if pawn.seat == seat]
    colour = seat_colours(view)[seat]

    def draw(pen: ImageDraw.ImageDraw, at: tuple[float, float], _: int) -> None:
        _draw_chips(pen, at, pawns, colour, theme)

    return _chips_width(pawns), draw


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
    draw_text(draw, (box[0], box[1] + 8), text, font(SMALL_PX), theme.muted)


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
