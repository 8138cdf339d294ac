"""What every game's rules do the same way before a move: the checks, then a copy to change.

A game subclasses ``Rules`` and supplies ``perform`` (what a legal action does to a copy of the
position) and ``refusal`` (why an action is not open, in one sentence); ``apply`` runs the checks
every game shares in one order: the game is over, the seat is not in it, the action is not legal
now. ``apply`` never changes the state it is given.
"""

from __future__ import annotations

import copy
from collections.abc import Collection
from typing import Generic, Protocol, TypeVar

from bot.engine.errors import IllegalAction
from bot.engine.model import Action, Event

ENDED = "This game has ended."
NOT_SEATED = "You are not seated in this game."
OVER = "over"
"""The phase of every game once it has ended."""


class TableState(Protocol):
    """What every game's state has: the players' names in seat order and its phase."""

    players: list[str]
    phase: str


S = TypeVar("S", bound=TableState)


class Rules(Generic[S]):
    """The shared half of a game's rules; the game's own half is in its hooks."""

    key: str
    name: str
    min_players: int
    max_players: int

    def apply(self, state: S, seat: int, action_id: str) -> tuple[S, list[Event]]:
        """The position after ``seat`` does ``action_id``; ``IllegalAction`` otherwise."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        if action_id not in self.legal_ids(state, seat):
            raise IllegalAction(self.refusal(state, seat, action_id))
        return self.perform(self.copy(state), seat, action_id)

    # -- hooks a game may override ---------------------------------------------------------

    def over(self, state: S) -> bool:
        """Whether the game has ended (no action is open to anyone)."""
        return state.phase == OVER

    def seated(self, state: S, seat: int) -> bool:
        """Whether ``seat`` plays in this game (and has not left it)."""
        return 0 <= seat < len(state.players)

    def legal_ids(self, state: S, seat: int) -> Collection[str]:
        """The ids of ``legal_actions`` (a game may find them without building labels)."""
        return {action.id for action in self.legal_actions(state, seat)}

    def copy(self, state: S) -> S:
        """A copy ``perform`` may change freely."""
        return copy.deepcopy(state)

    # -- hooks every game supplies ---------------------------------------------------------

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        raise NotImplementedError

    def refusal(self, state: S, seat: int, action_id: str) -> str:
        """Why ``action_id`` is not open to ``seat`` now, in one sentence for that seat."""
        raise NotImplementedError

    def perform(self, state: S, seat: int, action_id: str) -> tuple[S, list[Event]]:
        """What a legal action does to ``state`` (a copy made for it), and its events."""
        raise NotImplementedError
