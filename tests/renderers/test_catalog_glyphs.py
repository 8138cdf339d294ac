"""Every character any catalog may put on a board is in the boards' fonts: each language's
letters and the pseudo-language's accented ones in DejaVu Sans (regular and bold), a symbol at
least in a font of the chain, never a missing-glyph box."""

from __future__ import annotations

import unicodedata

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot import paths
from bot.languages import catalog_sources
from bot.pseudo import pseudo
from renderers.text import CHAIN, _coverage


class _Texts(visitor.Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)


def catalog_letters(language: str) -> set[str]:
    texts = _Texts()
    for source in catalog_sources(paths.LOCALES_DIR / language):
        texts.visit(FluentParser(with_spans=False).parse(source))
    return {ch for text in texts.found for ch in text if not ch.isspace()}


LANGUAGES = sorted(p.name for p in paths.LOCALES_DIR.iterdir() if p.is_dir())


@pytest.mark.parametrize("language", [*LANGUAGES, "pseudo"])
@pytest.mark.parametrize("bold", [False, True])
def test_every_letter_of_every_catalog_is_in_the_boards_font(language: str, bold: bool) -> None:
    first = CHAIN[0]
    covered = _coverage(first.bold if bold else first.regular, first.skip)
    letters = (
        {pseudo(ch) for ch in catalog_letters("en")}
        if language == "pseudo"
        else catalog_letters(language)
    )
    every = set().union(*(_coverage(f.bold if bold else f.regular, f.skip) for f in CHAIN))
    chars = {ch for text in letters for ch in text}
    assert not sorted(ch for ch in chars if ord(ch) not in every)
    not_dejavu = [
        ch for ch in chars if unicodedata.category(ch)[0] == "L" and ord(ch) not in covered
    ]
    assert not sorted(not_dejavu)
