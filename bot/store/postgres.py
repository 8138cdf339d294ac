"""PostgreSQL, for several bot processes sharing one database (``DATABASE_URL=postgresql://…``).

A pool of connections, so games commit side by side; a game's row is locked while an action
is applied to it, so two processes never apply to one game at once.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import asyncpg

from bot.paths import MIGRATIONS_DIR
from bot.store.address import HIDDEN, passwords_in, redacted
from bot.store.base import MIGRATIONS_TABLE, Row, Store, now
from bot.store.migrations import migration_files, pending
from bot.store.records import Conflict, DatabaseUnavailable, StoreError

CONNECT_SECONDS = 10.0
POOL_SIZE = 8
MIGRATION_LOCK = 0x67616D65  # any fixed number: one process migrates, the others wait
APPLICATION_NAME = "game-night"

LOST: tuple[type[BaseException], ...] = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.InterfaceError,
)
"""What a dropped connection or a server going away raises in the middle of an operation."""

log = logging.getLogger("bot.store")


@functools.lru_cache(maxsize=256)
def dollar(sql: str) -> str:
    """``?`` placeholders (the shared SQL) as PostgreSQL's ``$1, $2, …``."""
    parts = sql.split("?")
    out = [parts[0]]
    for number, part in enumerate(parts[1:], start=1):
        out.append(f"${number}{part}")
    return "".join(out)


def _rowcount(status: str) -> int:
    """The row count of a command tag such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PgTx:
    def __init__(self, connection: asyncpg.Connection) -> None:
        self._conn = connection

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        try:
            status = await self._conn.execute(dollar(sql), *params)
        except asyncpg.UniqueViolationError as error:
            raise Conflict(str(error)) from error
        return _rowcount(status)

    async def one(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        return await self._conn.fetchrow(dollar(sql), *params)

    async def all(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        return list(await self._conn.fetch(dollar(sql), *params))

    async def many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        batch = list(rows)
        if batch:
            await self._conn.executemany(dollar(sql), batch)


class PostgresStore(Store):
    """A pool of connections to one PostgreSQL database; every method is a short transaction."""

    dialect = "postgres"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._where = redacted(url)
        self._reported = False

    @asynccontextmanager
    async def _reachable(self) -> AsyncIterator[None]:
        """A lost server refuses the operation with one sentence; the log gets one ERROR line
        when it goes away, not one per refused action. The pool reconnects by itself."""
        try:
            yield
        except LOST as error:
            problem = f"The database at DATABASE_URL {self._where} can't be reached"
            if not self._reported:
                log.error("%s (%s); actions are refused until it is back", problem, _line(error))
                self._reported = True
            raise DatabaseUnavailable(problem) from None
        if self._reported:
            log.warning("The database at DATABASE_URL %s is reachable again", self._where)
            self._reported = False

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_PgTx]:
        async with (
            self._reachable(),
            self._pool.acquire() as connection,
            connection.transaction(),
        ):
            yield _PgTx(connection)

    async def _lock_game(self, tx: _PgTx, game_id: int) -> None:  # type: ignore[override]
        """Lock the game's row until commit: another process applying to it waits, then finds
        the snapshot moved on."""
        await tx.one("SELECT 1 FROM games WHERE id = ? FOR UPDATE", (game_id,))

    async def _one(self, sql: str, params: Sequence[object] = ()) -> Row | None:
        async with self._reachable():
            return await self._pool.fetchrow(dollar(sql), *params)

    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        async with self._reachable():
            return list(await self._pool.fetch(dollar(sql), *params))

    async def _write(self, sql: str, params: Sequence[object] = ()) -> None:
        async with self._reachable():
            await self._pool.execute(dollar(sql), *params)

    @classmethod
    async def connect(cls, url: str, migrations: Path = MIGRATIONS_DIR) -> PostgresStore:
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=POOL_SIZE,
                timeout=CONNECT_SECONDS,
                server_settings={"application_name": APPLICATION_NAME},
            )
        except Exception as error:  # every way a connection fails becomes one sentence
            raise StoreError(_refusal(url, error)) from None
        store = cls(pool, url)
        try:
            await store._migrate(migrations)
        except StoreError:
            await store.close()
            raise
        except (asyncpg.PostgresError, *LOST) as error:
            await store.close()
            raise StoreError(
                f"The database at DATABASE_URL {store._where} can't be set up ({_line(error)})."
            ) from None
        return store

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self._pool.close(), CONNECT_SECONDS)
        except TimeoutError:
            self._pool.terminate()

    async def _migrate(self, folder: Path) -> None:
        """All missing numbered files in one transaction, under a lock every process takes, so
        processes starting together migrate once."""
        files = migration_files(folder, self.dialect)
        async with self._pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute(MIGRATIONS_TABLE)
            current = await connection.fetchval(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"
            )
            stamp = now()
            for number, path in pending(files, int(current), self._where):
                await connection.execute(path.read_text(encoding="utf-8"))
                await connection.execute(
                    "INSERT INTO schema_migrations VALUES ($1, $2, $3)", number, path.stem, stamp
                )


def _line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


def _refusal(url: str, error: BaseException) -> str:
    """One sentence naming DATABASE_URL and why the connection failed, without the password."""
    if isinstance(error, asyncpg.InvalidAuthorizationSpecificationError):
        why = "refused the login"
    elif isinstance(error, asyncpg.InvalidCatalogNameError):
        why = "names a database that doesn't exist"
    elif isinstance(error, ValueError):
        why = "is not a usable PostgreSQL URL"
    elif isinstance(error, (OSError, TimeoutError, asyncpg.CannotConnectNowError)):
        why = "can't be reached"
    else:
        why = "refused the connection"
    detail = _line(error) or type(error).__name__
    for password in passwords_in(url):
        detail = detail.replace(password, HIDDEN)
    return f"DATABASE_URL {redacted(url)} {why} ({detail})."
