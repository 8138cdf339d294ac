"""A view's words in its own language, once, before anything measures or draws them.

The rules hand the renderers ``Sentence``s (English text that keeps its message id): a view
worded here carries the same fields as plain text in ``view.language``, so the kit and a
game's renderer measure, wrap and draw what the reader will read. A game's own board fields
are its renderer's to word (``worded(text, view.language)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.engine import Outcome, PlayerInfo, View
from bot.languages import ENGLISH, say
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
            replace(player, summary=worded(player.summary, language)) for player in view.players
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


def listed(names: Sequence[str], language: str) -> str:
    """Names one after another, the last joined by "and" in ``language``."""
    if len(names) <= 1:
        return "".join(names)
    return say(language, "reply-list-and", most=", ".join(names[:-1]), last=names[-1])


def winners_line(outcome: Outcome, players: Sequence[PlayerInfo], language: str = ENGLISH) -> str:
    """'Ana wins', 'Ana and Ben win', or 'Nobody wins', in ``language``."""
    names = [players[seat].name for seat in outcome.winners if 0 <= seat < len(players)]
    if not names:
        return say(language, "picture-nobody-wins")
    return say(language, "picture-winners", names=listed(names, language), count=len(names))
