"""A table of four Sweet Valley High computers: once a computer's scoreboard is complete, each
of her moves ends as near her Home Space as the roll allows (on it, to win, when the roll
reaches it: SVH56 needs no exact count), so she is home within the turns the steps left and
her rolls allow. A Trade Places space counts for the place she may trade into, an arrow to a
Go To Detention card she remembers for the Detention Room."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.ai import LEVELS, choose
from bot.ai.sweet_valley_high import steps
from bot.ai.table import after, next_turn
from bot.games.sweet_valley_high import facts
from bot.games.sweet_valley_high.phases import MOVE
from bot.games.sweet_valley_high.school import TRADE
from bot.games.sweet_valley_high.state import SvhState
from tests.games.svh_helpers import NAMES, game

SEEDS = (2, 8)
"""Tables where, before the measure counted every step home, a complete computer wandered."""
MAX_INPUTS = 5_000


@dataclass(frozen=True)
class Walk:
    """One turn's move of a computer with a complete scoreboard, in steps from her Home
    Space: where she began, the nearest any move of that roll could bring her, where her
    turn left her (0 for a win)."""

    seat: int
    before: int
    best: int
    after: int
    to_detention: bool


def best_end(state: SvhState, seat: int) -> int:
    """The steps home from the best end of her move: a Trade Places space counts for the
    nearest place of the players she may trade with, an arrow to the one classroom where she
    remembers a Go To Detention card for the Detention Room, her Home Space (a win) for 0."""
    g = game()
    home = facts.character(g.context, state, seat).home
    ends = []
    for end in facts.destinations(g.context, state):
        space = g.school.spaces[end]
        remembered = [state.memory[seat].get(room) for room in space.rooms]
        if space.kind == TRADE:
            others = [state.positions[other] for other in facts.trade_targets(g.context, state)]
            ends.append(min((steps(home, there) for there in others), default=steps(home, end)))
        elif remembered and all(card in g.school.detention_cards for card in remembered):
            ends.append(steps(home, g.school.detention))
        else:
            ends.append(steps(home, end))
    return min(ends)


def play(seed: int, budget: int) -> tuple[SvhState, list[Walk], int]:
    """A seeded game of four computers; each move of a computer whose scoreboard was
    complete; how many times the seat the game waits for changed."""
    g = game()
    state = g.setup(NAMES, seed, {})
    walks: list[Walk] = []
    walking: tuple[int, int, int] | None = None
    waits, waited, inputs = 0, None, 0
    while (turn := next_turn(g, state)) is not None and inputs < MAX_INPUTS:
        if turn.seat != waited:
            waits, waited = waits + 1, turn.seat
        if walking is not None and turn.seat != walking[0]:
            seat, before, best = walking
            there = state.positions[seat]
            home = facts.character(g.context, state, seat).home
            walks.append(Walk(seat, before, best, steps(home, there), there == g.school.detention))
            walking = None
        if turn.seat is None:
            state = after(g, state, None, None)
            continue
        seat = turn.seat
        if state.phase == MOVE and not state.stepping.on and facts.complete(g.context, state, seat):
            home = facts.character(g.context, state, seat).home
            walking = (seat, steps(home, state.positions[seat]), best_end(state, seat))
        picked = choose(g, state, seat, seed=seed * MAX_INPUTS + inputs, budget=budget)
        state = after(g, state, seat, picked)
        inputs += 1
    if walking is not None and g.outcome(state) is not None:
        walks.append(Walk(walking[0], walking[1], walking[2], 0, False))
    return state, walks, waits


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_a_computer_with_a_complete_scoreboard_walks_home_as_far_as_each_roll_allows(
    seed: int,
) -> None:
    state, walks, _ = play(seed, LEVELS["normal"])
    outcome = game().outcome(state)
    assert outcome is not None
    assert len(walks) >= 3, walks
    for walk in walks:
        assert walk.after <= walk.best or walk.to_detention, walk
    (winner,) = outcome.winners
    assert walks[-1].seat == winner and walks[-1].after == 0
