"""Information-set Monte Carlo tree search over positions a seat can't tell from the real one.

Each simulation draws a position with the game's determinizer (what the seat can't see dealt
anew, fresh dice), then walks one tree of action ids shared by all the drawn positions, as in
single-observer IS-MCTS: a child counts as offered each time its action was legal, and is
chosen by UCB among those offered now, by the seat that decides there (every seat plays for
its own progress). A move nobody chooses (one option, or the clock) is played without a node.
Below the tree, uniformly random play goes on for a few inputs and the position is scored by
``standings``, so a game too long to finish in a rollout still tells good from bad.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.ai.evaluation import standings
from bot.ai.table import after, next_turn, options
from bot.engine import Game, Rng

WAIT = ""
"""The choice not to act when nobody waits for the seat (never an action id)."""

EXPLORATION = 0.7

Decision = tuple[int | None, tuple[str, ...]]
"""Who chooses (None: the clock) and among which action ids."""


@dataclass(frozen=True)
class Settings:
    """How much a search may do: ``simulations`` decides (so a seed repeats its choice);
    ``seconds`` only stops a search that would otherwise hold a worker far too long."""

    simulations: int = 48
    rollout: int = 12
    seconds: float = 2.5


@dataclass
class Node:
    """Statistics of one action id after the same ids from the root."""

    seat: int
    visits: int = 0
    offered: int = 0
    totals: list[float] = field(default_factory=list)
    children: dict[tuple[int, str], Node] = field(default_factory=dict)

    def mean(self) -> float:
        return self.totals[self.seat] / self.visits if self.visits else 0.0

    def add(self, values: Sequence[float]) -> None:
        if not self.totals:
            self.totals = [0.0] * len(values)
        for seat, value in enumerate(values):
            self.totals[seat] += value
        self.visits += 1


class Search:
    """One decision of ``seat``: simulate, then pick the root child simulated most."""

    def __init__(
        self, game: Game[Any], seat: int, choices: Sequence[str], rng: Rng, settings: Settings
    ) -> None:
        self.game = game
        self.seat = seat
        self.choices = tuple(choices)
        self.rng = rng
        self.settings = settings
        self.root = Node(seat)

    def run(self, state: Any) -> str:
        deadline = time.perf_counter() + self.settings.seconds
        for _ in range(self.settings.simulations):
            world = self.game.determinize(state, self.seat, Rng(self.rng.next_u64()))
            self.simulate(world)
            if time.perf_counter() > deadline:
                break
        return self.best()

    def best(self) -> str:
        tried = [(key, child) for key, child in self.root.children.items()]
        if not tried:
            return self.choices[0]
        (_, action_id), _ = max(tried, key=lambda item: (item[1].visits, item[1].mean()))
        return action_id

    # -- one simulation ------------------------------------------------------------------------

    def simulate(self, world: Any) -> None:
        """Down the tree to a new node (or the end), a short rollout, then every node on the
        way adds the standings it led to."""
        path = [self.root]
        node, state = self.root, world
        decision: Decision | None = (self.seat, self.choices)
        while decision is not None:
            seat, choices = decision
            waited = False
            if seat is None or len(choices) == 1:
                state = after(self.game, state, seat, choices[0] if choices else None)
            else:
                node, action_id, fresh = self.descend(node, seat, choices)
                path.append(node)
                if action_id == WAIT:
                    waited = True
                else:
                    state = after(self.game, state, seat, action_id)
                if fresh:
                    break
            decision = self.next_decision(state, offer_own=not waited)
        values = standings(self.game, self.rollout(state))
        for visited in path:
            visited.add(values)

    def next_decision(self, state: Any, *, offer_own: bool) -> Decision | None:
        """Who chooses next and among what; the searching seat is offered its own actions
        (or to wait) where it may act without being waited for."""
        turn = next_turn(self.game, state)
        if turn is None:
            return None
        if offer_own and self.seat in turn.optional and turn.seat != self.seat:
            own = options(self.game, state, self.seat)
            if own:
                return self.seat, (*own, WAIT)
        return turn.seat, turn.options

    def descend(self, node: Node, seat: int, choices: Sequence[str]) -> tuple[Node, str, bool]:
        """The child chosen among ``choices`` (a new one while any is untried) and whether
        it is new."""
        untried = [a for a in choices if (seat, a) not in node.children]
        for action_id in choices:
            child = node.children.get((seat, action_id))
            if child is not None:
                child.offered += 1
        if untried:
            action_id = untried[self.rng.below(len(untried))]
            child = Node(seat, offered=1)
            node.children[(seat, action_id)] = child
            return child, action_id, True
        parent_log = {a: math.log(node.children[(seat, a)].offered) for a in choices}

        def score(action_id: str) -> float:
            child = node.children[(seat, action_id)]
            bonus = EXPLORATION * math.sqrt(parent_log[action_id] / child.visits)
            return child.mean() + bonus

        action_id = max(choices, key=score)
        return node.children[(seat, action_id)], action_id, False

    def rollout(self, state: Any) -> Any:
        """Uniformly random inputs for a few steps from ``state``."""
        for _ in range(self.settings.rollout):
            turn = next_turn(self.game, state)
            if turn is None:
                return state
            if turn.seat is None:
                state = after(self.game, state, None, None)
            else:
                pick = turn.options[self.rng.below(len(turn.options))]
                state = after(self.game, state, turn.seat, pick)
        return state
