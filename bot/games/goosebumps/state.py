"""A Goosebumps game as one declared struct on the kit's state core.

Pawns are numbered ``2 * seat + k`` (k = 0 the girl, 1 the boy). ``spaces[p]`` is where pawn p
stands, ``""`` once it fell or left; ``saved[p]`` are the cards under its Pawn card (secret),
``monster[p]`` the Monster card lying face up on it; ``rings_shown[p]`` and ``ringless[p]`` are
what the whole table knows of its Magic Rings (the public memory a computer's draw keeps to).
Everything a replay needs is here, and this declaration is also the shape a saved game is
checked against.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

import msgspec

from bot.engine import Deck, ReactionWindow, Stepping, TableCore, load_core
from bot.engine.schema import NonNegative, field_error
from bot.games.goosebumps.board import Tomb

ROLL, TOMB, BRINK, MOVE, TARGET = "roll", "tomb", "brink", "move", "target"
AFTER = "after"
"""The pawn has moved (or the skull missed): saved cards may still be played before Done."""
OWN_TURN = (ROLL, TOMB, MOVE, AFTER)
"""The phases of a turn in which its player may play her saved cards."""
END = "end"
"""A ``resume`` value: the turn ends once the current effect is done."""
STATE_VERSION = 3

Phase = Literal["roll", "tomb", "brink", "move", "target", "after", "over"]
Resume = Literal["roll", "tomb", "brink", "move", "target", "after", "end"]
"""Where a turn goes on once an effect that paused it is done."""
Position = Annotated[int, msgspec.Meta(ge=0, le=2)]
"""A tomb's position on its platform: an end, the middle (1), the other end."""
Pawn = Annotated[int, msgspec.Meta(ge=0, le=7)]
Die = Annotated[int, msgspec.Meta(ge=1, le=6)]


def seat_of(pawn: int) -> int:
    return pawn // 2


def pawns_of(seat: int) -> tuple[int, int]:
    """The seat's girl and boy."""
    return (2 * seat, 2 * seat + 1)


class Pending(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A drawn Play Now card waiting for its target; the turn goes on at ``resume`` after."""

    card: str
    pawn: Pawn
    resume: Resume


class FaceDown(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A saved card that ``pawn``, falling or leaving, threw on the discard pile at ``place``:
    only its own player saw which it is."""

    place: NonNegative
    pawn: Pawn


class Brink(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A tomb about to slide to ``to`` on ``platform`` while the window for the Play Anytime card
    is open; the turn goes on at ``resume`` once the pit has opened."""

    platform: Position
    to: Position
    resume: Resume


class GooseState(TableCore, kw_only=True):
    """One game: the core every game has (players, generator, phase, turn, winners, last path,
    who left, the opening) and the graveyard's own pawns, tombs, cards and dice."""

    per_seat = ("gone",)

    phase: Phase
    active: NonNegative = 0
    spaces: list[str]
    saved: list[list[str]]
    monster: list[str]
    rings_shown: list[NonNegative]
    """Per pawn, the Magic Rings the table saw go under it and stay there: one shown at a skull
    try, one taken by a steal; none once its cards are discarded. Public, though they are saved
    face down again."""
    ringless: list[NonNegative]
    """Per pawn, how many of its saved cards the table knows are no Ring: all of them when a
    steal found no Ring there, one fewer for each other card it gave up since, so that it holds
    at most ``len(saved) - ringless`` Rings."""
    thrown_unseen: list[FaceDown]
    """The saved cards pawns that fell or left threw face down on the discard pile; emptied as
    the discards become a new draw pile."""
    tombs: Annotated[list[Position], msgspec.Meta(min_length=3, max_length=3)]
    deck: Deck
    number: Die | None = None
    symbol: Tomb | None = None
    stepping: Stepping = msgspec.field(default_factory=Stepping)
    mover: Pawn | None = None
    """The pawn walking step by step, from its first step on."""
    moved: Pawn | None = None
    """The pawn moved this turn, by die or by card (a Monster card may go on it)."""
    pending: Pending | None = None
    brink: Brink | None = None
    window: ReactionWindow = msgspec.field(default_factory=ReactionWindow)
    """Who may still answer the brink (play the Play Anytime card, or let the tomb slide)."""
    extra_turns: NonNegative = 0
    reason: str = ""
    last_pawn: Pawn | None = None


def load_state(data: Mapping[str, Any]) -> GooseState:
    """The state ``data`` holds, its pawns two per player and its brink whole."""
    state = load_core(data, GooseState)
    pawns = 2 * len(state.players)
    for name in ("spaces", "saved", "monster", "rings_shown", "ringless"):
        if len(getattr(state, name)) != pawns:
            raise field_error("", name, f"must have {pawns} entries, two per player")
    if any(thrown.place >= len(state.deck.discard) for thrown in state.thrown_unseen):
        raise field_error("", "thrown_unseen", "names a place the discard pile does not have")
    in_brink = state.phase == BRINK
    if (state.brink is not None) != in_brink or state.window.open != in_brink:
        raise field_error("", "brink", "must be set, with seats to answer, in the brink only")
    return state
