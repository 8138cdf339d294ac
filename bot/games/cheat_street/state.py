"""The whole of a Cheat Street game as one small dataclass, and its plain-JSON form.

Everything a replay needs lives here, including the generator, so the same seed and the same
actions rebuild the same bytes. Secrets (``hands``, ``deck``) are stored beside public facts; only
rules.py decides who may see which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Rng

CALLOUT = "callout"
MOVE = "move"
OVER = "over"
PHASES = (CALLOUT, MOVE, OVER)


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


def load_state(data: Mapping[str, Any]) -> CheatStreetState:
    """The inverse of dump_state; raises KeyError, TypeError or ValueError on damaged data."""
    players = _strings(data["players"], "players")
    n = len(players)
    state = CheatStreetState(
        players=players,
        positions=_strings(data["positions"], "positions", n),
        scores=_ints(data["scores"], "scores", n),
        punished=_bools(data["punished"], "punished", n),
        hands=_strings(data["hands"], "hands", n),
        deck=_strings(data["deck"], "deck"),
        rng=Rng(_int(data["rng"], "rng")),
        active=_int(data["active"], "active"),
        phase=str(data["phase"]),
        roll=_optional_int(data["roll"], "roll"),
        steps_left=_optional_int(data["steps_left"], "steps_left"),
        path=_strings(data["path"], "path"),
        came_from=_optional_str(data["came_from"], "came_from"),
        passed=_ints(data["passed"], "passed"),
        winner=_optional_int(data["winner"], "winner"),
        opening=_strings(data["opening"], "opening"),
        gone=_bools(data.get("gone", [False] * n), "gone", n),
        last_mover=_optional_int(data.get("last_mover"), "last_mover"),
        last_path=_strings(data.get("last_path", []), "last_path"),
        stepwise=_bool(data.get("stepwise", False), "stepwise"),
    )
    if state.phase not in PHASES:
        raise ValueError(f"unknown phase {state.phase!r}")
    if not 0 <= state.active < n:
        raise ValueError(f"active seat {state.active} is out of range")
    held = [card for card in state.hands if card]
    if len(set(held + state.deck)) != len(held) + len(state.deck):
        raise ValueError("a goal card is held twice")
    return state


def _int(value: Any, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an integer")
    return value


def _bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be true or false")
    return value


def _optional_int(value: Any, name: str) -> int | None:
    return None if value is None else _int(value, name)


def _optional_str(value: Any, name: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{name} must be text or null")
    return value


def _list(value: Any, name: str, length: int | None) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"{name} must be a list")
    if length is not None and len(value) != length:
        raise ValueError(f"{name} must have {length} entries")
    return value


def _strings(value: Any, name: str, length: int | None = None) -> list[str]:
    items = _list(value, name, length)
    if not all(isinstance(item, str) for item in items):
        raise TypeError(f"{name} must hold strings")
    return list(items)


def _ints(value: Any, name: str, length: int | None = None) -> list[int]:
    return [_int(item, name) for item in _list(value, name, length)]


def _bools(value: Any, name: str, length: int | None = None) -> list[bool]:
    items = _list(value, name, length)
    if not all(isinstance(item, bool) for item in items):
        raise TypeError(f"{name} must hold true or false")
    return list(items)
