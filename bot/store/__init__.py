"""Storage: games, seats, the event log and snapshots; one transaction per action.

``open_store`` picks the backend from ``DATABASE_URL``: a SQLite file path (the default) or a
``postgresql://`` URL. Both run the same numbered migrations and give the same guarantees.
"""

from __future__ import annotations

from pathlib import Path

from bot.paths import MIGRATIONS_DIR
from bot.store.address import is_postgres, redacted
from bot.store.base import Store
from bot.store.migrations import migration_files
from bot.store.records import (
    ACTIVE,
    COMPUTER,
    PERSON,
    VACANT,
    DatabaseUnavailable,
    DuplicateInteraction,
    EventRecord,
    GameNotRunning,
    GameRecord,
    SeatRecord,
    StaleVersion,
    StoreError,
)

__all__ = [
    "ACTIVE",
    "COMPUTER",
    "PERSON",
    "VACANT",
    "DatabaseUnavailable",
    "DuplicateInteraction",
    "EventRecord",
    "GameNotRunning",
    "GameRecord",
    "SeatRecord",
    "StaleVersion",
    "Store",
    "StoreError",
    "migration_files",
    "open_store",
    "redacted",
]


async def open_store(target: str | Path, migrations: Path = MIGRATIONS_DIR) -> Store:
    """Open (and bring to the newest schema) the database ``target`` names."""
    if is_postgres(target):
        from bot.store.postgres import PostgresStore

        return await PostgresStore.connect(str(target), migrations)
    from bot.store.sqlite import SqliteStore

    return await SqliteStore.connect(Path(target), migrations)
