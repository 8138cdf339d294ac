"""Scavenger Hunt's own words for the alt text of its pictures (the frame is ``bot.alt_text``):
the dice, where each player is and what they found, each seat's own hand, as whole sentences
each reader gets in her language."""

from __future__ import annotations

from typing import Any, Protocol

from bot.alt_text import name_of
from bot.engine import View
from bot.games.scavenger_hunt.boards import PublicBoard, SeatHand
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.words import K, cards, joined, place
from bot.sentences import Sentence


class Named(Protocol):
    """What the words read of the rules: the house that names the spaces and the cards."""

    house: House


def board_sentences(rules: Named, view: View[PublicBoard, Any]) -> list[str]:
    """Who rolled what, then each player's place and items found; hands only as counts."""
    board = view.board
    said: list[str] = []
    if board.dice:
        dice = joined([str(die) for die in board.dice], f"{K}-and")
        said.append(Sentence(f"{K}-alt-rolled", name=name_of(view, board.active), dice=dice))
    for seat, where in enumerate(board.seats):
        name, at = name_of(view, seat), place(rules.house, where.position)
        if where.items:
            found, total = where.collected, len(where.items)
            said.append(
                Sentence(f"{K}-alt-place-found", name=name, place=at, count=found, total=total)
            )
        else:
            said.append(Sentence(f"{K}-alt-place", name=name, place=at))
    return said


def private_sentences(rules: Named, hand: SeatHand) -> list[str]:
    """The seat's own hand of cards."""
    return [Sentence(f"{K}-alt-hand", cards=cards(rules.house, hand.hand))]
