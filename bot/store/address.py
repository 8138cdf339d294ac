"""Which database a ``DATABASE_URL`` names, and how to show it without its password."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

POSTGRES_SCHEMES = ("postgresql", "postgres")


def is_postgres(target: str | Path) -> bool:
    return isinstance(target, str) and urlsplit(target).scheme in POSTGRES_SCHEMES


def has_scheme(target: str) -> bool:
    """``scheme://…``: an address, not a file path (so ``mysql://x`` isn't taken for a file)."""
    return "://" in target


def password_of(url: str) -> str:
    try:
        return urlsplit(url).password or ""
    except ValueError:
        return ""


def redacted(url: str) -> str:
    """The URL with its password replaced, safe for a log line or an error message."""
    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
        user = parts.username or ""
        host = parts.hostname or ""
        if ":" in host:
            host = f"[{host}]"
        port = f":{parts.port}" if parts.port is not None else ""
        netloc = f"{user}:***@{host}{port}"
    except ValueError:
        return "(a malformed URL)"
    return urlunsplit(parts._replace(netloc=netloc))
