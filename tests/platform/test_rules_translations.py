"""Each game's rules summary in every language the bot speaks: there, one embed long, and
shaped like the English (the same headings, paragraphs, bullets and numbered rulings)."""

from __future__ import annotations

import re

import pytest

from bot import paths
from bot.languages import ENGLISH, RULES_FOLDER

EMBED_LIMIT = 4096
"""Discord's longest embed description: /game rules shows a summary in one embed."""
GAMES = sorted(file.parent.name for file in paths.DATA_DIR.glob("*/rules.md"))
TRANSLATIONS = sorted(
    p.name for p in paths.LOCALES_DIR.iterdir() if p.is_dir() and p.name != ENGLISH
)
_MARKER = re.compile(r"(#+ |\s*- |\s*\d+\. )")


def _shape(text: str) -> list[str]:
    """Each line's markdown marker ("# ", "  - ", "3. "), "" for a paragraph or a blank."""
    shape = []
    for line in text.splitlines():
        marker = _MARKER.match(line)
        shape.append(marker.group(1) if marker else "" if line.strip() else "blank")
    return shape


def test_the_five_games_and_two_translations_are_checked() -> None:
    assert len(GAMES) == 5 and {"es", "de"} <= set(TRANSLATIONS)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_game_has_its_rules_in_every_language_shaped_like_the_english(
    language: str, game: str
) -> None:
    english = (paths.DATA_DIR / game / "rules.md").read_text(encoding="utf-8")
    file = paths.LOCALES_DIR / language / RULES_FOLDER / f"{game}.md"
    assert file.is_file(), f"{file} is missing"
    translated = file.read_text(encoding="utf-8")
    assert len(translated) <= EMBED_LIMIT, f"{file}: {len(translated)} characters"
    assert _shape(translated) == _shape(english)
