"""A Scavenger Hunt position as one seat might picture it: what it can't see, dealt anew.

A computer player searches such positions, never the real one. A seat sees its own hand and the
disc it is placing on the open hunt-list card, and everything public: the pawns, Dogs, dice and
the path walked, every hunt list made so far and the discs still to place (SH9, SH18), how many
cards each player holds (SH23), the size of the deck, and the cards played face up this count
and in the discard pile.

It can't see the others' hands, the deck's order, the dice still to come, or which disc another
player has picked on the open hunt-list card. Those hands and the deck are shuffled together and
dealt back, each hand keeping its size; each other answer becomes one of her discs still to
place. While another player moves, the route she is weighing on her panel (a destination whose
cards she is choosing, or Step by step before her first step) came from her hand, so it is
dropped: she is still choosing where to go, as far as the seat can tell. Once she has stepped,
the path is public and she stays step by step.

The discard pile is kept as it is: the cards there were played face up, but for a departed
player's hand, which went there unseen and which the state does not tell apart from the rest.

Once the pile has run out, the table saw what went into the new one: the discards, face up
until then (``shuffled_in``). The seat knows the cards it drew from it since (``drawn_since``),
so the pile is dealt only cards of that memory it has not drawn itself; the others' hands take
the rest, and their draws since are what the memory lost besides. A departed player's hand
thrown among those discards is in the memory too, as it is in the discard pile.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.engine import Rng, copy_core
from bot.engine.determinize import deal_unseen, fresh_rng
from bot.games.scavenger_hunt.state import LISTING, MOVE, ScavengerState


def determinize(state: ScavengerState, seat: int, rng: Rng) -> ScavengerState:
    """The other hands and the deck dealt anew (the deck from what the table saw go into it),
    the others' open hunt-list answers drawn again, the mover's private choice of route
    dropped, and a fresh generator (the real one would tell the dice)."""
    s = copy_core(state)
    others = [i for i in range(len(s.hands)) if i != seat]
    unseen = [*(s.hands[i] for i in others), s.deck.cards]
    remembered = _deal_remembered(s, seat, others, rng)
    if remembered is None:
        *hands, s.deck.cards = deal_unseen(unseen, rng)
    else:
        hands, s.deck.cards = remembered
    for i, hand in zip(others, hands, strict=True):
        s.hands[i] = sorted(hand)
    if s.phase == LISTING:
        _redraw_answers(s, seat, rng)
    if s.phase == MOVE and s.active != seat:
        s.choosing = ""
        s.stepping.on = s.stepping.on and s.stepping.moved
    s.rng = fresh_rng(rng)
    return s


def _redraw_answers(s: ScavengerState, seat: int, rng: Rng) -> None:
    """Each other player who has answered picks again among her discs still to place; a departed
    player's answer is her first disc left, as the rules place it, so it is known."""
    answers = dict(s.decision.answers)
    for other in answers:
        if other != seat and not s.gone[other]:
            discs = s.unplaced[other]
            answers[other] = discs[rng.below(len(discs))]
    s.decision = s.decision.with_answers(answers)


def _deal_remembered(
    s: ScavengerState, seat: int, others: list[int], rng: Rng
) -> tuple[list[list[str]], list[str]] | None:
    """The others' hands and a deck drawn from the pile's memory (the others' draws since
    redrawn to match), or None while the pile has not run out."""
    if not s.shuffled_in:
        return None
    unseen = Counter(card for i in others for card in s.hands[i]) + Counter(s.deck.cards)
    left = Counter(s.shuffled_in) - Counter(s.drawn_since[seat])
    may_remain = left & unseen
    if may_remain.total() < len(s.deck.cards):  # a memory that can't hold the pile: forget it
        return None
    deck, _ = _deal(may_remain, [len(s.deck.cards)], rng)
    *hands, _ = _deal(unseen - Counter(deck), [len(s.hands[i]) for i in others], rng)
    *drawn, _ = _deal(left - Counter(deck), [len(s.drawn_since[i]) for i in others], rng)
    for i, cards in zip(others, drawn, strict=True):
        s.drawn_since[i] = cards
    return hands, deck


def _deal(cards: Counter[str], sizes: Sequence[int], rng: Rng) -> list[list[str]]:
    """``cards`` shuffled and dealt into places of these ``sizes``, and whatever is left."""
    pool = sorted(cards.elements())
    rng.shuffle(pool)
    dealt, start = [], 0
    for size in sizes:
        dealt.append(pool[start : start + size])
        start += size
    return [*dealt, pool[start:]]
