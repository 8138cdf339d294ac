"""One seat's panel picture: the cards saved under each of its pawns, as cards a phone reads
(two to a row, the title on the band, what the card does below). Nobody else's cards are in
the private view, so nobody else's can be drawn.
"""

from __future__ import annotations

from bot.games.goosebumps.boards import GooseView, PawnCards, SavedCards
from bot.games.goosebumps.cards import Card
from bot.games.goosebumps.words import card_title, kind_header
from bot.languages import ENGLISH, say
from bot.sentences import worded
from renderers.goosebumps.art import NIGHT
from renderers.goosebumps.layout import TURN_PX, WIDTH
from renderers.kit.cards import MARGIN, TITLE_PX
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.palette import encode_png
from renderers.kit.theme import RGB
from renderers.kit.words import in_words
from renderers.text import font, text_width

BLUE: RGB = (0, 114, 178)
KIND_COLOURS: dict[str, RGB] = {
    "later": BLUE,
    "now-or-later": (0, 158, 115),
    "anytime": (128, 60, 170),
}
LAYOUT = HandLayout(
    WIDTH, per_row=2, card_height=176, heading_px=TURN_PX, heading_gap=20, margin=18, gap=12
)
INK: RGB = (236, 236, 240)
TITLE_FACE = font(TITLE_PX, bold=True)
TITLE_ROOM = LAYOUT.card[0] - 2 * MARGIN - 6
"""The width a card's title has on its band (``renderers.kit.cards``): past it, a longer
language names the card in the catalog's fewer words."""


def render_saved(view: GooseView) -> bytes:
    """The seat's saved cards, pawn by pawn; empty when none of its pawns saved one (and for
    the public view, which carries nobody's cards)."""
    view = in_words(view)
    own = view.private_board
    pawns = [p for p in own.pawns if p.cards] if isinstance(own, SavedCards) else []
    if not pawns:
        return b""
    language = view.language
    sections = [
        (_heading(pawn, language), [_card_words(card, language) for card in pawn.cards])
        for pawn in pawns
    ]
    return encode_png(hand_image(sections, LAYOUT, background=NIGHT, ink=INK))


def _heading(pawn: PawnCards, language: str) -> str:
    return say(language, "goosebumps-saved-heading", pawn=pawn.name, count=len(pawn.cards))


def _card_words(card: Card, language: str) -> HandCard:
    """The card's title, its kind and what it does (its story, the first sentence, left out),
    and its colour, in ``language``: where the language is not English, what it does in the
    catalog's fewer words, and its kind's short name where its title is too long."""
    kind = card.kind
    title, header = worded(card_title(card), language), worded(kind_header(kind), language)
    if language != ENGLISH and text_width(title, TITLE_FACE) > TITLE_ROOM:
        title = say(language, f"goosebumps-short-{card.effect}")
    if language == ENGLISH:  # the card's own words, as drawn before the catalogs
        story, _, effect = card.text.partition(". ")
        effect = effect or story
    else:  # a longer language: the catalog's few words for what the card does
        effect = say(language, f"goosebumps-effect-{card.effect}")
    return (title, (header, effect), KIND_COLOURS.get(kind, BLUE))
