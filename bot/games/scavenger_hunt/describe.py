"""A Scavenger Hunt picture in English sentences, from the board it is drawn from (see
``bot.alt_text``): the dice, where each player is and what they found, each seat's own hand."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.words import cards, place


def board_sentences(rules: ScavengerHunt, view: ScavengerHuntView) -> list[str]:
    """The dice and each player's place and items found; hands only as counts."""
    board = view.board
    said: list[str] = []
    if board.dice:
        rolled = " and ".join(str(die) for die in board.dice)
        said.append(f"{name_of(view, board.active)} rolled {rolled}.")
    for seat, where in enumerate(board.seats):
        found = f", {where.collected} of {len(where.items)} items found" if where.items else ""
        said.append(f"{name_of(view, seat)} is on {place(rules.house, where.position)}{found}.")
    return said


def private_sentences(rules: ScavengerHunt, view: ScavengerHuntView) -> list[str]:
    """The seat's own hand of cards."""
    hand = view.private_board
    if not isinstance(hand, SeatHand):
        return []
    return [f"Hand: {cards(rules.house, hand.hand)}."]
