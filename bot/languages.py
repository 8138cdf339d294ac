"""The bot's words in each language it speaks, looked up by message id in Fluent catalogs.

A language is a folder ``locales/<code>/`` of ``.ftl`` files, with each game's rules summary
translated in ``rules/<game key>.md``; adding one is adding its folder. A message or summary
missing from a language falls back to English with one warning, never a crash.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Protocol

from fluent.runtime import FluentBundle, FluentResource

from bot import paths
from bot.pseudo import PSEUDO, pseudo, pseudo_catalog, pseudo_offered

ENGLISH = "en"
DISCORD_LOCALES: Mapping[str, str] = {
    "en-US": "en",
    "en-GB": "en",
    "es-ES": "es",
    "es-419": "es",
    "de": "de",
}
"""Discord's locale codes for the languages the bot speaks (Spanish serves both of Discord's)."""
RULES_FOLDER = "rules"
"""Inside a language's folder: ``<game key>.md``, the translation of ``data/<key>/rules.md``."""

log = logging.getLogger(__name__)


def language_of(locale: object) -> str:
    """The bot's language for a Discord locale (a code or discord.py's ``Locale``): the one it
    speaks, English otherwise."""
    code = str(getattr(locale, "value", locale) or "")
    if code == PSEUDO and pseudo_offered():
        return PSEUDO
    return DISCORD_LOCALES.get(code, ENGLISH)


def table_language(options: Mapping[str, str]) -> str:
    """The language a table's public messages and boards use, chosen when it opened."""
    return options.get("language", ENGLISH)


class StoredTable(Protocol):
    options_json: str


def record_language(record: StoredTable) -> str:
    """The language of a stored table (its options as saved), for its public lines."""
    return table_language(json.loads(record.options_json or "{}"))


class Catalogs:
    """Every language's messages and rules summaries, read once; ``text`` formats a message
    with its arguments."""

    def __init__(self, folder: Path = paths.LOCALES_DIR) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        self._pseudo: FluentBundle | None = None
        self.summaries: dict[str, dict[str, str]] = {}
        for language_dir in sorted(p for p in folder.iterdir() if p.is_dir()):
            bundle = FluentBundle([language_dir.name], use_isolating=False)
            for source in catalog_sources(language_dir):
                bundle.add_resource(FluentResource(source))
            self.bundles[language_dir.name] = bundle
            self.summaries[language_dir.name] = {
                file.stem: file.read_text(encoding="utf-8")
                for file in sorted((language_dir / RULES_FOLDER).glob("*.md"))
            }
        self.folder = folder
        self._warned: set[tuple[str, str]] = set()

    def pseudo(self) -> FluentBundle | None:
        """The pseudo-language's bundle, made from the English catalogs when first asked for
        (a bot that never shows it never parses them twice)."""
        if self._pseudo is None and (self.folder / ENGLISH).is_dir():
            accented = FluentBundle([ENGLISH], use_isolating=False)
            english = catalog_sources(self.folder / ENGLISH)
            accented.add_resource(FluentResource(pseudo_catalog(english)))
            self._pseudo = accented
        return self._pseudo

    @property
    def languages(self) -> Iterable[str]:
        """The languages with catalogs of their own (the pseudo-language is made, not kept)."""
        return self.bundles.keys()

    def lookup(
        self, language: str, message_id: str, attribute: str | None = None, **args: object
    ) -> str | None:
        """The message in exactly this language, or None where it has no such message."""
        bundle = self.pseudo() if language == PSEUDO else self.bundles.get(language)
        if bundle is None or not bundle.has_message(message_id):
            return None
        message = bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        text, errors = bundle.format_pattern(pattern, args)
        for error in errors:
            log.warning("Message %s in %s: %s", message_id, language, error)
        return text

    def text(
        self, language: str, message_id: str, attribute: str | None = None, **args: object
    ) -> str:
        """The message in ``language``, in English where that language lacks it (warned once),
        or its id where even English does (logged): a missing word never stops a reply."""
        found = self.lookup(language, message_id, attribute, **args)
        if found is not None:
            return found
        self._warn_once(language, message_id)
        found = self.lookup(ENGLISH, message_id, attribute, **args)
        if found is None:
            log.error("No text at all for %s", message_id)
            return message_id
        return found

    def rules_summary(self, language: str, game_key: str, english: str) -> str:
        """A game's rules summary in ``language``, or ``english`` (the game's own ``rules.md``)
        where that language has no translation of it (warned once)."""
        if language == ENGLISH:
            return english
        if language == PSEUDO:
            return pseudo(english)
        found = self.summaries.get(language, {}).get(game_key)
        if found is None:
            self._warn_once(language, f"the rules of {game_key}")
            return english
        return found

    def _warn_once(self, language: str, missing: str) -> None:
        if (language, missing) not in self._warned:
            self._warned.add((language, missing))
            log.warning("No %s text for %s; answering in English", language, missing)


def catalog_sources(language_dir: Path) -> list[str]:
    """A language's Fluent sources: its own ``.ftl`` files and, under ``games/``, each game's."""
    files = sorted(language_dir.glob("*.ftl")) + sorted(language_dir.glob("games/*.ftl"))
    return [file.read_text(encoding="utf-8") for file in files]


@cache
def catalogs() -> Catalogs:
    """The bot's catalogs, read on first use and kept (they are a few kilobytes)."""
    return Catalogs()


def say(language: str, message_id: str, attribute: str | None = None, **args: object) -> str:
    """One message in ``language`` (see ``Catalogs.text``)."""
    return catalogs().text(language, message_id, attribute, **args)


def rules_summary(language: str, game_key: str, english: str) -> str:
    """A game's rules summary in ``language`` (see ``Catalogs.rules_summary``)."""
    return catalogs().rules_summary(language, game_key, english)
