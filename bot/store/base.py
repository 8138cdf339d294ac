"""The store's operations, written once: games, seats, the event log, snapshots, the outbox.

A backend supplies a handful of primitives (a transaction, a read, a write, a per-game lock);
every operation here uses them with ``?`` placeholders, which a backend translates. Each
method is one short transaction.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime
from typing import Any, Protocol

from bot.ratings import Result
from bot.store.records import (
    Conflict,
    DuplicateInteraction,
    EventRecord,
    GameNotRunning,
    GameRecord,
    SeatRecord,
    StaleVersion,
)
from bot.store.results import Results, record_result

Row = Any
"""A row as the driver gives it: indexable by position and by column name, ``dict(row)`` works."""

KEPT_TURNS = 96
"""The most turn-end positions a game keeps for its recap (twice the frames a recap shows),
evenly spread over the game (see ``_keep_turn_position``)."""

MIGRATIONS_TABLE = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
)
"""Which numbered migrations a database has had, the same numbers on every backend."""


class Tx(Protocol):
    """Statements inside one open transaction."""

    async def execute(self, sql: str, params: Sequence[object] = ()) -> int:
        """Run one statement; the number of rows it changed. A unique key violated: Conflict."""
        ...

    async def one(self, sql: str, params: Sequence[object] = ()) -> Row | None: ...

    async def all(self, sql: str, params: Sequence[object] = ()) -> list[Row]: ...

    async def many(self, sql: str, rows: Iterable[Sequence[object]]) -> None: ...


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Store(Results, ABC):
    """One interface over SQLite (the default) and PostgreSQL (several processes)."""

    dialect: str

    # -- what a backend supplies ----------------------------------------------------------------

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        """BEGIN … COMMIT, rolled back on any error; writers of one game never interleave."""

    @abstractmethod
    async def _one(self, sql: str, params: Sequence[object] = ()) -> Row | None: ...

    @abstractmethod
    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[Row]: ...

    @abstractmethod
    async def _write(self, sql: str, params: Sequence[object] = ()) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def _lock_game(self, tx: Tx, game_id: int) -> None:
        """Inside a transaction: hold off other processes applying to this game until commit."""

    async def schema_version(self) -> int:
        row = await self._one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
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
        stamp = now()
        async with self._transaction() as tx:
            row = await tx.one(
                "INSERT INTO games (game_key, guild_id, parent_id, channel_id, host_id, status,"
                " seed, options_json, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING id",
                (
                    game_key,
                    guild_id,
                    parent_id,
                    channel_id,
                    host_id,
                    seed,
                    options_json,
                    stamp,
                    stamp,
                ),
            )
            assert row is not None
            game_id = int(row[0])
            await tx.execute(
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

    async def open_tables_of(self, guild_id: int, host_id: int, most: int) -> list[GameRecord]:
        """The lobbies and running games ``host_id`` hosts in a server, oldest first, at most
        ``most`` (read through the ``games_by_guild`` index)."""
        rows = await self._all(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'running')"
            " AND host_id = ? ORDER BY id LIMIT ?",
            (guild_id, host_id, most),
        )
        return [GameRecord(**dict(row)) for row in rows]

    async def open_table_count(self, guild_id: int) -> int:
        """How many lobbies and running games a server has (through the ``games_by_guild``
        index)."""
        row = await self._one(
            "SELECT COUNT(*) FROM games WHERE guild_id = ? AND status IN ('lobby', 'running')",
            (guild_id,),
        )
        return int(row[0]) if row else 0

    async def set_status(self, game_id: int, status: str) -> None:
        await self._write(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, now(), game_id)
        )
        if status == "abandoned":  # a game ended early gets no recap
            await self.forget_turn_positions(game_id)

    async def claim_rematch(self, game_id: int, rematch_id: int) -> bool:
        """Record ``rematch_id`` as the rematch of finished game ``game_id``; False where
        another rematch was recorded first (two presses at once open one lobby)."""
        async with self._transaction() as tx:
            claimed = await tx.execute(
                "UPDATE games SET rematch_id = ? WHERE id = ? AND rematch_id IS NULL",
                (rematch_id, game_id),
            )
        return claimed == 1

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
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES"
                " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), ?, ?)",
                (game_id, game_id, user_id, name),
            )

    async def _unused_user_id(self, tx: Tx, game_id: int) -> int:
        """A negative user id no seat of the game has: no Discord user has it either."""
        row = await tx.one(
            "SELECT COALESCE(MIN(user_id), 0) FROM seats WHERE game_id = ?", (game_id,)
        )
        return min(int(row[0]) if row else 0, 0) - 1

    async def add_computer(self, game_id: int, name: str) -> None:
        """Seat a computer at the next seat, with a user id no Discord user has."""
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, player) VALUES"
                " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), ?, ?,"
                " 'computer')",
                (game_id, game_id, await self._unused_user_id(tx, game_id), name),
            )

    async def set_player(
        self, game_id: int, seat: int, player: str, name: str, user_id: int | None = None
    ) -> SeatRecord:
        """Hand a running game's seat to another player, keeping its cards and position: a
        person (``user_id``), or a computer or nobody, whose user id no Discord user has."""
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            if user_id is None:
                user_id = await self._unused_user_id(tx, game_id)
            await tx.execute(
                "UPDATE seats SET user_id = ?, name = ?, player = ? WHERE game_id = ? AND seat = ?",
                (user_id, name, player, game_id, seat),
            )
        return SeatRecord(seat, user_id, name, player)

    async def remove_seat(self, game_id: int, user_id: int) -> None:
        """Leave a lobby; later seats move up so seat numbers stay 0..n-1."""
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            await tx.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            rows = await tx.all(
                "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            # Renumber through negative seats so the (game, seat) key never collides midway.
            for index, row in enumerate(rows):
                await tx.execute(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (-1 - index, game_id, row[0]),
                )
            await tx.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))

    # -- play ----------------------------------------------------------------------------------

    async def start(
        self, game_id: int, state_json: str, *, secret_seats: Sequence[int] = ()
    ) -> None:
        """Lobby to running, with the first snapshot (version 0) and the secrets owed, at once;
        a lobby cancelled or ended meanwhile is not started (GameNotRunning)."""
        stamp = now()
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            started = await tx.execute(
                "UPDATE games SET status = 'running', updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (stamp, game_id),
            )
            if started != 1:
                raise GameNotRunning(f"game {game_id} is no longer a lobby")
            await _owe_secrets(tx, game_id, secret_seats, 0)
            await tx.execute(
                "INSERT INTO snapshots (game_id, version, state_json, updated_at)"
                " VALUES (?, 0, ?, ?)",
                (game_id, state_json, stamp),
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
        turn_ended: bool = False,
        result: Result | None = None,
    ) -> int:
        """Append the event, replace the snapshot and owe the changed secrets, atomically;
        where the position replaced ended a turn (``turn_ended``), keep it for the recap; a
        move that finishes the game records its ``result`` and the ratings it makes.

        Returns the new version. Two processes applying to one game at once: the game's lock
        makes the second wait for the first's commit, and then its version check fails. A game
        ended meanwhile (``end_game``) is not running any more: GameNotRunning, nothing saved.
        """
        version = expected_version + 1
        stamp = now()
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            running = await tx.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status = 'running'",
                (status, stamp, game_id),
            )
            if running != 1:
                raise GameNotRunning(f"game {game_id} is no longer running")
            if turn_ended:
                await _keep_turn_position(tx, game_id, expected_version)
            changed = await tx.execute(
                "UPDATE snapshots SET version = ?, state_json = ?, updated_at = ?"
                " WHERE game_id = ? AND version = ?",
                (version, state_json, stamp, game_id, expected_version),
            )
            if changed != 1:
                raise StaleVersion(f"game {game_id} is no longer at version {expected_version}")
            try:
                await tx.execute(
                    "INSERT INTO events (game_id, version, seat, action_id, interaction_id,"
                    " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (game_id, version, seat, action_id, interaction_id, stamp),
                )
            except Conflict as error:
                raise DuplicateInteraction(str(interaction_id)) from error
            await _owe_secrets(tx, game_id, secret_seats, version)
            if result is not None and status == "finished":
                await record_result(tx, game_id, result, stamp)
        return version

    async def end_game(self, game_id: int, status: str = "abandoned") -> bool:
        """End a lobby or a running game for good; False if it had already ended. Taken under
        the game's lock, so an action committing at the same moment is saved before the end
        or refused after it, never over it."""
        async with self._transaction() as tx:
            await self._lock_game(tx, game_id)
            ended = await tx.execute(
                "UPDATE games SET status = ?, updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'running')",
                (status, now(), game_id),
            )
            if ended == 1 and status == "abandoned":  # a game ended early gets no recap
                await tx.execute("DELETE FROM turn_positions WHERE game_id = ?", (game_id,))
        return ended == 1

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

    async def turn_positions(self, game_id: int) -> list[str]:
        """The saved positions kept at turn ends (``state_json``), oldest first; the current
        snapshot is not among them."""
        rows = await self._all(
            "SELECT state_json FROM turn_positions WHERE game_id = ? ORDER BY turn", (game_id,)
        )
        return [str(row[0]) for row in rows]

    async def forget_turn_positions(self, game_id: int) -> None:
        """The game's recap was drawn (or it will have none): its turn positions can go."""
        await self._write("DELETE FROM turn_positions WHERE game_id = ?", (game_id,))

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


async def _keep_turn_position(tx: Tx, game_id: int, version: int) -> None:
    """Inside a transaction: keep the snapshot at ``version`` as the game's next turn end.

    Turns are numbered from the setup (0), and a game keeps the turns that are multiples of
    the smallest power of two leaving at most ``KEPT_TURNS``, and its newest (the next turn's
    number follows from it): the kept turns stay evenly spread however long the game, and each
    turn end deletes at most the one before it, or half when the spacing doubles."""
    await tx.execute(
        "INSERT INTO turn_positions (game_id, turn, version, state_json)"
        " SELECT game_id, (SELECT COALESCE(MAX(turn), -1) + 1 FROM turn_positions"
        " WHERE game_id = ?), version, state_json FROM snapshots WHERE game_id = ? AND version = ?",
        (game_id, game_id, version),
    )
    row = await tx.one("SELECT MAX(turn) FROM turn_positions WHERE game_id = ?", (game_id,))
    newest = int(row[0]) if row and row[0] is not None else 0
    spacing = 1
    while newest // spacing + 1 > KEPT_TURNS - 1:
        spacing *= 2
    if spacing > 1:
        await tx.execute(
            "DELETE FROM turn_positions WHERE game_id = ? AND turn % ? <> 0 AND turn <> ?",
            (game_id, spacing, newest),
        )


async def _owe_secrets(tx: Tx, game_id: int, seats: Sequence[int], version: int) -> None:
    """Inside a transaction: these seats are owed the secret of ``version``."""
    await tx.many(
        "INSERT INTO secret_outbox (game_id, seat, version, delivered) VALUES (?, ?, ?, 0)"
        " ON CONFLICT (game_id, seat) DO UPDATE SET version = excluded.version, delivered = 0",
        [(game_id, seat, version) for seat in seats],
    )
