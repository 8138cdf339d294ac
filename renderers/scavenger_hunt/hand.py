"""One seat's own picture for its private panel: its hand as cards with their whole names and
what each is for, in rows a phone reads. Nobody else's hand is in the seat's view, so nobody
else's can be drawn.
"""

from __future__ import annotations

from PIL import Image

from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.house import DOG, WILD, House
from bot.games.scavenger_hunt.words import room
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.palette import encode_png, flat_palette
from renderers.kit.phone import header_px
from renderers.kit.theme import RGB, Theme
from renderers.scavenger_hunt.colours import COMPRESSION, DOG_FUR, ROOM_FILL, WHITE
from renderers.scavenger_hunt.layout import DESIGN

WIDTH = DESIGN
"""The board's design width, not the board's: the kit's cards keep the fonts' 16 px floor,
and three a row carry their whole names (Four-Arrow) only this wide."""
LAYOUT = HandLayout(
    WIDTH, per_row=3, card_height=118, heading_px=header_px(WIDTH) + 6, heading_gap=16
)
"""Three to a row: room for the longest name (Four-Arrow) whole on the band."""
FOUR_ARROW: RGB = (0, 114, 178)


def card_words(house: House, code: str) -> HandCard:
    """A card's name, what it is for, and the colour of its band."""
    card = house.cards[code]
    if card.kind == WILD:
        return card.name, ("Into any room, not your next disc's",), FOUR_ARROW
    if card.kind == DOG:
        return card.name, ("Puts a Dog out or moves one",), DOG_FUR
    name = room(card.kind)
    return card.name, (f"Into {'an' if name[0] in 'AEIOU' else 'a'} {name}",), ROOM_FILL[card.kind]


def hand_png(house: House, view: ScavengerHuntView, theme: Theme) -> bytes:
    """The seat's hand, in deck order, three cards a row under a heading that counts them,
    on the few colours cards are drawn in."""
    own = view.private_board
    hand = sorted(own.hand if isinstance(own, SeatHand) else (), key=list(house.cards).index)
    seat = view.seat
    name = view.players[seat].name if seat is not None and seat < len(view.players) else ""
    count = f"{len(hand)} card{'' if len(hand) == 1 else 's'}" if hand else "no cards"
    heading = f"{name}'s hand: {count}" if name else f"Hand: {count}"
    cards = [card_words(house, code) for code in hand]
    image = hand_image(
        [(heading, cards)], LAYOUT, background=theme.background, ink=theme.ink, theme=theme
    )
    return encode_png(image, palette=hand_palette(theme), level=COMPRESSION)


def hand_palette(theme: Theme) -> Image.Image:
    """The colours of a hand: the cards' bands, their ink and white, the background."""
    bands = [*ROOM_FILL.values(), DOG_FUR, FOUR_ARROW]
    return flat_palette([theme.background, theme.ink, theme.muted, WHITE, *bands])
