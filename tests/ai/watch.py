"""A game that notes what a computer player asks of the real position, and how often."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.engine import Game


class Watched:
    """``game`` as it is, but every method called with ``real`` as its position is counted."""

    def __init__(self, game: Game[Any], real: Any) -> None:
        self._game = game
        self._real = real
        self.asked: Counter[str] = Counter()
        self.determinized = 0

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._game, name)
        if not callable(found):
            return found

        def watched(*args: Any, **kwargs: Any) -> Any:
            if args and args[0] is self._real:
                self.asked[name] += 1
            if name == "determinize":
                self.determinized += 1
            return found(*args, **kwargs)

        return watched
