"""The protocol every game implements: pure functions over a JSON-serialisable state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from bot.engine.model import Action, Event, Outcome, Prompt, View
from bot.engine.rng import Rng

S = TypeVar("S")


class Game(Protocol[S]):
    """A board game as data plus pure moves.

    Seats are numbered from 0 in turn order of the lobby. ``apply`` and ``expire`` never mutate
    the state they are given; all chance comes from the generator stored inside the state.
    """

    key: str
    name: str
    min_players: int
    max_players: int
    state_version: int
    """The version of the saved state ``dump`` writes today."""

    def migrate_state(self, data: Mapping[str, Any], version: int) -> Mapping[str, Any]:
        """``data`` saved in an older ``version``, in today's shape; GameDataError when that
        version can't be read any more."""
        ...

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> S:
        """A new game for these player names, seated in this order."""
        ...

    def opening_lines(self, state: S) -> tuple[str, ...]:
        """The public story of how the game began (who starts and why), for the first prompt."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Everything ``seat`` may do now, on or off turn (exact: may use that seat's secrets)."""
        ...

    def apply(self, state: S, seat: int, action_id: str) -> tuple[S, list[Event]]:
        """The state after ``seat`` does ``action_id``; raises ``IllegalAction`` otherwise."""
        ...

    def prompt(self, state: S) -> Prompt:
        """Who should act and which controls the public turn prompt shows (public info only)."""
        ...

    def deadline(self, state: S) -> str | None:
        """The name of a phase that ends on its own after a while, if the game is in one."""
        ...

    def expire(self, state: S) -> tuple[S, list[Event]]:
        """Close the timed phase (everyone who did not act is taken to have passed)."""
        ...

    def skip_turn(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """Move past ``seat``, who has not acted for a long time, as the rules best allow."""
        ...

    def remove_player(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """Take ``seat`` out for good; ``IllegalAction`` when the game can't go on without them."""
        ...

    def view(self, state: S, seat: int | None) -> View:
        """What ``seat`` may know; ``None`` gives the public view."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game has ended, else ``None``."""
        ...

    def dump(self, state: S) -> dict[str, Any]:
        """The state as plain JSON data."""
        ...

    def load(self, data: Mapping[str, Any]) -> S:
        """The inverse of ``dump``."""
        ...

    def rules_text(self) -> str:
        """A readable summary of the rules with the house rulings this bot applies (Markdown)."""
        ...

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """A position drawn at random among those ``seat`` can't tell from ``state``: what it
        can't see (others' cards, the deck's order, the generator) dealt anew from ``rng``.
        A computer player searches these, never the real state."""
        ...
