"""``python -m bot backup PATH``: a consistent copy of the SQLite database, safe while the bot runs.

Copying the file with ``cp`` while the bot writes can catch a page half-way or miss what is still
in the ``-wal`` file; SQLite's online backup copies one snapshot of the database instead, and the
bot's writes go on meanwhile (a WAL reader blocks no writer). The copy holds every player's hand,
so it is made readable by its owner only. PostgreSQL has its own tool for this: ``pg_dump``.

Exit codes: 0 copied, 2 a wrong request (PATH exists, a PostgreSQL database, bad settings),
4 the database can't be read or the copy can't be written.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.settings import SettingsError, load_database
from bot.store.address import is_postgres
from bot.store.sqlite import create_private

BUSY_MILLISECONDS = 5000
"""How long the copy waits for the bot's checkpoint to let go of the file, as the bot does."""


class BackupError(Exception):
    """Why no copy was made, in one sentence; ``code`` is the exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def backup(source: Path, target: Path, *, overwrite: bool = False) -> int:
    """Copy the database ``source`` to ``target`` (owner-only) and return its number of games.

    The copy is made beside ``target`` under a temporary name and renamed at the end, so a
    failed or interrupted backup never leaves a half-written file at ``target``.
    """
    if not source.is_file():
        raise BackupError(f"The database {source} does not exist (check DATABASE_URL).", 4)
    if target.resolve() == source.resolve():
        raise BackupError(f"{target} is the database itself: give another path.", 2)
    if target.exists() and not overwrite:
        raise BackupError(f"{target} already exists: give --overwrite to replace it.", 2)
    if target.is_dir():
        raise BackupError(f"{target} is a folder: give the path of the copy's file.", 2)
    if not target.parent.is_dir():
        raise BackupError(f"The folder {target.parent} does not exist.", 2)
    partial = target.with_name(f".{target.name}.partial")
    try:
        partial.unlink(missing_ok=True)
        create_private(partial)
        games = _copy(source, partial)
        os.replace(partial, target)
    except sqlite3.Error as error:
        raise BackupError(f"The database {source} can't be copied ({error}).", 4) from error
    except OSError as error:
        raise BackupError(f"The copy {target} can't be written ({error.strerror}).", 4) from error
    finally:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
    return games


def _copy(source: Path, target: Path) -> int:
    """One snapshot of ``source`` into the empty file ``target``, kept as one file (no WAL)."""
    reader = sqlite3.connect(f"{source.absolute().as_uri()}?mode=rw", uri=True)
    try:
        reader.execute(f"PRAGMA busy_timeout={BUSY_MILLISECONDS}")
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer)  # all pages in one step: one snapshot, never restarted
            writer.execute("PRAGMA journal_mode=DELETE")
            (games,) = writer.execute("SELECT COUNT(*) FROM games").fetchone()
        finally:
            writer.close()
    finally:
        reader.close()
    return int(games)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot backup",
        description="Copy the bot's SQLite database (DATABASE_URL or DATABASE_PATH) to PATH, "
        "safely while the bot runs.",
    )
    parser.add_argument("path", type=Path, metavar="PATH", help="the file to create")
    parser.add_argument(
        "--overwrite", action="store_true", help="replace PATH if it exists (e.g. last night's)"
    )
    return parser


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(argv)
    try:
        database = load_database()
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if is_postgres(database):
        print(
            "error: DATABASE_URL is a PostgreSQL database: back it up with pg_dump"
            " (see Backups in the README).",
            file=sys.stderr,
        )
        return 2
    try:
        games = backup(Path(database), args.path, overwrite=args.overwrite)
    except BackupError as error:
        print(f"error: {error}", file=sys.stderr)
        return error.code
    print(f"Backed up {database} to {args.path} ({games} games).")
    return 0
