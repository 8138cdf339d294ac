"""``python -m bot backup``: a consistent, owner-only copy of the live database, one line and an
exit code for every refusal, and the database file itself created owner-only."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bot.store import open_store

ROOT = Path(__file__).resolve().parents[2]


def _backup(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot backup ARGS`` in ``tmp_path``, with no token and only these settings."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    return subprocess.run(
        [sys.executable, "-m", "bot", "backup", *args],
        cwd=tmp_path,
        env=base | {"PYTHONPATH": str(ROOT)} | env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@contextmanager
def _umask(mask: int) -> Iterator[None]:
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


async def _bot_database(path: Path) -> None:
    """A database as the bot makes it (WAL mode), with a ledger table for the tests' rows."""
    store = await open_store(path)
    await store.close()
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE ledger (n INTEGER, amount INTEGER)")


def _writer(path: Path, stop: threading.Event, written: list[int]) -> None:
    """Another connection committing pairs of rows that sum to zero, as fast as it can, in
    WAL mode: a consistent copy holds whole pairs only."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA busy_timeout=5000")
    n = 0
    try:
        while not stop.is_set():
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("INSERT INTO ledger VALUES (?, ?)", (n, 7))
            connection.execute("INSERT INTO ledger VALUES (?, ?)", (n, -7))
            connection.execute("COMMIT")
            n += 1
    finally:
        connection.close()
        written.append(n)


async def test_a_backup_taken_while_another_connection_writes_is_consistent(
    tmp_path: Path,
) -> None:
    database = tmp_path / "var" / "gamenight.sqlite3"
    await _bot_database(database)
    with sqlite3.connect(database) as connection:  # enough pages that the copy takes a while
        connection.executemany(
            "INSERT INTO ledger VALUES (?, ?)", ((-1, 0) for _ in range(200_000))
        )
    assert sqlite3.connect(database).execute("PRAGMA journal_mode").fetchone() == ("wal",)
    stop, written = threading.Event(), []
    writer = threading.Thread(target=_writer, args=(database, stop, written))
    writer.start()
    try:
        done = _backup(tmp_path, "copy.sqlite3", DATABASE_URL=str(database))
    finally:
        stop.set()
        writer.join()
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Backed up {database} to copy.sqlite3 (0 games)."
    copy = sqlite3.connect(tmp_path / "copy.sqlite3")
    try:
        assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        pairs = copy.execute(
            "SELECT n, SUM(amount), COUNT(*) FROM ledger WHERE n >= 0 GROUP BY n"
        ).fetchall()
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",), "one file"
    finally:
        copy.close()
    assert all(total == 0 and count == 2 for _, total, count in pairs), "half a transaction"
    assert [n for n, _, _ in pairs] == list(range(len(pairs))), "a gap in the commits"
    assert written[0] > 0


async def test_a_new_database_and_its_folder_are_private_whatever_the_umask(
    tmp_path: Path,
) -> None:
    database = tmp_path / "var" / "gamenight.sqlite3"
    with _umask(0o022):
        store = await open_store(database)
        try:
            assert _mode(database) == 0o600
            for suffix in ("-wal", "-shm"):
                sidecar = database.with_name(database.name + suffix)
                assert sidecar.exists() and _mode(sidecar) == 0o600, suffix
        finally:
            await store.close()
    assert _mode(database.parent) == 0o700


async def test_a_backup_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    database = tmp_path / "gamenight.sqlite3"
    await _bot_database(database)
    os.chmod(database, 0o644)
    done = _backup(tmp_path, "copy.sqlite3", "--overwrite", DATABASE_PATH=str(database))
    assert done.returncode == 0, done.stderr
    assert _mode(tmp_path / "copy.sqlite3") == 0o600
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []


async def test_an_existing_path_is_refused_in_one_line_and_kept(tmp_path: Path) -> None:
    database = tmp_path / "gamenight.sqlite3"
    await _bot_database(database)
    (tmp_path / "copy.sqlite3").write_text("last night's")
    done = _backup(tmp_path, "copy.sqlite3", DATABASE_PATH=str(database))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "error: copy.sqlite3 already exists: give --overwrite to replace it."
    ]
    assert (tmp_path / "copy.sqlite3").read_text() == "last night's"
    replaced = _backup(tmp_path, "copy.sqlite3", "--overwrite", DATABASE_PATH=str(database))
    assert replaced.returncode == 0, replaced.stderr
    assert (tmp_path / "copy.sqlite3").read_bytes().startswith(b"SQLite format 3")


async def test_the_database_itself_is_never_overwritten(tmp_path: Path) -> None:
    database = tmp_path / "gamenight.sqlite3"
    await _bot_database(database)
    before = database.read_bytes()
    done = _backup(tmp_path, "./gamenight.sqlite3", "--overwrite", DATABASE_PATH=str(database))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "error: gamenight.sqlite3 is the database itself: give another path."
    ]
    assert database.read_bytes() == before


def test_a_postgresql_database_is_pointed_at_pg_dump(tmp_path: Path) -> None:
    done = _backup(tmp_path, "copy", DATABASE_URL="postgresql://gn:hunter2@db.example/gn")
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert "pg_dump" in line and "hunter2" not in done.stdout + done.stderr
    assert not (tmp_path / "copy").exists()


def test_a_missing_database_exits_4_and_creates_nothing(tmp_path: Path) -> None:
    done = _backup(tmp_path, "copy.sqlite3", DATABASE_PATH="var/none.sqlite3")
    assert done.returncode == 4
    assert done.stderr.splitlines() == [
        "error: The database var/none.sqlite3 does not exist (check DATABASE_URL)."
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == []
