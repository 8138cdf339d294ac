"""A game's manifest: its identity and presentation, checked, named in one sentence if bad."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot import paths
from bot.catalog import Catalog
from bot.engine import GameDataError
from bot.engine.manifest import read_manifest
from tests.platform.catalog import registered_games


def _folder(tmp_path: Path, folder_name: str, **fields: object) -> Path:
    folder = tmp_path / folder_name
    folder.mkdir()
    manifest = {"key": folder_name, "name": "Lantern Walk", "players": [2, 4], **fields}
    (folder / "game.json").write_text(json.dumps(manifest))
    return folder


def test_a_manifest_gives_the_identity_and_the_presentation(tmp_path: Path) -> None:
    presentation = {"button_styles": {"roll": "primary"}}
    folder = _folder(tmp_path, "lantern-walk", presentation=presentation)
    declared = read_manifest(folder)
    assert (declared.key, declared.name, declared.players) == (
        "lantern-walk",
        "Lantern Walk",
        (2, 4),
    )
    assert declared.presentation == presentation and not declared.private_picture


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"players": [4, 2]}, "players"),
        ({"key": "other-walk"}, "key"),
        ({"button_styles": {"roll": "primary"}}, "button_styles"),
        ({"surprise": 1}, "surprise"),
        ({"phase_timers": {"vote": 0}}, "phase_timers"),
    ],
)
def test_a_bad_manifest_is_named_in_one_sentence(
    tmp_path: Path, fields: dict[str, object], named: str
) -> None:
    with pytest.raises(GameDataError, match=named):
        read_manifest(_folder(tmp_path, "lantern-walk", **fields))


def test_a_missing_manifest_is_named(tmp_path: Path) -> None:
    with pytest.raises(GameDataError, match=r"game\.json"):
        read_manifest(tmp_path)


def test_every_games_rules_and_registration_agree_with_its_manifest() -> None:
    for entry in registered_games():
        rules, record = entry.rules, entry.registration
        assert (rules.key, rules.name) == (record.key, record.name)
        assert rules.min_players <= rules.max_players


OPENED_FILES = """
import sys
from importlib.metadata import entry_points

opened = []
sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" else None)
for point in entry_points(group="game_night.games"):
    point.load()
print("\\n".join(path for path in opened if "/data/" in path))
"""


def test_importing_a_games_rules_reads_no_data_file() -> None:
    """A game's class holds no copy of its manifest: the catalog reads it, from its folder."""
    done = subprocess.run(
        [sys.executable, "-c", OPENED_FILES], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == ""


def test_the_catalog_reads_each_manifest_from_its_own_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(paths.DATA_DIR, data, ignore=shutil.ignore_patterns("fonts"))
    for entry in registered_games():
        manifest = json.loads((data / entry.key / "game.json").read_text())
        manifest["name"] = f"{entry.name} (copy)"
        (data / entry.key / "game.json").write_text(json.dumps(manifest))
    for entry in Catalog.load(data):
        assert entry.rules.name == entry.registration.name
        assert entry.rules.name.endswith(" (copy)")
