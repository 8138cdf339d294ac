"""Launch settings: the token is required and never printed; malformed values are named."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.logs import RedactFilter
from bot.settings import SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_token_names_the_variable() -> None:
    with pytest.raises(SettingsError, match="DISCORD_TOKEN"):
        load_settings({})


def test_defaults_and_overrides() -> None:
    env = {"DISCORD_TOKEN": "sekrit-123", "DEV_GUILD_ID": "42", "CALLOUT_SECONDS": "1"}
    settings = load_settings(env)
    assert settings.dev_guild_id == 42
    assert settings.phase_seconds == {"call-out": 1.0}
    assert str(settings.database_path) == "var/gamenight.sqlite3"
    assert "sekrit-123" not in repr(settings)
    assert settings.game_seed is None and settings.computer_pause_seconds == 1.5
    assert load_settings({**env, "COMPUTER_PAUSE_SECONDS": "0"}).computer_pause_seconds == 0
    assert load_settings({**env, "GAME_SEED": "12"}).game_seed == 12
    assert settings.workers is None and settings.loop_stall_log is None
    assert load_settings({**env, "WORKER_PROCESSES": "0"}).workers == 0
    assert str(load_settings({**env, "LOOP_STALL_LOG": "s.log"}).loop_stall_log) == "s.log"


def test_a_malformed_setting_is_named() -> None:
    with pytest.raises(SettingsError, match="DEV_GUILD_ID"):
        load_settings({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "abc"})
    with pytest.raises(SettingsError, match="CALLOUT_SECONDS"):
        load_settings({"DISCORD_TOKEN": "t", "CALLOUT_SECONDS": "-3"})
    with pytest.raises(SettingsError, match="COMPUTER_PAUSE_SECONDS"):
        load_settings({"DISCORD_TOKEN": "t", "COMPUTER_PAUSE_SECONDS": "-1"})
    with pytest.raises(SettingsError, match="GAME_SEED"):
        load_settings({"DISCORD_TOKEN": "t", "GAME_SEED": "dice"})
    with pytest.raises(SettingsError, match="WORKER_PROCESSES must be a whole number"):
        load_settings({"DISCORD_TOKEN": "t", "WORKER_PROCESSES": "-1"})


def test_the_token_is_redacted_from_log_lines() -> None:
    import logging

    record = logging.LogRecord("x", logging.INFO, "f", 1, "token is %s", ("sekrit-123",), None)
    RedactFilter("sekrit-123").filter(record)
    assert "sekrit-123" not in record.getMessage()


def test_running_without_a_token_prints_one_line_and_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    lines = (done.stdout + done.stderr).strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and "Traceback" not in lines[0]


def test_shards_default_to_discords_count_and_may_be_split() -> None:
    plain = load_settings({"DISCORD_TOKEN": "t"})
    assert plain.shard_count is None and plain.shard_ids is None
    split = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "4", "SHARD_IDS": "2, 3"})
    assert split.shard_count == 4 and split.shard_ids == (2, 3)
    assert load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "2"}).shard_ids is None


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"SHARD_IDS": "0,1"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,2"}, "shard 2"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "SHARD_IDS"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "many"}, "SHARD_COUNT"),
    ],
)
def test_bad_shards_are_named_in_one_sentence(env: dict[str, str], named: str) -> None:
    with pytest.raises(SettingsError, match=named) as raised:
        load_settings({"DISCORD_TOKEN": "t", **env})
    assert "\n" not in str(raised.value)


def test_shard_ids_outside_the_count_print_one_line_and_exit_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SHARD_")}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env
        | {"PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "t", "SHARD_COUNT": "2", "SHARD_IDS": "0,2"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    lines = (done.stdout + done.stderr).strip().splitlines()
    assert len(lines) == 1 and "SHARD_IDS" in lines[0] and "Traceback" not in lines[0]


def test_database_url_chooses_the_store() -> None:
    env = {"DISCORD_TOKEN": "t", "DATABASE_PATH": "old/place.sqlite3"}
    assert load_settings(env).database == Path("old/place.sqlite3")
    assert load_settings({**env, "DATABASE_URL": "var/new.sqlite3"}).database == Path(
        "var/new.sqlite3"
    )
    url = "postgresql://gn:pass-word-9@db.example:5432/games"
    chosen = load_settings({**env, "DATABASE_URL": url})
    assert chosen.database == url
    assert "pass-word-9" not in repr(chosen) and "pass-word-9" not in chosen.database_shown
    assert "pass-word-9" in chosen.secrets, "the password is redacted from log lines"


def test_a_database_url_of_another_kind_is_named_without_its_password() -> None:
    with pytest.raises(SettingsError, match="DATABASE_URL") as refused:
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": "mysql://gn:pass-word-9@db/games"})
    assert "pass-word-9" not in str(refused.value)


def test_every_secret_is_redacted_from_log_lines() -> None:
    import logging

    record = logging.LogRecord("x", logging.INFO, "f", 1, "%s and %s", ("tok-1", "pw-2"), None)
    RedactFilter("tok-1", "pw-2").filter(record)
    assert "tok-1" not in record.getMessage() and "pw-2" not in record.getMessage()


def test_table_limits_and_the_lobby_time_have_defaults_and_may_be_set() -> None:
    env = {"DISCORD_TOKEN": "t"}
    settings = load_settings(env)
    assert settings.max_tables_per_member == 3 and settings.max_tables_per_server == 50
    assert settings.lobby_seconds == 30 * 60
    chosen = load_settings(
        {**env, "MAX_TABLES_PER_MEMBER": "1", "MAX_TABLES_PER_SERVER": "7", "LOBBY_MINUTES": "0.5"}
    )
    assert chosen.max_tables_per_member == 1 and chosen.max_tables_per_server == 7
    assert chosen.lobby_seconds == 30


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("MAX_TABLES_PER_MEMBER", "0"),
        ("MAX_TABLES_PER_MEMBER", "three"),
        ("MAX_TABLES_PER_SERVER", "-5"),
        ("LOBBY_MINUTES", "0"),
        ("LOBBY_MINUTES", "soon"),
        ("LOBBY_MINUTES", "inf"),
    ],
)
def test_a_bad_table_limit_or_lobby_time_is_named_in_one_sentence(name: str, value: str) -> None:
    with pytest.raises(SettingsError, match=name) as refused:
        load_settings({"DISCORD_TOKEN": "t", name: value})
    assert "\n" not in str(refused.value)
