"""Which database a ``DATABASE_URL`` names, and how to show it without its password.

A password may sit in three places: the URL's user-info (``user:pass@``), a query parameter
(``?password=``, ``?sslpassword=``, any key naming a password) and, in libpq's keyword form, a
``password=`` pair (``host=db password=secret``). Every one of them is hidden.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

POSTGRES_SCHEMES = ("postgresql", "postgres")
HIDDEN = "***"

_QUERY_PAIR = re.compile(r"(?P<key>[^&;=]+)=(?P<value>[^&;]*)")
_KEYWORD_PAIR = re.compile(r"(?<!\S)(?P<key>\w+)\s*=\s*(?P<value>'(?:[^'\\]|\\.)*'?|\S*)")
LIBPQ_KEYWORDS = frozenset(
    [
        "host",
        "hostaddr",
        "port",
        "dbname",
        "user",
        "password",
        "passfile",
        "sslmode",
        "sslpassword",
        "application_name",
        "connect_timeout",
        "options",
        "target_session_attrs",
        "service",
    ]
)


def is_postgres(target: str | Path) -> bool:
    return isinstance(target, str) and urlsplit(target).scheme in POSTGRES_SCHEMES


def has_scheme(target: str) -> bool:
    """``scheme://…``: an address, not a file path (so ``mysql://x`` isn't taken for a file)."""
    return "://" in target


def is_keyword_form(target: str) -> bool:
    """libpq's ``host=db user=gn password=…``: not a file path, though it looks like one."""
    if has_scheme(target):
        return False
    return any(m["key"].lower() in LIBPQ_KEYWORDS for m in _KEYWORD_PAIR.finditer(target))


def names_a_password(key: str) -> bool:
    """``password``, ``passwd``, ``sslpassword``, ``PGPASSWORD``…: any key that holds one."""
    key = unquote(key).strip().lower()
    return "password" in key or "passwd" in key or key in {"pass", "pwd"}


def passwords_in(target: str) -> tuple[str, ...]:
    """Every password ``target`` holds, as written and decoded, for the log's filter."""
    found: list[str] = []
    if has_scheme(target):
        try:
            parts = urlsplit(target)
        except ValueError:
            parts = None
        if parts is not None:
            userinfo, at, _ = parts.netloc.rpartition("@")
            if at and ":" in userinfo:
                found.append(userinfo.split(":", 1)[1])
            found += [m["value"] for m in _QUERY_PAIR.finditer(parts.query) if _secret(m)]
    else:
        found += [m["value"].strip("'") for m in _KEYWORD_PAIR.finditer(target) if _secret(m)]
    found += [unquote(value) for value in found]
    return tuple(dict.fromkeys(value for value in found if value))


def redacted(target: str) -> str:
    """``target`` with every password replaced, safe for a log line or an error message."""
    if not has_scheme(target):
        return _KEYWORD_PAIR.sub(_hide, target)
    try:
        parts = urlsplit(target)
    except ValueError:
        return "(a malformed URL)"
    userinfo, at, hostport = parts.netloc.rpartition("@")
    netloc = parts.netloc
    if at and ":" in userinfo:
        netloc = f"{userinfo.split(':', 1)[0]}:{HIDDEN}@{hostport}"
    query = _QUERY_PAIR.sub(_hide, parts.query)
    fragment = _QUERY_PAIR.sub(_hide, parts.fragment)
    return urlunsplit(parts._replace(netloc=netloc, query=query, fragment=fragment))


def _secret(match: re.Match[str]) -> bool:
    return names_a_password(match["key"])


def _hide(match: re.Match[str]) -> str:
    return f"{match['key']}={HIDDEN}" if _secret(match) else match[0]
