"""What one player of Rivals can't see, dealt anew: the determinizer a computer player searches.

A player sees her own hand and her own three dealt careers, everything on the table, the
discards and every count. She does not see her rival's hand, her rival's dealt careers or
choice, the order of either deck, or the generator. She remembers what she saw
(``RivalsState.seen``, ``careers_under``): the cards her last Gossip showed her that are still
in her rival's hand stay there, and the careers traded in face up stay at the bottom of the
Career deck, in order; only the rest is dealt anew.
"""

from __future__ import annotations

from bot.engine import Rng, deal_unseen, fresh_rng
from bot.games.life_rivals.state import GOSSIP, RivalsState


def deal_anew(s: RivalsState, seat: int, rng: Rng) -> RivalsState:
    """``s`` (a copy the caller gives up) made a position ``seat`` can't tell from it, its
    unseen cards shuffled among their unseen places (each keeping its size)."""
    rival = 1 - seat
    if s.phase == GOSSIP and s.active == seat:
        known = list(s.hands[rival])  # her Gossip shows it now, in its order
    else:
        known = [card for card in s.hands[rival] if card in s.seen[seat]]
    hidden = [card for card in s.hands[rival] if card not in known]
    hidden, s.deck.cards = deal_unseen([hidden, s.deck.cards], rng)
    s.hands[rival] = known + hidden
    _deal_careers(s, rival, rng)
    s.rng = fresh_rng(rng)
    return s


def _deal_careers(s: RivalsState, rival: int, rng: Rng) -> None:
    """The rival's dealt careers and the career deck above the careers traded in, shuffled
    together; a career she has already chosen (in secret) becomes the one at the same place
    among her new ones."""
    old = list(s.dealt[rival])
    under = len(s.career_deck) - s.careers_under
    s.dealt[rival], above = deal_unseen([old, s.career_deck[:under]], rng)
    s.career_deck = above + s.career_deck[under:]
    chosen = s.choosing.answers.get(rival) if s.choosing else None
    if s.choosing is None or chosen is None:
        return
    answers = {**s.choosing.answers, rival: s.dealt[rival][old.index(chosen)]}
    s.choosing = s.choosing.with_answers(answers)
