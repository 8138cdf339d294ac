"""Checks that keep the code honest: ruff clean, formatted, and rules code free of I/O imports."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
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


IMPORT_GRAPH_PACKAGES = ("bot", "cogs", "renderers")
KNOWN_CIRCLES: frozenset[frozenset[str]] = frozenset()
"""Import circles allowed to stay: none. The house has no circle, and a new one fails the check."""


def module_files(root: Path, packages: Sequence[str]) -> dict[str, Path]:
    """Every module under ``packages`` by its dotted name (a package by its own name)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def import_graph(root: Path, packages: Sequence[str]) -> dict[str, set[str]]:
    """Which of the modules under ``packages`` each one imports, read from its ``import``
    statements anywhere in the file (inside functions and ``if TYPE_CHECKING:`` too).

    ``import x`` is an edge to x; ``from x import y`` an edge to x.y where that is a module,
    else to x. A package's ``__init__`` that Python runs on the way to a submodule is not an
    edge: only what a statement names."""
    modules = module_files(root, packages)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names if alias.name in modules)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package[: len(package) - node.level + 1]
                    base = ".".join([*parent, *([node.module] if node.module else [])])
                for alias in node.names:
                    if f"{base}.{alias.name}" in modules:
                        edges.add(f"{base}.{alias.name}")
                    elif base in modules:
                        edges.add(base)
        graph[name] = edges - {name}
    return graph


def circles(graph: Mapping[str, set[str]]) -> set[frozenset[str]]:
    """The import circles: each group of modules that reach one another (the strongly
    connected components with more than one module), found by Tarjan's walk."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: set[frozenset[str]] = set()

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in sorted(graph.get(module, ())):
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = {stack.pop()}
            while module not in group:
                group.add(stack.pop())
            if len(group) > 1:
                found.add(frozenset(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def test_imports_run_one_way() -> None:
    found = circles(import_graph(ROOT, IMPORT_GRAPH_PACKAGES))
    new = [sorted(group) for group in found - KNOWN_CIRCLES]
    gone = [sorted(group) for group in KNOWN_CIRCLES - found]
    assert not new, f"new import circles: {new}"
    assert not gone, f"these circles are gone; remove them from KNOWN_CIRCLES: {gone}"


def test_the_circle_check_finds_a_circle(tmp_path: Path) -> None:
    package = tmp_path / "bot"
    (package / "games").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "host.py").write_text("from bot.publication import Publisher\n")
    (package / "publication.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot import host\n"
    )
    (package / "games" / "__init__.py").write_text("")
    (package / "games" / "rules.py").write_text("from . import helper\n")
    (package / "games" / "helper.py").write_text("from .rules import Rules\n")
    (package / "games" / "alone.py").write_text("import bot.host\n")
    assert circles(import_graph(tmp_path, ["bot"])) == {
        frozenset({"bot.host", "bot.publication"}),
        frozenset({"bot.games.rules", "bot.games.helper"}),
    }
