"""SQLite, the default that needs nothing: one file, one connection, one writer at a time."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import stat
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import aiosqlite

from bot.paths import MIGRATIONS_DIR
from bot.store.base import MIGRATIONS_TABLE, Row, Store, now
from bot.store.migrations import migration_files, pending
from bot.store.records import Conflict, DatabaseUnavailable, StoreError

WRITE_BITS = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
READ_BITS = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH

log = logging.getLogger("bot.store")


class _SqliteTx:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        try:
            cursor = await self._db.execute(sql, params)
        except sqlite3.IntegrityError as error:
            if "UNIQUE" in str(error):
                raise Conflict(str(error)) from error
            raise
        return cursor.rowcount

    async def one(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        async with self._db.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def all(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        async with self._db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        await self._db.executemany(sql, rows)


class SqliteStore(Store):
    """The one owner of the connection; every method is a short transaction."""

    dialect = "sqlite"

    def __init__(self, connection: aiosqlite.Connection, path: Path | None = None) -> None:
        self._db = connection
        self._lock = asyncio.Lock()
        self._path = path
        self._identity = _identity(path) if path is not None else None
        self._reported: str | None = None

    def check_file(self) -> None:
        """Raise DatabaseUnavailable unless the open file is still the one at the path, writable.

        SQLite keeps writing to an open file that was deleted or replaced, so without this check
        actions would be acknowledged and then lost at the next start. The operator gets one
        ERROR line when the problem appears, not one per refused action.
        """
        if self._path is None or self._identity is None:
            return
        problem = _file_problem(self._path, self._identity)
        if problem is None:
            self._reported = None
            return
        if problem != self._reported:
            log.error("%s; actions are refused until it is restored and the bot restarted", problem)
            self._reported = problem
        raise DatabaseUnavailable(problem)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_SqliteTx]:
        """BEGIN IMMEDIATE ... COMMIT, rolled back on any error.

        The one connection is shared by every game, so the lock keeps each transaction whole:
        without it, two games committing at once would interleave their statements. Another
        process on the same file waits for the write lock (``busy_timeout``).
        """
        async with self._lock:
            self.check_file()
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteTx(self._db)
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")
            self.check_file()  # gone during the commit: it went to a file nobody will read

    async def _lock_game(self, tx: _SqliteTx, game_id: int) -> None:  # type: ignore[override]
        """Nothing to do: ``BEGIN IMMEDIATE`` already holds the file's one write lock, which
        every process writing to it takes."""

    async def _one(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        async with self._lock:
            return await _SqliteTx(self._db).one(sql, params)

    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        async with self._lock:
            return await _SqliteTx(self._db).all(sql, params)

    async def _write(self, sql: str, params: Sequence[object] = ()) -> None:
        async with self._lock:
            self.check_file()
            await self._db.execute(sql, params)

    @classmethod
    async def connect(cls, path: Path, migrations: Path = MIGRATIONS_DIR) -> SqliteStore:
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            _refuse_unusable(path)
            with suppress(FileExistsError):  # made already, or by a process starting too
                create_private(path)  # every player's hand: its -wal and -shm follow its mode
            connection = await aiosqlite.connect(path, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"The database {path} can't be opened ({error}).") from error
        connection.row_factory = aiosqlite.Row
        store = cls(connection, path)
        try:
            await connection.execute("PRAGMA journal_mode=WAL")
            await connection.execute("PRAGMA synchronous=NORMAL")
            await connection.execute("PRAGMA foreign_keys=ON")
            await connection.execute("PRAGMA busy_timeout=5000")
            await store._migrate(migrations)
            store._identity = _identity(path)
        except sqlite3.DatabaseError as error:
            await connection.close()
            raise StoreError(f"The database {path} is unreadable ({error}).") from error
        except StoreError:
            await connection.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self, folder: Path) -> None:
        """Apply the missing numbered files, each in its own transaction with its record.

        ``user_version`` keeps following the newest number, as it did before the migration
        table existed, so an older bot still refuses a database newer than it knows.
        """
        recorded = await self._recorded()
        row = await _SqliteTx(self._db).one("PRAGMA user_version")
        current = max(int(row[0]) if row else 0, max(recorded, default=0))
        files = migration_files(folder, self.dialect)
        todo = pending(files, current, str(self._path or ""))
        await self._db.execute(MIGRATIONS_TABLE)
        stamp = now()
        for number, path in files:  # a database from before the table: record what it had
            if number <= current and number not in recorded:
                await self._db.execute(
                    "INSERT INTO schema_migrations VALUES (?, ?, ?)", (number, path.stem, stamp)
                )
        for number, path in todo:
            script = path.read_text(encoding="utf-8")
            name = path.stem.replace("'", "")
            await self._db.executescript(
                f"BEGIN;\n{script}\n"
                f"INSERT INTO schema_migrations VALUES ({number}, '{name}', '{stamp}');\n"
                f"PRAGMA user_version = {number};\nCOMMIT;"
            )

    async def _recorded(self) -> set[int]:
        tx = _SqliteTx(self._db)
        if await tx.one("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'") is None:
            return set()
        return {int(row[0]) for row in await tx.all("SELECT version FROM schema_migrations")}


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def _file_problem(path: Path, identity: tuple[int, int]) -> str | None:
    """One sentence naming what happened to the database file, or None if all is well."""
    try:
        found = os.stat(path)
    except OSError:
        return f"The database file {path} was deleted while the bot runs"
    if (found.st_dev, found.st_ino) != identity:
        return f"The database file {path} was replaced while the bot runs"
    if not _writable(path, found):
        return f"The database file {path} became read-only while the bot runs"
    return None


def _writable(path: Path, found: os.stat_result) -> bool:
    """Write permission for us, and a file not marked read-only (root ignores the mode)."""
    return bool(found.st_mode & WRITE_BITS) and os.access(path, os.W_OK)


def create_private(path: Path) -> None:
    """Create the empty file ``path`` readable and writable by its owner only, whatever the
    umask; SQLite gives the ``-wal`` and ``-shm`` files it makes beside it the same mode."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.fchmod(descriptor, 0o600)
    finally:
        os.close(descriptor)


def _refuse_unusable(path: Path) -> None:
    """Start-up check: an existing database must be a readable, writable file."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(found.st_mode):
        raise StoreError(f"The database {path} is not a file.")
    if not (found.st_mode & READ_BITS) or not os.access(path, os.R_OK):
        raise StoreError(f"The database {path} can't be read (check its permissions).")
    if not _writable(path, found):
        raise StoreError(f"The database {path} is read-only; the bot needs to write to it.")
