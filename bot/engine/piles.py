"""A draw pile and its discards: when the pile runs out, the discards are shuffled into a new one.

Four games refill this way. Both piles are plain lists kept in the game's state, so every card
stays accounted for (in a pile, a hand or on the table) and a position dumps as it is.
"""

from __future__ import annotations

from typing import TypeVar

from bot.engine.rng import Rng

T = TypeVar("T")


def refilled(deck: list[T], discards: list[T], rng: Rng) -> tuple[list[T], list[T], bool]:
    """``(deck, discards, reshuffled)``: an empty deck takes the discards, shuffled; otherwise
    both piles as they are."""
    if deck or not discards:
        return deck, discards, False
    fresh = list(discards)
    rng.shuffle(fresh)
    return fresh, [], True
