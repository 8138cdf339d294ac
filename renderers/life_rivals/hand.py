"""A player's own cards, for her private panel: the careers dealt to her, her hand, and her
rival's hand while her Gossip pick shows it, as card pictures three to a row.

Three to a row keeps the picture narrow, so its card text reads on a phone at the header's
share of the width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.life_rivals.boards import RivalsView, SeatCards
from bot.games.life_rivals.data import Career, LifeCard
from bot.games.life_rivals.words import KIND_NAMES, money
from renderers.kit.hand import HandCard, HandLayout
from renderers.kit.hand import hand_image as kit_hand
from renderers.kit.palette import encode_png
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.life_rivals.style import card_colour

CARD_SIZE = (160, 164)
"""Wide enough for "Not-So-Good" in the title band, high enough for a Stuff card's name on two
lines and its three figures."""
PER_ROW = 3
GAP = 10
EDGE = 20
LAYOUT = HandLayout(
    width=2 * EDGE + PER_ROW * CARD_SIZE[0] + (PER_ROW - 1) * GAP,
    per_row=PER_ROW,
    card_height=CARD_SIZE[1],
    heading_px=22,
    heading_gap=13,
    margin=EDGE,
    gap=GAP,
    heading_lines=2,
)
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


def hand_image(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """One seat's own cards as card pictures (and the rival's during its Gossip pick)."""
    sections = [
        (title if cards else f"{title}: no cards", [hand_card(card) for card in cards])
        for title, cards in rows_of(view)
    ]
    return kit_hand(sections, LAYOUT, background=theme.background, ink=theme.ink, theme=theme)


def hand_card(card: Card) -> HandCard:
    """A card as the kit draws it: its type on the band, its name and figures below."""
    kind = card_kind(card)
    return (CARD_KINDS.get(kind, "Card"), card_lines(card), card_colour(kind))


def render_hand(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """The registration's private picture, as PNG bytes."""
    return encode_png(hand_image(view, theme=theme))
