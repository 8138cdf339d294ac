"""The public view, read once and checked: what one frame of the board draws, from the fields
of ``view.board`` (a ``PublicBoard``) and the view's players, turn, phase line and outcome. A
private view is refused: the board is public."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Outcome
from bot.games.cheat_street.boards import CheatStreetView, PublicBoard
from bot.sentences import worded
from renderers.cheat_street.geometry import Board
from renderers.kit.public import refuse_private


@dataclass(frozen=True)
class Player:
    seat: int
    name: str
    score: int
    position: str
    punished: bool
    removed: bool
    made: str
    """What the score is made of ('2 reveals, 1 call-out'), for the Game over standings."""


@dataclass(frozen=True)
class BoardScene:
    """Everything one image shows, and nothing more: equal frames draw equal images."""

    players: tuple[Player, ...]
    active: int | None
    """Whose turn it is now (None once the game is over)."""
    mover: int | None
    """Whose pawn ``path`` belongs to."""
    asked: str
    over: bool
    """The game has ended (its outcome may not be known yet)."""
    roll: int | None
    path: tuple[str, ...]
    passed: frozenset[int]
    caller: int | None
    winner: int | None
    badges: tuple[tuple[str, str], ...]
    outcome: Outcome | None
    language: str
    """The language every word of the frame is in (the view's)."""

    def name(self, seat: int | None) -> str:
        return next((p.name for p in self.players if p.seat == seat), "?")


def read(board: Board, view: CheatStreetView, key: str) -> BoardScene:
    """The frame ``view`` shows; ValueError for a private view, another game's (its key is not
    ``key``) or a space the board does not have."""
    refuse_private(view, key)
    b = view.board
    if any(not 0 <= info.seat < len(b.seats) for info in view.players):
        raise ValueError("a player has no position on the board")
    players = tuple(
        Player(
            info.seat,
            info.name,
            info.score,
            b.seats[info.seat].position,
            "punished" in info.badges or b.seats[info.seat].punished,
            "removed" in info.badges,
            worded(b.seats[info.seat].made, view.language),
        )
        for info in view.players
    )
    path, mover = _path(b)
    for space in (*(p.position for p in players), *path, *(badge.space for badge in b.badges)):
        if space not in board.spaces:
            raise ValueError(f"unknown Cheat Street space {space!r}")
    return BoardScene(
        players=players,
        active=view.active,
        mover=mover,
        asked=view.phase,
        over=view.outcome is not None or b.phase == "over",
        roll=b.roll,
        path=path,
        passed=frozenset(b.passed),
        caller=b.caller,
        winner=b.winner,
        badges=tuple((badge.space, badge.number) for badge in b.badges),
        outcome=view.outcome,
        language=view.language,
    )


def _path(b: PublicBoard) -> tuple[tuple[str, ...], int]:
    """The move to draw: this turn's, or, before the mover has moved, the one that just ended."""
    last = b.last_move
    if len(b.path) < 2 and last is not None and len(last.path) >= 2:
        return last.path, last.seat
    return b.path, b.active
