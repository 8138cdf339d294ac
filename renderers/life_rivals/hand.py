"""A player's own cards, for her private panel: the careers dealt to her, her hand, and her
rival's hand while her Gossip pick shows it, as card pictures three to a row.

Three to a row keeps the picture narrow, so its card text reads on a phone at the header's
share of the width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.games.life_rivals.boards import RivalsView, SeatCards
from bot.games.life_rivals.data import Career, LifeCard
from bot.games.life_rivals.words import KIND_NAMES, money
from renderers.kit.canvas import new_canvas, paste_at
from renderers.kit.cards import card_face
from renderers.kit.palette import encode_png
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.life_rivals.lines import Line, draw_lines, height, wrapped
from renderers.life_rivals.style import card_colour
from renderers.text import draw_text, font

CARD_SIZE = (160, 164)
"""Wide enough for "Not-So-Good" in the title band, high enough for a Stuff card's name on two
lines and its three figures."""
PER_ROW = 3
GAP = 10
EDGE = 20
TITLE_PX = 22
CARD_KINDS = {**KIND_NAMES, "career": "Career"}
Card = LifeCard | Career
"""A card a hand picture shows: a Life card, or a career dealt at set-up."""


def card_kind(card: Card) -> str:
    """The card's type as its colour and title band know it: a Life card's, or "career"."""
    return "career" if isinstance(card, Career) else card.kind


def card_lines(card: Card) -> tuple[str, ...]:
    """The card's name, then its figures, for the body of a card picture."""
    lines = [card.name]
    if isinstance(card, Career):
        lines.append(f"Salary {money(card.salary)}")
        lines.append(f"Start {money(card.starting_cash)}")
    elif card.kind == "it-happens":
        lines.append(f"Fee {money(card.cost)}")
        lines.append("On either player")
    else:
        lines.append(f"{card.points:+d} points")
    if isinstance(card, LifeCard) and card.kind == "stuff":
        lines.append(f"Cost {money(card.cost)}")
        lines.append(f"Resale {money(card.resale)}")
    return tuple(lines)


def rows_of(view: RivalsView) -> list[tuple[str, Sequence[Card]]]:
    """Each row's title and cards: dealt careers (at set-up), the hand, the Gossip peek."""
    own = view.private_board
    if view.seat is None or not isinstance(own, SeatCards):
        raise ValueError("a hand is drawn for one seat only")
    rival = view.players[1 - view.seat].name if len(view.players) == 2 else "The rival"
    rows: list[tuple[str, Sequence[Card]]] = []
    if own.careers:
        rows.append(("Careers dealt to you: keep one", own.careers))
    rows.append(("Your hand", own.hand))
    if own.gossip:
        rows.append((f"{rival}'s hand, shown by Gossip: pick one", own.gossip))
    return rows


def _title(title: str, theme: Theme) -> list[Line]:
    width = PER_ROW * CARD_SIZE[0] + (PER_ROW - 1) * GAP
    return wrapped(title, font(TITLE_PX, bold=True), theme.ink, width, 2)


def _row_height(title: Sequence[Line], cards: Sequence[Card]) -> int:
    lines = max(1, -(-len(cards) // PER_ROW))
    return height(title) + 6 + lines * (CARD_SIZE[1] + GAP) + 8


def _draw_row(
    image: Image.Image,
    y: int,
    title: Sequence[Line],
    cards: Sequence[Card],
    theme: Theme,
) -> int:
    draw = ImageDraw.Draw(image)
    top = draw_lines(draw, EDGE, y, title) + 6
    if not cards:
        draw_text(draw, (EDGE, top), "No cards", font(TITLE_PX), theme.muted)
    for n, card in enumerate(cards):
        line, col = divmod(n, PER_ROW)
        kind = card_kind(card)
        face = card_face(
            CARD_KINDS.get(kind, "Card"), card_lines(card), card_colour(kind), size=CARD_SIZE
        )
        at = (EDGE + col * (CARD_SIZE[0] + GAP), round(top) + line * (CARD_SIZE[1] + GAP))
        paste_at(image, face, at)
    return y + _row_height(title, cards)


def hand_image(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """One seat's own cards as card pictures (and the rival's during its Gossip pick)."""
    rows = [(_title(title, theme), cards) for title, cards in rows_of(view)]
    width = 2 * EDGE + PER_ROW * CARD_SIZE[0] + (PER_ROW - 1) * GAP
    height_px = 16 + sum(_row_height(title, cards) for title, cards in rows) + 8
    image = new_canvas((width, height_px), theme.background)
    y = 16
    for title, cards in rows:
        y = _draw_row(image, y, title, cards, theme)
    return image


def render_hand(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """The registration's private picture, as PNG bytes."""
    return encode_png(hand_image(view, theme=theme))
