"""A view's words in its own language, worded once before anything shows them.

The rules hand out ``Sentence``s (English text that keeps its message id): a view worded here
carries the same fields as plain text in ``view.language``, so whatever measures, wraps, draws
or posts them shows what the reader will read. A game's own board fields are its renderer's to
word (``worded(text, view.language)``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.engine import Outcome, View
from bot.languages import ENGLISH
from bot.sentences import worded


def in_words(view: View[Any, Any]) -> View[Any, Any]:
    """``view`` with its phase, standings, private lines and outcome worded in its language
    (English needs nothing: a sentence's text is its English)."""
    language = view.language
    if language == ENGLISH:
        return view
    return replace(
        view,
        phase=worded(view.phase, language),
        players=tuple(
            replace(
                player,
                summary=worded(player.summary, language),
                token=None if player.token is None else worded(player.token, language),
            )
            for player in view.players
        ),
        private=tuple(worded(line, language) for line in view.private),
        hidden=None if view.hidden is None else tuple(worded(h, language) for h in view.hidden),
        outcome=None if view.outcome is None else _outcome(view.outcome, language),
    )


def _outcome(outcome: Outcome, language: str) -> Outcome:
    standings = tuple(
        (seat, worded(result, language) if isinstance(result, str) else result)
        for seat, result in outcome.standings
    )
    return replace(outcome, reason=worded(outcome.reason, language), standings=standings)
