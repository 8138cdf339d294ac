"""The public view, read once and checked: what one frame of the board draws.

Read from ``view.board``: positions, punished, phase, roll, path, last_move, passed, caller,
winner, badges and made; names and scores from ``view.players``, whose turn from
``view.active``, what is asked from ``view.phase``, the end from ``view.outcome``. A private
view is refused: the board is public.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Outcome
from bot.engine.model import View
from renderers.cheat_street.geometry import GAME_KEY, Board


@dataclass(frozen=True)
class Player:
    seat: int
    name: str
    score: int
    punished: bool
    removed: bool = False
    made: str = ""
    """What the score is made of ('2 reveals, 1 call-out'), for the Game over standings."""


@dataclass(frozen=True)
class Frame:
    """Everything one image shows, and nothing more: equal frames draw equal images."""

    players: tuple[Player, ...]
    positions: tuple[tuple[int, str], ...]
    active: int | None
    """Whose turn it is now (None once the game is over)."""
    mover: int | None
    """Whose pawn ``path`` belongs to."""
    asked: str
    phase: str
    roll: int | None
    path: tuple[str, ...]
    passed: frozenset[int]
    caller: int | None
    winner: int | None
    badges: tuple[tuple[str, str], ...]
    outcome: Outcome | None

    @property
    def over(self) -> bool:
        return self.outcome is not None or self.phase == "over"

    def name(self, seat: int | None) -> str:
        return next((p.name for p in self.players if p.seat == seat), "?")

    def position(self, seat: int) -> str:
        return dict(self.positions)[seat]


def read(board: Board, view: View) -> Frame:
    """The frame ``view`` shows; ValueError for a private view, another game's or a space the
    board does not have."""
    if view.seat is not None or view.private or view.private_board:
        raise ValueError("the board image is public: render only the public view (seat=None)")
    if view.game != GAME_KEY:
        raise ValueError(f"not a Cheat Street view: {view.game!r}")
    b = view.board
    positions: Sequence[str] = b["positions"]
    punished: Sequence[bool] = b.get("punished", ())
    made: Sequence[str] = b.get("made") or ()
    players = []
    for info in view.players:
        if not 0 <= info.seat < len(positions):
            raise ValueError(f"no position for seat {info.seat}")
        _known(board, positions[info.seat])
        players.append(
            Player(
                info.seat,
                info.name,
                info.score,
                "punished" in info.badges or _at(punished, info.seat, False),
                "removed" in info.badges,
                _at(made, info.seat, ""),
            )
        )
    path, mover = _path(b, view.active)
    for space in path:
        _known(board, space, "in the path")
    badges = {str(space): str(badge) for space, badge in (b.get("badges") or {}).items()}
    for space in badges:
        _known(board, space, "with a badge")
    return Frame(
        players=tuple(players),
        positions=tuple((p.seat, positions[p.seat]) for p in players),
        active=view.active,
        mover=mover,
        asked=view.phase,
        phase=str(b.get("phase", "")),
        roll=b.get("roll"),
        path=path,
        passed=frozenset(b.get("passed") or ()),
        caller=b.get("caller"),
        winner=b.get("winner"),
        badges=tuple(badges.items()),
        outcome=view.outcome,
    )


def _path(b: Mapping[str, Any], active: int | None) -> tuple[tuple[str, ...], int | None]:
    """The move to draw: this turn's, or, before the mover has moved, the one that just ended."""
    path = tuple(b.get("path") or ())
    mover = b.get("active", active)
    last = b.get("last_move")
    if len(path) < 2 and last and len(last.get("path") or ()) >= 2:
        return tuple(last["path"]), last["seat"]
    return path, active if mover is None else mover


def _at(values: Sequence[Any], seat: int, default: Any) -> Any:
    return values[seat] if seat < len(values) else default


def _known(board: Board, space: str, where: str = "") -> None:
    if space not in board.spaces:
        raise ValueError(f"unknown Cheat Street space {space!r}{' ' + where if where else ''}")
