"""Computer players never peek: for every game, a position the seat can't tell from the real
one gives the same choice for the same seed, and the real position is asked for nothing but
the seat's own legal actions and the determinizer's draws."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from bot.ai import choose
from bot.engine import Game, Rng
from tests.ai.watch import Watched
from tests.conformance.checks import seats
from tests.conformance.games import option_tables, table_id
from tests.conformance.positions import random_game, sampled

TABLES = [
    pytest.param(
        rules.game,
        players,
        rules.options,
        id=table_id(rules, players),
        marks=[pytest.mark.slow] if rules.changed else [],
    )
    for rules, players in option_tables()
]
"""Every game at every table size: its defaults, and (slow) each other option value."""
BUDGET = 6
POSITIONS = 6


def decisions(
    game: Game[Any], players: int, seed: int, options: Mapping[str, str]
) -> list[tuple[Any, int]]:
    """Up to POSITIONS positions of a seeded random game with a seat that has a choice."""
    found = []
    for step in sampled(random_game(game, players, seed, options), every=7):
        for seat in seats(game, step.before):
            if len(game.legal_actions(step.before, seat)) > 1:
                found.append((step.before, seat))
                break
    spread = max(1, len(found) // POSITIONS)
    return found[::spread][:POSITIONS]


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_twin_positions_give_the_same_choice(
    game: Game[Any], players: int, options: Mapping[str, str]
) -> None:
    """What the seat can't see dealt anew (a twin) changes nothing in its decision."""
    positions = decisions(game, players, 3, options)
    assert positions, f"{game.name}: no seat ever had a choice"
    for index, (state, seat) in enumerate(positions):
        seed = 100 + index
        chosen = choose(game, state, seat, seed=seed, budget=BUDGET)
        for draw in range(2):
            twin = game.determinize(state, seat, Rng.from_seed(1000 * index + draw))
            again = choose(game, twin, seat, seed=seed, budget=BUDGET)
            assert again == chosen, f"{game.name}: seat {seat} chose {again!r}, not {chosen!r}"


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_the_real_position_serves_only_own_actions_and_draws(
    game: Game[Any], players: int, options: Mapping[str, str]
) -> None:
    """The search runs on drawn positions: of the real one it asks only the seat's own legal
    actions and the determinizer."""
    for state, seat in decisions(game, players, 4, options):
        watched = Watched(game, state)
        choose(watched, state, seat, seed=1, budget=BUDGET)  # type: ignore[arg-type]
        assert set(watched.asked) <= {"legal_actions", "determinize"}, dict(watched.asked)
        assert watched.asked["determinize"] >= 1
