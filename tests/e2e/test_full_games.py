"""Scenario 1: whole games of Cheat Street, from `/game new` to `Game over`, through Discord only.

Seeded random legal choices come from `/play` autocomplete and are made through `/play`, the
prompt's buttons and its select menus, mixed. Each game checks the 3 s deadline of every
interaction, the goal cards dealt by DM, that no public message names a secret card, and that
the board images are drawn from the public view only.
"""

from __future__ import annotations

import random

import pytest

from tests.e2e.harness import World
from tests.e2e.scenarios import (
    SecretTracker,
    assert_answered_in_time,
    assert_boards_are_public,
    assert_dealt_by_dm,
    assert_final_cards_match,
    assert_game_over,
    assert_nothing_works_after_the_end,
    assert_thread_mentions_only,
    events,
    open_table,
    play_randomly,
)

MAX_ACTIONS = {3: 250, 4: 300, 5: 350, 6: 400}
"""Far above what the steered random player needs (3 players: ~60, 6 players: ~100)."""


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
async def test_a_full_game_through_discord(world: World, players: int) -> None:
    table = await open_table(world, players)
    assert_dealt_by_dm(table)
    tracker = SecretTracker(world, table.game_id, table.thread_id)
    log = await play_randomly(
        table, random.Random(players * 7919), MAX_ACTIONS[players], tracker=tracker
    )
    print(f"{players} players: {log}")
    assert log.finished, f"no Game over after {log.actions} actions: {log}"
    assert_game_over(table)
    await assert_nothing_works_after_the_end(table)
    assert set(log.surfaces) == {"play", "button", "select"}, log.surfaces
    assert log.by_non_active > 0, "nobody but the active player ever acted"
    assert log.kinds["roll"] > 0 and log.kinds["pass"] + log.kinds["callout"] > 0, log.kinds
    logged = events(world, table.game_id)
    assert [e.version for e in logged] == list(range(1, len(logged) + 1))
    assert set(log.acknowledged) <= {e.interaction_id for e in logged}
    tracker.assert_clean()
    assert_final_cards_match(table, tracker)
    assert_thread_mentions_only(table)
    assert assert_boards_are_public(table, every=5) > 3
    assert_answered_in_time(world)
