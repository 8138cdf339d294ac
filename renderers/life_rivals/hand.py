"""A player's own cards, for her private panel: the careers dealt to her, her hand, and her
rival's hand while her Gossip pick shows it, as the kit's card pictures three to a row (narrow
enough that a phone reads their text at the header's share of the width)."""

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

LAYOUT = HandLayout(540, 3, 164, heading_px=22, heading_gap=13, heading_lines=2, margin=20)
"""Cards 160 px wide, for "Not-So-Good" in the title band, and high enough for a Stuff card's
name on two lines and its three figures."""


def hand_card(card: LifeCard | Career) -> HandCard:
    """A card as the kit draws it: its type on the band, its name and figures below."""
    if isinstance(card, Career):
        figures = (f"Salary {money(card.salary)}", f"Start {money(card.starting_cash)}")
        return ("Career", (card.name, *figures), card_colour("career"))
    if card.kind == "it-happens":
        figures = (f"Fee {money(card.cost)}", "On either player")
    else:
        figures = (f"{card.points:+d} points",)
    if card.kind == "stuff":
        figures += (f"Cost {money(card.cost)}", f"Resale {money(card.resale)}")
    return (KIND_NAMES.get(card.kind, "Card"), (card.name, *figures), card_colour(card.kind))


def hand_image(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """One seat's own cards: the careers dealt to her (at set-up), her hand, and her rival's
    while her Gossip pick shows it, each row under its title."""
    own = view.private_board
    if view.seat is None or not isinstance(own, SeatCards):
        raise ValueError("a hand is drawn for one seat only")
    rival = view.players[1 - view.seat].name if len(view.players) == 2 else "The rival"
    rows: list[tuple[str, Sequence[LifeCard | Career]]] = [("Your hand", own.hand)]
    if own.careers:
        rows.insert(0, ("Careers dealt to you: keep one", own.careers))
    if own.gossip:
        rows.append((f"{rival}'s hand, shown by Gossip: pick one", own.gossip))
    sections = [
        (title if cards else f"{title}: no cards", list(map(hand_card, cards)))
        for title, cards in rows
    ]
    return kit_hand(sections, LAYOUT, background=theme.background, ink=theme.ink, theme=theme)


def render_hand(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """The registration's private picture, as PNG bytes."""
    return encode_png(hand_image(view, theme=theme))
