"""What a Sweet Valley High view shows, declared: the public board and a seat's own secrets, as
frozen structs (why structs: "Typed boards" in docs/architecture.md)."""

from __future__ import annotations

import msgspec

from bot.engine.boards import Badge, Walk
from bot.engine.model import View
from bot.games.sweet_valley_high.phases import Phase

EMPTY = "empty"
"""A classroom whose card was taken."""
FACE_DOWN = "down"
"""A classroom's card lying face down."""
LIFTED = "lifted"
"""A classroom's card lifted by the mover's peek."""
HIDDEN = "hidden"
"""A boyfriend lying face down on a scoreboard: nobody else saw which."""


class Classroom(msgspec.Struct, frozen=True):
    """A classroom's card as the table sees it: ``shown`` is ``EMPTY``, ``FACE_DOWN``,
    ``LIFTED`` or the key of the card lying face up."""

    room: str
    shown: str


class Scoreboard(msgspec.Struct, frozen=True):
    """One player's scoreboard, as everybody sees it: her ``character`` ("" while she is
    choosing), the item cards on it and her boyfriend (his key, ``HIDDEN`` when nobody else
    saw him, None for none)."""

    character: str
    items: tuple[str, ...]
    boyfriend: str | None


class PublicBoard(msgspec.Struct, frozen=True):
    """Everything on the table, for the board picture, the turn's image key and the computer.

    ``positions``, ``scoreboards`` and ``lose_turn`` in seat order (a position is a space, the
    Detention Room, or "" before the pawn is placed); ``rooms`` in the school's order;
    ``mover`` is the seat the game waits for, ``active`` the one whose turn it is; ``badges``
    in the order the menu names their places; ``path`` the spaces of the walk under way;
    ``deck`` and ``discard`` count the large cards, ``last_card`` the one read last.
    """

    positions: tuple[str, ...]
    rooms: tuple[Classroom, ...]
    scoreboards: tuple[Scoreboard, ...]
    phase: Phase
    active: int
    mover: int
    roll: int | None
    badges: tuple[Badge, ...]
    path: tuple[str, ...]
    lose_turn: tuple[bool, ...]
    deck: int
    discard: int
    last_card: str | None
    winners: tuple[int, ...]
    last_move: Walk | None

    def shown_in(self, room: str) -> str | None:
        """What the table sees of ``room``'s card (None for no such classroom)."""
        return next((c.shown for c in self.rooms if c.room == room), None)


class Peek(msgspec.Struct, frozen=True):
    """What a seat's last peek told her alone: the classroom and the card's name (the Go To
    Detention cards share one)."""

    room: str
    card: str


class Remembered(msgspec.Struct, frozen=True):
    """A card a seat saw lie face down in a classroom and knows is still there."""

    room: str
    card: str


class SeatSecrets(msgspec.Struct, frozen=True):
    """One seat's own secrets, for the picture in her private panel and her computer player:
    the key of the boyfriend on her scoreboard (None for none), her last peek (None yet) and
    what she remembers lying face down, in the school's order of classrooms. The panel draws
    no memory: remembering is the game (SVH28); her computer reads it."""

    boyfriend: str | None
    peek: Peek | None
    memory: tuple[Remembered, ...] = ()


SvhView = View[PublicBoard, SeatSecrets]
"""A Sweet Valley High view: a seat's carries its ``SeatSecrets``; the public one an empty
private board. ``board_after_turn`` is a ``PublicBoard`` too."""
