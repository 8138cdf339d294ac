"""SQLite storage: games, seats, the event log and snapshots; one transaction per action."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sqlite3
import stat
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

from bot.paths import MIGRATIONS_DIR

ACTIVE = ("lobby", "running")
WRITE_BITS = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
READ_BITS = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH

log = logging.getLogger(__name__)


class StoreError(Exception):
    """The database can't be opened or read; the message is one sentence for the operator."""


class DatabaseUnavailable(StoreError):
    """The database file was deleted, replaced or made read-only while the bot runs."""


class StaleVersion(Exception):
    """The snapshot moved on since it was read: the action was decided on an old position."""


class DuplicateInteraction(Exception):
    """This interaction was already applied once."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    game_key: str
    guild_id: int
    parent_id: int
    channel_id: int
    host_id: int
    status: str
    seed: int
    lobby_message_id: int | None
    prompt_message_id: int | None
    created_at: str
    updated_at: str
    prompt_version: int | None = None
    options_json: str = "{}"
    turn_json: str | None = None


PERSON, COMPUTER, VACANT = "person", "computer", "vacant"
"""Who plays a seat: a Discord member, a computer, or nobody (a person left a running game)."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat; a computer's or an empty seat's ``user_id`` is negative (no Discord user)."""

    seat: int
    user_id: int
    name: str
    player: str = PERSON

    @property
    def person(self) -> bool:
        return self.player == PERSON

    @property
    def computer(self) -> bool:
        return self.player == COMPUTER

    @property
    def vacant(self) -> bool:
        return self.player == VACANT


@dataclass(frozen=True)
class EventRecord:
    version: int
    seat: int | None
    action_id: str
    interaction_id: int | None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """Numbered ``NNN_name.sql`` files in order; the number is the schema version they reach."""
    found = []
    for path in folder.glob("*.sql"):
        match = re.match(r"(\d+)_", path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


class Store:
    """The one owner of the connection; every method is a short transaction."""

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
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, rolled back on any error.

        The one connection is shared by every game, so the lock keeps each transaction whole:
        without it, two games committing at once would interleave their statements.
        """
        async with self._lock:
            self.check_file()
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")
            self.check_file()  # gone during the commit: it went to a file nobody will read

    async def _one(self, sql: str, params: Sequence[object] = ()) -> aiosqlite.Row | None:
        async with self._lock, self._db.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[aiosqlite.Row]:
        async with self._lock, self._db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def _write(self, sql: str, params: Sequence[object] = ()) -> None:
        async with self._lock:
            self.check_file()
            await self._db.execute(sql, params)

    @classmethod
    async def open(cls, path: Path, migrations: Path = MIGRATIONS_DIR) -> Store:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _refuse_unusable(path)
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
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self, folder: Path) -> None:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        current = row[0] if row else 0
        files = migration_files(folder)
        newest = files[-1][0] if files else 0
        if current > newest:
            raise StoreError(
                f"The database is at schema {current}, newer than this bot knows ({newest})."
            )
        for number, path in files:
            if number <= current:
                continue
            script = path.read_text(encoding="utf-8")
            await self._db.executescript(
                f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )

    async def schema_version(self) -> int:
        row = await self._one("PRAGMA user_version")
        return int(row[0]) if row else 0

    # -- games ---------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        game_key: str,
        guild_id: int,
        parent_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        seed: int,
        options_json: str = "{}",
    ) -> GameRecord:
        now = _now()
        async with self._transaction() as db:
            cursor = await db.execute(
                "INSERT INTO games (game_key, guild_id, parent_id, channel_id, host_id, status,"
                " seed, options_json, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
                (game_key, guild_id, parent_id, channel_id, host_id, seed, options_json, now, now),
            )
            game_id = int(cursor.lastrowid or 0)
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (game_id, host_id, host_name),
            )
        record = await self.game(game_id)
        assert record is not None
        return record

    async def game(self, game_id: int) -> GameRecord | None:
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        return GameRecord(**dict(row)) if row else None

    async def active_game_in(self, channel_id: int) -> GameRecord | None:
        """The lobby or running game of a thread or channel, if any."""
        row = await self._one(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')"
            " ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        return GameRecord(**dict(row)) if row else None

    async def latest_game_in(self, channel_id: int) -> GameRecord | None:
        """The newest game of a thread or channel whatever its status (for 'has ended')."""
        row = await self._one(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        )
        return GameRecord(**dict(row)) if row else None

    async def games_with_status(
        self, statuses: Sequence[str], guild_id: int | None = None
    ) -> list[GameRecord]:
        marks = ", ".join("?" for _ in statuses)
        sql = f"SELECT * FROM games WHERE status IN ({marks})"
        params: list[object] = list(statuses)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        return [GameRecord(**dict(row)) for row in await self._all(sql + " ORDER BY id", params)]

    async def set_status(self, game_id: int, status: str) -> None:
        await self._write(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, _now(), game_id)
        )

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._write(
            "UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id)
        )

    async def set_prompt_message(self, game_id: int, message_id: int, version: int) -> None:
        """Remember the newest prompt and the position (snapshot version) it shows."""
        await self._write(
            "UPDATE games SET prompt_message_id = ?, prompt_version = ? WHERE id = ?",
            (message_id, version, game_id),
        )

    async def set_turn_message(
        self, game_id: int, message_id: int, turn_json: str, version: int | None = None
    ) -> None:
        """Remember the turn's message and its story (``TurnMessage``); with ``version``, also
        the position it is known to show."""
        await self._write(
            "UPDATE games SET prompt_message_id = ?, turn_json = ?,"
            " prompt_version = COALESCE(?, prompt_version) WHERE id = ?",
            (message_id, turn_json, version, game_id),
        )

    async def set_prompt_version(self, game_id: int, version: int) -> None:
        """An edit showing ``version`` has landed; positions only move forward."""
        await self._write(
            "UPDATE games SET prompt_version = ? WHERE id = ?"
            " AND (prompt_version IS NULL OR prompt_version < ?)",
            (version, game_id, version),
        )

    # -- seats ---------------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._all(
            "SELECT seat, user_id, name, player FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return [SeatRecord(row["seat"], row["user_id"], row["name"], row["player"]) for row in rows]

    async def add_seat(self, game_id: int, user_id: int, name: str) -> None:
        await self._write(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES"
            " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), ?, ?)",
            (game_id, game_id, user_id, name),
        )

    async def add_computer(self, game_id: int, name: str) -> None:
        """Seat a computer at the next seat, with a user id no Discord user has."""
        async with self._transaction() as db:
            async with db.execute(
                "SELECT COALESCE(MIN(user_id), 0) FROM seats WHERE game_id = ?", (game_id,)
            ) as cursor:
                row = await cursor.fetchone()
            lowest = min(int(row[0]) if row else 0, 0)
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, player) VALUES"
                " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), ?, ?,"
                " 'computer')",
                (game_id, game_id, lowest - 1, name),
            )

    async def set_player(
        self, game_id: int, seat: int, player: str, name: str, user_id: int | None = None
    ) -> SeatRecord:
        """Hand a running game's seat to another player, keeping its cards and position: a
        person (``user_id``), or a computer or nobody, whose user id no Discord user has."""
        async with self._transaction() as db:
            if user_id is None:
                async with db.execute(
                    "SELECT COALESCE(MIN(user_id), 0) FROM seats WHERE game_id = ?", (game_id,)
                ) as cursor:
                    row = await cursor.fetchone()
                user_id = min(int(row[0]) if row else 0, 0) - 1
            await db.execute(
                "UPDATE seats SET user_id = ?, name = ?, player = ? WHERE game_id = ? AND seat = ?",
                (user_id, name, player, game_id, seat),
            )
        return SeatRecord(seat, user_id, name, player)

    async def remove_seat(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction() as db:
            await db.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            async with db.execute(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            ) as cursor:
                remaining = [row[0] for row in await cursor.fetchall()]
            # Renumber through negative seats so the (game, seat) key never collides midway.
            for index, uid in enumerate(remaining):
                await db.execute(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (-1 - index, game_id, uid),
                )
            await db.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))

    # -- play ----------------------------------------------------------------------------------

    async def start(
        self, game_id: int, state_json: str, *, secret_seats: Sequence[int] = ()
    ) -> None:
        """Lobby to running, with the first snapshot (version 0) and the secrets owed, at once."""
        now = _now()
        async with self._transaction() as db:
            await _owe_secrets(db, game_id, secret_seats, 0)
            await db.execute(
                "INSERT INTO snapshots (game_id, version, state_json, updated_at)"
                " VALUES (?, 0, ?, ?)",
                (game_id, state_json, now),
            )
            await db.execute(
                "UPDATE games SET status = 'running', updated_at = ? WHERE id = ?", (now, game_id)
            )

    async def commit_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int | None,
        action_id: str,
        interaction_id: int | None,
        state_json: str,
        status: str = "running",
        secret_seats: Sequence[int] = (),
    ) -> int:
        """Append the event, replace the snapshot and owe the changed secrets, atomically.

        Returns the new version.
        """
        version = expected_version + 1
        now = _now()
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE snapshots SET version = ?, state_json = ?, updated_at = ?"
                " WHERE game_id = ? AND version = ?",
                (version, state_json, now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise StaleVersion(f"game {game_id} is no longer at version {expected_version}")
            try:
                await db.execute(
                    "INSERT INTO events (game_id, version, seat, action_id, interaction_id,"
                    " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (game_id, version, seat, action_id, interaction_id, now),
                )
            except sqlite3.IntegrityError as error:
                raise DuplicateInteraction(str(interaction_id)) from error
            await _owe_secrets(db, game_id, secret_seats, version)
            await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, now, game_id)
            )
        return version

    async def secret_delivered(self, game_id: int, seat: int, version: int) -> None:
        """The seat got the secret of ``version`` (or a newer one): it is owed nothing older."""
        await self._write(
            "UPDATE secret_outbox SET delivered = 1"
            " WHERE game_id = ? AND seat = ? AND version <= ?",
            (game_id, seat, version),
        )

    async def secrets_owed(self, game_id: int) -> list[int]:
        """Seats whose latest secret was saved but never delivered."""
        rows = await self._all(
            "SELECT seat FROM secret_outbox WHERE game_id = ? AND delivered = 0 ORDER BY seat",
            (game_id,),
        )
        return [int(row[0]) for row in rows]

    async def snapshot(self, game_id: int) -> tuple[int, str] | None:
        row = await self._one(
            "SELECT version, state_json FROM snapshots WHERE game_id = ?", (game_id,)
        )
        return (int(row[0]), str(row[1])) if row else None

    async def position_since(self, game_id: int) -> datetime | None:
        """When the current position was saved: the game has waited on it since then."""
        row = await self._one("SELECT updated_at FROM snapshots WHERE game_id = ?", (game_id,))
        return datetime.fromisoformat(str(row[0])) if row else None

    async def events(self, game_id: int) -> list[EventRecord]:
        rows = await self._all(
            "SELECT version, seat, action_id, interaction_id FROM events WHERE game_id = ?"
            " ORDER BY version",
            (game_id,),
        )
        return [EventRecord(r[0], r[1], r[2], r[3]) for r in rows]

    async def seats_acted_since(self, game_id: int, version: int) -> list[int | None]:
        """Who made each change after ``version``, oldest first (``None``: the clock or table)."""
        rows = await self._all(
            "SELECT seat FROM events WHERE game_id = ? AND version > ? ORDER BY version",
            (game_id, version),
        )
        return [None if r[0] is None else int(r[0]) for r in rows]

    async def interaction_applied(self, interaction_id: int) -> bool:
        return (
            await self._one("SELECT 1 FROM events WHERE interaction_id = ?", (interaction_id,))
            is not None
        )


async def _owe_secrets(
    db: aiosqlite.Connection, game_id: int, seats: Sequence[int], version: int
) -> None:
    """Inside a transaction: these seats are owed the secret of ``version``."""
    await db.executemany(
        "INSERT INTO secret_outbox (game_id, seat, version, delivered) VALUES (?, ?, ?, 0)"
        " ON CONFLICT (game_id, seat) DO UPDATE SET version = excluded.version, delivered = 0",
        [(game_id, seat, version) for seat in seats],
    )


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def _file_problem(path: Path, identity: tuple[int, int]) -> str | None:
    """One sentence naming what happened to the database file, or None if all is well."""
    try:
        now = os.stat(path)
    except OSError:
        return f"The database file {path} was deleted while the bot runs"
    if (now.st_dev, now.st_ino) != identity:
        return f"The database file {path} was replaced while the bot runs"
    if not _writable(path, now):
        return f"The database file {path} became read-only while the bot runs"
    return None


def _writable(path: Path, found: os.stat_result) -> bool:
    """Write permission for us, and a file not marked read-only (root ignores the mode)."""
    return bool(found.st_mode & WRITE_BITS) and os.access(path, os.W_OK)


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
