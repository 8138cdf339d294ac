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
        self.folder = folder
        self.codes = tuple(sorted(p.name for p in folder.iterdir() if p.is_dir()))
        self._bundles: dict[str, FluentBundle] = {}
        self._summaries: dict[str, dict[str, str]] = {}
        self._pseudo: FluentBundle | None = None
        self._warned: set[tuple[str, str]] = set()

    def bundle(self, language: str) -> FluentBundle | None:
        """A language's messages, read when first asked for: a bot whose tables all speak
        English never parses the others."""
        if language not in self._bundles:
            if language not in self.codes:
                return None
            bundle = FluentBundle([language], use_isolating=False)
            for source in catalog_sources(self.folder / language):
                bundle.add_resource(FluentResource(source))
            self._bundles[language] = bundle
        return self._bundles[language]

    @property
    def bundles(self) -> dict[str, FluentBundle]:
        """Every language's messages (all read now)."""
        return {code: bundle for code in self.codes if (bundle := self.bundle(code))}

    @property
    def summaries(self) -> dict[str, dict[str, str]]:
        """Every language's rules summaries by game key, read once."""
        for code in self.codes:
            if code not in self._summaries:
                folder = self.folder / code / RULES_FOLDER
                self._summaries[code] = {
                    file.stem: file.read_text(encoding="utf-8")
                    for file in sorted(folder.glob("*.md"))
                }
        return self._summaries

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
        return self.codes

    def lookup(
        self, language: str, message_id: str, attribute: str | None = None, **args: object
    ) -> str | None:
        """The message in exactly this language, or None where it has no such message."""
        bundle = self.pseudo() if language == PSEUDO else self.bundle(language)
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


def read_catalogs() -> None:
    """Parse and compile every language's messages now (at start-up, before the event loop
    serves anyone and before start-up's objects are frozen out of garbage collection), so no
    table parses a catalog on the loop and the collector never walks them."""
    words = catalogs()
    for code in words.languages:
        bundle = words.bundle(code)
        for message_id in getattr(bundle, "_messages", {}):
            bundle.get_message(message_id)  # Fluent compiles a message when first looked up
