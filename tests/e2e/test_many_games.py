"""Scenario 6: ten games at once in ten threads, their actions interleaved.

No cross-talk: every thread mentions only its own players, every DM links its owner's own
thread, every logged action came from a player of that game at that seat, in that thread; and
every game reaches Game over. Nothing runs on the bot's event loop for more than 20 ms
meanwhile (its loop watch's log; waiting for a core on a busy machine doesn't count).
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from tests.e2e.harness import open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    SecretTracker,
    Table,
    act,
    assert_answered_in_time,
    assert_game_over,
    assert_thread_mentions_only,
    events,
    legal_options,
    open_table,
    play_randomly,
    seat_rows,
    wait_current_prompt,
)

GAMES = 10
PLAYERS = 3
BUSY_MS = 20.0


def stall_env(tmp_path: Path) -> dict[str, str]:
    return {**GAME_ENV, "LOOP_STALL_LOG": str(tmp_path / "stalls.log")}


def assert_loop_never_busy(tmp_path: Path) -> None:
    """No stall of the bot's loop in which its own thread ran over 20 ms of CPU."""
    lines = [line.split() for line in (tmp_path / "stalls.log").read_text().splitlines()]
    busy = [line for line in lines if float(line[2]) > BUSY_MS]
    assert not busy, f"the bot's loop ran over {BUSY_MS:g} ms at a time: {busy}"


def assert_events_from_own_seats(table: Table) -> None:
    """Each logged action was made by the member at that seat, in this game's thread."""
    world = table.world
    seats = {seat: user for seat, user, _ in seat_rows(world, table.game_id)}
    assert set(seats.values()) == {m.id for m in table.members}
    for event in events(world, table.game_id):
        if event.interaction_id is None:
            assert event.seat is None and event.action_id == "expire", event
            continue
        interaction = world.fake.interactions.by_id[event.interaction_id]
        assert interaction.user_id == seats[event.seat], f"{event} was made by someone else"
        assert interaction.channel_id == table.thread_id, f"{event} came from another channel"


async def test_actions_in_two_games_at_the_same_moment_are_both_saved(tmp_path: Path) -> None:
    """The smallest repro: each round, one legal /play per game, sent at the same moment."""
    async with open_world(tmp_path, env=stall_env(tmp_path)) as world:
        tables = [await open_table(world, 3, prefix=f"T{n}") for n in range(4)]
        for _ in range(5):
            prompts = [await wait_current_prompt(t) for t in tables]
            picks = []
            for table, prompt in zip(tables, prompts, strict=True):
                assert prompt is not None
                seat, ids = next(iter((await legal_options(table, prompt)).items()))
                picks.append((table, table.members[seat], ids[0]))
            outcomes = await asyncio.gather(*(act(t, m, a, "play") for t, m, a in picks))
            refused = [o.refusal for o in outcomes if not o.applied and not o.raced]
            assert not refused, f"actions in other games made these fail: {refused}"
        await world.stop_bot()  # the watch writes what it has left
    assert_loop_never_busy(tmp_path)


@pytest.mark.slow
async def test_ten_games_at_once_do_not_cross(tmp_path: Path) -> None:
    env = {**stall_env(tmp_path), "LOG_LEVEL": "INFO"}
    async with open_world(tmp_path, env=env) as world:
        started = time.monotonic()
        tables = await asyncio.gather(
            *(open_table(world, PLAYERS, prefix=f"G{n}") for n in range(GAMES))
        )
        assert len({t.thread_id for t in tables}) == GAMES
        assert len({t.game_id for t in tables}) == GAMES
        trackers = [SecretTracker(world, t.game_id, t.thread_id) for t in tables]
        logs = await asyncio.gather(
            *(
                play_randomly(t, random.Random(1000 + n), 250, tracker=trackers[n])
                for n, t in enumerate(tables)
            )
        )
        took = time.monotonic() - started
        total = sum(log.actions for log in logs)
        print(f"{GAMES} games, {total} actions in {took:.1f}s ({total / took:.1f}/s)")

        for table, log, tracker in zip(tables, logs, trackers, strict=True):
            assert log.finished, f"game {table.game_id} did not finish: {log}"
            assert_game_over(table)
            assert_thread_mentions_only(table)
            assert_events_from_own_seats(table)
            tracker.assert_clean()
            for member in table.members:
                for dm in member.dms():
                    assert dm.content.rstrip().endswith(f"/{table.thread_id}"), dm.content
        assert_answered_in_time(world)
        await world.stop_bot()
    assert_loop_never_busy(tmp_path)
