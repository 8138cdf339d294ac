"""Life Rivals' own words for the alt text of its pictures (the frame is ``bot.alt_text``): the
spin, where each player is on the road, each seat's own cards."""

from __future__ import annotations

from collections.abc import Iterator

from bot.alt_text import Did
from bot.games.life_rivals.boards import PublicBoard, SeatCards
from bot.games.life_rivals.words import money


def rolled(board: PublicBoard) -> Did | None:
    return None if board.spin is None else (board.active, f"spun {board.spin}")


def places(rules: object, board: PublicBoard) -> Iterator[tuple[int, str]]:
    """Each player's space, career and cash; hands only as counts."""
    for seat, place in enumerate(board.seats):
        career = f", a {place.career.name}" if place.career is not None else ""
        where = "retired" if place.retired else f"on space {place.position}"
        cash = f"with {money(place.cash)} and {place.hand_size} cards in hand"
        yield seat, f" is {where}{career}, {cash}"


def private_sentences(rules: object, cards: SeatCards) -> list[str]:
    """The seat's own hand, careers to choose from and gossip."""
    said = [f"Hand: {', '.join(card.name for card in cards.hand) or 'empty'}."]
    if cards.careers:
        said.append(f"Careers: {', '.join(career.name for career in cards.careers)}.")
    if cards.gossip:
        said.append(f"Gossip: {', '.join(card.name for card in cards.gossip)}.")
    return said
