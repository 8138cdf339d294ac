"""A Goosebumps position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat sees its own pawns'
saved cards (its panel), how many cards every other pawn saved (GB68), the Monster cards lying
face up on pawns and a drawn Play Now card waiting for its target. It can't see what the other
players' pawns saved, the order of the draw pile, or the dice still to come. It remembers what
the table was shown and then saw hidden again: a Ring shown at a skull try or taken by a steal
stays under its pawn (``GooseState.rings_shown``), since only a public event moves it from there;
and a pawn a steal found without a Ring gets none among the cards it held then
(``GooseState.ringless``).

The discard pile is kept as it is, but for the saved cards a fallen or departed opponent's pawn
threw there face down (``GooseState.thrown_unseen``), which are dealt anew with the rest: every
other card there was read aloud as it was played.
"""

from __future__ import annotations

from collections.abc import Set

from bot.engine import Rng, copy_core
from bot.engine.determinize import deal_unseen, fresh_rng
from bot.games.goosebumps.state import GooseState, seat_of


def hidden_from(state: GooseState, seat: int) -> list[int]:
    """The pawns whose saved cards ``seat`` can't see: every other player's, when it saved any."""
    return [p for p, cards in enumerate(state.saved) if cards and seat_of(p) != seat]


def determinize(state: GooseState, seat: int, rng: Rng, rings: Set[str]) -> GooseState:
    """The other pawns' saved cards and the draw pile shuffled together and dealt back, each
    pawn keeping its public count, the Rings the table saw under it and as many other cards as
    the table knows are no Ring (``rings`` are the Ring cards' ids), with a fresh generator (the
    real one would tell the dice)."""
    s = copy_core(state)
    pawns = hidden_from(s, seat)
    thrown = [card.place for card in s.thrown_unseen if seat_of(card.pawn) != seat]
    face_down = [s.deck.discard[place] for place in thrown]
    pool = deal_unseen([[c for p in pawns for c in s.saved[p]] + s.deck.cards + face_down], rng)[0]
    shown = {p: min(s.rings_shown[p], len(s.saved[p])) for p in pawns}
    plain = {p: min(s.ringless[p], len(s.saved[p]) - shown[p]) for p in pawns}
    ringed = [c for c in pool if c in rings][: sum(shown.values())]
    other = [c for c in pool if c not in rings][: sum(plain.values())]
    rest = [c for c in pool if c not in ringed and c not in other]
    for pawn in pawns:
        known, ringed = ringed[: shown[pawn]], ringed[shown[pawn] :]
        no_ring, other = other[: plain[pawn]], other[plain[pawn] :]
        unknown = len(s.saved[pawn]) - len(known) - len(no_ring)
        s.saved[pawn], rest = [*known, *no_ring, *rest[:unknown]], rest[unknown:]
    for place in thrown:
        s.deck.discard[place], rest = rest[0], rest[1:]
    s.deck.cards = rest
    s.rng = fresh_rng(rng)
    return s
