"""The catalogs: every message in every language with the same attributes and placeholders;
a missing translation falls back to English with a warning, never a crash."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot import paths
from bot.catalog import Catalog
from bot.games import TABLE_LANGUAGE
from bot.languages import DISCORD_LOCALES, ENGLISH, Catalogs, catalog_sources, language_of, say
from bot.sentences import Sentence, template
from cogs.text import option_words

LANGUAGES = sorted(p.name for p in paths.LOCALES_DIR.iterdir() if p.is_dir())


class _Placeholders(visitor.Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(language: str) -> dict[str, dict[str | None, set[str]]]:
    """Each message id: for its value (None) and each attribute, the placeholders it uses."""
    found: dict[str, dict[str | None, set[str]]] = {}
    folder = paths.LOCALES_DIR / language
    for file in sorted(folder.glob("*.ftl")) + sorted(folder.glob("games/*.ftl")):
        resource = FluentParser().parse(file.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{file}: {junk[0].annotations}"
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            assert entry.id.name not in found, f"{file}: {entry.id.name} twice"
            parts: dict[str | None, set[str]] = {}
            for key, pattern in [(None, entry.value)] + [
                (a.id.name, a.value) for a in entry.attributes
            ]:
                if pattern is not None:
                    placeholders = _Placeholders()
                    placeholders.visit(pattern)
                    parts[key] = placeholders.names
            found[entry.id.name] = parts
    return found


def test_english_spanish_and_german_are_there() -> None:
    assert {"en", "es", "de"} <= set(LANGUAGES)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_every_message_exists_in_every_catalog_with_the_same_parts_and_placeholders(
    language: str,
) -> None:
    english, other = _messages(ENGLISH), _messages(language)
    assert english, "no English messages"
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "not in English"
    for message_id, parts in english.items():
        assert other[message_id] == parts, message_id


@pytest.mark.parametrize(
    ("locale", "language"),
    [("es-ES", "es"), ("es-419", "es"), ("de", "de"), ("en-US", "en"), ("fr", "en"), (None, "en")],
)
def test_discord_locales_map_to_the_language_the_bot_speaks(
    locale: str | None, language: str
) -> None:
    assert language_of(locale) == language


def _catalogs(tmp_path: Path, english: str, spanish: str) -> Catalogs:
    for code, text in (("en", english), ("es", spanish)):
        (tmp_path / code).mkdir()
        (tmp_path / code / "t.ftl").write_text(text, encoding="utf-8")
    return Catalogs(tmp_path)


def test_a_message_is_formatted_with_its_arguments_and_the_languages_plural_rules(
    tmp_path: Path,
) -> None:
    plural = "left = { $n ->\n    [one] { $n } {0}\n   *[other] { $n } {1}\n}\n"
    words = _catalogs(
        tmp_path,
        plural.replace("{0}", "turn").replace("{1}", "turns"),
        plural.replace("{0}", "turno").replace("{1}", "turnos"),
    )
    assert words.text("en", "left", n=1) == "1 turn"
    assert words.text("es", "left", n=3) == "3 turnos"


def test_a_missing_translation_falls_back_to_english_with_one_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    words = _catalogs(tmp_path, "hello = Hello, { $name }!\n", "other = Otro\n")
    with caplog.at_level(logging.WARNING, logger="bot.languages"):
        assert words.text("es", "hello", name="Ana") == "Hello, Ana!"
        assert words.text("es", "hello", name="Ana") == "Hello, Ana!"
    assert len([r for r in caplog.records if "hello" in r.getMessage()]) == 1


def test_a_message_missing_everywhere_answers_its_id_and_logs_an_error(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    words = _catalogs(tmp_path, "hello = Hello\n", "hello = Hola\n")
    with caplog.at_level(logging.ERROR, logger="bot.languages"):
        assert words.text("de", "nowhere") == "nowhere"
    assert any(r.levelno == logging.ERROR for r in caplog.records)


def _with_rules(tmp_path: Path, spanish_rules: dict[str, str]) -> Catalogs:
    for code in ("en", "es"):
        (tmp_path / code).mkdir()
        (tmp_path / code / "t.ftl").write_text("hello = Hello\n", encoding="utf-8")
    (tmp_path / "es" / "rules").mkdir()
    for key, text in spanish_rules.items():
        (tmp_path / "es" / "rules" / f"{key}.md").write_text(text, encoding="utf-8")
    return Catalogs(tmp_path)


def test_a_rules_summary_is_answered_from_the_languages_rules_folder(tmp_path: Path) -> None:
    words = _with_rules(tmp_path, {"chess": "# Ajedrez\n"})
    assert words.rules_summary("es", "chess", "# Chess\n") == "# Ajedrez\n"
    assert words.rules_summary("en", "chess", "# Chess\n") == "# Chess\n"


def test_a_missing_rules_translation_falls_back_to_english_with_one_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    words = _with_rules(tmp_path, {"chess": "# Ajedrez\n"})
    with caplog.at_level(logging.WARNING, logger="bot.languages"):
        assert words.rules_summary("es", "go", "# Go\n") == "# Go\n"
        assert words.rules_summary("es", "go", "# Go\n") == "# Go\n"
        assert words.rules_summary("de", "chess", "# Chess\n") == "# Chess\n"
    warnings = [r.getMessage() for r in caplog.records]
    assert len([w for w in warnings if "go" in w]) == 1
    assert len([w for w in warnings if "chess" in w]) == 1


def test_the_table_language_option_and_discord_locales_name_exactly_the_catalogs_languages() -> (
    None
):
    assert {value for value, _ in TABLE_LANGUAGE.choices} == set(LANGUAGES)
    assert set(DISCORD_LOCALES.values()) == set(LANGUAGES)


def test_every_option_of_every_game_is_worded_in_every_language() -> None:
    """The lobby and autocomplete name each option and choice from the catalogs: English
    there says what the registration says, and every language has its own words."""
    words = Catalogs()
    for entry in Catalog.load():
        key = entry.key
        for option in entry.registration.offered_options:
            assert option_words(ENGLISH, key, option) == option.label
            for value, label in option.choices:
                assert option_words(ENGLISH, key, option, value) == label
            for language in ("es", "de"):
                named = option_words(language, key, option)
                assert named != option.label, f"{key} {option.key} in {language}"
                if option is TABLE_LANGUAGE:
                    continue
                for value, label in option.choices:
                    assert option_words(language, key, option, value) != label
    assert words.lookup("es", "option-computers") == "Cómo juegan los jugadores del ordenador"


def test_a_sentence_put_together_from_its_template_reads_as_fluent_formats_it() -> None:
    """Most English lines are text and placeholders: ``Sentence`` puts them together from the
    message's pieces instead of formatting them, and must read exactly as Fluent would."""
    put_together = 0
    for source in catalog_sources(paths.LOCALES_DIR / ENGLISH):
        for entry in FluentParser().parse(source).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            pieces = template(entry.id.name)
            if pieces is None:
                continue
            put_together += 1
            args = {name: f"«{name}»" for name in pieces[1::2]}
            sentence = Sentence(entry.id.name, **args)
            assert sentence == say(ENGLISH, entry.id.name, **args), entry.id.name
    assert put_together > 100
    assert template("play-player-count") is None  # it selects on a value
    assert Sentence("play-player-count", game="G", exact="no", low=2, high=4, count=5) == (
        "G is for 2 to 4 players, not 5."
    )
