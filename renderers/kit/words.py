"""The kit's own words in the reader's language, and a view worded before it is drawn
(``in_words``, kept in ``bot.view_words`` so the Discord side words views the same way)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Outcome, PlayerInfo
from bot.languages import ENGLISH, say
from bot.view_words import in_words

__all__ = ["in_words", "listed", "winners_line"]


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
