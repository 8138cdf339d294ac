"""What only PostgreSQL has: a server that can go away while the bot runs, and logins."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from bot.store import DatabaseUnavailable, StoreError, open_store
from tests.databases import fresh_schema, server_url


async def test_a_dropped_connection_refuses_the_action_once_logged_then_reconnects(
    caplog: pytest.LogCaptureFixture,
) -> None:
    url = server_url()
    async with fresh_schema(url) as scoped:
        store = await open_store(scoped)
        admin = await asyncpg.connect(url)
        try:
            record = await store.create_game(
                game_key="toy", guild_id=1, parent_id=2, channel_id=3, host_id=10,
                host_name="Ana", seed=7,
            )  # fmt: skip
            with caplog.at_level(logging.WARNING, logger="bot.store"):
                with pytest.raises(DatabaseUnavailable, match="DATABASE_URL"):
                    async with store._transaction() as tx:
                        row = await tx.one("SELECT pg_backend_pid()")
                        await admin.execute("SELECT pg_terminate_backend($1)", row[0])
                        await tx.execute("UPDATE games SET status = 'running'")
                assert (await store.game(record.id)).status == "lobby"  # type: ignore[union-attr]
            errors = [r for r in caplog.records if r.levelno == logging.ERROR]
            assert len(errors) == 1 and "can't be reached" in errors[0].getMessage()
            assert "reachable again" in caplog.records[-1].getMessage()
            password = urlsplit(url).password or "no password"
            assert all(password not in r.getMessage() for r in caplog.records)
        finally:
            await admin.close()
            await store.close()


async def test_a_wrong_password_is_refused_in_one_sentence_without_it() -> None:
    parts = urlsplit(server_url())
    netloc = f"{parts.username}:not-the-password@{parts.hostname}:{parts.port}"
    wrong = urlunsplit(parts._replace(netloc=netloc))
    with pytest.raises(StoreError, match=r"DATABASE_URL .* refused the login") as refused:
        await open_store(wrong)
    assert "not-the-password" not in str(refused.value)
