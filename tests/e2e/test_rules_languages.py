"""/game rules through the fake Discord: each person reads the rules in her own language."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import paths
from tests.e2e.harness import open_world


@pytest.mark.parametrize(
    ("locale", "title", "file"),
    [
        ("de", "Cheat Street: Regeln", paths.LOCALES_DIR / "de" / "rules" / "cheat-street.md"),
        ("es-419", "Cheat Street: reglas", paths.LOCALES_DIR / "es" / "rules" / "cheat-street.md"),
        ("fr", "Cheat Street: rules", paths.DATA_DIR / "cheat-street" / "rules.md"),
    ],
)
async def test_the_rules_answer_in_the_askers_language(
    tmp_path: Path, locale: str, title: str, file: Path
) -> None:
    async with open_world(tmp_path, members=[]) as world:
        ana = world.member("Ana", locale=locale)
        answer = await ana.slash("game rules", game="cheat-street")
        assert answer.ephemeral
        embed = answer.embeds[0]
        assert embed["title"] == title
        assert embed["description"] == file.read_text(encoding="utf-8")
