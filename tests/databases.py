"""The databases the store's tests run on: SQLite always, PostgreSQL where a server is given.

``TEST_DATABASE_URL`` names a PostgreSQL database the tests may create schemas in (``.ci/run``
starts a throwaway server and sets it); each test gets a schema of its own, dropped after.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
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
