"""Taking a choice back, in every registered game: only a choice that showed nothing new is
offered, and taking it back (as the event log records it) gives exactly the position before."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import TAKE_BACK, Game, may_take_back, replay
from tests.conformance.checks import dump
from tests.conformance.games import tables
from tests.conformance.positions import names, random_game

TABLES = [pytest.param(game, players, id=f"{game.key}-{players}") for game, players in tables()]
REPLAYS_CHECKED = 4
"""Take-backs per game whose log prefix is replayed on its own (each replay is a whole game)."""


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_choice_taken_back_gives_exactly_the_position_before_it(
    game: Game[Any], players: int
) -> None:
    """Every offered choice, taken back in the log, replays to the position before it; taken
    again, the game goes on as it was, so the whole log still replays to the end."""
    seed = 1
    log: list[tuple[int | None, str]] = []
    checked = 0
    for step in random_game(game, players, seed):
        log.append((step.seat, step.action_id))
        final = step.after
        if step.seat is None:
            continue
        if not may_take_back(game, step.before, step.seat, step.action_id, step.after, step.events):
            continue
        log.append((None, f"{TAKE_BACK}:{step.seat}"))
        if checked < REPLAYS_CHECKED:
            back = replay(game, names(players), seed, {}, log)
            assert dump(game, back) == dump(game, step.before), f"{game.name}: not taken back"
            checked += 1
        log.append((step.seat, step.action_id))
    rebuilt = replay(game, names(players), seed, {}, log)
    assert dump(game, rebuilt) == dump(game, final), f"{game.name}: the log replays elsewhere"


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_no_choice_that_drew_or_showed_a_secret_is_offered(game: Game[Any], players: int) -> None:
    """A die, spinner, shuffle or draw (the seeded generator moved), a private line, or a
    sight kept only for the turn makes a choice final; the game over does too."""
    for step in random_game(game, players, 1):
        if step.seat is None:
            continue
        offered = may_take_back(
            game, step.before, step.seat, step.action_id, step.after, step.events
        )
        if not offered:
            continue
        assert step.before.rng == step.after.rng, f"{step.action_id} drew and was offered"
        assert not any(event.private for event in step.events), f"{step.action_id} told a secret"
        assert not any(event.after_turn for event in step.events), f"{step.action_id} showed"
        assert game.outcome(step.after) is None, "the last choice of a game was offered"
