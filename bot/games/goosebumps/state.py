"""A Goosebumps game as one small dataclass and its declared JSON shape.

Pawns are numbered ``2 * seat + k`` (k = 0 the girl, 1 the boy). ``spaces[p]`` is where pawn p
stands, ``""`` once it fell or left; ``saved[p]`` are the cards under its Pawn card (secret),
``monster[p]`` the Monster card lying face up on it. Everything a replay needs is here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, TypedDict, get_args

import msgspec

from bot.engine import Rng
from bot.engine.schema import NonNegative, convert, field_error

ROLL, TOMB, BRINK, MOVE, TARGET, OVER = "roll", "tomb", "brink", "move", "target", "over"
AFTER = "after"
"""The pawn has moved (or the skull missed): saved cards may still be played before Done."""
Phase = Literal["roll", "tomb", "brink", "move", "target", "after", "over"]
PHASES: tuple[str, ...] = get_args(Phase)
STATE_VERSION = 1


@dataclass
class GooseState:
    players: list[str]
    spaces: list[str]
    saved: list[list[str]]
    monster: list[str]
    tombs: list[int]
    draw: list[str]
    discard: list[str]
    rng: Rng
    active: int
    phase: str
    gone: list[bool]
    number: int | None = None
    symbol: str | None = None
    stepwise: bool = False
    mover: int | None = None
    walk: list[str] = field(default_factory=list)
    moved: int | None = None
    """The pawn moved this turn, by die or by card (a Monster card may go on it)."""
    pending: dict[str, Any] = field(default_factory=dict)
    """A drawn Play Now card waiting for its target: card, pawn, resume."""
    brink: dict[str, Any] = field(default_factory=dict)
    """A tomb move waiting for the Play Anytime window: platform, to, resume, waiting."""
    extra_turns: int = 0
    winners: list[int] = field(default_factory=list)
    reason: str = ""
    last_pawn: int | None = None
    last_path: list[str] = field(default_factory=list)
    opening: list[str] = field(default_factory=list)


class PendingFile(TypedDict, total=False):
    """A drawn Play Now card waiting for its target (empty when none)."""

    card: str
    pawn: NonNegative
    resume: str


class BrinkFile(TypedDict, total=False):
    """A tomb move waiting for the Play Anytime window (empty when none)."""

    platform: Annotated[int, msgspec.Meta(ge=0, le=2)]
    to: Annotated[int, msgspec.Meta(ge=0, le=2)]
    resume: str
    waiting: list[NonNegative]


class StateFile(msgspec.Struct, forbid_unknown_fields=True):
    players: list[str]
    spaces: list[str]
    saved: list[list[str]]
    monster: list[str]
    tombs: list[int]
    draw: list[str]
    discard: list[str]
    rng: int
    active: NonNegative
    phase: Phase
    gone: list[bool]
    number: int | None
    symbol: str | None
    stepwise: bool
    mover: int | None
    walk: list[str]
    moved: int | None
    pending: PendingFile
    brink: BrinkFile
    extra_turns: NonNegative
    winners: list[int]
    reason: str
    last_pawn: int | None
    last_path: list[str]
    opening: list[str]


def dump_state(state: GooseState) -> dict[str, Any]:
    data = {name: getattr(state, name) for name in StateFile.__struct_fields__}
    data["rng"] = state.rng.state
    return msgspec.to_builtins(data)  # type: ignore[no-any-return]


def load_state(data: Mapping[str, Any]) -> GooseState:
    raw = convert(data, StateFile)
    seats = len(raw.players)
    for name in ("spaces", "saved", "monster"):
        if len(getattr(raw, name)) != 2 * seats:
            raise field_error("", name, f"must have {2 * seats} entries, two per player")
    if len(raw.gone) != seats or raw.active >= seats:
        raise field_error("", "gone", f"must have {seats} entries, one per player")
    if len(raw.tombs) != 3 or any(not 0 <= t <= 2 for t in raw.tombs):
        raise field_error("", "tombs", "must hold three positions from 0 to 2")
    fields = msgspec.structs.asdict(raw)
    fields["pending"], fields["brink"] = dict(raw.pending), dict(raw.brink)
    fields["rng"] = Rng(raw.rng)
    return GooseState(**fields)
