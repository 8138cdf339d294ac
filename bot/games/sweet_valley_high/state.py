"""One Sweet Valley High game as a small dataclass, and its declared plain-JSON form.

Secrets (what lies face down in each classroom, a boyfriend nobody else saw, the deck's order,
what a player peeked at) sit beside public facts; only rules.py decides who sees which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Literal, get_args

import msgspec

from bot.engine import Rng
from bot.engine.schema import NonNegative, convert, field_error

CHOOSE = "choose"
ROLL = "roll"
MOVE = "move"
DOUBLE = "double"
EXCHANGE = "exchange"
TRADE = "trade"
CHANGE = "change"
MOVE_ANY = "move-any"
PEEK = "peek"
PEEKED = "peeked"
PUT_ITEM = "put-item"
PUT_ROOM = "put-room"
RETURN = "return-boyfriend"
OVER = "over"
Phase = Literal[
    "choose",
    "roll",
    "move",
    "double",
    "exchange",
    "trade",
    "change",
    "move-any",
    "peek",
    "peeked",
    "put-item",
    "put-room",
    "return-boyfriend",
    "over",
]
PHASES: tuple[str, ...] = get_args(Phase)
STATE_VERSION = 1


@dataclass
class SvhState:
    """Lists are per seat. ``rooms`` maps a classroom to its card (None when empty).

    ``active`` is whose turn it is; ``mover`` the seat whose choice the game waits for now (the
    character a card names may differ from the one who drew it). ``path`` is the walk of this
    move, beginning where it began. ``pending`` holds the few facts of the open choice (the two
    rooms of a double arrow, the card being peeked at, the item being put back). ``resume`` is
    the seat whose left neighbour plays after a bonus turn taken out of order.
    """

    players: list[str]
    characters: list[str]
    choosers: list[int]
    positions: list[str]
    rooms: dict[str, str | None]
    face_up: list[str]
    items: list[list[str]]
    boyfriends: list[str | None]
    seen: list[bool]
    """Per seat: the others saw which boyfriend lies on her scoreboard."""
    lose_turn: list[bool]
    deck: list[str]
    discard: list[str]
    rng: Rng
    ruling: str
    phase: str
    active: int = 0
    mover: int = 0
    roll: int | None = None
    steps_left: int = 0
    path: list[str] = field(default_factory=list)
    stepwise: bool = False
    pending: dict[str, Any] = field(default_factory=dict)
    decision: dict[str, Any] = field(default_factory=dict)
    resume: int | None = None
    peeks: list[str] = field(default_factory=list)
    shown: dict[str, str] = field(default_factory=dict)
    """The card the last input turned over for all to see (room -> card); the next input turns
    it face down again, and a finished turn's message keeps it face down."""
    last_card: str | None = None
    winner: int | None = None
    opening: list[str] = field(default_factory=list)
    last_mover: int | None = None
    last_path: list[str] = field(default_factory=list)


class StateFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of a saved state (version ``STATE_VERSION``)."""

    players: list[str]
    characters: list[str]
    choosers: list[int]
    positions: list[str]
    rooms: dict[str, str | None]
    face_up: list[str]
    items: list[list[str]]
    boyfriends: list[str | None]
    seen: list[bool]
    lose_turn: list[bool]
    deck: list[str]
    discard: list[str]
    rng: int
    ruling: str
    phase: Phase
    active: NonNegative
    mover: NonNegative
    roll: int | None
    steps_left: NonNegative
    path: list[str]
    stepwise: bool
    pending: dict[str, Any]
    decision: dict[str, Any]
    resume: int | None
    peeks: list[str]
    shown: dict[str, str]
    last_card: str | None
    winner: int | None
    opening: list[str]
    last_mover: int | None
    last_path: list[str]


PER_SEAT = ("characters", "positions", "items", "boyfriends", "seen", "lose_turn", "peeks")


def dump_state(state: SvhState) -> dict[str, Any]:
    """Plain JSON data; the Rng is its one integer."""
    data = {f.name: getattr(state, f.name) for f in fields(state)}
    data["rng"] = state.rng.state
    return msgspec.to_builtins(data)


def load_state(data: Mapping[str, Any]) -> SvhState:
    """The inverse of dump_state; GameDataError names the first damaged field."""
    raw = convert(data, StateFile)
    seats = len(raw.players)
    for name in PER_SEAT:
        if len(getattr(raw, name)) != seats:
            raise field_error("", name, f"must have {seats} entries, one per player")
    if raw.active >= seats or raw.mover >= seats:
        raise field_error("", "active", f"must be a seat below {seats}")
    values = msgspec.structs.asdict(raw)
    values["rng"] = Rng(raw.rng)
    return SvhState(**values)
