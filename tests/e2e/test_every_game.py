"""Every registered game, played to Game over through Discord at its smallest and largest table.

The generic driver opens the table, the game's strategy (tests/e2e/strategies/<key>.py)
steers the seeded random player, and the leak checker reads every public write against the
secrets each seat was told privately. A new game is covered here as soon as it is registered.
"""

from __future__ import annotations

import random

import pytest

from tests.e2e.driver import (
    LeakChecker,
    assert_answered_in_time,
    assert_game_over,
    assert_thread_mentions_only,
    events,
    open_table,
    play_randomly,
    registered_games,
)
from tests.e2e.harness import World
from tests.e2e.strategies import strategy_for

TABLES = [
    pytest.param(game.key, players, id=f"{game.key}-{players}")
    for game in registered_games()
    for players in sorted({game.min_players, game.max_players})
]


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players"), TABLES)
async def test_every_game_plays_to_game_over(world: World, key: str, players: int) -> None:
    strategy = strategy_for(key)
    table = await open_table(world, players, game=key)
    checker = LeakChecker(world, table.game_id, table.thread_id, strategy.tracker())
    log = await play_randomly(
        table, random.Random(f"{key}/{players}"), strategy.max_actions(players), checker=checker
    )
    assert log.finished, f"{key} with {players}: no Game over after {log.actions} actions: {log}"
    assert_game_over(table)
    logged = events(world, table.game_id)
    assert [e.version for e in logged] == list(range(1, len(logged) + 1))
    assert set(log.acknowledged) <= {e.interaction_id for e in logged}
    checker.assert_clean()
    if strategy.secret_per_seat:
        told = set(checker.tracker.changes)
        assert told == set(range(players)), f"secrets learnt for seats {told} only"
    assert_thread_mentions_only(table)
    assert_answered_in_time(world)
