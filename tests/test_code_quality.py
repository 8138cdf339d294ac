"""Checks that keep the code honest: ruff clean, formatted, and rules code free of I/O imports."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE_PACKAGES = [ROOT / "bot" / "engine", ROOT / "bot" / "games", ROOT / "bot" / "ai"]
FORBIDDEN_IN_RULES = {"discord", "PIL", "asyncio", "aiosqlite", "sqlite3", "asyncpg", "aiohttp"}


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    ruff = shutil.which("ruff") or sys.executable
    command = [ruff, *args] if ruff != sys.executable else [ruff, "-m", "ruff", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_ruff_finds_nothing() -> None:
    done = _ruff("check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_code_is_formatted() -> None:
    done = _ruff("format", "--check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    "path", [p for folder in PURE_PACKAGES for p in sorted(folder.rglob("*.py"))], ids=str
)
def test_rules_code_imports_no_io(path: Path) -> None:
    assert not imported_roots(path) & FORBIDDEN_IN_RULES


def test_the_layer_check_catches_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import asyncio\nfrom PIL import Image\nimport json\n")
    assert imported_roots(sample) & FORBIDDEN_IN_RULES == {"asyncio", "PIL"}


TYPED_BOARDS = [
    "life_rivals",
    "goosebumps",
    "cheat_street",
    "sweet_valley_high",
    "scavenger_hunt",
]
"""Games whose boards are declared structs (see "Typed boards" in docs/architecture.md); a game
joins the list when its board is converted."""


def board_readers(game: str) -> list[Path]:
    """The code that reads a game's board: its renderer and its computer player."""
    renderer = ROOT / "renderers" / game
    return [*sorted(renderer.rglob("*.py")), ROOT / "bot" / "ai" / f"{game}.py"]


def key_reads(path: Path) -> list[str]:
    """Where ``path`` reads a value by a literal string key (``x["name"]``, ``x.get("name")``)
    or matches a regular expression: the ways a board of dicts and labels is read."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and _literal_text(node.slice):
            found.append(f"line {node.lineno}: [{ast.unparse(node.slice)}]")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
            and _literal_text(node.args[0])
        ):
            found.append(f"line {node.lineno}: .get({ast.unparse(node.args[0])})")
    if path.parent.name == "ai" and "re" in imported_roots(path):
        found.append("imports re")
    return found


def _literal_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.parametrize("path", [p for game in TYPED_BOARDS for p in board_readers(game)], ids=str)
def test_a_typed_board_is_read_by_its_fields(path: Path) -> None:
    assert not key_reads(path)


def test_the_field_check_catches_a_read_by_key(tmp_path: Path) -> None:
    ai = tmp_path / "ai"
    ai.mkdir()
    sample = ai / "sample.py"
    sample.write_text(
        "import re\nboard = {}\nboard['cash']\nboard.get('deck', 0)\nboard.get(key)\nboard[0]\n"
    )
    assert key_reads(sample) == ["line 3: ['cash']", "line 4: .get('deck')", "imports re"]
