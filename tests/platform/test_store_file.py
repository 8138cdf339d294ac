"""The store notices when its file is deleted, replaced or made read-only, and keeps the outbox."""

from __future__ import annotations

import logging
import os
import shutil
import stat
from pathlib import Path

import pytest

from bot.store import DatabaseUnavailable, Store, StoreError, open_store


async def _running_game(store: Store) -> int:
    record = await store.create_game(
        game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10, host_name="Ana", seed=7
    )
    await store.add_seat(record.id, 11, "Ben")
    await store.start(record.id, '{"v": 0}', secret_seats=[0, 1])
    return record.id


async def _commit(store: Store, game_id: int, version: int) -> int:
    return await store.commit_action(
        game_id,
        expected_version=version,
        seat=0,
        action_id="add:1",
        interaction_id=None,
        state_json=f'{{"v": {version + 1}}}',
    )


@pytest.mark.parametrize("happening", ["deleted", "replaced", "read-only"])
async def test_a_commit_to_a_file_that_is_gone_is_refused_and_reported_once(
    tmp_path: Path, happening: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "db.sqlite3"
    store = await open_store(path)
    game_id = await _running_game(store)
    if happening == "deleted":
        path.unlink()
    elif happening == "replaced":
        shutil.copy(path, tmp_path / "copy")
        path.unlink()
        (tmp_path / "copy").rename(path)
    else:
        os.chmod(path, stat.S_IRUSR)
    try:
        with caplog.at_level(logging.ERROR, logger="bot.store"):
            for _ in range(3):
                with pytest.raises(DatabaseUnavailable, match=happening):
                    await _commit(store, game_id, 0)
        assert len(caplog.records) == 1 and happening in caplog.records[0].getMessage()
    finally:
        if path.exists():
            os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
        await store.close()


async def test_a_file_that_comes_back_is_used_again(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = await open_store(path)
    game_id = await _running_game(store)
    os.chmod(path, stat.S_IRUSR)
    with pytest.raises(DatabaseUnavailable):
        await _commit(store, game_id, 0)
    os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
    assert await _commit(store, game_id, 0) == 1
    await store.close()


@pytest.mark.parametrize(("mode", "says"), [(stat.S_IRUSR, "read-only"), (0, "can't be read")])
async def test_opening_a_file_that_cannot_be_used_is_refused(
    tmp_path: Path, mode: int, says: str
) -> None:
    path = tmp_path / "db.sqlite3"
    await (await open_store(path)).close()
    os.chmod(path, mode)
    try:
        with pytest.raises(StoreError, match=says):
            await open_store(path)
    finally:
        os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)


async def test_the_outbox_owes_changed_secrets_until_they_are_delivered(store: Store) -> None:
    game_id = await _running_game(store)
    assert await store.secrets_owed(game_id) == [0, 1]
    await store.secret_delivered(game_id, 0, 0)
    assert await store.secrets_owed(game_id) == [1]
    version = await store.commit_action(
        game_id,
        expected_version=0,
        seat=0,
        action_id="add:1",
        interaction_id=None,
        state_json='{"v": 1}',
        secret_seats=[0],
    )
    assert await store.secrets_owed(game_id) == [0, 1]
    await store.secret_delivered(game_id, 1, 0)
    await store.secret_delivered(game_id, 0, version - 1)
    assert await store.secrets_owed(game_id) == [0], "an older delivery doesn't pay a newer debt"
