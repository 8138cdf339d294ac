"""Seeded random play over the public protocol: the positions the conformance checks look at.

The player picks uniformly among every seat's legal actions and lets a timed phase run out now
and then, so every kind of input a live table sends (an action, the clock) is played.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import EXPIRE, Event, Game

MAX_ACTIONS = 20_000
"""Far above the longest random game of any game here: reaching it means a game never ends."""


@dataclass(frozen=True)
class Step:
    """One input played from ``before``: who did what, and what came of it."""

    before: Any
    seat: int | None
    action_id: str
    after: Any
    events: list[Event]


def names(players: int) -> list[str]:
    return [f"P{seat}" for seat in range(players)]


def choices(game: Game[Any], state: Any) -> list[tuple[int, str]]:
    """Every (seat, action id) legal now, seat by seat."""
    seats = range(len(game.view(state, None).players))
    return [(seat, action.id) for seat in seats for action in game.legal_actions(state, seat)]


def play_step(game: Game[Any], state: Any, pick: random.Random) -> Step:
    """One uniformly random input: a legal action, or the clock closing a timed phase."""
    legal = choices(game, state)
    if game.deadline(state) is not None and (not legal or pick.random() < 0.1):
        after, events = game.expire(state)
        return Step(state, None, EXPIRE, after, events)
    if not legal:
        raise AssertionError(f"{game.name}: nobody can act and nothing is timed, yet not over")
    seat, action_id = pick.choice(legal)
    after, events = game.apply(state, seat, action_id)
    return Step(state, seat, action_id, after, events)


def random_game(
    game: Game[Any], players: int, seed: int, options: Mapping[str, str] | None = None
) -> Iterator[Step]:
    """A whole seeded random game (set up with ``options``), one step at a time, until its
    outcome is known."""
    pick = random.Random(seed)
    state = game.setup(names(players), seed, dict(options or {}))
    for _ in range(MAX_ACTIONS):
        if game.outcome(state) is not None:
            return
        step = play_step(game, state, pick)
        yield step
        state = step.after
    raise AssertionError(f"{game.name} with {players}: no end after {MAX_ACTIONS} inputs")


def sampled(steps: Iterator[Step], every: int) -> Iterator[Step]:
    """Every ``every``-th step and the last, for the checks too costly to run at each step."""
    last = None
    for index, step in enumerate(steps):
        last = step
        if index % every == 0:
            yield step
            last = None
    if last is not None:
        yield last
