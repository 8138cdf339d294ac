"""The kit's turn panel under the school: the die, a row a player with her pawn's letter, and
under her name her item slots, her boyfriend and her character; then the cards left in the pile.
At Game over the kit's look, each standing followed by the boyfriend and character it ended
with."""

from __future__ import annotations

from functools import partial

from PIL import Image, ImageDraw

from bot.engine import PlayerInfo
from bot.games.sweet_valley_high.boards import HIDDEN, Scoreboard, SvhView
from bot.games.sweet_valley_high.school import School
from renderers.kit.chips import ChipStyle, draw_chip
from renderers.kit.flat import flat_pen
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.theme import Theme, ink_on
from renderers.kit.turn import Box, TurnFacts, draw_turn_panel
from renderers.sweet_valley_high.layout import SMALL_PX, STYLE, px
from renderers.sweet_valley_high.pieces import pawn_letter
from renderers.sweet_valley_high.school import chip_fill, slot_fill
from renderers.text import draw_text, ellipsize, font

SLOT = px(22)
TICK = ChipStyle(SMALL_PX, SLOT / 2, radius=px(5), edge=2)
"""An item slot under a player's name, ticked once she found the item."""
BOYFRIEND = ChipStyle(SMALL_PX, SLOT / 2, pad=px(8), radius=px(5), edge=2, bold=False)
"""The slot after them: her boyfriend's name, face down or none."""


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: SvhView, school: School, theme: Theme
) -> None:
    """The turn panel of this position, or the Game over look once ``view.outcome`` is set."""
    board, players = view.board, view.players
    facts = TurnFacts(
        dice=(board.roll,) if board.roll else (),
        letters={p.seat: pawn_letter(p) for p in players},
        under_name={
            p.seat: partial(_draw_scoreboard, p, view, school, theme)
            for p in players
            if board.scoreboards[p.seat].character
        },
        summaries={p.seat: _ended_with(board.scoreboards[p.seat], school) for p in players},
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    if view.outcome is None:
        line = f"{board.deck} large cards in the pile · {board.discard} played"
        at = (panel.under[0], panel.under[1] + px(6))
        draw_text(flat_pen(image), at, line, font(SMALL_PX), theme.muted)


def _boyfriend(board: Scoreboard, school: School) -> str:
    held = board.boyfriend or ""
    return {"": "no boyfriend", HIDDEN: "boyfriend face down"}.get(held) or school.card_names[held]


def _ended_with(board: Scoreboard, school: School) -> str:
    """After a final result: the boyfriend and the character she ended with."""
    character = school.character(board.character).name if board.character else ""
    return f"{_boyfriend(board, school)} · {character}" if character else ""


def _draw_scoreboard(
    player: PlayerInfo,
    view: SvhView,
    school: School,
    theme: Theme,
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
) -> None:
    """Four item slots (ticked when found), the boyfriend slot, her character and state."""
    x, y, right, _ = box
    board = view.board.scoreboards[player.seat]
    character = school.character(board.character)
    edge, middle = theme.panel_edge, y + SLOT / 2
    for item in character.items:
        fill, tick = (slot_fill(theme), "✓") if item in board.items else (theme.panel, "")
        draw_chip(draw, (x + SLOT / 2, middle), tick, TICK, fill, ink_on(fill), edge)
        x += SLOT + px(6)
    text, fill = _boyfriend(board, school), chip_fill(board.boyfriend or "", theme)
    at = (x + px(6) + BOYFRIEND.width(text) / 2, middle)
    chip = draw_chip(draw, at, text, BOYFRIEND, fill, ink_on(fill), edge)
    notes = [character.name]
    notes += ["in the Detention Room"] if "detention" in player.badges else []
    notes += ["loses her next turn"] if view.board.lose_turn[player.seat] else []
    line = ellipsize(" · ".join(notes), BOYFRIEND.face, right - chip[2] - px(12))
    draw_text(draw, (chip[2] + px(12), middle), line, BOYFRIEND.face, theme.muted, anchor="lm")
