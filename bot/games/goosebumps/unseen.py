"""A Goosebumps position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat sees its own pawns'
saved cards (its panel), how many cards every other pawn saved (GB68), the Monster cards lying
face up on pawns and a drawn Play Now card waiting for its target. It can't see what the other
players' pawns saved, the order of the draw pile, or the dice still to come.

The discard pile is kept as it is: nearly every card there was read aloud as it was played. A
fallen opponent's saved cards go there unseen, but the state does not record which they
are, so this draw can't tell them apart from the rest.
"""

from __future__ import annotations

from bot.engine import Rng, copy_core
from bot.engine.determinize import deal_unseen, fresh_rng
from bot.games.goosebumps.state import GooseState, seat_of


def hidden_from(state: GooseState, seat: int) -> list[int]:
    """The pawns whose saved cards ``seat`` can't see: every other player's, when it saved any."""
    return [p for p, cards in enumerate(state.saved) if cards and seat_of(p) != seat]


def determinize(state: GooseState, seat: int, rng: Rng) -> GooseState:
    """The other pawns' saved cards and the draw pile shuffled together and dealt back, each
    pawn keeping its public count, with a fresh generator (the real one would tell the dice)."""
    s = copy_core(state)
    pawns = hidden_from(s, seat)
    dealt = deal_unseen([*(s.saved[p] for p in pawns), s.deck.cards], rng)
    for pawn, cards in zip(pawns, dealt, strict=False):
        s.saved[pawn] = cards
    s.deck.cards = dealt[-1]
    s.rng = fresh_rng(rng)
    return s
