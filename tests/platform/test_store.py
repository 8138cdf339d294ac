"""The store: migrations, atomic commits, refusals that leave the last committed state."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import DuplicateInteraction, StaleVersion, Store, StoreError, migration_files


async def _running_game(store: Store) -> int:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=7
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, '{"v": 0}')
    return record.id


async def test_migrations_bring_a_new_database_to_the_newest_schema(store: Store) -> None:
    assert await store.schema_version() == migration_files()[-1][0]


async def test_migrations_are_applied_once(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    first = await Store.open(path)
    game_id = await _running_game(first)
    await first.close()
    again = await Store.open(path)
    assert (await again.game(game_id)) is not None
    await again.close()


async def test_a_numbered_migration_is_applied_in_order(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_a.sql").write_text("CREATE TABLE a (x INTEGER);")
    (folder / "002_b.sql").write_text("INSERT INTO a VALUES (42);")
    opened = await Store.open(tmp_path / "db.sqlite3", folder)
    assert await opened.schema_version() == 2
    async with opened._db.execute("SELECT x FROM a") as cursor:
        assert [tuple(r) for r in await cursor.fetchall()] == [(42,)]
    await opened.close()


async def test_a_database_newer_than_the_bot_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 999")
    connection.close()
    with pytest.raises(StoreError, match="newer"):
        await Store.open(path)


async def test_an_unreadable_database_is_refused_with_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="unreadable"):
        await Store.open(path)


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


async def test_leaving_a_lobby_keeps_seats_numbered_from_zero(store: Store) -> None:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=1
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.add_seat(record.id, 12, "Cy")
    await store.remove_seat(record.id, 11)
    assert [(s.seat, s.name) for s in await store.seats(record.id)] == [(0, "Ana"), (1, "Cy")]


CRASH_MID_COMMIT = """
import sqlite3, sys, os
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
game_id = int(sys.argv[2])
db.execute("UPDATE snapshots SET version = 99, state_json = 'half' WHERE game_id = ?", (game_id,))
os._exit(1)  # the process dies between the snapshot write and the event write
"""


async def test_a_crash_between_writes_leaves_the_last_committed_state(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    first = await Store.open(path)
    game_id = await _running_game(first)
    await first.commit_action(
        game_id, expected_version=0, seat=0, action_id="a", interaction_id=1, state_json="kept"
    )
    await first.close()
    crashed = subprocess.run([sys.executable, "-c", CRASH_MID_COMMIT, str(path), str(game_id)])
    assert crashed.returncode == 1
    reopened = await Store.open(path)
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


async def test_an_older_database_is_upgraded_and_keeps_its_games(tmp_path: Path) -> None:
    first_only = tmp_path / "first"
    first_only.mkdir()
    first = migration_files()[0][1]
    (first_only / first.name).write_text(first.read_text())
    path = tmp_path / "db.sqlite3"
    old = await Store.open(path, first_only)
    assert await old.schema_version() == 1
    await old._write(
        "INSERT INTO games (game_key, guild_id, parent_id, channel_id, host_id, status, seed,"
        " created_at, updated_at) VALUES ('toy', 1, 2, 3, 4, 'running', 5, 'then', 'then')"
    )
    await old.close()
    upgraded = await Store.open(path)
    assert await upgraded.schema_version() == migration_files()[-1][0]
    record = await upgraded.game(1)
    assert record is not None and record.status == "running" and record.prompt_version is None
    await upgraded.close()
