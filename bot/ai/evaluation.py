"""How well each seat stands, from what the protocol shows.

A finished game is 1 for a winner and 0 for everyone else. A game going on is read from its
public standings: each seat's *advance* (how far along it is towards winning, from 0 to 1) is
the fraction its summary shows ("3/4 items"), else its score against the best score at the
table; a game whose standings say too little supplies its own measure (``bot/ai/hints.py``),
reading the public view's board and the seat's own view. A seat's
progress is then its lead over the best of the others, squeezed between 0.05 and 0.95, so that
winning always counts for more than any lead.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from bot.ai.hints import hints
from bot.engine import Game, PlayerInfo, View

FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")
LEAD_WEIGHT = 3.0
MARGIN = 0.05


def progress(game: Game[Any], state: Any, seat: int) -> float:
    """How well ``seat`` stands, from 0 (lost) to 1 (won)."""
    return standings(game, state)[seat]


def standings(game: Game[Any], state: Any) -> list[float]:
    """Every seat's progress, reading the views once."""
    outcome = game.outcome(state)
    public = game.view(state, None)
    if outcome is not None:
        return [1.0 if info.seat in outcome.winners else 0.0 for info in public.players]
    return relative(advances(game, state, public))


def advances(game: Game[Any], state: Any, public: View) -> list[float]:
    """How far along each seat is: the game's own measure where it has one."""
    measure = hints(type(game)).advance
    if measure is None:
        return summary_advances(public.players)
    return [measure(public, game.view(state, info.seat)) for info in public.players]


def relative(advance: Sequence[float]) -> list[float]:
    """Each seat's lead over the best of the others, mapped into (MARGIN, 1 - MARGIN)."""
    values = []
    for seat, own in enumerate(advance):
        best_other = max((a for s, a in enumerate(advance) if s != seat), default=0.0)
        lead = math.tanh(LEAD_WEIGHT * (own - best_other))
        values.append(0.5 + (0.5 - MARGIN) * lead)
    return values


def summary_advances(players: Sequence[PlayerInfo]) -> list[float]:
    """The fraction each summary shows ("3/4 items"), else scores against the best score."""
    fractions = [_fraction(info.summary) for info in players]
    if all(f is not None for f in fractions):
        return [f for f in fractions if f is not None]
    top = max((abs(info.score) for info in players), default=0) or 1
    return [info.score / top for info in players]


def _fraction(summary: str) -> float | None:
    found = FRACTION.search(summary)
    if found is None or int(found[2]) == 0:
        return None
    return min(1.0, int(found[1]) / int(found[2]))


def plausibility(game: Game[Any], state: Any, seat: int) -> float:
    """How much a drawn position counts among the draws, for a game whose players steer
    towards their secret (a goal card): the further the others look along in it, the
    likelier it is, by the game's ``BELIEF`` (none by default, every draw counting alike)."""
    belief = hints(type(game)).belief
    if not belief:
        return 1.0
    advance = advances(game, state, game.view(state, None))
    return math.exp(belief * sum(a for other, a in enumerate(advance) if other != seat))
