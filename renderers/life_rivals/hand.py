"""A player's own cards, for her private panel: the careers dealt to her, her hand, and her
rival's hand while her Gossip pick shows it, as the kit's card pictures three to a row (narrow
enough that a phone reads their text at the header's share of the width)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.life_rivals.boards import RivalsView, SeatCards
from bot.games.life_rivals.data import Career, LifeCard
from bot.games.life_rivals.words import KIND_NAMES, card_name, career_name, money
from bot.languages import ENGLISH, say
from bot.sentences import worded
from renderers.kit.hand import HandCard, HandLayout
from renderers.kit.hand import hand_image as kit_hand
from renderers.kit.palette import encode_png
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import in_words
from renderers.life_rivals.style import card_colour

LAYOUT = HandLayout(540, 3, 164, heading_px=22, heading_gap=13, heading_lines=2, margin=20)
"""Cards 160 px wide, for "Not-So-Good" in the title band, and high enough for a Stuff card's
name on two lines and its three figures."""


def hand_card(card: LifeCard | Career, language: str = ENGLISH) -> HandCard:
    """A card as the kit draws it: its type on the band, its name and figures below, in
    ``language``."""

    def figure(message: str, bills: int) -> str:
        return say(language, f"life-rivals-card-{message}", money=worded(money(bills), language))

    if isinstance(card, Career):
        figures = (figure("salary", card.salary), figure("start", card.starting_cash))
        name = worded(career_name(card.key), language)
        kind = say(language, "life-rivals-kind-career")
        return (kind, (name, *figures), card_colour("career"))
    if card.kind == "it-happens":
        figures = (figure("fee", card.cost), say(language, "life-rivals-card-either"))
    else:
        figures = (say(language, "life-rivals-card-points", points=f"{card.points:+d}"),)
    if card.kind == "stuff":
        figures += (figure("cost", card.cost), figure("resale", card.resale))
    named = KIND_NAMES.get(card.kind)
    kind = worded(named, language) if named else say(language, "life-rivals-kind-card")
    name = worded(card_name(card.key), language)
    return (kind, (name, *figures), card_colour(card.kind))


def hand_image(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """One seat's own cards: the careers dealt to her (at set-up), her hand, and her rival's
    while her Gossip pick shows it, each row under its title."""
    view = in_words(view)
    own, language = view.private_board, view.language
    if view.seat is None or not isinstance(own, SeatCards):
        raise ValueError("a hand is drawn for one seat only")
    if len(view.players) == 2:
        rival = view.players[1 - view.seat].name
    else:
        rival = say(language, "life-rivals-the-rival")
    title = say(language, "life-rivals-hand-title")
    rows: list[tuple[str, Sequence[LifeCard | Career]]] = [(title, own.hand)]
    if own.careers:
        rows.insert(0, (say(language, "life-rivals-hand-careers-title"), own.careers))
    if own.gossip:
        rows.append((say(language, "life-rivals-hand-gossip-title", rival=rival), own.gossip))
    sections = [
        (
            title if cards else say(language, "life-rivals-no-cards", title=title),
            [hand_card(card, language) for card in cards],
        )
        for title, cards in rows
    ]
    return kit_hand(sections, LAYOUT, background=theme.background, ink=theme.ink, theme=theme)


def render_hand(view: RivalsView, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """The registration's private picture, as PNG bytes."""
    return encode_png(hand_image(view, theme=theme))
