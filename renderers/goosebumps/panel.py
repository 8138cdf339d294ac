"""The panel under the graveyard: the kit's turn panel (both dice; after each name the letters
of the player's pawns) or its Game over look, the piles while the game goes on, and a legend
of the spaces."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from bot.games.goosebumps.board import Board
from bot.games.goosebumps.boards import GooseView
from bot.languages import ENGLISH, say
from renderers.goosebumps.art import symbol_face
from renderers.goosebumps.graveyard import draw_space
from renderers.goosebumps.layout import DIE, PAD, RULER, SMALL_PX, STYLE, WIDTH, grid_of
from renderers.kit.boxes import Box
from renderers.kit.chips import ChipStyle, Label, chip_row
from renderers.kit.icon_legend import Legend
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.seats import PlayerColour
from renderers.kit.theme import RGB, Theme
from renderers.kit.turn import TurnFacts, draw_turn_panel, seat_colours
from renderers.text import draw_text, font, wrap

LEGEND_ENTRIES = (
    ("g", "goosebumps-legend-g"),
    ("hand", "goosebumps-legend-hand"),
    ("potion", "goosebumps-legend-potion"),
    ("danger-red", "goosebumps-legend-danger"),
    ("arrow-purple", "goosebumps-legend-arrow"),
)
"""Each kind of space the legend shows, and the message that says what it does, in the words
of the rules summary."""
LEGEND = Legend(LEGEND_ENTRIES, draw_space, columns=3, row=36, side=28, px=SMALL_PX)
"""The legend's grid (its words are drawn by ``draw_legend``, in the view's language)."""
LINE = SMALL_PX + 2
"""The step between the two lines of a legend entry too long for one."""
PILES = 4 + SMALL_PX + 8
"""The line under the rows that counts the draw and discard piles."""
LETTERS = ChipStyle(SMALL_PX, SMALL_PX / 2 + 2, pad=5)


@cache
def panel_of(board: Board, players: int) -> PanelLayout:
    """The panel under the graveyard: the turn, one row a player, the piles, the legend; the
    same size from the first turn to Game over (a recap animates every frame)."""
    top = grid_of(board).bottom + RULER + 4
    return PanelLayout(top, WIDTH, players, STYLE, PAD, PILES, 6, LEGEND.height)


def draw_bare_panel(
    image: Image.Image, panel: PanelLayout, theme: Theme, language: str = ENGLISH
) -> None:
    """What every frame's panel starts from: its box and the legend, which no turn covers."""
    ImageDraw.Draw(image).rounded_rectangle(panel.box, radius=14, fill=theme.panel)
    draw_legend(image, panel.legend, theme.ink, language)


def draw_legend(image: Image.Image, box: Box, ink: RGB, language: str) -> None:
    """``LEGEND``'s entries row by row, each picture with its words in ``language``: on one
    line where they fit, else on two (a longer language's words are never cut)."""
    draw = ImageDraw.Draw(image)
    left, top, right, _ = box
    column = (right - left) / LEGEND.columns
    face = font(LEGEND.px)
    for index, (kind, message) in enumerate(LEGEND.entries):
        row, col = divmod(index, LEGEND.columns)
        x, y = left + col * column, top + row * LEGEND.row + LEGEND.row / 2
        LEGEND.icon(image, kind, (x + LEGEND.side / 2, y), LEGEND.side)
        room = column - LEGEND.side - 2 * LEGEND.gap
        lines = wrap(say(language, message), face, room, 2)
        first = y - (len(lines) - 1) * LINE / 2
        for number, line in enumerate(lines):
            at = (x + LEGEND.side + LEGEND.gap, first + number * LINE)
            draw_text(draw, at, line, face, ink, anchor="lm")


def draw_panel(image: Image.Image, panel: PanelLayout, view: GooseView, theme: Theme) -> None:
    """The turn panel or its Game over look once ``view.outcome`` is set, on the bare panel."""
    draw = ImageDraw.Draw(image)
    board, colours = view.board, seat_colours(view)
    rolled = board.number is not None and board.symbol is not None
    facts = TurnFacts(
        dice=(board.number,) if rolled and board.number is not None else (),
        faces=(symbol_face(board.symbol, DIE),) if rolled else (),
        after_name={
            p.seat: chip_row(
                _letters(view, p.seat, colours[p.seat], theme), LETTERS, theme.ink, pasted_on=image
            )
            for p in view.players
        },
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    if view.outcome is None:
        piles = say(view.language, "goosebumps-piles", draw=board.draw, discard=board.discard)
        left, top, _, _ = panel.under
        draw_text(draw, (left, top + 8), piles, font(SMALL_PX), theme.muted)


def _letters(view: GooseView, seat: int, colour: PlayerColour, theme: Theme) -> list[Label]:
    """Each of the seat's pawns' letters as on the board; a pawn that fell is only outlined."""
    fallen, standing = (theme.panel, theme.muted), (colour.rgb, colour.text)
    pawns = [pawn for pawn in view.board.pawns if pawn.seat == seat]
    return [(pawn.mark, *(fallen if pawn.space is None else standing)) for pawn in pawns]
