"""A Cheat Street position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat knows its own goal card
and every public fact; it can't see the others' cards, the order of the deck, or the dice still
to come. What the table saw rules some cards out for a seat (``CheatStreetState.ruled_out``:
the card it gave up when it drew, the wrong call-outs against it since), so a drawn position
never hands a seat a card the table knows it does not hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Rng, copy_core, deal_unseen, fresh_rng
from bot.games.cheat_street.state import CheatStreetState

TRIES = 64
"""Fresh deals tried before the cards are fitted one seat at a time: a deal that keeps to
what the table saw, when one comes, is as likely as any other such deal."""


def determinize(state: CheatStreetState, seat: int, rng: Rng) -> CheatStreetState:
    """The others' goal cards and the deck dealt anew among themselves, sizes kept, no seat
    given a card ruled out for it."""
    s = copy_core(state)
    unseen = [other for other, card in enumerate(s.hands) if other != seat and card]
    barred = [set(s.ruled_out[other]) for other in unseen]
    places = [*([s.hands[other]] for other in unseen), s.deck]
    for _ in range(TRIES):
        dealt = deal_unseen(places, rng)
        if all(cards[0] not in out for cards, out in zip(dealt, barred, strict=False)):
            break
    else:
        dealt = fitted(places, barred, rng)
    for other, cards in zip(unseen, dealt, strict=False):
        s.hands[other] = cards[0]
    s.deck = dealt[-1]
    s.rng = fresh_rng(rng)
    return s


def fitted(
    places: Sequence[Sequence[str]], barred: Sequence[set[str]], rng: Rng
) -> list[list[str]]:
    """A deal where every hand avoids its barred cards, found seat by seat over a shuffled pool
    (going back where a seat is left with nothing): for what the table knows so tightly that
    fresh deals rarely keep to it. The real position is such a deal, so one is always found."""
    (pool,) = deal_unseen([[card for place in places for card in place]], rng)
    hands = len(barred)
    chosen: list[str] = []

    def fill(index: int) -> bool:
        if index == hands:
            return True
        for card in pool:
            if card not in chosen and card not in barred[index]:
                chosen.append(card)
                if fill(index + 1):
                    return True
                chosen.pop()
        return False

    if not fill(0):
        raise ValueError("no deal keeps to what the table saw")
    deck = [card for card in pool if card not in chosen]
    return [*([card] for card in chosen), deck]
