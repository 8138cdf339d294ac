"""A Life Rivals picture in English sentences, from the board it is drawn from (see
``bot.alt_text``): the spin, where each player is on the road, each seat's own cards."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.life_rivals.boards import RivalsView, SeatCards
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.words import money


def board_sentences(rules: LifeRivals, view: RivalsView) -> list[str]:
    """The spin and each player's space, career and cash; hands only as counts."""
    board = view.board
    said: list[str] = []
    if board.spin is not None:
        said.append(f"{name_of(view, board.active)} spun {board.spin}.")
    for seat, place in enumerate(board.seats):
        career = f", a {place.career.name}" if place.career is not None else ""
        where = "retired" if place.retired else f"on space {place.position}"
        said.append(
            f"{name_of(view, seat)} is {where}{career}, with {money(place.cash)}"
            f" and {place.hand_size} cards in hand."
        )
    return said


def private_sentences(rules: LifeRivals, view: RivalsView) -> list[str]:
    """The seat's own hand, careers to choose from and gossip."""
    cards = view.private_board
    if not isinstance(cards, SeatCards):
        return []
    said = [f"Hand: {', '.join(card.name for card in cards.hand) or 'empty'}."]
    if cards.careers:
        said.append(f"Careers: {', '.join(career.name for career in cards.careers)}.")
    if cards.gossip:
        said.append(f"Gossip: {', '.join(card.name for card in cards.gossip)}.")
    return said
