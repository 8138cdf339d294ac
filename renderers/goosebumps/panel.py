"""The panel under the graveyard: the kit's turn panel (both dice; after each name the letters
of the player's pawns) or its Game over look, the piles while the game goes on, and a legend
of the spaces."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from bot.games.goosebumps.board import Board
from bot.games.goosebumps.boards import GooseView
from bot.games.goosebumps.words import said
from bot.languages import ENGLISH, say
from bot.sentences import Joined, Sentence, worded
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
from renderers.text import ELLIPSIS, draw_text, font, text_width, wrap

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
SHORTER = frozenset(
    f"goosebumps-phase-{kind}"
    for kind in ("tomb", "target", "after", "stepping", "stepping-pawn", "stuck", "move", "brink")
)
"""The phases the catalog also says in fewer words (``…-short``), for a longer language."""
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
    LEGEND.draw(image, box, ink, words=lambda message: say(language, message), lines=2, step=LINE)


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: GooseView, theme: Theme, asked: str = ""
) -> None:
    """The turn panel or its Game over look once ``view.outcome`` is set, on the bare panel;
    ``asked`` is the phase as the rules said it (a sentence), for its shorter form."""
    draw = ImageDraw.Draw(image)
    board, colours = view.board, seat_colours(view)
    rolled = board.number is not None and board.symbol is not None
    facts = TurnFacts(
        ask=shorter_ask(asked, view, panel.header, 2 if rolled else 0),
        standings=shorter_standings(view, panel.header),
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


def shorter_ask(asked: str, view: GooseView, box: Box, dice: int) -> str:
    """What is asked in the catalog's shorter words, where the phase in the view's language
    needs more than the turn panel's two lines beside ``dice`` dice (a longer language); ""
    (the phase itself) where it fits."""
    left, _, right, _ = box
    beside = right - left - dice * (STYLE.die + STYLE.px(STYLE.dice_gap))
    face = font(STYLE.ask_px)
    if view.language == ENGLISH or not isinstance(asked, Sentence):
        return ""  # English boards stay as they were drawn before the catalogs
    if asked.message_id not in SHORTER:
        return ""
    if ELLIPSIS not in "".join(wrap(view.phase, face, beside, 2)):
        return ""
    short = Sentence(f"{asked.message_id}-short", **asked.args)
    return worded(short, view.language)


def shorter_standings(view: GooseView, header: Box) -> dict[int, str]:
    """Each standing too long for its row in the view's language, in fewer words: without
    the pawns (their letters follow the name), then with a Monster as the board's "M".
    English boards stay as they were drawn before the catalogs (the kit cuts them)."""
    if view.language == ENGLISH:
        return {}
    face = font(STYLE.ask_px)
    left, _, right, _ = STYLE.row(header, 0)
    room = (right - left) * STYLE.standing_share
    shorter: dict[int, str] = {}
    for player in view.players:
        if text_width(player.standing, face) <= room:
            continue
        pawns = [p for p in view.board.pawns if p.seat == player.seat and p.space is not None]
        saved, monsters = sum(p.saved for p in pawns), sum(1 for p in pawns if p.monster)
        for monster in ("monsters", "monsters-short"):
            parts = [said("saved-count", count=saved)] if saved else []
            parts += [said(monster, count=monsters)] if monsters else []
            text = worded(said("standing", parts=Joined(parts, " · ")), view.language)
            if parts and text_width(text, face) <= room:
                shorter[player.seat] = text
                break
    return shorter


def _letters(view: GooseView, seat: int, colour: PlayerColour, theme: Theme) -> list[Label]:
    """Each of the seat's pawns' letters as on the board; a pawn that fell is only outlined."""
    fallen, standing = (theme.panel, theme.muted), (colour.rgb, colour.text)
    pawns = [pawn for pawn in view.board.pawns if pawn.seat == seat]
    return [(pawn.mark, *(fallen if pawn.space is None else standing)) for pawn in pawns]
