"""Drawing a position a seat can't tell from the real one: what it can't see, dealt anew.

A computer player searches such positions, never the real one, so it cannot peek; the
conformance suite checks that each game's draw looks the same to the seat and to the public.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from bot.engine.rng import Rng

T = TypeVar("T")


def deal_unseen(places: Sequence[Sequence[T]], rng: Rng) -> list[list[T]]:
    """The cards of every place the seat can't see (others' hands, the deck), shuffled
    together and dealt back, each place keeping its size (which is public).

    The pool is put in one order before the shuffle, so two positions the seat can't tell
    apart give the same deal for the same ``rng``: the draw depends on what the seat knows only.
    """
    pool = sorted((card for place in places for card in place), key=repr)
    rng.shuffle(pool)
    dealt: list[list[T]] = []
    start = 0
    for place in places:
        dealt.append(pool[start : start + len(place)])
        start += len(place)
    return dealt


def fresh_rng(rng: Rng) -> Rng:
    """A generator for the drawn position: the real one would tell the dice still to come."""
    return Rng(rng.next_u64())
