"""The pseudo-language: English with every letter accented and every vowel doubled, made from
the English catalogs as they are read. A table set to it shows at a glance (and to a test) any
text that skipped the catalogs, and how boards and buttons take words a third longer."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

PSEUDO = "en-XA"
"""Its code: the region code that Android and Windows give their accented pseudo-locale."""
SWITCH = "PSEUDO_LOCALE"
"""Set to 1, tables may choose the pseudo-language and a member whose locale is ``en-XA`` is
answered in it (for tests and translators; never offered otherwise)."""


def pseudo_offered() -> bool:
    return os.environ.get(SWITCH) == "1"


ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçďéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ",
)
DOUBLED = re.compile(r"([áéíóúýÁÉÍÓÚÝ])")


def pseudo(text: str) -> str:
    """``text`` accented and lengthened: "Roll the dice" → "Ŕóóĺĺ ţĥéé ďííçéé"."""
    return DOUBLED.sub(r"\1\1", text.translate(ACCENTED))


class _Accent(Transformer):  # type: ignore[misc]
    """Rewrites a catalog's own words, never its placeholders, selectors or terms."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo(node.value)
        return node


def pseudo_catalog(sources: Iterable[str]) -> str:
    """One Fluent source with every message of ``sources`` (English ``.ftl`` texts) in the
    pseudo-language."""
    parser, serializer, accent = FluentParser(with_spans=False), FluentSerializer(), _Accent()
    return "\n".join(serializer.serialize(accent.visit(parser.parse(text))) for text in sources)


UNTRANSLATED = re.compile(r"[A-Za-z]{2,}")
NOT_WORDS = re.compile(r"https?://\S+|<[@#:!&a-z0-9_]+>|`[^`]*`")
"""Links, Discord's mentions and code spans: no words of a language."""


def untranslated(text: str, names: Iterable[str] = ()) -> list[str]:
    """The plain-English words in ``text`` shown in the pseudo-language: every run of two or
    more unaccented letters once ``names`` (people's and characters', which stay as they are),
    links and mentions are taken out."""
    for name in sorted(set(names), key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    return UNTRANSLATED.findall(NOT_WORDS.sub(" ", text))
