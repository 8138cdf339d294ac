"""Determinized Monte Carlo with sequential halving: every option tried on the same drawn
positions, the worse half dropped each round, the budget spent on the ones left.

Each simulation draws a position with the game's determinizer (what the seat can't see dealt
anew, fresh dice), plays one option there, lets the game go on for a few inputs and scores the
result with ``standings``, where a finished game is worth 1 or 0 and a game going on strictly
less than 1, so a win always outranks any lead. Every option still in the running is played on
the same drawn positions with the same dice and the same random choices after it, so what
separates two options is the options themselves, not the luck of their draws. An option that
wins at once on every position checked is taken without a search (``Search.sure_win``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai.evaluation import own_advance, plausibility, standings
from bot.ai.hints import same_budget
from bot.ai.table import after, next_turn
from bot.engine import Game, Rng

WAIT = ""
"""The choice not to act when nobody waits for the seat (never an action id)."""

NEAR = 0.01
"""How much a whole step of the seat's own advance right after an option adds to its mean
value: enough to order options the look ahead finds alike, too little to overturn a clear
difference."""
SURE_WIN_DRAWS = 8
"""Drawn positions on which an option must win at once to be taken without a search."""


@dataclass(frozen=True)
class SearchBudget:
    """``simulations`` decides how much is done (so a seed repeats its choice); ``seconds``
    only stops a search that would otherwise hold a worker far too long."""

    simulations: int = 96
    follow: int = 6
    """The seat's own choices right after the option (the rest of its turn), at most."""
    horizon: int = 0
    """Inputs after the seat's turn (the others' replies, its next turn), at most."""
    steer: bool = False
    """The choices after the option played by each seat towards its goal (else at random)."""
    seconds: float = 2.5
    scale: Callable[[int], float] = same_budget
    """How many times ``simulations`` a table of that many players spends (the game's hint)."""


class Search:
    """One decision of ``seat`` among ``choices``."""

    def __init__(
        self, game: Game[Any], seat: int, choices: Sequence[str], rng: Rng, settings: SearchBudget
    ) -> None:
        self.game = game
        self.seat = seat
        self.choices = list(dict.fromkeys(choices))
        self.rng = rng
        self.settings = settings
        self.worlds: list[tuple[Any, int, float]] = []

    def run(self, state: Any) -> str:
        """A sure win if there is one, else the option with the best total over the drawn
        positions it was played on (of options about as good, the one furthest along)."""
        winning = self.sure_win(state)
        if winning is not None:
            return winning
        deadline = time.perf_counter() + self.settings.seconds
        alive = list(self.choices)
        totals = dict.fromkeys(alive, 0.0)
        rounds = max(1, math.ceil(math.log2(len(alive))))
        budget = self.budget(state)
        spent = tried = 0
        weight = 0.0
        along = {choice: self.advance_after(self.world(state, 0)[0], choice) for choice in alive}
        for round_ in range(rounds):
            left = max(0, budget - spent)
            per_option = max(1, left // ((rounds - round_) * len(alive)))
            for index in range(tried, tried + per_option):
                world, seed, counts = self.world(state, index)
                for choice in alive:
                    totals[choice] += counts * self.value(world, choice, seed)
                weight += counts
                spent += len(alive)
                tried += 1
                if time.perf_counter() > deadline:
                    break
            alive.sort(key=lambda choice: -(totals[choice] / weight + NEAR * along[choice]))
            if time.perf_counter() > deadline:
                break
            alive = alive[: max(1, len(alive) // 2)]
        return alive[0]

    def advance_after(self, world: Any, choice: str) -> float:
        """How far along the seat is right after ``choice``: what separates options whose
        mean values lie within ``NEAR`` of each other, so that when looking ahead shows no
        difference a step towards the goal is taken rather than none."""
        state = world if choice == WAIT else after(self.game, world, self.seat, choice)
        if self.game.outcome(state) is not None:
            return standings(self.game, state)[self.seat]
        return own_advance(self.game, state, self.seat)

    def sure_win(self, state: Any) -> str | None:
        """The first option that ends the game with the seat its only winner on each of
        ``SURE_WIN_DRAWS`` drawn positions.

        The search alone can miss such a win at a small budget: on a drawn position where a
        gamble (a die, a card turned) happens to win too, the two tie and the gamble may be
        kept. Playing the option on the real position would tell more than the seat may know
        (a draw from the real deck, the real dice), so it is tried only on positions drawn
        for the seat; a win that came of the draw's luck fails on one of them. Those draws are
        the ones the search would look at next, so checking costs about one play per option.
        """
        for choice in self.choices:
            if choice != WAIT and all(
                self.wins_at_once(self.world(state, index)[0], choice)
                for index in range(SURE_WIN_DRAWS)
            ):
                return choice
        return None

    def wins_at_once(self, world: Any, choice: str) -> bool:
        outcome = self.game.outcome(after(self.game, world, self.seat, choice))
        return outcome is not None and outcome.winners == (self.seat,)

    def budget(self, state: Any) -> int:
        """The simulations of this decision: the table's size is read from a drawn position,
        the real one serving only the seat's actions and the determinizer."""
        players = len(self.game.view(self.world(state, 0)[0], None).players)
        return max(1, round(self.settings.simulations * self.settings.scale(players)))

    def world(self, state: Any, index: int) -> tuple[Any, int, float]:
        """The ``index``-th drawn position, the seed of the play after each option there, and
        how much it counts."""
        while len(self.worlds) <= index:
            drawn = self.game.determinize(state, self.seat, Rng(self.rng.next_u64()))
            weight = plausibility(self.game, drawn, self.seat)
            self.worlds.append((drawn, self.rng.next_u64(), weight))
        return self.worlds[index]

    def value(self, world: Any, choice: str, seed: int) -> float:
        state = world if choice == WAIT else after(self.game, world, self.seat, choice)
        state = self.play_on(state, Rng(seed))
        return standings(self.game, state)[self.seat]

    def play_on(self, state: Any, rng: Rng) -> Any:
        """The rest of the seat's turn (an option that leads to more choices is worth what
        they lead to, not the pause before them), then up to ``horizon`` inputs more (the
        others' replies): at random or, where the game asks it (``steer``), each seat heading
        for its own goal."""
        own = replies = 0
        turn_over = False
        while (turn := next_turn(self.game, state)) is not None:
            turn_over = turn_over or turn.seat != self.seat
            if (replies >= self.settings.horizon) if turn_over else (own >= self.settings.follow):
                break
            if turn.seat is None:
                pick = None
            elif self.settings.steer:
                pick = self.heading(state, turn.seat, turn.options, rng)
            else:
                pick = turn.options[rng.below(len(turn.options))]
            state = after(self.game, state, turn.seat, pick)
            replies += turn_over
            own += not turn_over
        return state

    def heading(self, state: Any, seat: int, options: Sequence[str], rng: Rng) -> str:
        """What ``seat`` plays heading for its own goal: a win at once, else the option after
        which its own advance is highest (ties at random). Played at random, an option was
        worth only the average of what it opens (a move to any space, a trade: most of them
        poor), so a plain step that opens nothing could look better."""
        scored = [(reached(self.game, after(self.game, state, seat, o), seat), o) for o in options]
        top = max(value for value, _ in scored)
        best = [option for value, option in scored if value >= top - 1e-9]
        return best[rng.below(len(best))]


def reached(game: Game[Any], state: Any, seat: int) -> float:
    """The seat's own advance, above it a win, below it a loss."""
    outcome = game.outcome(state)
    if outcome is None:
        return own_advance(game, state, seat)
    return 2.0 if seat in outcome.winners else -1.0
