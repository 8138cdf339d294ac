"""The records that cross the line between rules code and everything that shows a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Action:
    """Something a seat may do now.

    ``id`` is stable ASCII (at most 100 characters) used in buttons and ``/play``; ``label`` is
    what a person reads; actions that share a ``group`` are offered together in one select menu.
    """

    id: str
    label: str
    group: str | None = None


@dataclass(frozen=True)
class Event:
    """What an accepted action did, in words: ``text`` is public, ``private`` is per seat."""

    text: str
    private: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class PlayerInfo:
    """One seat as everybody may see it."""

    seat: int
    name: str
    score: int
    badges: tuple[str, ...] = ()


@dataclass(frozen=True)
class View:
    """What one seat (or, with ``seat=None``, any spectator) may know of a game.

    Code that posts publicly only ever receives the public view; ``private`` is empty there.
    ``board`` holds the game's own public data for its renderer. ``hidden`` is the part of
    ``private`` that only this seat knows (None: all of it); the other private lines repeat
    public facts, so a change to them alone is no news worth a direct message.
    """

    game: str
    seat: int | None
    players: tuple[PlayerInfo, ...]
    active: int | None
    phase: str
    board: Mapping[str, Any]
    private: tuple[str, ...] = ()
    hidden: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Prompt:
    """The public part of a turn prompt: who is asked to act and which controls to show.

    The controls are built from public information only, so they may offer an action that a
    seat's own rules then refuse (that keeps a secret card from showing through the buttons).
    """

    actors: tuple[int, ...]
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` as seats, ``standings`` best first as (seat, score)."""

    winners: tuple[int, ...]
    standings: tuple[tuple[int, int], ...]
    reason: str
