"""One position of a running game and what the table derives from it, each worked out once.

Publishing a move asks the same questions of a position many times (whom it waits for, what
each seat sees, whether a phase is timed, whether the game is over); the rules answer each of
them once per position here. A position never changes: ``apply`` returns a new state.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import Any

from bot.engine import Action, Game, Outcome, Prompt, View


class Position:
    """A game's state with its prompt, views, deadline, outcome and legal actions, memoized."""

    def __init__(self, game: Game[Any], state: Any) -> None:
        self.game = game
        self.state = state
        self._views: dict[tuple[int | None, str], View] = {}
        self._legal: dict[int, list[Action]] = {}

    @cached_property
    def prompt(self) -> Prompt:
        return self.game.prompt(self.state)

    @cached_property
    def deadline(self) -> str | None:
        return self.game.deadline(self.state)

    @cached_property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def view(self, seat: int | None, language: str = "en") -> View:
        """What ``seat`` sees (``None``: the public), its picture worded in ``language``."""
        key = (seat, language)
        if key not in self._views:
            view = self._views.get((seat, "en")) or self.game.view(self.state, seat)
            if self.outcome is not None:
                view = replace(view, outcome=self.outcome)
            if language != "en":
                view = replace(view, language=language)
            self._views[key] = view
        return self._views[key]

    def keep_public_views_only(self) -> None:
        """Let the seats' own views go once a move has been shown. A position is kept for
        every open game until its next move, and its seats' views (a few dozen objects each)
        would be walked by every pass of the garbage collector meanwhile; a seat's view is
        cheap to work out again when it is asked for."""
        self._views = {key: view for key, view in self._views.items() if key[0] is None}

    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now (a fresh list each time: callers may extend it)."""
        if seat not in self._legal:
            self._legal[seat] = self.game.legal_actions(self.state, seat)
        return list(self._legal[seat])
