"""A draw pile and its discards: when the pile runs out, the discards are shuffled into a new one.

Four games refill this way. Both piles are plain lists, or one ``Deck`` value, kept in the
game's state, so every card stays accounted for (in a pile, a hand or on the table) and a
position dumps as it is.
"""

from __future__ import annotations

from typing import TypeVar

import msgspec

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


class Deck(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A draw pile (``cards``, top first) and its ``discard`` pile, kept in a game's state.

    Drawing from an empty pile first shuffles the discards into a new one, so a card is always
    in the pile, the discards, a hand or on the table; ``count`` is the cards in both piles.
    """

    cards: list[str] = []
    discard: list[str] = []

    @property
    def count(self) -> int:
        return len(self.cards) + len(self.discard)

    def draw(self, rng: Rng) -> tuple[str | None, bool]:
        """``(card, reshuffled)``: the top card (None when both piles are empty), and whether
        the discards had to be shuffled in first."""
        self.cards, self.discard, reshuffled = refilled(self.cards, self.discard, rng)
        return (self.cards.pop(0) if self.cards else None), reshuffled

    def shuffle_in(self, card: str, rng: Rng) -> None:
        """Put ``card`` back into the draw pile at a random place (a game with no discards)."""
        self.cards.insert(rng.below(len(self.cards) + 1), card)

    def throw(self, *cards: str) -> None:
        """Put ``cards`` on the discard pile."""
        self.discard.extend(cards)
