"""Settings from the environment (and ``.env``), checked once into a frozen dataclass."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv

from bot.store.address import has_scheme, is_keyword_form, is_postgres, passwords_in, redacted


class SettingsError(Exception):
    """A setting that is missing or malformed; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    discord_token: str
    dev_guild_id: int | None = None
    database_path: Path = Path("var/gamenight.sqlite3")
    database_url: str | None = None
    """A ``postgresql://`` URL where the games are kept instead of the SQLite file."""
    api_base: str | None = None
    gateway_url: str | None = None
    log_level: str = "INFO"
    phase_seconds: Mapping[str, float] = field(default_factory=dict)
    """Lengths of timed phases, by phase name, that override in every game what its manifest
    declares: ``CALLOUT_SECONDS`` sets the ``call-out`` phase."""
    idle_warn_seconds: float = 600.0
    idle_kick_seconds: float = 600.0
    computer_pause_seconds: float = 1.5
    """How long a computer waits before its move is shown, so people can follow it."""
    game_seed: int | None = None
    """Where set, new games draw their seeds from it, so a run can be repeated exactly."""
    shard_count: int | None = None
    """How many shards the bot runs on in all; None: the count Discord recommends."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process holds; None: all of them."""
    workers: int | None = None
    """Worker processes for renders and for computer players each; None: one per core, 0:
    renders in a thread of the bot (and one thinker)."""
    loop_stall_log: Path | None = None
    """Where set, every stall of the event loop over 20 ms is logged there (for benchmarks)."""
    max_tables_per_member: int = 3
    """Open tables (lobbies and running games) one member may host in one server."""
    max_tables_per_server: int = 50
    """Open tables one server may hold."""
    lobby_seconds: float = 1800.0
    """How long a lobby nobody starts stays open (``LOBBY_MINUTES``)."""

    @property
    def database(self) -> str | Path:
        """What the store opens: the PostgreSQL URL if one is set, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def database_shown(self) -> str:
        """The database as a log line may name it: a URL's password left out."""
        return redacted(self.database_url) if self.database_url else str(self.database_path)

    @property
    def secrets(self) -> tuple[str, ...]:
        """What must never reach a log line: the token, and the database's passwords if any."""
        return (self.discord_token, *passwords_in(self.database_url or ""))

    def __repr__(self) -> str:  # the token and the password must never reach a log line
        return f"Settings(database={self.database_shown!r}, log_level={self.log_level!r})"


def _optional_int(
    env: Mapping[str, str], name: str, what: str = "a numeric Discord id"
) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise SettingsError(f"{name} must be {what}, not {raw!r}.")
    return int(raw)


def _seconds(
    env: Mapping[str, str], name: str, default: float, *, zero: bool = False, most: float = 0
) -> float:
    """A number of seconds: more than 0 (or from 0 with ``zero``), at most ``most`` if set."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a number of seconds, not {raw!r}.") from None
    if most and not 0 <= value <= most:
        raise SettingsError(f"{name} must be from 0 to {most:g} seconds.")
    if value < 0 or (value == 0 and not zero):
        raise SettingsError(f"{name} must be more than 0 seconds.")
    return value


def _at_least_one(env: Mapping[str, str], name: str, default: int) -> int:
    """A whole number from 1, such as a limit on open tables."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < 1:
        raise SettingsError(f"{name} must be a whole number from 1, not {raw!r}.")
    return int(raw)


def _minutes(env: Mapping[str, str], name: str, default: float) -> float:
    """A number of minutes more than 0 (a fraction allowed), as seconds."""
    raw = env.get(name, "").strip()
    if not raw:
        return default * 60
    try:
        value = float(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a number of minutes, not {raw!r}.") from None
    if not 0 < value < float("inf"):
        raise SettingsError(f"{name} must be more than 0 minutes.")
    return value * 60


def _shards(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` (e.g. ``0,1``): the ids need the count, and each
    must be below it."""
    count = _optional_int(env, "SHARD_COUNT", "a whole number of shards")
    if count == 0:
        raise SettingsError("SHARD_COUNT must be at least 1.")
    raw = env.get("SHARD_IDS", "").strip()
    if not raw:
        return count, None
    parts = [part.strip() for part in raw.split(",")]
    if not all(part.isdigit() for part in parts):
        raise SettingsError(f"SHARD_IDS must be shard numbers separated by commas, not {raw!r}.")
    if count is None:
        raise SettingsError("SHARD_IDS needs SHARD_COUNT, the number of shards in all.")
    ids = tuple(dict.fromkeys(int(part) for part in parts))
    outside = [shard for shard in ids if shard >= count]
    if outside:
        raise SettingsError(
            f"SHARD_IDS names shard {outside[0]}, but SHARD_COUNT={count} has shards 0 to"
            f" {count - 1}."
        )
    return count, ids


def _database(env: Mapping[str, str]) -> tuple[Path, str | None]:
    """``DATABASE_URL`` (a SQLite file path or a ``postgresql://`` URL) wins over the older
    ``DATABASE_PATH``; neither set: the SQLite file in ``var/``."""
    url = env.get("DATABASE_URL", "").strip()
    path = Path(env.get("DATABASE_PATH", "").strip() or "var/gamenight.sqlite3")
    if not url:
        return path, None
    if is_postgres(url):
        return path, url
    if has_scheme(url) or is_keyword_form(url):
        raise SettingsError(
            "DATABASE_URL must be a SQLite file path or a postgresql:// URL,"
            f" not {redacted(url)!r}."
        )
    return Path(url), None


def load_settings(env: Mapping[str, str] | None = None, *, dotenv: bool = True) -> Settings:
    """Read the settings; ``.env`` in the working directory fills what the environment lacks."""
    if env is None:
        if dotenv:
            load_dotenv(Path.cwd() / ".env", override=False)
        env = os.environ
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise SettingsError(
            "DISCORD_TOKEN is not set: put the bot token in .env or the environment."
        )
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
        raise SettingsError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
    shard_count, shard_ids = _shards(env)
    database_path, database_url = _database(env)
    return Settings(
        discord_token=token,
        dev_guild_id=_optional_int(env, "DEV_GUILD_ID"),
        database_path=database_path,
        database_url=database_url,
        api_base=env.get("DISCORD_API_BASE", "").strip() or None,
        gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
        log_level=level,
        phase_seconds=_phase_seconds(env),
        idle_warn_seconds=_seconds(env, "IDLE_WARN_SECONDS", 600.0),
        idle_kick_seconds=_seconds(env, "IDLE_KICK_SECONDS", 600.0),
        computer_pause_seconds=_seconds(env, "COMPUTER_PAUSE_SECONDS", 1.5, zero=True, most=60),
        game_seed=_optional_int(env, "GAME_SEED", "a whole number"),
        shard_count=shard_count,
        shard_ids=shard_ids,
        workers=_optional_int(env, "WORKER_PROCESSES", "a whole number of processes"),
        loop_stall_log=Path(raw) if (raw := env.get("LOOP_STALL_LOG", "").strip()) else None,
        max_tables_per_member=_at_least_one(env, "MAX_TABLES_PER_MEMBER", 3),
        max_tables_per_server=_at_least_one(env, "MAX_TABLES_PER_SERVER", 50),
        lobby_seconds=_minutes(env, "LOBBY_MINUTES", 30),
    )


def _phase_seconds(env: Mapping[str, str]) -> dict[str, float]:
    """The timed phases the operator sets; unset, each game's manifest decides."""
    if not env.get("CALLOUT_SECONDS", "").strip():
        return {}
    return {"call-out": _seconds(env, "CALLOUT_SECONDS", 0.0)}


def load_database(env: Mapping[str, str] | None = None, *, dotenv: bool = True) -> str | Path:
    """Only where the games are kept, as ``load_settings`` reads it: for tools that don't
    connect to Discord (``python -m bot backup``), so they need no token."""
    if env is None:
        if dotenv:
            load_dotenv(Path.cwd() / ".env", override=False)
        env = os.environ
    path, url = _database(env)
    return url or path
