"""The board loader: the real board passes, and each kind of broken file fails naming the file
and the field."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from bot.engine import GameDataError
from bot.games.cheat_street.board import load_board
from bot.games.cheat_street.rules import CheatStreet
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "cheat-street"


def raw_board() -> dict[str, Any]:
    return json.loads((DATA / "board.json").read_text(encoding="utf-8"))


def space(raw: dict[str, Any], space_id: str) -> dict[str, Any]:
    return next(item for item in raw["spaces"] if item["id"] == space_id)


def field_of(space_id: str, name: str) -> str:
    """How the loader names a space's field: its path in the file, then the space id."""
    index = next(i for i, item in enumerate(raw_board()["spaces"]) if item["id"] == space_id)
    return f"field spaces[{index}].{name}"


def broken(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    raw = raw_board()
    change(raw)
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def refused(path: Path, fragment: str) -> None:
    with pytest.raises(GameDataError) as error:
        load_board(path)
    message = str(error.value)
    assert str(path) in message
    assert fragment in message


def test_the_real_board_loads() -> None:
    board = load_board(DATA / "board.json")
    assert len(board.spaces) == 57
    assert board.start == "s0"
    assert len(board.goals) == 12
    assert sorted(s.goal for s in board.spaces.values() if s.goal) == sorted(board.goal_keys())
    stops = [s for s in board.spaces.values() if s.kind == "bus"]
    assert len(stops) == 8
    assert all(board.space(s.bus_to).bus_to == s.id for s in stops if s.bus_to)
    assert board.neighbours["s0"] == ("s1", "s3", "s5", "s7")
    assert board.goal_tile("bakery") == "s27"


def test_missing_file_is_refused_naming_it(tmp_path: Path) -> None:
    refused(tmp_path / "board.json", "missing")


def test_invalid_json_is_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text('{"spaces": [', encoding="utf-8")
    refused(path, "not valid JSON")


def test_goal_tile_without_a_card_is_refused(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s27").pop("goal"))
    refused(path, f"{field_of('s27', 'goal')} is missing")


def test_goal_tile_naming_an_unknown_card_is_refused(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s27").update(goal="castle"))
    refused(path, f"{field_of('s27', 'goal')} (s27) names 'castle'")


def test_goal_card_without_a_tile_is_refused(tmp_path: Path) -> None:
    def change(raw: dict[str, Any]) -> None:
        tile = space(raw, "s27")
        tile["kind"] = "street"
        del tile["goal"]

    refused(broken(tmp_path, change), "field goals hold 'bakery', which has no goal tile")


def test_goal_cards_must_be_twelve_distinct(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: raw["goals"].pop())
    refused(path, "field goals: expected array of length >= 12")
    path = broken(tmp_path, lambda raw: raw["goals"][1].update(key="bakery"))
    refused(path, "field goals[1].key repeats the goal card key 'bakery'")


def test_bus_stop_not_paired_both_ways_is_refused(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s41").update(bus_to="s47"))
    refused(path, f"{field_of('s25', 'bus_to')} (s25) names s41, which does not go back to s25")


def test_bus_stop_partner_not_on_the_opposite_side_is_refused(tmp_path: Path) -> None:
    # Move stop A's far end (s41) next to s25, in the same corner of the board.
    path = broken(tmp_path, lambda raw: space(raw, "s41").update(x=200, y=100))
    refused(path, f"{field_of('s25', 'bus_to')} (s25) names s41, which is not on the opposite")


def test_each_street_keeps_its_line_of_spaces_from_end_to_end() -> None:
    board = load_board(DATA / "board.json")
    lines = [(street["name"], tuple(street["spaces"])) for street in raw_board()["streets"]]
    assert board.street_lines == tuple(lines)
    for name, line in board.street_lines:
        assert all(board.street(a, b) == name for a, b in pairwise(line))


def test_bus_stop_going_to_a_street_is_refused(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s25").update(bus_to="s26"))
    refused(path, f"{field_of('s25', 'bus_to')} (s25) names 's26', which is not a bus stop")


def test_edge_to_an_unknown_space_is_refused(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: raw["edges"].append(["s1", "s99"]))
    refused(path, "names unknown space 's99'")


def test_disconnected_board_is_refused(tmp_path: Path) -> None:
    def change(raw: dict[str, Any]) -> None:
        raw["spaces"] += [
            {"id": "s90", "x": 10, "y": 10, "kind": "street"},
            {"id": "s91", "x": 20, "y": 10, "kind": "street"},
            {"id": "s92", "x": 20, "y": 20, "kind": "street"},
        ]
        raw["edges"] += [["s90", "s91"], ["s91", "s92"], ["s92", "s90"]]

    refused(broken(tmp_path, change), "field edges leave space s90 cut off from the start")


def test_dead_end_is_refused(tmp_path: Path) -> None:
    def change(raw: dict[str, Any]) -> None:
        raw["spaces"].append({"id": "s90", "x": 10, "y": 10, "kind": "street"})
        raw["edges"].append(["s1", "s90"])

    refused(broken(tmp_path, change), "field edges leave space s90 a dead end")


def test_board_needs_exactly_one_start(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s0").update(kind="street"))
    refused(path, "field spaces must hold exactly one start space, not 0")


def test_load_game_names_a_missing_rules_summary(tmp_path: Path) -> None:
    shutil.copy(DATA / "board.json", tmp_path / "board.json")
    with pytest.raises(GameDataError) as error:
        load_game(CheatStreet, tmp_path)
    assert str(tmp_path / "rules.md") in str(error.value)


def test_load_game_names_a_broken_board(tmp_path: Path) -> None:
    (tmp_path / "board.json").write_text("[]", encoding="utf-8")
    shutil.copy(DATA / "rules.md", tmp_path / "rules.md")
    with pytest.raises(GameDataError) as error:
        load_game(CheatStreet, tmp_path)
    assert str(tmp_path / "board.json") in str(error.value)


def test_a_field_of_the_wrong_type_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s3").update(x="left"))
    refused(path, f"{field_of('s3', 'x')}: expected int, got str")


def test_a_space_of_an_unknown_kind_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s3").update(kind="lake"))
    refused(path, f"{field_of('s3', 'kind')}: invalid value 'lake'")


def test_a_field_a_space_of_its_kind_may_not_have_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s1").update(goal="zoo"))
    refused(path, f"{field_of('s1', 'goal')} is not expected here")


def test_a_space_id_that_cannot_go_into_a_button_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s3").update(id="s 3"))
    refused(path, f"{field_of('s3', 'id')}: expected str matching regex")


def test_a_repeated_space_id_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: space(raw, "s3").update(id="s2"))
    refused(path, f"{field_of('s3', 'id')} repeats the space id 's2'")


def test_a_repeated_street_is_named(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda raw: raw["edges"].append(list(raw["edges"][0])))
    refused(path, f"field edges[{len(raw_board()['edges'])}] repeats the street")
