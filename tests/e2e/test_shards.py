"""Several bot processes, each holding some shards, over one database.

Discord puts a guild on shard `(guild_id >> 22) % shard_count`; the fake routes each guild's
interactions to the connection of its shard, as Discord does. A game is played by the process
holding its guild's shard: its prompts, timers and DMs come from there. A process that is killed
and started again picks its games up from the store; so do the processes of a new shard count.
Every acknowledged action is in the event log exactly once, and the games end.

The processes share PostgreSQL where `TEST_DATABASE_URL` names a server (a fresh schema of it),
and one SQLite file otherwise.
"""

from __future__ import annotations

import os
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from tests.databases import fresh_schema
from tests.e2e.driver import open_table as open_any_table
from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    SecretTracker,
    Table,
    act,
    assert_answered_in_time,
    assert_game_over,
    events,
    legal_options,
    play_randomly,
    prompt_actions,
    query,
    wait_current_prompt,
)
from tests.e2e.strategies.cheat_street import KEY

MAX_ACTIONS = 250
"""Far above what a steered three-player Cheat Street needs (about 60)."""

SHARD_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}
"""A call-out window stays open across a kill: clocks go on counting while a process is down,
so a one-second window would close at once and the old prompt's buttons would be out of date."""


@asynccontextmanager
async def shared_world(tmp_path: Path) -> AsyncIterator[World]:
    """The fake with no bot started yet, over PostgreSQL if a test server is given, else over
    one SQLite file that every bot process opens."""
    server = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not server:
        async with open_world(tmp_path, env=SHARD_ENV, start_bot=False) as world:
            yield world
        return
    async with (
        fresh_schema(server) as url,
        open_world(tmp_path, env=SHARD_ENV, start_bot=False, database_url=url) as world,
    ):
        yield world


async def open_table_in(world: World, guild_id: int, prefix: str) -> Table:
    channel = world.fake.text_channel(guild_id)
    return await open_any_table(world, 3, game=KEY, prefix=prefix, channel=channel)


def routed_to(world: World, shard: int) -> set[int]:
    """The interactions the fake delivered to the live connection of `shard`."""
    session = world.fake.gateway.by_shard.get(shard)
    return set(session.interactions) if session else set()


def sent_in(table: Table) -> set[int]:
    """The interactions members sent in the table's thread."""
    return {
        i.id
        for i in table.world.fake.interactions.by_id.values()
        if i.channel_id == table.thread_id
    }


async def play_some(table: Table, rng: random.Random, actions: int, acked: list[int]) -> bool:
    """Up to `actions` random legal actions; True once the game is over."""
    log = await play_randomly(
        table, rng, actions, tracker=SecretTracker(table.world, table.game_id, table.thread_id)
    )
    acked.extend(log.acknowledged)
    return log.finished


async def a_button_still_acts(table: Table, rng: random.Random, acked: list[int]) -> None:
    """A control of the prompt shown now is applied (a call-out timer closing the phase
    meanwhile only makes it try the next prompt)."""
    for _ in range(3):
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        options = await legal_options(table, prompt)
        on_prompt = prompt_actions(prompt)
        usable = [(s, a) for s, ids in options.items() for a in ids if a in on_prompt]
        assert usable, f"nothing legal is on the prompt: {options} vs {list(on_prompt)}"
        seat, action_id = rng.choice(usable)
        how = on_prompt[action_id][0]
        clicked = await act(table, table.members[seat], action_id, how, prompt=prompt)
        if clicked.applied:
            acked.append(clicked.result.id)
            return
        assert clicked.raced, f"the prompt's {action_id} was refused: {clicked.refusal!r}"
    raise AssertionError("the game kept moving on before a button could be pressed")


async def play_to_the_end(tables: list[Table], rng: random.Random, acked: list[int]) -> None:
    """Take turns between the tables, a few actions each, until every game is over."""
    over = {t.game_id: t.game_over() is not None for t in tables}
    for _ in range(MAX_ACTIONS // 5):
        for table in tables:
            if not over[table.game_id]:
                over[table.game_id] = await play_some(table, rng, 5, acked)
        if all(over.values()):
            break
    for table in tables:
        assert table.game_over() is not None, f"game {table.game_id} never ended"
        assert_game_over(table)


def assert_logged_once(world: World, tables: list[Table], acked: list[int]) -> None:
    """Every acknowledged action is in the event log exactly once, with no gap."""
    logged: list[int | None] = []
    for table in tables:
        rows = events(world, table.game_id)
        assert [e.version for e in rows] == list(range(1, len(rows) + 1)), "a gap in the log"
        logged += [e.interaction_id for e in rows]
    missing = [i for i in acked if i not in logged]
    assert not missing, f"acknowledged actions missing from the log: {missing}"
    assert len(acked) == len(set(acked))
    doubled = [i for i in acked if logged.count(i) != 1]
    assert not doubled, f"acknowledged actions logged more than once: {doubled}"


@pytest.mark.slow
async def test_two_processes_play_their_own_shards_and_survive_a_kill(tmp_path: Path) -> None:
    async with shared_world(tmp_path) as world:
        even = world.fake.add_guild("Even", shard=0, shard_count=2)
        odd = world.fake.add_guild("Odd", shard=1, shard_count=2)
        await world.start_shards("zero", [0], 2)
        await world.start_shards("one", [1], 2)
        rng = random.Random(2020)
        acked: list[int] = []

        on_zero = await open_table_in(world, even, "E")
        on_one = await open_table_in(world, odd, "O")
        games = dict(query(world, "SELECT id, guild_id FROM games"))
        assert games == {on_zero.game_id: even, on_one.game_id: odd}
        assert not await play_some(on_zero, rng, 6, acked)
        assert not await play_some(on_one, rng, 6, acked)
        assert sent_in(on_zero) <= routed_to(world, 0), "a guild's clicks go to its shard"
        assert sent_in(on_one) <= routed_to(world, 1)
        assert not sent_in(on_one) & routed_to(world, 0)

        # Killed mid-game right after an acknowledged action, then started again.
        assert not await play_some(on_one, rng, 1, acked)
        version = on_one.version()
        await world.kill_shards("one")
        assert on_one.version() == version
        await world.start_shards("one", [1], 2)
        assert "Resumed 1 running games" in world.shard_bots["one"].log_text()
        await a_button_still_acts(on_one, rng, acked)
        assert not await play_some(on_zero, rng, 2, acked), "the other process played on"

        await play_to_the_end([on_zero, on_one], rng, acked)
        assert_logged_once(world, [on_zero, on_one], acked)
        zero_log = world.shard_bots["zero"].log_text()
        assert "Synced" in zero_log and "Synced" not in world.shard_bots["one"].log_text()
        assert [scope for _, scope, _ in world.fake.syncs] == [None], "synced once, globally"
        assert_answered_in_time(world)


@pytest.mark.slow
async def test_games_go_on_after_the_shard_count_changes(tmp_path: Path) -> None:
    """One process on one shard, then two processes on two: each picks up its own games."""
    async with shared_world(tmp_path) as world:
        even = world.fake.add_guild("Even", shard=0, shard_count=2)
        odd = world.fake.add_guild("Odd", shard=1, shard_count=2)
        await world.start_shards("only", [0], 1)
        rng = random.Random(3030)
        acked: list[int] = []
        tables = [await open_table_in(world, even, "E"), await open_table_in(world, odd, "O")]
        for table in tables:
            assert not await play_some(table, rng, 6, acked)
        await world.kill_shards("only")

        await world.start_shards("zero", [0], 2)
        await world.start_shards("one", [1], 2)
        for name in ("zero", "one"):
            assert "Resumed 1 running games" in world.shard_bots[name].log_text()
        for table in tables:
            await a_button_still_acts(table, rng, acked)
        await play_to_the_end(tables, rng, acked)
        assert_logged_once(world, tables, acked)
        assert sent_in(tables[1]) & routed_to(world, 1), "after the change, odd plays on shard 1"
        assert_answered_in_time(world)
