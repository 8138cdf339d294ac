"""A table of four Sweet Valley High computers: once a computer's scoreboard is complete it
walks home by the full roll each turn and wins as soon as the roll reaches home, so it is home
within the turns its rolls and the steps left allow (SVH56: no exact count needed)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from bot.ai import LEVELS, choose
from bot.ai.sweet_valley_high import steps
from bot.ai.table import after, next_turn
from bot.games.sweet_valley_high.phases import MOVE
from bot.games.sweet_valley_high.state import SvhState
from tests.games.svh_helpers import NAMES, game

SEED = 1003
MAX_INPUTS = 5_000


@dataclass
class Homecoming:
    """One complete computer's walk home: steps left at each of her moves and what she rolled."""

    seat: int
    walks: list[tuple[int, int, int]] = field(default_factory=list)
    """(steps home before the move, roll, steps home from where the move ends; 0 for a
    win)."""


def complete_mover(state: SvhState, seat: int) -> bool:
    moving = state.phase == MOVE and not state.stepping.on
    return moving and game()._complete(state, seat)


def play(seed: int, budget: int) -> tuple[SvhState, list[Homecoming], int]:
    """A seeded game of four computers; every move a complete computer made; how many times
    the seat the game waits for changed."""
    g = game()
    state = g.setup(NAMES, seed, {})
    moves: dict[int, Homecoming] = {}
    waits, waited, inputs = 0, None, 0
    while (turn := next_turn(g, state)) is not None and inputs < MAX_INPUTS:
        if turn.seat != waited:
            waits, waited = waits + 1, turn.seat
        if turn.seat is None:
            state = after(g, state, None, None)
            continue
        seat = turn.seat
        walking = complete_mover(state, seat)
        home = g._character(state, seat).home if walking else ""
        before, roll = steps(home, state.positions[seat]) if walking else 0, state.roll
        picked = choose(g, state, seat, seed=seed * MAX_INPUTS + inputs, budget=budget)
        state = after(g, state, seat, picked)
        inputs += 1
        if walking:
            won = g.outcome(state) is not None
            left = 0 if won else steps(home, picked.removeprefix("go:"))
            assert roll is not None
            moves.setdefault(seat, Homecoming(seat)).walks.append((before, roll, left))
    return state, list(moves.values()), waits


@pytest.mark.slow
def test_a_computer_with_a_complete_scoreboard_walks_the_full_roll_home_and_wins() -> None:
    state, homecomings, _ = play(SEED, LEVELS["normal"])
    outcome = game().outcome(state)
    assert outcome is not None
    assert homecomings, "no computer completed her scoreboard in this game"
    for homecoming in homecomings:
        for before, roll, left in homecoming.walks:
            assert left == max(0, before - roll), (homecoming.seat, homecoming.walks)
    (winner,) = outcome.winners
    assert any(h.seat == winner and h.walks[-1][2] == 0 for h in homecomings) or game()._complete(
        state, winner
    )
