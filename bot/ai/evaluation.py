"""How well each seat stands, from what the protocol shows.

A finished game is 1 for a winner and 0 for everyone else. A game going on is read from its
game's own measure of each seat's *advance* (how far along it is towards winning, from 0 to 1,
``bot/ai/hints.py``), reading the public view's board and the seat's own view; a game without
one (a test's own game) is read from its scores against the best score at the table. A seat's
progress is then its lead over the best of the others, squeezed between 0.05 and 0.95, so that
winning always counts for more than any lead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bot.ai.hints import hints
from bot.engine import Game, PlayerInfo, View

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
        return score_advances(public.players)
    return [measure(public, game.view(state, info.seat)) for info in public.players]


def own_advance(game: Game[Any], state: Any, seat: int) -> float:
    """How far along ``seat`` alone is, whatever the others do."""
    public = game.view(state, None)
    measure = hints(type(game)).advance
    if measure is None:
        return score_advances(public.players)[seat]
    return measure(public, game.view(state, seat))


def relative(advance: Sequence[float]) -> list[float]:
    """Each seat's lead over the best of the others, mapped into (MARGIN, 1 - MARGIN)."""
    values = []
    for seat, own in enumerate(advance):
        best_other = max((a for s, a in enumerate(advance) if s != seat), default=0.0)
        lead = math.tanh(LEAD_WEIGHT * (own - best_other))
        values.append(0.5 + (0.5 - MARGIN) * lead)
    return values


def score_advances(players: Sequence[PlayerInfo]) -> list[float]:
    """Each seat's score against the best score at the table."""
    top = max((abs(info.score) for info in players), default=0) or 1
    return [info.score / top for info in players]


def plausibility(game: Game[Any], state: Any, seat: int) -> float:
    """How much a drawn position counts among the draws, for a game whose players steer
    towards their secret (a goal card): the further the others look along in it, the
    likelier it is, by the game's ``BELIEF`` (none by default, every draw counting alike)."""
    belief = hints(type(game)).belief
    if not belief:
        return 1.0
    advance = advances(game, state, game.view(state, None))
    return math.exp(belief * sum(a for other, a in enumerate(advance) if other != seat))
