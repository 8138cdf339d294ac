"""A game's manifest: its identity and presentation, checked, named in one sentence if bad."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
