"""One seat's panel picture: the cards saved under each of its pawns, as cards a phone reads
(two to a row, the title on the band, what the card does below). Nobody else's cards are in
the private view, so nobody else's can be drawn.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.goosebumps.boards import GooseView, PawnCards, SavedCards
from bot.games.goosebumps.cards import HEADER, Card
from renderers.goosebumps.art import NIGHT
from renderers.goosebumps.layout import WIDTH
from renderers.kit.canvas import paste_at
from renderers.kit.cards import card_face
from renderers.kit.palette import encode_png
from renderers.kit.phone import header_px
from renderers.kit.theme import RGB
from renderers.text import draw_text, ellipsize, font

KIND_COLOURS: dict[str, RGB] = {
    "later": (0, 114, 178),
    "now-or-later": (0, 158, 115),
    "anytime": (128, 60, 170),
}
PER_ROW = 2
MARGIN = 18
GAP = 12
CARD = ((WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW, 176)
HEADING_PX = header_px(WIDTH) + 5
HEADING = HEADING_PX + 20
INK: RGB = (236, 236, 240)


def render_saved(view: GooseView) -> bytes:
    """The seat's saved cards, pawn by pawn; empty when none of its pawns saved one (and for
    the public view, which carries nobody's cards)."""
    own = view.private_board
    pawns = [p for p in own.pawns if p.cards] if isinstance(own, SavedCards) else []
    if not pawns:
        return b""
    rows = [-(-len(p.cards) // PER_ROW) for p in pawns]
    height = MARGIN + sum(HEADING + r * (CARD[1] + GAP) for r in rows) + MARGIN - GAP
    image = Image.new("RGB", (WIDTH, height), NIGHT)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    for pawn in pawns:
        y = _draw_pawn(image, draw, y, pawn)
    return encode_png(image)


def _draw_pawn(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, pawn: PawnCards) -> int:
    """A pawn's name and count, then its cards; the top of what comes next."""
    cards = pawn.cards
    count = f"{len(cards)} saved card" + ("s" if len(cards) > 1 else "")
    face = font(HEADING_PX, bold=True)
    heading = ellipsize(f"{pawn.name} · {count}", face, WIDTH - 2 * MARGIN)
    draw_text(draw, (MARGIN, top), heading, face, INK)
    y = top + HEADING
    for index, card in enumerate(cards):
        column, row = index % PER_ROW, index // PER_ROW
        x = MARGIN + column * (CARD[0] + GAP)
        face_up = card_face(*_card_words(card), size=CARD)
        paste_at(image, face_up, (x, y + row * (CARD[1] + GAP)))
    return y + (-(-len(cards) // PER_ROW)) * (CARD[1] + GAP)


def _card_words(card: Card) -> tuple[str, tuple[str, ...], RGB]:
    """The card's title, its kind and what it does (its story left out), and its colour."""
    kind = card.kind
    story, _, effect = card.text.partition(". ")
    return (
        card.title,
        (HEADER.get(kind, ""), effect or story),
        KIND_COLOURS.get(kind, (0, 114, 178)),
    )
