"""What one player of Rivals can't see, dealt anew: the determinizer a computer player searches.

A player sees her own hand and her own three dealt careers, everything on the table, the
discards and every count. She does not see her rival's hand (except while her own Gossip shows
it to her), her rival's dealt careers or choice, the order of either deck, or the generator.
What she may remember from earlier Gossips or traded careers is not kept: a drawn position may
be one she could tell apart by memory, never one she could not see.
"""

from __future__ import annotations

from bot.engine import Rng, Simultaneous, deal_unseen, fresh_rng
from bot.games.life_rivals.state import GOSSIP, RivalsState


def deal_anew(s: RivalsState, seat: int, rng: Rng) -> RivalsState:
    """``s`` (a copy the caller gives up) made a position ``seat`` can't tell from it, its
    unseen cards shuffled among their unseen places (each keeping its size)."""
    rival = 1 - seat
    shows_rival_hand = s.phase == GOSSIP and s.active == seat
    if shows_rival_hand:
        (s.deck.cards,) = deal_unseen([s.deck.cards], rng)
    else:
        s.hands[rival], s.deck.cards = deal_unseen([s.hands[rival], s.deck.cards], rng)
    _deal_careers(s, rival, rng)
    s.rng = fresh_rng(rng)
    return s


def _deal_careers(s: RivalsState, rival: int, rng: Rng) -> None:
    """The rival's dealt careers and the career deck, shuffled together; a career she has
    already chosen (in secret) becomes the one at the same place among her new ones."""
    old = list(s.dealt[rival])
    s.dealt[rival], s.career_deck = deal_unseen([old, s.career_deck], rng)
    if not s.choosing:
        return
    decision = Simultaneous.load(s.choosing)
    chosen = decision.answers.get(rival)
    if chosen is None:
        return
    answers = {**decision.answers, rival: s.dealt[rival][old.index(chosen)]}
    s.choosing = Simultaneous(decision.seats, answers).dump()
