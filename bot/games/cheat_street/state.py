"""The whole of a Cheat Street game as one small dataclass, and its plain-JSON form.

Everything a replay needs lives here, including the generator, so the same seed and the same
actions rebuild the same bytes. Secrets (``hands``, ``deck``) are stored beside public facts; only
rules.py decides who may see which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

import msgspec

from bot.engine import Rng
from bot.engine.schema import NonNegative, convert, field_error

CALLOUT = "callout"
MOVE = "move"
OVER = "over"
Phase = Literal["callout", "move", "over"]
PHASES: tuple[str, ...] = get_args(Phase)


@dataclass
class CheatStreetState:
    """One game. Lists are per seat; the deck's first card is its top.

    ``path`` holds the spaces the active pawn went through this turn, beginning where it began
    (a jump back to Start or a bus ride shows as a non-adjacent pair). ``came_from`` is the space
    the last step of this move left, or None before the first step: it forbids the U-turn and
    tells whether the pawn stands on a space it reached by stepping (where it may pause).
    ``stepwise`` is set when the mover chose to walk one step at a time instead of naming a
    destination; it is cleared when the move ends.
    """

    players: list[str]
    positions: list[str]
    scores: list[int]
    punished: list[bool]
    hands: list[str]
    deck: list[str]
    rng: Rng
    active: int
    phase: str
    roll: int | None = None
    steps_left: int | None = None
    path: list[str] = field(default_factory=list)
    came_from: str | None = None
    passed: list[int] = field(default_factory=list)
    winner: int | None = None
    opening: list[str] = field(default_factory=list)
    gone: list[bool] = field(default_factory=list)
    last_mover: int | None = None
    last_path: list[str] = field(default_factory=list)
    stepwise: bool = False

    def __post_init__(self) -> None:
        if not self.gone:
            self.gone = [False] * len(self.players)


def dump_state(state: CheatStreetState) -> dict[str, Any]:
    """Plain JSON data (lists, ints, strings, bools, None); the Rng is its one integer."""
    return {
        "players": list(state.players),
        "positions": list(state.positions),
        "scores": list(state.scores),
        "punished": list(state.punished),
        "hands": list(state.hands),
        "deck": list(state.deck),
        "rng": state.rng.state,
        "active": state.active,
        "phase": state.phase,
        "roll": state.roll,
        "steps_left": state.steps_left,
        "path": list(state.path),
        "came_from": state.came_from,
        "passed": list(state.passed),
        "winner": state.winner,
        "opening": list(state.opening),
        "gone": list(state.gone),
        "last_mover": state.last_mover,
        "last_path": list(state.last_path),
        "stepwise": state.stepwise,
    }


STATE_VERSION = 3
"""The shape ``dump_state`` writes. 2 added ``gone``, ``last_mover`` and ``last_path``; 3 added
``stepwise``."""


class StateFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of a saved state (version ``STATE_VERSION``); lists are per seat."""

    players: list[str]
    positions: list[str]
    scores: list[int]
    punished: list[bool]
    hands: list[str]
    deck: list[str]
    rng: int
    active: NonNegative
    phase: Phase
    roll: int | None
    steps_left: int | None
    path: list[str]
    came_from: str | None
    passed: list[int]
    winner: int | None
    opening: list[str]
    gone: list[bool]
    last_mover: int | None
    last_path: list[str]
    stepwise: bool


PER_SEAT = ("positions", "scores", "punished", "hands", "gone")


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A state saved in an older ``version``, brought up to ``STATE_VERSION``."""
    if version not in (1, 2):
        raise field_error("", "state", f"is in version {version}, which no migration reads")
    players = data.get("players")
    seats = len(players) if isinstance(players, list) else 0
    added_in_2 = {"gone": [False] * seats, "last_mover": None, "last_path": []}
    # Before destinations, every move under way (a first step taken) was step by step.
    stepwise = data.get("came_from") is not None
    return {**(added_in_2 if version == 1 else {}), "stepwise": stepwise, **data}


def load_state(data: Mapping[str, Any]) -> CheatStreetState:
    """The inverse of dump_state; GameDataError names the first damaged field."""
    raw = convert(data, StateFile)
    seats = len(raw.players)
    for name in PER_SEAT:
        if len(getattr(raw, name)) != seats:
            raise field_error("", name, f"must have {seats} entries, one per player")
    if raw.active >= seats:
        raise field_error("", "active", f"is seat {raw.active}, but there are {seats} players")
    held = [card for card in raw.hands if card]
    if len(set(held + raw.deck)) != len(held) + len(raw.deck):
        raise field_error("", "hands", "and deck hold a goal card twice")
    fields = msgspec.structs.asdict(raw)
    fields["rng"] = Rng(raw.rng)
    return CheatStreetState(**fields)
