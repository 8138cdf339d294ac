"""The players a computer is measured against: uniformly random, and greedy one move deep."""

from __future__ import annotations

from typing import Any

from bot.ai.evaluation import progress
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
