"""The panel under the house: whose turn, what is asked and the dice; one row a player with
her items, the room of her next disc and her cards in hand; a legend of the house's marks.
Once the game is over, the kit's Game over look takes the turn's and the rows' place: no
dice, no row lit up as if it were someone's turn.

The discs of each list are on the board (numbered in the list's order, ringed in the owner's
colour) and the story names them, so a row says only where its player heads next.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import DISC_ROOMS, House
from bot.games.scavenger_hunt.words import room
from renderers.common import ScaledDraw
from renderers.kit.canvas import paste_sprite
from renderers.kit.dice import die_face
from renderers.kit.final import draw_game_over
from renderers.kit.seats import PlayerColour
from renderers.kit.theme import Theme
from renderers.scavenger_hunt.colours import DOG_FUR, ROLL_AGAIN, WALL, pen
from renderers.scavenger_hunt.layout import ASK_PX, DIE, SMALL_PX, TURN_PX, Box, Panel, px
from renderers.text import draw_text, ellipsize, font, text_width, wrap

OVER = "over"
LISTING = "list"
SWATCH = SMALL_PX + px(4)
DICE_GAP = px(6)
ROOM_CARDS = len(DISC_ROOMS)


def draw_panel(
    image: Image.Image,
    panel: Panel,
    view: ScavengerHuntView,
    house: House,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """The panel of this position, or the Game over look once ``view.outcome`` is set."""
    draw = pen(image)
    draw.rounded_rectangle(panel.box, radius=px(12), fill=theme.panel)
    if view.outcome is not None:
        outcome, players = view.outcome, view.players
        box = panel.game_over
        draw_game_over(image, box, outcome, players, theme=theme, flat=True, floor=SMALL_PX)
    else:
        _draw_header(image, draw, panel.header, view, colours, theme)
        lit = None if view.board.phase == OVER else view.active
        for row, player in enumerate(view.players):
            box = panel.standing(row)
            _draw_row(image, draw, box, view, player.seat, lit, colours, house, theme)
    _draw_legend(draw, panel.legend, theme)


def _draw_header(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: ScavengerHuntView,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """Whose turn (or, while the lists are made, which room card), what is asked, and the
    dice of the count under way."""
    left, top, right, _ = box
    board = view.board
    dice = () if board.phase in (OVER, LISTING) else board.dice
    for i, value in enumerate(reversed(dice)):
        centre = (right - DIE / 2 - i * (DIE + DICE_GAP), top + DIE / 2)
        paste_sprite(image, die_face(value, side=DIE), centre)
    beside = right - left - len(dice) * (DIE + DICE_GAP)
    turn = font(TURN_PX, bold=True)
    x = left
    if view.active is not None and 0 <= view.active < len(view.players):
        radius = TURN_PX // 2 + 1
        seat_mark(
            image, colours[view.active], (left + radius, top + TURN_PX / 2 + px(2)), radius, theme
        )
        x = left + 2 * radius + px(8)
        title = f"{view.players[view.active].name}'s turn"
    else:
        placed = min((len(side.items) for side in board.seats), default=0)
        title = f"Hunt lists: room card {min(placed + 1, ROOM_CARDS)} of {ROOM_CARDS}"
    draw_text(draw, (x, top), ellipsize(title, turn, beside - (x - left)), turn, theme.ink)
    ask = font(ASK_PX)
    y = top + TURN_PX + px(10)
    for line in wrap(view.phase, ask, beside, 2):
        draw_text(draw, (left, y), line, ask, theme.ink)
        y += ASK_PX + px(5)


def seat_mark(
    image: Image.Image, colour: PlayerColour, at: tuple[float, float], radius: int, theme: Theme
) -> None:
    """A seat's colour in its shape, flat: colour is never the only cue, and a flat shape is a
    few bytes where a pawn's soft edges would be many."""
    ScaledDraw(image, 1).shape(colour.shape, at, radius, colour.rgb, theme.ink, 1)


def standing_line(view: ScavengerHuntView, seat: int, house: House) -> str:
    """A player's row as the panel writes it after her name: '2/4 items · next Attic ·
    5 cards', or 'left the game'."""
    player = view.players[seat]
    if "gone" in player.badges:
        return "left the game"
    side = view.board.seats[seat]
    cards = side.hand_size
    held = f"{cards} card{'' if cards == 1 else 's'}"
    rooms, got = side.rooms, side.collected
    if got < len(rooms):
        heading = f"next {room(house.space(rooms[got]).kind)}"
    elif len(rooms) == len(side.items) and not side.unplaced:
        heading = "next Start"
    else:
        heading = ""
    return " · ".join(part for part in (player.standing, heading, held) if part)


def _draw_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: ScavengerHuntView,
    seat: int,
    lit: int | None,
    colours: Mapping[int, PlayerColour],
    house: House,
    theme: Theme,
) -> None:
    """One player: pawn colour, name, then her standing on the right."""
    left, top, right, bottom = box
    if seat == lit:
        area = (left - px(6), top + 1, right + px(6), bottom - 1)
        draw.rounded_rectangle(area, radius=px(8), fill=theme.highlight, outline=theme.goal_edge)
    name_face, standing_face = font(ASK_PX, bold=True), font(ASK_PX)
    radius = ASK_PX // 2 + 1
    middle = (top + bottom) / 2
    seat_mark(image, colours[seat], (left + radius + px(2), middle), radius, theme)
    standing = standing_line(view, seat, house)
    draw_text(draw, (right, middle), standing, standing_face, theme.ink, anchor="rm")
    x = left + 2 * radius + px(10)
    room_left = right - text_width(standing, standing_face) - px(12) - x
    name = ellipsize(view.players[seat].name, name_face, room_left)
    draw_text(draw, (x, middle), name, name_face, theme.ink, anchor="lm")


def _draw_legend(draw: ImageDraw.ImageDraw, box: Box, theme: Theme) -> None:
    """What the house's marks are: a Roll Again space, a Dog."""
    left, top, _, bottom = box
    small = font(SMALL_PX)
    middle = (top + bottom) / 2
    x = left
    for fill, text in ((ROLL_AGAIN, "Roll Again"), (DOG_FUR, "Dog")):
        half = SWATCH / 2
        swatch = (x, middle - half, x + SWATCH, middle + half)
        draw.rounded_rectangle(swatch, px(4), fill=fill, outline=WALL)
        x += SWATCH + px(6)
        draw_text(draw, (x, middle), text, small, theme.ink, anchor="lm")
        x += text_width(text, small) + px(14)
