"""The panel under the house: whose turn, what is asked and the dice; one row a player with
her items, the room of her next disc and her cards in hand; a legend of the house's marks.
Once the game is over, the kit's Game over look takes the turn's and the rows' place: no
dice, no row lit up as if it were someone's turn.

The discs of each list are on the board (numbered in the list's order, ringed in the owner's
colour) and the story names them, so a row says only where its player heads next.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import DISC_ROOMS, House
from bot.games.scavenger_hunt.words import room
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.theme import Theme
from renderers.kit.turn import TurnFacts, draw_turn_panel
from renderers.scavenger_hunt.colours import DOG_FUR, ROLL_AGAIN, WALL, pen
from renderers.scavenger_hunt.layout import SMALL_PX, STYLE, Box, px
from renderers.text import draw_text, font, text_width

OVER = "over"
LISTING = "list"
SWATCH = SMALL_PX + px(4)
ROOM_CARDS = len(DISC_ROOMS)


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: ScavengerHuntView, house: House, theme: Theme
) -> None:
    """The kit's turn panel (the dice of the count under way; while the lists are made, which
    room card), or its Game over look once ``view.outcome`` is set; then the legend."""
    draw = pen(image)
    draw.rounded_rectangle(panel.box, radius=px(12), fill=theme.panel)
    board = view.board
    listing = board.phase in (OVER, LISTING)
    placed = min((len(side.items) for side in board.seats), default=0)
    facts = TurnFacts(
        dice=() if listing else board.dice,
        title=f"Hunt lists: room card {min(placed + 1, ROOM_CARDS)} of {ROOM_CARDS}",
        standings={p.seat: standing_line(view, p.seat, house) for p in view.players},
        lit=board.phase != OVER,
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    _draw_legend(draw, panel.legend, theme)


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
