"""Cheat Street's end-to-end scenarios on the generic driver: the names its tests import.

The driver (`tests.e2e.driver`) knows no game; `tests.e2e.strategies.cheat_street` knows how
Cheat Street is steered and what its secrets are. This module binds the two for the tests
written for Cheat Street, which open its tables without naming the game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .driver import (
    DEADLINE,
    OUT_OF_DATE,
    EventRow,
    Leak,
    LeakChecker,
    Outcome,
    PlayLog,
    Table,
    act,
    applied_interactions,
    assert_answered_in_time,
    assert_boards_are_public,
    assert_game_over,
    assert_nothing_works_after_the_end,
    assert_thread_mentions_only,
    custom_ids,
    events,
    game_status,
    legal_options,
    mentioned,
    prompt_actions,
    prompt_version,
    query,
    seat_rows,
    snapshot_state,
    snapshot_version,
    wait_current_prompt,
)
from .driver import open_table as _open_table
from .driver import play_randomly as _play_randomly
from .harness import Member, World
from .strategies.cheat_street import (
    GOAL_LINE,
    KEY,
    STRATEGY,
    GoalCards,
    assert_dealt_by_dm,
    assert_final_cards_match,
    cheat_street,
    play_until_call_out,
)
from .strategies.cheat_street import ask_goal_card as ask_hand

GAME_ENV: dict[str, str] = {
    "CALLOUT_SECONDS": "1",
    "IDLE_WARN_SECONDS": "600",
    "IDLE_KICK_SECONDS": "600",
}
"""Launch settings for game stories: a short call-out timer, nobody counted as idle."""


class SecretTracker(LeakChecker):
    """The leak checker following Cheat Street's goal cards."""

    def __init__(self, world: World, game_id: int, thread_id: int) -> None:
        super().__init__(world, game_id, thread_id, GoalCards())

    @property
    def goal_cards(self) -> GoalCards:
        assert isinstance(self.tracker, GoalCards)
        return self.tracker

    @property
    def cards(self) -> dict[int, str]:
        return self.goal_cards.cards

    @property
    def wrong_rulings(self) -> list[str]:
        return self.goal_cards.problems

    def card_of(self, seat: int) -> str | None:
        self.update()
        return self.goal_cards.card_of(seat)


async def open_table(
    world: World, n_players: int, *, prefix: str = "", names: Sequence[str] | None = None
) -> Table:
    """A Cheat Street table (see `tests.e2e.driver.open_table`)."""
    return await _open_table(world, n_players, game=KEY, prefix=prefix, names=names)


async def play_randomly(
    table: Table,
    rng: random.Random,
    max_actions: int,
    *,
    tracker: LeakChecker | None = None,
    **options: Any,
) -> PlayLog:
    """The driver's random player, checking secrets with `tracker`."""
    return await _play_randomly(table, rng, max_actions, checker=tracker, **options)


def choose(
    rng: random.Random, options: dict[int, list[str]], table: Table, tracker: LeakChecker
) -> tuple[int, str]:
    return STRATEGY.choose(rng, options, table, tracker)


__all__ = [
    "DEADLINE",
    "GAME_ENV",
    "GOAL_LINE",
    "OUT_OF_DATE",
    "EventRow",
    "Leak",
    "Member",
    "Outcome",
    "PlayLog",
    "SecretTracker",
    "Table",
    "act",
    "applied_interactions",
    "ask_hand",
    "assert_answered_in_time",
    "assert_boards_are_public",
    "assert_dealt_by_dm",
    "assert_final_cards_match",
    "assert_game_over",
    "assert_nothing_works_after_the_end",
    "assert_thread_mentions_only",
    "cheat_street",
    "choose",
    "custom_ids",
    "events",
    "game_status",
    "legal_options",
    "mentioned",
    "open_table",
    "play_randomly",
    "play_until_call_out",
    "prompt_actions",
    "prompt_version",
    "query",
    "seat_rows",
    "snapshot_state",
    "snapshot_version",
    "wait_current_prompt",
]
