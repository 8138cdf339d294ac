"""The game's sentences as they are kept: each remembers how it is worded."""

from __future__ import annotations

from bot.languages import ENGLISH
from bot.sentences import Sentence


class Said(Sentence):
    """A sentence of the game's catalog that remembers its wording: English is its own text
    (no formatting needed), and another language is formatted once per sentence, since the
    rules keep and reuse the sentences they make (the descriptions word them on every move)."""

    def in_language(self, language: str) -> str:
        if language == ENGLISH:
            return str.__str__(self)
        wordings: dict[str, str] = self.__dict__.setdefault("wordings", {})
        found = wordings.get(language)
        if found is None:
            found = wordings[language] = super().in_language(language)
        return found
