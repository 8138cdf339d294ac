from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store, open_store
from tests.databases import BACKENDS, fresh_schema, server_url


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Without a server, the PostgreSQL runs skip here: one reason, one summary line for all."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and callspec.params.get("database") == "postgres":
        server_url()


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str | Path]:
    """Where a test's store lives: a SQLite file, or a fresh schema on the PostgreSQL server."""
    if request.param == "sqlite":
        yield tmp_path / "games.sqlite3"
        return
    async with fresh_schema(server_url()) as url:
        yield url


@pytest.fixture
async def store(database: str | Path) -> AsyncIterator[Store]:
    opened = await open_store(database)
    yield opened
    await opened.close()
