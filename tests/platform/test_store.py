"""The store on both databases: migrations, atomic commits, refusals that leave the last
committed state, and two processes applying to one game at once."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from bot.store import (
    DuplicateInteraction,
    StaleVersion,
    Store,
    StoreError,
    migration_files,
    open_store,
)
from bot.store.base import KEPT_TURNS
from bot.store.migrations import DIALECTS


def dialect_of(database: str | Path) -> str:
    return "postgres" if isinstance(database, str) else "sqlite"


async def _running_game(store: Store) -> int:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=7
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, '{"v": 0}')
    return record.id


def test_both_databases_run_the_same_numbered_migrations() -> None:
    numbers = {d: [n for n, _ in migration_files(dialect=d)] for d in DIALECTS}
    assert numbers["sqlite"] == numbers["postgres"] != []


def test_a_dialects_own_file_replaces_the_shared_one_for_its_number(tmp_path: Path) -> None:
    for name in ("001_a.sqlite.sql", "001_a.postgres.sql", "002_b.sql", "notes.txt"):
        (tmp_path / name).write_text("SELECT 1;")
    for dialect in DIALECTS:
        names = [path.name for _, path in migration_files(tmp_path, dialect)]
        assert names == [f"001_a.{dialect}.sql", "002_b.sql"]


def test_two_files_with_one_number_are_refused(tmp_path: Path) -> None:
    (tmp_path / "001_a.sql").write_text("SELECT 1;")
    (tmp_path / "001_b.sql").write_text("SELECT 1;")
    with pytest.raises(StoreError, match="share a number"):
        migration_files(tmp_path)


async def test_migrations_bring_a_new_database_to_the_newest_schema(store: Store) -> None:
    assert await store.schema_version() == migration_files()[-1][0]
    recorded = await store._all("SELECT version FROM schema_migrations ORDER BY version")
    assert [row[0] for row in recorded] == [n for n, _ in migration_files()]


async def test_migrations_are_applied_once(database: str | Path) -> None:
    first = await open_store(database)
    game_id = await _running_game(first)
    await first.close()
    again = await open_store(database)
    assert (await again.game(game_id)) is not None
    await again.close()


async def test_a_numbered_migration_is_applied_in_order(
    database: str | Path, tmp_path: Path
) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_a.sql").write_text("CREATE TABLE a (x INTEGER);")
    (folder / "002_b.sql").write_text("INSERT INTO a VALUES (42);")
    opened = await open_store(database, folder)
    assert await opened.schema_version() == 2
    assert [tuple(r) for r in await opened._all("SELECT x FROM a")] == [(42,)]
    await opened.close()


async def test_a_database_newer_than_the_bot_is_refused(database: str | Path) -> None:
    opened = await open_store(database)
    await opened._write("INSERT INTO schema_migrations VALUES (999, 'future', 'then')")
    await opened.close()
    with pytest.raises(StoreError, match="newer"):
        await open_store(database)


async def test_a_sqlite_file_marked_newer_by_an_older_bot_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 999")
    connection.close()
    with pytest.raises(StoreError, match="newer"):
        await open_store(path)


async def test_a_sqlite_file_from_before_the_migration_table_keeps_its_games(
    tmp_path: Path,
) -> None:
    path = tmp_path / "db.sqlite3"
    connection = sqlite3.connect(path)
    for number, file in migration_files():
        connection.executescript(file.read_text())
        connection.execute(f"PRAGMA user_version = {number}")
    connection.execute(
        "INSERT INTO games (game_key, guild_id, parent_id, channel_id, host_id, status, seed,"
        " created_at, updated_at) VALUES ('toy', 1, 2, 3, 4, 'running', 5, 'then', 'then')"
    )
    connection.commit()
    connection.close()
    opened = await open_store(path)  # running a migration again would fail: tables exist
    assert await opened.schema_version() == migration_files()[-1][0]
    assert (await opened.game(1)) is not None
    await opened.close()


async def test_an_unreadable_database_is_refused_with_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="unreadable"):
        await open_store(path)


async def test_discord_ids_and_seeds_of_64_bits_are_kept(store: Store) -> None:
    big = 1_234_567_890_123_456_789
    record = await store.create_game(
        game_key="toy", guild_id=big, parent_id=big + 1, channel_id=big + 2, host_id=big + 3,
        host_name="Ana", seed=2**63 - 1,
    )  # fmt: skip
    await store.add_seat(record.id, big + 4, "Ben")
    await store.start(record.id, "{}")
    await store.commit_action(
        record.id, expected_version=0, seat=0, action_id="a", interaction_id=big + 5,
        state_json="{}",
    )  # fmt: skip
    saved = await store.game(record.id)
    assert saved is not None and (saved.channel_id, saved.seed) == (big + 2, 2**63 - 1)
    assert [s.user_id for s in await store.seats(record.id)] == [big + 3, big + 4]
    assert await store.interaction_applied(big + 5)


async def test_commit_appends_the_event_and_replaces_the_snapshot(store: Store) -> None:
    game_id = await _running_game(store)
    version = await store.commit_action(
        game_id, expected_version=0, seat=1, action_id="add:1", interaction_id=5, state_json="{}"
    )
    assert version == 1
    assert await store.snapshot(game_id) == (1, "{}")
    events = await store.events(game_id)
    assert [(e.version, e.seat, e.action_id, e.interaction_id) for e in events] == [
        (1, 1, "add:1", 5)
    ]
    assert await store.interaction_applied(5)


async def test_a_stale_version_changes_nothing(store: Store) -> None:
    game_id = await _running_game(store)
    with pytest.raises(StaleVersion):
        await store.commit_action(
            game_id, expected_version=3, seat=0, action_id="x", interaction_id=None, state_json="?"
        )
    assert await store.snapshot(game_id) == (0, '{"v": 0}')
    assert await store.events(game_id) == []


async def test_the_same_interaction_is_applied_once(store: Store) -> None:
    game_id = await _running_game(store)
    await store.commit_action(
        game_id, expected_version=0, seat=0, action_id="a", interaction_id=77, state_json="one"
    )
    with pytest.raises(DuplicateInteraction):
        await store.commit_action(
            game_id, expected_version=1, seat=0, action_id="a", interaction_id=77, state_json="two"
        )
    assert await store.snapshot(game_id) == (1, "one")
    assert len(await store.events(game_id)) == 1


async def _play(
    store: Store, game_id: int, moves: int, *, turn_every: int = 1, start: int = 0
) -> None:
    """Commits from ``start`` until the game is at version ``moves``; every
    ``turn_every``-th ends a turn."""
    for version in range(start, moves):
        await store.commit_action(
            game_id,
            expected_version=version,
            seat=0,
            action_id="a",
            interaction_id=None,
            state_json=f'{{"v": {version + 1}}}',
            turn_ended=version % turn_every == 0,
        )


async def test_the_position_a_turn_ended_in_is_kept_for_the_recap(store: Store) -> None:
    game_id = await _running_game(store)
    await _play(store, game_id, 7, turn_every=3)
    assert await store.turn_positions(game_id) == ['{"v": 0}', '{"v": 3}', '{"v": 6}']
    assert await store.snapshot(game_id) == (7, '{"v": 7}')


async def test_a_long_game_keeps_a_bounded_evenly_spread_set_of_turns(store: Store) -> None:
    game_id = await _running_game(store)
    for moves in (KEPT_TURNS, 3 * KEPT_TURNS + 5):
        await _play(store, game_id, moves, start=len(await store.events(game_id)))
        kept = [json.loads(text)["v"] for text in await store.turn_positions(game_id)]
        assert KEPT_TURNS // 2 <= len(kept) <= KEPT_TURNS
        assert kept[0] == 0 and kept[-1] == moves - 1
        assert len({b - a for a, b in pairwise(kept[:-1])}) == 1


async def test_a_stale_commit_keeps_no_turn_position(store: Store) -> None:
    game_id = await _running_game(store)
    await _play(store, game_id, 1, turn_every=2)
    with pytest.raises(StaleVersion):
        await store.commit_action(
            game_id,
            expected_version=0,
            seat=0,
            action_id="x",
            interaction_id=None,
            state_json="?",
            turn_ended=True,
        )
    assert await store.turn_positions(game_id) == ['{"v": 0}']


async def test_turn_positions_go_once_the_recap_is_drawn_or_the_game_ended_early(
    store: Store,
) -> None:
    drawn, ended = await _running_game(store), await _running_game(store)
    await _play(store, drawn, 3)
    await _play(store, ended, 3)
    await store.forget_turn_positions(drawn)
    await store.set_status(ended, "abandoned")
    assert await store.turn_positions(drawn) == await store.turn_positions(ended) == []


async def test_leaving_a_lobby_keeps_seats_numbered_from_zero(store: Store) -> None:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=1
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.add_seat(record.id, 12, "Cy")
    await store.add_seat(record.id, 13, "Di")
    await store.remove_seat(record.id, 11)
    seats = [(s.seat, s.name) for s in await store.seats(record.id)]
    assert seats == [(0, "Ana"), (1, "Cy"), (2, "Di")]


async def test_computers_get_user_ids_no_discord_user_has(store: Store) -> None:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=1
    )
    await store.add_computer(record.id, "Bot 1")
    await store.add_computer(record.id, "Bot 2")
    seats = await store.seats(record.id)
    assert [(s.seat, s.user_id, s.computer) for s in seats] == [
        (0, 10, False),
        (1, -1, True),
        (2, -2, True),
    ]


CRASH_SQLITE = """
import sqlite3, sys, os
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
db.execute("UPDATE snapshots SET version = 99, state_json = 'half' WHERE game_id = ?",
           (int(sys.argv[2]),))
os._exit(1)  # the process dies between the snapshot write and the event write
"""

CRASH_POSTGRES = """
import asyncio, asyncpg, sys, os
async def main():
    db = await asyncpg.connect(sys.argv[1])
    await db.execute("BEGIN")
    await db.execute("UPDATE snapshots SET version = 99, state_json = 'half' WHERE game_id = $1",
                     int(sys.argv[2]))
    os._exit(1)  # the process dies between the snapshot write and the event write
asyncio.run(main())
"""


async def test_a_crash_between_writes_leaves_the_last_committed_state(
    database: str | Path,
) -> None:
    first = await open_store(database)
    game_id = await _running_game(first)
    await first.commit_action(
        game_id, expected_version=0, seat=0, action_id="a", interaction_id=1, state_json="kept"
    )
    await first.close()
    script = CRASH_POSTGRES if dialect_of(database) == "postgres" else CRASH_SQLITE
    crashed = subprocess.run([sys.executable, "-c", script, str(database), str(game_id)])
    assert crashed.returncode == 1
    reopened = await open_store(database)
    assert await reopened.snapshot(game_id) == (1, "kept")
    assert [e.version for e in await reopened.events(game_id)] == [1]
    await reopened.close()


async def test_commits_of_different_games_at_the_same_moment_are_all_saved(store: Store) -> None:
    games = [await _running_game(store) for _ in range(8)]

    async def play(game_id: int) -> None:
        for version in range(5):
            await store.commit_action(
                game_id,
                expected_version=version,
                seat=0,
                action_id=f"a{version}",
                interaction_id=None,
                state_json=f"{game_id}:{version + 1}",
            )

    await asyncio.gather(*(play(game_id) for game_id in games))
    for game_id in games:
        assert await store.snapshot(game_id) == (5, f"{game_id}:5")
        assert [e.action_id for e in await store.events(game_id)] == [f"a{n}" for n in range(5)]


async def _commit(store: Store, game_id: int, version: int, text: str) -> int:
    return await store.commit_action(
        game_id,
        expected_version=version,
        seat=0,
        action_id=text,
        interaction_id=None,
        state_json=text,
    )


async def test_two_processes_applying_to_one_game_apply_one_and_refuse_the_other(
    database: str | Path,
) -> None:
    """Two connections (as two bot processes have) race for every version of one game."""
    one, two = await open_store(database), await open_store(database)
    try:
        game_id = await _running_game(one)
        for version in range(10):
            results = await asyncio.gather(
                _commit(one, game_id, version, f"one {version}"),
                _commit(two, game_id, version, f"two {version}"),
                return_exceptions=True,
            )
            assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"], results
        events = await one.events(game_id)
        assert [e.version for e in events] == list(range(1, 11))
        snapshot = await two.snapshot(game_id)
        assert snapshot is not None and snapshot[1] == events[-1].action_id
    finally:
        await one.close()
        await two.close()


async def test_an_action_waits_while_another_process_holds_the_game(
    database: str | Path,
) -> None:
    """The game's lock: the second writer waits for the first to commit, then finds the
    snapshot moved on, instead of both deciding from version 0."""
    one, two = await open_store(database), await open_store(database)
    try:
        game_id = await _running_game(one)
        async with one._transaction() as tx:
            await one._lock_game(tx, game_id)
            waiting = asyncio.create_task(_commit(two, game_id, 0, "second"))
            await asyncio.sleep(0.5)
            assert not waiting.done(), "the second process did not wait for the game's lock"
            await tx.execute(
                "UPDATE snapshots SET version = 1, state_json = 'first' WHERE game_id = ?",
                (game_id,),
            )
        with pytest.raises(StaleVersion):
            await waiting
        assert await two.snapshot(game_id) == (1, "first")
    finally:
        await one.close()
        await two.close()


async def test_an_older_database_is_upgraded_and_keeps_its_games(
    database: str | Path, tmp_path: Path
) -> None:
    first_only = tmp_path / "first"
    first_only.mkdir()
    first = migration_files(dialect=dialect_of(database))[0][1]
    (first_only / first.name).write_text(first.read_text())
    old = await open_store(database, first_only)
    assert await old.schema_version() == 1
    await old._write(
        "INSERT INTO games (game_key, guild_id, parent_id, channel_id, host_id, status, seed,"
        " created_at, updated_at) VALUES ('toy', 1, 2, 3, 4, 'running', 5, 'then', 'then')"
    )
    await old.close()
    upgraded = await open_store(database)
    assert await upgraded.schema_version() == migration_files()[-1][0]
    record = await upgraded.game(1)
    assert record is not None and record.status == "running" and record.prompt_version is None
    await upgraded.close()


async def test_a_finished_game_records_one_rematch_the_first_claimed(store: Store) -> None:
    finished = await _running_game(store)
    await store.end_game(finished, "finished")
    first, second = [
        await store.create_game(
            game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=h, host_name="A", seed=1
        )
        for h in (10, 11)
    ]
    claims = await asyncio.gather(
        store.claim_rematch(finished, first.id), store.claim_rematch(finished, second.id)
    )
    assert claims == [True, False]
    record = await store.game(finished)
    assert record is not None and record.rematch_id == first.id
