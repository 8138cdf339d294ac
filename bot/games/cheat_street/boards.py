"""What a Cheat Street view shows, declared: the public board and a seat's own goal card, as
frozen structs (why structs: "Typed boards" in docs/architecture.md)."""

from __future__ import annotations

import msgspec

from bot.engine.boards import Badge, Walk
from bot.engine.model import View
from bot.games.cheat_street.state import Phase


class SeatBoard(msgspec.Struct, frozen=True):
    """One player's pawn and standing, as everybody sees them: the space the pawn stands on,
    whether it holds a punishment marker, its score and what that is made of ('2 reveals,
    1 call-out'; empty for no points, or in a game saved before reveals were counted), and
    the goal cards the table knows it does not hold (the one it gave up at its last draw,
    the wrong call-outs against it since), which a caller reads its guess from."""

    position: str
    punished: bool
    score: int
    made: str
    ruled_out: tuple[str, ...] = ()


class PublicBoard(msgspec.Struct, frozen=True):
    """Everything on the table, for the board picture, the turn's image key and the computer.

    ``seats`` in seat order; ``roll`` is this turn's die and ``steps_left`` what is left of it
    (None until rolled); ``path`` every space the mover stood on this turn; ``passed`` the
    seats that let the call-out go and ``caller`` the one that may call now; ``badges`` in the
    order the menu names their places.
    """

    seats: tuple[SeatBoard, ...]
    phase: Phase
    active: int
    roll: int | None
    steps_left: int | None
    path: tuple[str, ...]
    passed: tuple[int, ...]
    caller: int | None
    winner: int | None
    last_move: Walk | None
    badges: tuple[Badge, ...]


class SeatGoal(msgspec.Struct, frozen=True):
    """A seat's own goal card, for the picture in its private panel: the card's ``goal`` key
    and ``name``, the id of its ``tile`` and in words where that lies."""

    goal: str
    name: str
    tile: str
    where: str


CheatStreetView = View[PublicBoard, SeatGoal]
"""A Cheat Street view: a seat's carries its ``SeatGoal`` (none once it has left the game, like
the public one)."""
