"""The records that cross the line between rules code and everything that shows a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

BoardT = TypeVar("BoardT")
"""A game's public board: a frozen msgspec struct the game declares (a typed board), or the
mapping a game not yet typed builds by hand."""
PrivateT = TypeVar("PrivateT")
"""A seat's own board (its hand, its goal), typed or a mapping like ``BoardT``."""
Untyped = Mapping[str, Any]
"""The hand-built board of a game not yet typed; also what a public view's ``private_board``
holds (empty), whatever the game."""


@dataclass(frozen=True)
class Action:
    """Something a seat may do now.

    ``id`` is stable ASCII (at most 100 characters) used in buttons and ``/play``; ``label`` is
    what a person reads; actions that share a ``group`` are offered together in one select menu.
    """

    id: str
    label: str
    group: str | None = None
    seat: int | None = None
    """The one seat this control is for (a per-seat button), or ``None`` for whoever may act."""


@dataclass(frozen=True)
class Event:
    """What an accepted action did, in words: ``text`` is public, ``private`` is per seat.

    ``after_turn`` is the line the turn's story keeps once the turn is over, where the table
    may see more while it lasts than it should read later (a card shown, then face down
    again: a memory game); None keeps ``text``.
    """

    text: str
    private: Mapping[int, str] = field(default_factory=dict)
    after_turn: str | None = None


@dataclass(frozen=True)
class PlayerInfo:
    """One seat as everybody may see it.

    ``summary`` is the short public standing a table shows next to the name ("12/21", "3/4 items",
    "out of the game"); games that only count points may give ``score`` and leave it empty.
    ``colour`` (``#rrggbb``) and ``token`` (a letter or a character's name) are what the game
    chose for the seat at setup.
    """

    seat: int
    name: str
    score: int = 0
    badges: tuple[str, ...] = ()
    summary: str = ""
    colour: str | None = None
    token: str | None = None

    @property
    def standing(self) -> str:
        """What to print after the name: the summary, or the score when there is none."""
        return self.summary or str(self.score)


@dataclass(frozen=True)
class View(Generic[BoardT, PrivateT]):
    """What one seat (or, with ``seat=None``, any spectator) may know of a game.

    Code that posts publicly only ever receives the public view; ``private`` is empty there.
    ``board`` holds the game's own public data for its renderer; ``private_board`` the seat's
    own data (its hand, its goal) for the picture in its private panel, empty when public.
    ``hidden`` is the part of ``private`` that only this seat knows (None: all of it); the other
    private lines repeat public facts, so a change to them alone is no news worth a direct message.
    ``board_after_turn`` is the public board as a finished turn's message keeps it, where it
    differs from ``board`` (a card shown this turn lies face down again); None keeps ``board``.

    A typed game's views are ``View[ItsBoard, ItsPrivateBoard]`` (see "Typed boards" in
    docs/architecture.md); a bare ``View`` takes any board.
    """

    game: str
    seat: int | None
    players: tuple[PlayerInfo, ...]
    active: int | None
    phase: str
    board: BoardT
    private: tuple[str, ...] = ()
    private_board: PrivateT | Untyped = field(default_factory=dict)
    hidden: tuple[str, ...] | None = None
    board_after_turn: BoardT | None = field(default=None, repr=False)
    """Not drawn with this view, so it takes no part in its ``repr`` (the board key)."""
    outcome: Outcome | None = None
    """How the game ended, once it has (filled in by the table, not by the game), so every
    board draws the same Game over look: the winner, why, and the final standings."""
    language: str = field(default="en", repr=False)
    """The language its picture's words are in (filled in by the table: its own for the public
    board, the reader's for a private picture); the board key adds it apart."""


@dataclass(frozen=True)
class Prompt:
    """The public part of a turn prompt: who is asked to act and which controls to show.

    ``actors`` are the seats the game waits for: they are mentioned and watched for idleness.
    ``may_act`` are further seats that may act now without being waited for (a card played on
    someone else's turn). The controls are built from public information only, so they may offer
    an action that a seat's own rules then refuse (that keeps a secret card from showing through
    the buttons). With ``panel`` set, the prompt also carries one button of that label that opens
    each player's own choices (``legal_actions`` of their seat) privately.

    ``simultaneous`` marks a decision the waited-for seats answer each on their own, in any
    order (a click on an older prompt still counts there); ``answered`` lists who has answered
    so far, never what.
    """

    actors: tuple[int, ...]
    actions: tuple[Action, ...]
    may_act: tuple[int, ...] = ()
    panel: str | None = None
    simultaneous: bool = False
    answered: tuple[int, ...] = ()

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats the game waits for (the same as ``actors``)."""
        return self.actors

    def can_act(self, seat: int) -> bool:
        return seat in self.actors or seat in self.may_act


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` as seats, ``standings`` best first as (seat, result),
    where the result is a score or a short text ("$240K", "4 items", "out in round 3")."""

    winners: tuple[int, ...]
    standings: tuple[tuple[int, int | str], ...]
    reason: str
