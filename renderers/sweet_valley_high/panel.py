"""The bands under the school: whose turn it is, what is asked now, the die and the large
cards; one row per player with her standing, her item slots, her boyfriend and her character.

Once the game is over the kit's Game over look takes the place of the turn and the rows: the
winner with a trophy, why, and the final standings. No die, no row lit up.
"""

from __future__ import annotations

from dataclasses import replace

from PIL import Image, ImageDraw

from bot.engine import Outcome, PlayerInfo
from bot.games.sweet_valley_high.boards import HIDDEN, PublicBoard, Scoreboard, SvhView
from bot.games.sweet_valley_high.school import School
from renderers.kit.canvas import paste_sprite
from renderers.kit.dice import die_face
from renderers.kit.final import draw_game_over
from renderers.kit.theme import Theme, ink_on
from renderers.kit.tokens import draw_token
from renderers.sweet_valley_high.colours import chip_fill, slot_fill
from renderers.sweet_valley_high.ink import write
from renderers.sweet_valley_high.layout import (
    ASK_LINES,
    ASK_PX,
    DIE,
    LINE,
    SMALL_PX,
    TURN_PX,
    Box,
    Panel,
    Point,
    px,
)
from renderers.sweet_valley_high.pieces import pawn_letter, seat_colour
from renderers.text import ellipsize, font, text_width, wrap

SLOT = px(22)
"""An item slot on a player's row."""
PILE_WIDTH = px(130)
"""The column at the right of the turn for the die and the large cards under it."""


def draw_panel(
    image: Image.Image, panel: Panel, view: SvhView, school: School, theme: Theme
) -> None:
    """The panel of this position, or the Game over look once ``view.outcome`` is set."""
    draw = ImageDraw.Draw(image)
    if view.outcome is not None:
        _draw_final(image, draw, panel, view, view.outcome, school, theme)
    else:
        _draw_header(image, draw, panel.header, view, theme)
        for row, player in zip(panel.rows, view.players, strict=False):
            _draw_row(image, draw, row, player, view, school, theme)


def _draw_final(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    panel: Panel,
    view: SvhView,
    outcome: Outcome,
    school: School,
    theme: Theme,
) -> None:
    """The kit's Game over look (the result already is the summary, so it is said once),
    then each player's scoreboard in the final order: what made her standing."""
    standings = tuple(replace(p, summary="") for p in view.players)
    draw_game_over(image, _whole(panel.game_over), outcome, standings, theme=theme)
    name_face = font(SMALL_PX, bold=True)
    column = max(text_width(p.name, name_face) for p in view.players)
    column = min(column, (panel.game_over[2] - panel.game_over[0]) / 4)
    for (seat, _), (x0, y0, x1, y1) in zip(outcome.standings, panel.strips, strict=False):
        player = view.players[seat]
        radius = px(12)
        draw_token(
            image,
            (x0 + radius + px(4), (y0 + y1) / 2),
            seat,
            player.name,
            radius,
            theme=theme,
            colour=seat_colour(player),
            letter=pawn_letter(player),
        )
        x = x0 + 2 * radius + px(14)
        name = ellipsize(player.name, name_face, column)
        write(image, (x, (y0 + y1) / 2), name, name_face, theme.ink, anchor="lm")
        board = view.board.scoreboards[seat]
        if board.character:
            top = (y0 + y1) / 2 - SLOT / 2
            _draw_scoreboard(
                image, draw, (x + column + px(14), top, x1, y1), board, player, view, school, theme
            )


def _whole(box: Box) -> tuple[int, int, int, int]:
    return (round(box[0]), round(box[1]), round(box[2]), round(box[3]))


def _draw_header(
    image: Image.Image, draw: ImageDraw.ImageDraw, box: Box, view: SvhView, theme: Theme
) -> None:
    """Whose turn (her pawn and name), what is asked now (the view's phase line), the die."""
    left, top, right, _ = box
    roll = view.board.roll
    if roll:
        paste_sprite(
            image, die_face(roll, side=DIE, theme=theme), (right - DIE / 2, top + DIE / 2 + px(6))
        )
    _draw_pile(image, (right, top + DIE + px(14)), view.board, theme)
    room = right - left - PILE_WIDTH - px(16)
    turn = font(TURN_PX, bold=True)
    x = left
    active = view.active
    if active is not None and 0 <= active < len(view.players):
        player = view.players[active]
        radius = TURN_PX // 2 + 1
        draw_token(
            image,
            (left + radius, top + px(8) + TURN_PX / 2),
            active,
            player.name,
            radius,
            theme=theme,
            colour=seat_colour(player),
            letter=pawn_letter(player),
        )
        x = left + 2 * radius + px(10)
        title = ellipsize(f"{player.name}'s turn", turn, room - (x - left))
        write(image, (x, top + px(8)), title, turn, theme.ink)
    ask = font(ASK_PX)
    y = top + px(8) + TURN_PX + px(8)
    for line in wrap(view.phase, ask, room, ASK_LINES):
        write(image, (left, y), line, ask, theme.ink)
        y += ASK_PX + px(7)


def _draw_pile(image: Image.Image, corner: Point, board: PublicBoard, theme: Theme) -> None:
    """The large cards under the die: how many are left in the pile and how many were played."""
    small = font(SMALL_PX)
    x, y = corner
    for i, line in enumerate((f"{board.deck} in the pile", f"{board.discard} played")):
        write(image, (x, y + i * LINE), line, small, theme.muted, anchor="ra")


def _draw_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    player: PlayerInfo,
    view: SvhView,
    school: School,
    theme: Theme,
) -> None:
    """A player's standing: pawn, name and summary at a glance; slots, boyfriend and notes."""
    x0, y0, x1, y1 = box
    if player.seat == view.active:
        draw.rounded_rectangle(
            (x0 - px(6), y0 + px(2), x1 + px(6), y1 - px(2)),
            radius=px(10),
            fill=theme.highlight,
            outline=theme.goal_edge,
            width=2,
        )
    radius = px(17)
    draw_token(
        image,
        (x0 + radius + px(2), (y0 + y1) / 2),
        player.seat,
        player.name,
        radius,
        theme=theme,
        colour=seat_colour(player),
        letter=pawn_letter(player),
    )
    tx = x0 + 2 * radius + px(14)
    bold, regular = font(ASK_PX, bold=True), font(ASK_PX)
    standing = ellipsize(player.standing, regular, (x1 - tx) / 2)
    write(image, (x1, y0 + px(8)), standing, regular, theme.ink, anchor="ra")
    room = x1 - tx - text_width(standing, regular) - px(16)
    write(image, (tx, y0 + px(8)), ellipsize(player.name, bold, room), bold, theme.ink)
    board = view.board.scoreboards[player.seat]
    if board.character:
        _draw_scoreboard(
            image,
            draw,
            (tx, y0 + px(8) + ASK_PX + px(8), x1, y1),
            board,
            player,
            view,
            school,
            theme,
        )


def _draw_scoreboard(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    board: Scoreboard,
    player: PlayerInfo,
    view: SvhView,
    school: School,
    theme: Theme,
) -> None:
    """Four item slots (ticked when found), the boyfriend slot, her character and state."""
    x, y, right, _ = box
    character = school.character(board.character)
    tick = font(SMALL_PX, bold=True)
    for item in character.items:
        got = item in board.items
        fill = slot_fill(theme) if got else theme.panel
        draw.rounded_rectangle(
            (x, y, x + SLOT, y + SLOT), radius=px(5), fill=fill, outline=theme.panel_edge, width=2
        )
        if got:
            write(image, (x + SLOT / 2, y + SLOT / 2), "✓", tick, ink_on(fill), anchor="mm")
        x += SLOT + px(6)
    held = board.boyfriend or ""
    text = {"": "no boyfriend", HIDDEN: "boyfriend face down"}.get(held) or school.card_names[held]
    small = font(SMALL_PX)
    fill = chip_fill(held, theme)
    width = text_width(text, small) + px(16)
    x += px(6)
    draw.rounded_rectangle(
        (x, y, x + width, y + SLOT), radius=px(5), fill=fill, outline=theme.panel_edge, width=2
    )
    write(image, (x + px(8), y + SLOT / 2), text, small, ink_on(fill), anchor="lm")
    x += width + px(12)
    notes = [character.name]
    if view.outcome is None and "detention" in player.badges:
        notes.append("in the Detention Room")
    if view.outcome is None and view.board.lose_turn[player.seat]:
        notes.append("loses her next turn")
    line = ellipsize(" · ".join(notes), small, right - x)
    write(image, (x, y + SLOT / 2), line, small, theme.muted, anchor="lm")
