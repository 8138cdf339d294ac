"""The panel under the house: the kit's turn panel, a row a player with her items, where she
heads next (her discs are numbered on the board) and her cards in hand; a legend of the marks.
"""

from __future__ import annotations

from PIL import Image

from bot.engine import OVER
from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import DISC_ROOMS, House
from bot.games.scavenger_hunt.state import LISTING
from bot.games.scavenger_hunt.words import K, room
from bot.languages import say
from bot.sentences import worded
from renderers.kit.flat import flat_pen
from renderers.kit.legend import draw_legend
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.theme import Theme
from renderers.kit.turn import TurnFacts, draw_turn_panel
from renderers.scavenger_hunt.colours import DOG_FUR, ROLL_AGAIN, WALL
from renderers.scavenger_hunt.layout import SCALE, SMALL_PX, STYLE, px
from renderers.text import font

LEGEND = ((ROLL_AGAIN, f"{K}-legend-roll-again"), (DOG_FUR, f"{K}-legend-dog"))
"""Each mark's swatch and the message naming it."""


def draw_panel(
    image: Image.Image, panel: PanelLayout, view: ScavengerHuntView, house: House, theme: Theme
) -> None:
    """The kit's turn panel (the dice of the count under way; while the lists are made, which
    room card), or its Game over look once ``view.outcome`` is set; then the legend."""
    draw = flat_pen(image)
    draw.rounded_rectangle(panel.box, radius=px(12), fill=theme.panel)
    board, cards = view.board, len(DISC_ROOMS)
    placed = min((len(side.items) for side in board.seats), default=0)
    facts = TurnFacts(
        dice=() if board.phase in (OVER, LISTING) else board.dice,
        title=say(
            view.language, f"{K}-panel-title", number=str(min(placed + 1, cards)), total=str(cards)
        ),
        standings={p.seat: standing_line(view, p.seat, house) for p in view.players},
        lit=board.phase != OVER,
    )
    draw_turn_panel(image, panel.header, panel.game_over, view, facts, STYLE, theme)
    legend = [(swatch, say(view.language, message)) for swatch, message in LEGEND]
    draw_legend(draw, panel.legend, legend, font(SMALL_PX), ink=theme.ink, edge=WALL, unit=SCALE)


def standing_line(view: ScavengerHuntView, seat: int, house: House) -> str:
    """A player's row as the panel writes it after her name: '2/4 items · next Attic ·
    5 cards', or 'left the game'."""
    player, language = view.players[seat], view.language
    if "gone" in player.badges:
        return say(language, f"{K}-standing-left")
    side = view.board.seats[seat]
    held = say(language, f"{K}-standing-cards", count=side.hand_size)
    rooms, got = side.rooms, side.collected
    if got < len(rooms):
        next_room = worded(room(house.space(rooms[got]).kind), language)
        heading = say(language, f"{K}-standing-next", room=next_room)
    elif len(rooms) == len(side.items) and not side.unplaced:
        heading = say(language, f"{K}-standing-next-start")
    else:
        heading = ""
    return " · ".join(part for part in (player.standing, heading, held) if part)
