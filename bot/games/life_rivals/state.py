"""A Rivals game as one small dataclass, and its declared plain-JSON form.

Everything a replay needs lives here, the generator included. Secrets (``hands``, ``dealt``,
the decks) sit beside public facts; only rules.py decides who may see which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import msgspec

from bot.engine.schema import NonNegative, convert, field_error

FIRST, CAREER, TURN, PLAY, GOSSIP, OVER = "first", "career", "turn", "play", "gossip", "over"
Phase = Literal["first", "career", "turn", "play", "gossip", "over"]
STATE_VERSION = 1


@dataclass
class RivalsState:
    """One game; lists are per seat (always two). Money is counted in $10K bills.

    ``table`` holds the cards in front of each player (Good and Stuff she owns, Not-So-Good
    played on her). ``choosing`` is the dumped career decision while it is open. ``drew_career``
    marks who drew a new Career card during the current turn. ``moved_from`` and ``landed`` are
    the ends of the last move (for the picture). ``retired`` lists who reached the end of the
    road, first first; ``final_turn`` is set on the rival's one last turn.
    """

    names: list[str]
    phase: str
    active: int
    cash: list[int]
    people: list[int]
    pets: list[int]
    position: list[int]
    careers: list[str]
    dealt: list[list[str]]
    career_deck: list[str]
    hands: list[list[str]]
    deck: list[str]
    discards: list[str]
    table: list[list[str]]
    rng: int
    choosing: dict[str, Any] = field(default_factory=dict)
    spin: int | None = None
    stop_spin: int | None = None
    landed: int | None = None
    moved_from: int | None = None
    drew_career: list[bool] = field(default_factory=lambda: [False, False])
    retired: list[int] = field(default_factory=list)
    final_turn: bool = False
    turns: int = 0
    opening: list[str] = field(default_factory=list)

    @property
    def players(self) -> list[str]:
        """The names in seat order, as every game's state calls them."""
        return self.names

    def source(self) -> list[str]:
        """The hand a card is played from now: the mover's own on yellow, her rival's after
        Gossip."""
        return self.hands[self.active] if self.phase == PLAY else self.hands[1 - self.active]


class StateFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of a saved state (version ``STATE_VERSION``)."""

    names: list[str]
    phase: Phase
    active: NonNegative
    cash: list[NonNegative]
    people: list[NonNegative]
    pets: list[NonNegative]
    position: list[NonNegative]
    careers: list[str]
    dealt: list[list[str]]
    career_deck: list[str]
    hands: list[list[str]]
    deck: list[str]
    discards: list[str]
    table: list[list[str]]
    rng: int
    choosing: dict[str, Any]
    spin: int | None
    stop_spin: int | None
    landed: int | None
    moved_from: int | None
    drew_career: list[bool]
    retired: list[int]
    final_turn: bool
    turns: NonNegative
    opening: list[str]


PER_SEAT = (
    "names",
    "cash",
    "people",
    "pets",
    "position",
    "careers",
    "dealt",
    "hands",
    "table",
    "drew_career",
)


def dump_state(state: RivalsState) -> dict[str, Any]:
    return asdict(state)


def load_state(data: Mapping[str, Any]) -> RivalsState:
    """The inverse of ``dump_state``; GameDataError names the first field that doesn't fit."""
    raw = convert(data, StateFile)
    for name in PER_SEAT:
        if len(getattr(raw, name)) != 2:
            raise field_error("", name, "must have 2 entries, one per player")
    if raw.active > 1:
        raise field_error("", "active", "must be seat 0 or 1")
    return RivalsState(**msgspec.structs.asdict(raw))
