"""The computer player: what the seat plays now, decided on positions it can't tell apart.

It never peeks: the real position is used only for the seat's own legal actions (which it may
know) and for the game's determinizer, which draws the positions the search looks at. Two
positions the seat can't tell apart therefore give the same choice for the same seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.ai.hints import hints
from bot.ai.search import WAIT, Search, SearchBudget
from bot.engine import Game, Rng

DEFAULT_BUDGET = 96
"""Simulations per decision: at most about a tenth of a second of one core at p95 in every
game (``python -m bench.ai``), where a game's ``search_scale`` spends no more."""

LEVELS: Mapping[str, int] = {"easy": 8, "normal": DEFAULT_BUDGET, "hard": 4 * DEFAULT_BUDGET}
"""Strength levels a table may choose, as simulations per decision."""

TIME_CAP = 2.5
"""Seconds after which a search stops early: a safety net, never reached at these budgets."""


def choose(
    game: Game[Any],
    state: Any,
    seat: int,
    *,
    seed: int,
    budget: int = DEFAULT_BUDGET,
    seconds: float = TIME_CAP,
) -> str:
    """The action id ``seat`` plays now, one of ``game.legal_actions(state, seat)``; a single
    legal action, or the one the game's ``finish`` hint names, is played at once, without a
    search."""
    legal = [action.id for action in game.legal_actions(state, seat)]
    if not legal:
        raise ValueError(f"seat {seat} has nothing to do in {game.name} now")
    if len(legal) == 1:
        return legal[0]
    sure = _finishing(game, state, seat, legal, seed)
    if sure is not None:
        return sure
    return _search(game, state, seat, legal, seed, budget, seconds)


def choose_or_wait(
    game: Game[Any],
    state: Any,
    seat: int,
    *,
    seed: int,
    budget: int = DEFAULT_BUDGET,
    seconds: float = TIME_CAP,
) -> str | None:
    """For a seat that may act although nobody waits for it (a card played off turn): the
    action id it plays now, or None to let the game go on without it."""
    legal = [action.id for action in game.legal_actions(state, seat)]
    if not legal:
        return None
    picked = _search(game, state, seat, [*legal, WAIT], seed, budget, seconds)
    return picked or None


def _finishing(game: Game[Any], state: Any, seat: int, legal: list[str], seed: int) -> str | None:
    """The action the game's ``finish`` hint names among ``legal``, read from the views of a
    drawn position (the seat's own view is the same in all of them), or None."""
    finish = hints(type(game)).finish
    if finish is None:
        return None
    drawn = game.determinize(state, seat, Rng.from_seed(seed))
    sure = finish(game.view(drawn, None), game.view(drawn, seat), legal)
    return sure if sure in legal else None


def _search(
    game: Game[Any],
    state: Any,
    seat: int,
    choices: list[str],
    seed: int,
    budget: int,
    seconds: float,
) -> str:
    hinted = hints(type(game))
    choices = [choice for choice in choices if not hinted.redundant(choice)] or choices
    settings = SearchBudget(
        simulations=max(1, budget),
        horizon=hinted.horizon,
        steer=hinted.steer,
        seconds=seconds,
        scale=hinted.search_scale,
    )
    return Search(game, seat, choices, Rng.from_seed(seed), settings).run(state)
