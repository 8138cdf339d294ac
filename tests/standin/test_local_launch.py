"""`python -m bot --local` launches the bot on its own database, pointed at the stand-in."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.local import bot_env, has_display, parse
from bot.standin import FakeDiscord


def test_the_bot_gets_the_stand_ins_token_and_never_a_real_database(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "a-real-token")
    monkeypatch.setenv("DATABASE_URL", "postgresql://gamenight@db.example/gamenight")
    monkeypatch.setenv("SHARD_COUNT", "4")
    fake = FakeDiscord()
    env = bot_env(fake, Path("var/local.sqlite3"))
    assert env["DISCORD_TOKEN"] == fake.token
    assert env["DATABASE_PATH"] == "var/local.sqlite3"
    assert "DATABASE_URL" not in env and "SHARD_COUNT" not in env
    assert env["DISCORD_API_BASE"] == fake.api_base
    assert env["DISCORD_GATEWAY_URL"] == fake.gateway_url
    assert env["DEV_GUILD_ID"] == str(fake.guild_id)


def test_no_browser_opens_in_tests_or_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":0")
    assert not has_display()  # PYTEST_CURRENT_TEST is set while a test runs


def test_the_port_and_host_are_options() -> None:
    args = parse(["--local", "--port", "9000", "--host", "0.0.0.0"])
    assert (args.port, args.host) == (9000, "0.0.0.0")
    assert parse(["--local"]).port == 8080
