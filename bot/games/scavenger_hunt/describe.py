"""Scavenger Hunt's own words for the alt text of its pictures (the frame is ``bot.alt_text``):
the dice, where each player is and what they found, each seat's own hand."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from bot.alt_text import Did
from bot.games.scavenger_hunt.boards import PublicBoard, SeatHand
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.words import cards, place


class Named(Protocol):
    """What the words read of the rules: the house that names the spaces and the cards."""

    house: House


def rolled(board: PublicBoard) -> Did | None:
    if not board.dice:
        return None
    return board.active, f"rolled {' and '.join(str(die) for die in board.dice)}"


def places(rules: Named, board: PublicBoard) -> Iterator[tuple[int, str]]:
    """Each player's place and items found; hands only as counts."""
    for seat, where in enumerate(board.seats):
        found = f", {where.collected} of {len(where.items)} items found" if where.items else ""
        yield seat, f" is on {place(rules.house, where.position)}{found}"


def private_sentences(rules: Named, hand: SeatHand) -> list[str]:
    """The seat's own hand of cards."""
    return [f"Hand: {cards(rules.house, hand.hand)}."]
