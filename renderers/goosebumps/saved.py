"""One seat's panel picture: the cards saved under each of its pawns, as cards a phone reads
(two to a row, the title on the band, what the card does below). Nobody else's cards are in
the private view, so nobody else's can be drawn.
"""

from __future__ import annotations

from bot.games.goosebumps.boards import GooseView, PawnCards, SavedCards
from bot.games.goosebumps.cards import HEADER, Card
from renderers.goosebumps.art import NIGHT
from renderers.goosebumps.layout import TURN_PX, WIDTH
from renderers.kit.hand import HandCard, HandLayout, hand_image
from renderers.kit.palette import encode_png
from renderers.kit.theme import RGB

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


def render_saved(view: GooseView) -> bytes:
    """The seat's saved cards, pawn by pawn; empty when none of its pawns saved one (and for
    the public view, which carries nobody's cards)."""
    own = view.private_board
    pawns = [p for p in own.pawns if p.cards] if isinstance(own, SavedCards) else []
    if not pawns:
        return b""
    sections = [(_heading(pawn), [_card_words(card) for card in pawn.cards]) for pawn in pawns]
    return encode_png(hand_image(sections, LAYOUT, background=NIGHT, ink=INK))


def _heading(pawn: PawnCards) -> str:
    count = len(pawn.cards)
    return f"{pawn.name} · {count} saved card" + ("s" if count > 1 else "")


def _card_words(card: Card) -> HandCard:
    """The card's title, its kind and what it does (its story left out), and its colour."""
    kind = card.kind
    story, _, effect = card.text.partition(". ")
    return (card.title, (HEADER.get(kind, ""), effect or story), KIND_COLOURS.get(kind, BLUE))
