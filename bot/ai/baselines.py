"""The players a computer is measured against: uniformly random, greedy one move deep, and
one that goes for its own goal."""

from __future__ import annotations

from typing import Any

from bot.ai.evaluation import own_advance, progress
from bot.ai.table import after, next_turn
from bot.engine import Game, Rng


def random_choice(game: Game[Any], state: Any, seat: int, *, seed: int) -> str:
    """Any of the seat's legal actions, each as likely."""
    legal = game.legal_actions(state, seat)
    return legal[Rng.from_seed(seed).below(len(legal))].id


def random_or_wait(game: Game[Any], state: Any, seat: int, *, seed: int) -> str | None:
    """Off turn: waiting is one more choice, as likely as each action."""
    legal = game.legal_actions(state, seat)
    pick = Rng.from_seed(seed).below(len(legal) + 1)
    return legal[pick].id if pick < len(legal) else None


def greedy_choice(game: Game[Any], state: Any, seat: int, *, seed: int) -> str:
    """The action after which ``progress`` is highest on one drawn position (ties at random)."""
    picked = _greedy(game, state, seat, seed, may_wait=False)
    assert picked is not None
    return picked


def greedy_or_wait(game: Game[Any], state: Any, seat: int, *, seed: int) -> str | None:
    """Off turn: an action only where it raises ``progress`` above waiting."""
    return _greedy(game, state, seat, seed, may_wait=True)


def _greedy(game: Game[Any], state: Any, seat: int, seed: int, *, may_wait: bool) -> str | None:
    rng = Rng.from_seed(seed)
    legal = [action.id for action in game.legal_actions(state, seat)]
    if len(legal) == 1 and not may_wait:
        return legal[0]
    world = game.determinize(state, seat, Rng(rng.next_u64()))
    scored: list[tuple[float, str | None]] = [
        (progress(game, game.apply(world, seat, action_id)[0], seat), action_id)
        for action_id in legal
    ]
    if may_wait:
        scored.append((progress(game, world, seat), None))
    top = max(value for value, _ in scored)
    best = [choice for value, choice in scored if value >= top - 1e-9]
    if may_wait and None in best:
        return None
    return best[rng.below(len(best))]


GOAL_DRAWS = 2
"""Drawn positions the goal player averages over (dice and hidden cards differ in each)."""
SOLE_WIN, SHARED_WIN, LOSS = 3.0, 2.0, -1.0
UNFINISHED = 0.5
"""Taken off a position where the seat still has to choose after its look ahead: a choice
that only leads on to more choosing (picking a destination and taking it back) is no step
towards the goal, and a player that valued it as one would go back and forth for ever."""


def goal_choice(game: Game[Any], state: Any, seat: int, *, seed: int) -> str:
    """A scripted player that heads for its own goal: the action after which the seat's own
    ``advance`` is highest, looking one choice further when its turn goes on (a win first,
    ties at random). A reference stronger than ``greedy_choice``, which weighs only leads."""
    picked = _goal(game, state, seat, seed, may_wait=False)
    assert picked is not None
    return picked


def goal_or_wait(game: Game[Any], state: Any, seat: int, *, seed: int) -> str | None:
    """Off turn: an action only where it takes the seat further than waiting."""
    return _goal(game, state, seat, seed, may_wait=True)


def _goal(game: Game[Any], state: Any, seat: int, seed: int, *, may_wait: bool) -> str | None:
    rng = Rng.from_seed(seed)
    legal = [action.id for action in game.legal_actions(state, seat)]
    if len(legal) == 1 and not may_wait:
        return legal[0]
    worlds = [game.determinize(state, seat, Rng(rng.next_u64())) for _ in range(GOAL_DRAWS)]
    choices: list[str | None] = [*legal, None] if may_wait else list(legal)
    scored = [
        (sum(_goal_value(game, world, seat, choice) for world in worlds), choice)
        for choice in choices
    ]
    top = max(value for value, _ in scored)
    best = [choice for value, choice in scored if value >= top - 1e-9]
    if may_wait and None in best:
        return None
    return best[rng.below(len(best))]


def _goal_value(game: Game[Any], world: Any, seat: int, choice: str | None) -> float:
    state = world if choice is None else after(game, world, seat, choice)
    if choice is None or not _choosing(game, state, seat):
        return _reached(game, state, seat)
    turn = next_turn(game, state)
    assert turn is not None
    return max(_reached(game, after(game, state, seat, then), seat) for then in turn.options)


def _choosing(game: Game[Any], state: Any, seat: int) -> bool:
    turn = next_turn(game, state)
    return turn is not None and turn.seat == seat and bool(turn.options)


def _reached(game: Game[Any], state: Any, seat: int) -> float:
    outcome = game.outcome(state)
    if outcome is None:
        unfinished = UNFINISHED if _choosing(game, state, seat) else 0.0
        return own_advance(game, state, seat) - unfinished
    if seat not in outcome.winners:
        return LOSS
    return SOLE_WIN if len(outcome.winners) == 1 else SHARED_WIN
