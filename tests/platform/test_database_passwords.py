"""A database password never reaches a log line or an error message, in any of its forms."""

from __future__ import annotations

import pytest

from bot.settings import SettingsError, load_settings
from bot.store.address import passwords_in, redacted

FORMS = [
    "postgresql://gn:pw-secret-1@db.example:5432/games",
    "postgresql://gn@db.example/games?password=pw-secret-1&sslmode=require",
    "postgresql://gn@db.example/games?sslmode=require&passwd=pw-secret-1",
    "postgresql://gn@db.example/games?sslpassword=pw-secret-1",
    "postgres://gn@db.example/games?PGPASSWORD=pw-secret-1",
    "postgresql://gn@db.example/games?ssl_key_password=pw%2Dsecret%2D1",
]
KEYWORD_FORMS = [
    "host=db.example user=gn password=pw-secret-1 dbname=games",
    "host=db.example password = 'pw-secret-1' dbname=games",
]


@pytest.mark.parametrize("url", FORMS + KEYWORD_FORMS)
def test_every_password_form_is_redacted(url: str) -> None:
    shown = redacted(url)
    assert "secret" not in shown and "***" in shown
    assert "pw-secret-1" in passwords_in(url), "the log filter hides it wherever it shows"


def test_redaction_keeps_everything_but_the_password() -> None:
    url = "postgresql://gn@db.example:5432/games?password=pw-secret-1&sslmode=require"
    assert redacted(url) == "postgresql://gn@db.example:5432/games?password=***&sslmode=require"


@pytest.mark.parametrize("url", FORMS)
def test_settings_never_show_a_query_password(url: str) -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": url}, dotenv=False)
    assert "secret" not in settings.database_shown and "secret" not in repr(settings)
    assert "pw-secret-1" in settings.secrets


@pytest.mark.parametrize("url", KEYWORD_FORMS)
def test_a_libpq_keyword_string_is_refused_without_its_password(url: str) -> None:
    with pytest.raises(SettingsError, match="DATABASE_URL") as refused:
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": url}, dotenv=False)
    assert "secret" not in str(refused.value) and "\n" not in str(refused.value)


def test_a_file_path_with_an_equals_sign_is_still_a_file() -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": "var/host=a.db"}, dotenv=False)
    assert str(settings.database) == "var/host=a.db"
