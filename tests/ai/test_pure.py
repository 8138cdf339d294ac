"""The computer's thinking is pure like the rules: it runs in worker processes of its own and
must never reach Discord, images, the event loop or storage."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_code_quality import FORBIDDEN_IN_RULES, ROOT, imported_roots

THINKING = sorted((ROOT / "bot" / "ai").rglob("*.py"))


@pytest.mark.parametrize("path", THINKING, ids=lambda p: str(p.relative_to(ROOT)))
def test_thinking_imports_no_io(path: Path) -> None:
    assert not imported_roots(path) & FORBIDDEN_IN_RULES


def test_the_thinking_modules_are_found() -> None:
    assert any(path.name == "search.py" for path in THINKING)
