"""The whole of a Scavenger Hunt game as one small dataclass, and its declared plain-JSON form.

Everything a replay needs lives here, including the generator. Secrets (``hands``, ``deck``, the
answers of a hunt-list decision still open) are stored beside public facts; only rules.py
decides who may see which. Cards are one-letter codes from deck.json.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import msgspec

from bot.engine import Rng
from bot.engine.schema import NonNegative, convert, field_error

LISTING = "list"
MOVE = "move"
END = "end"
OVER = "over"
Phase = Literal["list", "move", "end", "over"]
STATE_VERSION = 2
PER_SEAT = ("colours", "positions", "hands", "unplaced", "items", "rooms", "collected", "gone")


@dataclass
class ScavengerState:
    """One game; lists are per seat unless named otherwise.

    ``items`` and ``rooms`` are each seat's hunt list so far (disc keys, and the space each disc
    sits on), ``collected`` how many of them are picked up. A count under way keeps its
    ``dice``, ``steps_left``, ``direction`` (+1 along the arrows, -1 after a bounce), the
    ``path`` walked and the cards ``spent``; ``can_trade`` is cleared by a trap or a collected
    disc; ``choosing`` is the destination whose cards to keep the mover is picking ('' when
    none). ``decision`` is the open hunt-list decision (``Simultaneous.dump``).
    """

    players: list[str]
    colours: list[str]
    positions: list[str]
    hands: list[list[str]]
    deck: list[str]
    discard: list[str]
    rng: Rng
    phase: str
    active: int
    room_cards: list[str]
    listing: int
    decision: dict[str, Any]
    unplaced: list[list[str]]
    items: list[list[str]]
    rooms: list[list[str]]
    collected: list[int]
    dogs: list[str] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    steps_left: int = 0
    direction: int = 1
    path: list[str] = field(default_factory=list)
    spent: list[str] = field(default_factory=list)
    stepwise: bool = False
    can_trade: bool = True
    winner: int | None = None
    opening: list[str] = field(default_factory=list)
    gone: list[bool] = field(default_factory=list)
    last_mover: int | None = None
    last_path: list[str] = field(default_factory=list)
    choosing: str = ""

    @property
    def moved(self) -> bool:
        """Whether the count under way has taken its first step."""
        return len(self.path) > 1


class StateFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of a saved state (version ``STATE_VERSION``)."""

    players: list[str]
    colours: list[str]
    positions: list[str]
    hands: list[list[str]]
    deck: list[str]
    discard: list[str]
    rng: int
    phase: Phase
    active: NonNegative
    room_cards: list[str]
    listing: NonNegative
    decision: dict[str, Any]
    unplaced: list[list[str]]
    items: list[list[str]]
    rooms: list[list[str]]
    collected: list[NonNegative]
    dogs: list[str]
    dice: list[int]
    steps_left: NonNegative
    direction: Literal[-1, 1]
    path: list[str]
    spent: list[str]
    stepwise: bool
    can_trade: bool
    winner: int | None
    opening: list[str]
    gone: list[bool]
    last_mover: int | None
    last_path: list[str]
    choosing: str


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A state saved in an older ``version``, brought up to ``STATE_VERSION``: version 1 had no
    card choice after a destination, so nobody was choosing."""
    if version != 1:
        raise field_error("", "state", f"is in version {version}, which no migration reads")
    return {"choosing": "", **data}


def copy_state(state: ScavengerState) -> ScavengerState:
    """An independent copy, as ``copy.deepcopy`` makes but several times faster: every apply
    copies the state, and a computer player applies thousands of actions a move."""
    fields = dict(state.__dict__)
    for name in _FLAT:
        fields[name] = fields[name][:]
    for name in _NESTED:
        fields[name] = [inner[:] for inner in fields[name]]
    for name in _OTHER:
        fields[name] = _copied(fields[name])
    new = object.__new__(ScavengerState)
    new.__dict__.update(fields)
    return new


_FLAT = (
    "players", "colours", "positions", "deck", "discard", "room_cards", "collected", "dogs",
    "dice", "path", "spent", "opening", "gone", "last_path",
)  # fmt: skip
"""Fields that are lists of str, int or bool."""
_NESTED = ("hands", "unplaced", "items", "rooms")
"""Fields that are lists of such lists."""
_PLAIN = (
    "phase", "active", "listing", "steps_left", "direction", "stepwise", "can_trade", "winner",
    "last_mover", "choosing",
)  # fmt: skip
"""Fields holding a str, an int, a bool or None, shared as they are."""
_OTHER = tuple(
    name for name in ScavengerState.__dataclass_fields__ if name not in (*_FLAT, *_NESTED, *_PLAIN)
)
"""The rest (the decision, the generator), copied by kind."""


def _copied(value: Any) -> Any:
    """A copy of plain data, shared where it can't change (``copy.deepcopy`` for the unknown)."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind is list:
        return [item if type(item) is str else _copied(item) for item in value]
    if kind is dict:
        return {key: _copied(item) for key, item in value.items()}
    if kind is Rng:
        return Rng(value.state)
    return copy.deepcopy(value)


def dump_state(state: ScavengerState) -> dict[str, Any]:
    """Plain JSON data; the Rng is its one integer."""
    data = {name: getattr(state, name) for name in StateFile.__struct_fields__}
    data["rng"] = state.rng.state
    return msgspec.to_builtins(data)


def load_state(data: Mapping[str, Any], deck_size: int) -> ScavengerState:
    """The inverse of dump_state; GameDataError names the first damaged field."""
    raw = convert(data, StateFile)
    seats = len(raw.players)
    for name in PER_SEAT:
        if len(getattr(raw, name)) != seats:
            raise field_error("", name, f"must have {seats} entries, one per player")
    if raw.active >= seats:
        raise field_error("", "active", f"is seat {raw.active}, but there are {seats} players")
    held = sum(len(hand) for hand in raw.hands) + len(raw.deck) + len(raw.discard)
    held += len(raw.spent)
    if held != deck_size:
        raise field_error("", "deck", f"with hands, played cards and discards holds {held} cards")
    fields = msgspec.structs.asdict(raw)
    fields["rng"] = Rng(raw.rng)
    return ScavengerState(**fields)
