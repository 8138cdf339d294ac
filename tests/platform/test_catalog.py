"""The catalog: every registered game loaded once, found by key, handed to whoever needs it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot import paths
from bot.catalog import Catalog, CatalogEntry
from bot.engine import GameDataError
from bot.games import installed
from tests.platform.catalog import TOY_REGISTRATION, registered_games
from tests.platform.toy_game import TOY


def test_every_installed_game_has_one_entry_with_its_checked_rules() -> None:
    games = registered_games()
    assert sorted(entry.key for entry in games) == sorted(installed())
    assert [entry.name for entry in games] == sorted(entry.name for entry in games)
    for entry in games:
        assert entry.rules.key == entry.key and games.rules(entry.key) is entry.rules
        assert games.registration(entry.key) is entry.registration


def test_an_unknown_game_is_refused_in_one_sentence() -> None:
    with pytest.raises(KeyError, match=r"There is no game called 'chess'\."):
        registered_games().rules("chess")
    assert registered_games().registration("chess") is None and "chess" not in registered_games()


def test_a_game_listed_twice_is_refused() -> None:
    entry = CatalogEntry(TOY_REGISTRATION, TOY)
    with pytest.raises(ValueError, match="listed twice"):
        Catalog([entry, entry])


def test_a_broken_data_file_stops_the_load_naming_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(paths.DATA_DIR, data, ignore=shutil.ignore_patterns("fonts"))
    (data / "cheat-street" / "board.json").write_text("{")
    with pytest.raises(GameDataError, match=r"board\.json"):
        Catalog.load(data)
