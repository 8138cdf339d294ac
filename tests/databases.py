"""The databases the store's tests run on: SQLite always, PostgreSQL where a server is given.

``TEST_DATABASE_URL`` names a PostgreSQL database the tests may create schemas in (``.ci/run``
starts a throwaway server and sets it); each test gets a schema of its own, dropped after.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest

BACKENDS = ("sqlite", "postgres")
NO_SERVER = "PostgreSQL: TEST_DATABASE_URL is not set (.ci/run starts a server for it)"


def server_url() -> str:
    """The test server's URL, or skip the test with one line saying why."""
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not url:
        pytest.skip(NO_SERVER)
    return url


def with_schema(url: str, schema: str) -> str:
    """The URL with every connection's search_path set to ``schema``."""
    parts = urlsplit(url)
    query = f"{parts.query}&search_path={schema}" if parts.query else f"search_path={schema}"
    return urlunsplit(parts._replace(query=query))


@asynccontextmanager
async def fresh_schema(url: str) -> AsyncIterator[str]:
    """A URL whose tables live in a new, empty schema, dropped (with its tables) afterwards."""
    import asyncpg

    schema = f"test_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        yield with_schema(url, schema)
    finally:
        await admin.execute("SET lock_timeout = '10s'")
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()


class BlockingConnection:
    """A PostgreSQL connection for code that can't await (the end-to-end driver's reads).

    It lives on an event loop of its own in a thread, so a blocking call made from inside the
    tests' loop never waits on that loop.
    """

    def __init__(self, url: str) -> None:
        import asyncio
        import threading

        import asyncpg

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._conn = self._run(asyncpg.connect(url))

    def _run(self, coroutine: Any) -> Any:
        import asyncio

        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout=30)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        from bot.store.postgres import dollar

        return [tuple(row) for row in self._run(self._conn.fetch(dollar(sql), *params))]

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        from bot.store.postgres import dollar

        self._run(self._conn.execute(dollar(sql), *params))

    def close(self) -> None:
        self._run(self._conn.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()
