"""The numbered migrations, shared by both databases, with a per-dialect file where they differ.

``NNN_name.sql`` is run on every backend. Where the dialects really differ, a number has one
file per dialect instead, ``NNN_name.sqlite.sql`` and ``NNN_name.postgres.sql``, so both
databases still record the same schema numbers.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.paths import MIGRATIONS_DIR
from bot.store.records import StoreError

DIALECTS = ("sqlite", "postgres")
_NAME = re.compile(r"(\d+)_[^.]*(?:\.([a-z]+))?\.sql$")


def migration_files(
    folder: Path = MIGRATIONS_DIR, dialect: str = "sqlite"
) -> list[tuple[int, Path]]:
    """The files ``dialect`` runs, in order; the number is the schema version each reaches."""
    chosen: dict[int, Path] = {}
    for path in sorted(folder.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            continue
        number, only_for = int(match.group(1)), match.group(2)
        if only_for is not None and only_for != dialect:
            continue
        if number in chosen:
            raise StoreError(f"Migrations {chosen[number].name} and {path.name} share a number.")
        chosen[number] = path
    return sorted(chosen.items())


def pending(files: list[tuple[int, Path]], current: int, where: str) -> list[tuple[int, Path]]:
    """The files after ``current``; a database newer than every file is refused."""
    newest = files[-1][0] if files else 0
    if current > newest:
        raise StoreError(
            f"The database {where} is at schema {current}, newer than this bot knows ({newest})."
        )
    return [(number, path) for number, path in files if number > current]
