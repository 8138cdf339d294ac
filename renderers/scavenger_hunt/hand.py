"""A seat's own picture for its private panel: its hand as the kit's cards, each with its
whole name and what it is for. Only the seat's own view is read, so no other hand is drawn."""

from __future__ import annotations

from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.house import DOG, WILD, House
from bot.games.scavenger_hunt.words import K, card_name
from bot.languages import ENGLISH, say
from bot.sentences import worded
from renderers.kit.cards import BODY_PX, LINE_GAP, TITLE_PX
from renderers.kit.cards import MARGIN as CARD_MARGIN
from renderers.kit.flat import encode_flat
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.phone import header_px
from renderers.kit.theme import RGB, WHITE, Theme
from renderers.kit.words import in_words
from renderers.scavenger_hunt.colours import COMPRESSION, DOG_FUR, ROOM_FILL
from renderers.scavenger_hunt.layout import DESIGN
from renderers.text import ellipsize, font, wrap

LAYOUT = HandLayout(
    DESIGN, per_row=3, card_height=118, heading_px=header_px(DESIGN) + 6, heading_gap=16
)
"""The board's design width, not the board's: three cards a row carry their whole names
(Four-Arrow) at the fonts' 16 px floor only this wide."""
ROOMY = HandLayout(
    DESIGN, per_row=2, card_height=138, heading_px=header_px(DESIGN) + 6, heading_gap=16
)
"""For a language whose card names or uses don't fit three a row (a third longer than
English, or German's long words): two wider, taller cards a row, so nothing is cut."""
FOUR_ARROW: RGB = (0, 114, 178)


def layout_for(house: House, language: str) -> HandLayout:
    """Three cards a row when every card of the deck reads whole there, else ``ROOMY``
    (worked out once per house and language)."""
    key = (id(house), language)
    if key not in _LAYOUTS:
        _LAYOUTS[key] = _measured_layout(house, language)
    return _LAYOUTS[key]


_LAYOUTS: dict[tuple[int, str], HandLayout] = {}


def _measured_layout(house: House, language: str) -> HandLayout:
    width, height = LAYOUT.card
    room = width - 2 * CARD_MARGIN - 6
    body_lines = (height - (TITLE_PX + 2 * CARD_MARGIN) - 3 - 3 * CARD_MARGIN) // (
        BODY_PX + LINE_GAP
    )
    title_face, body_face = font(TITLE_PX, bold=True), font(BODY_PX)
    for code in house.cards:
        title, lines, _ = card_words(house, code, language)
        if ellipsize(title, title_face, room) != title:
            return ROOMY
        if sum(len(wrap(line, body_face, room, 99)) for line in lines) > body_lines:
            return ROOMY
    return LAYOUT


def card_words(house: House, code: str, language: str = ENGLISH) -> HandCard:
    """A card's name, what it is for, and the colour of its band, in ``language``."""
    kind = house.cards[code].kind
    name = worded(card_name(house, code), language)
    if kind == WILD:
        return name, (say(language, f"{K}-hand-wild"),), FOUR_ARROW
    if kind == DOG:
        return name, (say(language, f"{K}-hand-dog"),), DOG_FUR
    return name, (say(language, f"{K}-hand-into-{kind.lower()}"),), ROOM_FILL[kind]


def hand_png(house: House, view: ScavengerHuntView, theme: Theme) -> bytes:
    """The seat's hand in deck order under a heading that counts it, on the cards' colours."""
    view = in_words(view)
    language, own = view.language, view.private_board
    hand = sorted(own.hand if isinstance(own, SeatHand) else (), key=list(house.cards).index)
    name = "" if view.seat is None else view.players[view.seat].name
    count = say(language, f"{K}-hand-count", count=len(hand))
    if name:
        heading = say(language, f"{K}-hand-heading", name=name, cards=count)
    else:
        heading = say(language, f"{K}-hand-heading-anonymous", cards=count)
    cards = [card_words(house, code, language) for code in hand]
    image = hand_image(
        [(heading, cards)],
        layout_for(house, language),
        background=theme.background,
        ink=theme.ink,
        theme=theme,
    )
    colours = [theme.background, theme.ink, theme.muted, WHITE, *ROOM_FILL.values()]
    return encode_flat(image, [*colours, DOG_FUR, FOUR_ARROW], COMPRESSION)
