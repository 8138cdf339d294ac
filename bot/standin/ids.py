"""Snowflakes, tokens and timestamps shaped like Discord's, so the client parses them as real."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1420070400000


class Snowflakes:
    """Increasing snowflake ids; 18-19 digits like Discord's, so mention regexes match them."""

    def __init__(self) -> None:
        base_ms = int(datetime.now(UTC).timestamp() * 1000) - DISCORD_EPOCH_MS
        self._next = base_ms << 22

    def next(self) -> int:
        value, self._next = self._next, self._next + (1 << 12)
        return value


def new_token() -> str:
    """An interaction token: URL-safe, so it travels unquoted in the callback path."""
    return "fake." + secrets.token_urlsafe(48)


def iso_now() -> str:
    """An ISO 8601 timestamp as the API sends it."""
    return datetime.now(UTC).isoformat()
