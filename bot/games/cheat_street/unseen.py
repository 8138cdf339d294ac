"""A Cheat Street position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat knows its own goal card
and every public fact (cards revealed or called out are back in the deck by then); it can't see
the others' cards, the order of the deck, or the dice still to come.
"""

from __future__ import annotations

from bot.engine import Rng, copy_core, deal_unseen, fresh_rng
from bot.games.cheat_street.state import CheatStreetState


def determinize(state: CheatStreetState, seat: int, rng: Rng) -> CheatStreetState:
    """The others' goal cards and the deck dealt anew among themselves, sizes kept."""
    s = copy_core(state)
    unseen = [other for other, card in enumerate(s.hands) if other != seat and card]
    dealt = deal_unseen([*([s.hands[other]] for other in unseen), s.deck], rng)
    for other, cards in zip(unseen, dealt, strict=False):
        s.hands[other] = cards[0]
    s.deck = dealt[-1]
    s.rng = fresh_rng(rng)
    return s
