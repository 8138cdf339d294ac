"""The database file vanishes or can't be written: the bot says so and acknowledges nothing.

SQLite keeps writing to a deleted file through its open handle, so without a check every action
would be acknowledged and then lost at the next start.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import stat
from pathlib import Path

import pytest

from tests.e2e.harness import open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    events,
    legal_options,
    open_table,
    play_randomly,
    wait_current_prompt,
)

CALM_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}
NOT_SAVED = "could not be saved"


def backup(db_path: Path, copy: Path) -> None:
    """A consistent copy of a WAL database, as an operator's backup would take."""
    source, target = sqlite3.connect(db_path), sqlite3.connect(copy)
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()


def delete_database(db_path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db_path}{suffix}").unlink(missing_ok=True)


def error_lines(log: str) -> list[str]:
    return [line for line in log.splitlines() if " ERROR " in line]


async def test_a_deleted_database_refuses_actions_with_one_error_line(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=CALM_ENV) as world:
        table = await open_table(world, 3)
        played = await play_randomly(table, random.Random(44), 6)
        assert not played.finished
        prompt = await wait_current_prompt(table)
        assert prompt is not None
        saved = tmp_path / "backup.sqlite3"
        backup(world.db_path, saved)
        log_before = world.bot_log()

        delete_database(world.db_path)
        refused_ids = []
        for _ in range(3):
            options = await legal_options(table, prompt)
            seat, ids = next(iter(options.items()))
            result = await table.members[seat].slash("play", channel=table.thread, action=ids[0])
            assert result.ephemeral, f"a public answer after the database went: {result!r}"
            assert NOT_SAVED in result.content, result.content
            assert "\n" not in result.content.strip()
            refused_ids.append(result.id)
        opened = await table.members[0].slash(
            "game new", channel=world.channel_id, game="cheat-street"
        )
        assert opened.ephemeral and NOT_SAVED in opened.content, opened.content
        assert not world.db_path.exists(), "the bot made a new, empty database file"
        new_log = world.bot_log()[len(log_before) :]
        errors = error_lines(new_log)
        assert len(errors) == 1 and "deleted" in errors[0], errors
        assert "Traceback" not in new_log

        # The operator restores the backup: every acknowledged action is there, no refused one.
        assert world.bot is not None
        await world.bot.kill()
        shutil.copy(saved, world.db_path)
        await world.start_bot()
        logged = {e.interaction_id for e in events(world, table.game_id)}
        assert set(played.acknowledged) <= logged
        assert not set(refused_ids) & logged
        again = await play_randomly(table, random.Random(45), 2)
        assert again.actions == 2 or again.finished


@pytest.mark.parametrize("problem", ["read-only", "unreadable"])
async def test_starting_on_a_database_it_cannot_use_exits_with_code_4(
    tmp_path: Path, problem: str
) -> None:
    async with open_world(tmp_path, env=CALM_ENV) as world:
        await world.stop_bot()
        mode = stat.S_IRUSR | stat.S_IRGRP if problem == "read-only" else 0
        os.chmod(world.db_path, mode)
        try:
            log_before = world.bot_log()
            await world.start_bot(wait=False)
            assert await world.wait_bot_exit() == 4
            said = error_lines(world.bot_log()[len(log_before) :])
            assert len(said) == 1 and str(world.db_path) in said[0], said
            assert ("read-only" if problem == "read-only" else "can't be read") in said[0]
        finally:
            os.chmod(world.db_path, stat.S_IRUSR | stat.S_IWUSR)
