"""One registration record per game, found through entry points; shared code names no game."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import games
from bot.catalog import Catalog
from tests.platform.catalog import hosted_games, registered_games
from tests.platform.party_game import PARTY, PartyGame
from tests.platform.plugin import install_plugin

ROOT = Path(__file__).resolve().parents[2]
SHARED = [
    *sorted((ROOT / "bot").glob("*.py")),
    *sorted((ROOT / "bot" / "engine").glob("*.py")),
    ROOT / "bot" / "games" / "__init__.py",
    *sorted((ROOT / "cogs").glob("*.py")),
    ROOT / "renderers" / "__init__.py",
    ROOT / "renderers" / "common.py",
    *sorted((ROOT / "renderers" / "kit").glob("*.py")),
    *sorted(
        path
        for path in (ROOT / "bot" / "ai").glob("*.py")
        if not (ROOT / "bot" / "games" / path.stem).is_dir()
    ),
]
"""Every module the games share: the platform, the engine, the drawing kit and the search."""


@pytest.fixture
def plugin_on_path(tmp_path: Path) -> Iterator[None]:
    folder = install_plugin(tmp_path / "plugins")
    sys.path.insert(0, str(folder))
    games.installed.cache_clear()
    yield
    sys.path.remove(str(folder))
    games.installed.cache_clear()


def test_games_are_discovered_through_the_entry_point_group(plugin_on_path: None) -> None:
    assert games.installed()["toy-party"] is PartyGame and "cheat-street" in games.installed()
    party = Catalog.load().entry("toy-party")
    assert party.rules.key == PARTY.key and party.name == PARTY.name
    assert party.registration.private_renderer == "tests.platform.party_render:hand_renderer"


def test_a_plugin_that_cannot_be_imported_is_left_out_with_one_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    info = tmp_path / "broken-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[game_night.games]\nbroken = no.such.module:GAME\n")
    sys.path.insert(0, str(tmp_path))
    games.installed.cache_clear()
    try:
        keys = list(games.installed())
    finally:
        sys.path.remove(str(tmp_path))
        games.installed.cache_clear()
    assert "cheat-street" in keys
    assert [r.getMessage() for r in caplog.records if "broken" in r.getMessage()] == [
        "The game 'broken' can't be imported and is left out: No module named 'no'"
    ]


def test_without_the_plugin_the_game_is_not_there() -> None:
    games.installed.cache_clear()
    assert "toy-party" not in games.installed()


def _strings_and_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.add(node.value.lower())
        elif isinstance(node, ast.Name | ast.alias):
            found.add((node.id if isinstance(node, ast.Name) else node.name).lower())
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module.lower())
    return found


def _game_marks() -> list[str]:
    """How a shared module could name a hosted game: its key, its key as a module name, its
    display name and the first word of its key, lower-case, for every registered game and the
    toy games."""
    hosted = hosted_games()
    marks = set()
    for entry in hosted:
        marks |= {entry.key, entry.key.replace("-", "_"), entry.name.lower()}
        marks.add(entry.key.split("-")[0])
    return sorted(marks)


GAME_MARKS = _game_marks()


@pytest.mark.parametrize("path", SHARED, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_shared_module_names_a_game(path: Path) -> None:
    assert {"life-rivals", "goosebumps: terror in the graveyard", "toy party"} <= set(GAME_MARKS)
    named = {word for word in _strings_and_names(path) for mark in GAME_MARKS if mark in word}
    assert not named, f"{path.name} names a game: {sorted(named)}"


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_widgets_do_not_import_the_handlers_or_the_table() -> None:
    imported = _imported_modules(ROOT / "cogs" / "components.py")
    assert {m for m in imported if m.startswith("cogs")} <= {"cogs.layout"}, imported


def test_the_layout_planner_is_pure() -> None:
    """Rules tests and the conformance suite plan layouts without Discord."""
    imported = _imported_modules(ROOT / "cogs" / "layout.py")
    assert not {m for m in imported if m.split(".")[0] in ("discord", "cogs")}, imported


def _code_strings(path: Path) -> list[str]:
    """The string constants of a module, its docstrings left out (they are prose)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
    ]


CODE = sorted(
    path for folder in ("bot", "cogs", "renderers") for path in (ROOT / folder).rglob("*.py")
)


def test_a_games_key_is_written_once_outside_its_data_folder() -> None:
    """Its entry point names its data folder; no code writes the key again (the renderers, the
    computer's hints and the rules find their game through the rules class)."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    strings = {path: _code_strings(path) for path in CODE}
    for entry in registered_games():
        written = re.compile(rf"(?<![\w.-]){re.escape(entry.key)}(?![\w-])")
        assert len(written.findall(pyproject)) == 1, entry.key
        again = [
            f"{path.relative_to(ROOT)}: {text!r}"
            for path, found in strings.items()
            for text in found
            if written.search(text)
        ]
        assert not again, f"{entry.key} is written again in {again}"
