"""A seat's own picture for its private panel: its hand as the kit's cards, each with its
whole name and what it is for. Only the seat's own view is read, so no other hand is drawn."""

from __future__ import annotations

from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.house import DOG, WILD, House
from bot.games.scavenger_hunt.words import room
from renderers.kit.flat import encode_flat
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.phone import header_px
from renderers.kit.theme import RGB, WHITE, Theme
from renderers.scavenger_hunt.colours import COMPRESSION, DOG_FUR, ROOM_FILL
from renderers.scavenger_hunt.layout import DESIGN

LAYOUT = HandLayout(
    DESIGN, per_row=3, card_height=118, heading_px=header_px(DESIGN) + 6, heading_gap=16
)
"""The board's design width, not the board's: three cards a row carry their whole names
(Four-Arrow) at the fonts' 16 px floor only this wide."""
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
    """The seat's hand in deck order under a heading that counts it, on the cards' colours."""
    own = view.private_board
    hand = sorted(own.hand if isinstance(own, SeatHand) else (), key=list(house.cards).index)
    name = "" if view.seat is None else view.players[view.seat].name
    count = f"{len(hand)} card{'' if len(hand) == 1 else 's'}" if hand else "no cards"
    heading = f"{name}'s hand: {count}" if name else f"Hand: {count}"
    cards = [card_words(house, code) for code in hand]
    image = hand_image(
        [(heading, cards)], LAYOUT, background=theme.background, ink=theme.ink, theme=theme
    )
    colours = [theme.background, theme.ink, theme.muted, WHITE, *ROOM_FILL.values()]
    return encode_flat(image, [*colours, DOG_FUR, FOUR_ARROW], COMPRESSION)
