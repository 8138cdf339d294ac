"""What a Scavenger Hunt view shows, declared: the public house and a seat's own hand, as
frozen structs (why structs: "Typed boards" in docs/architecture.md)."""

from __future__ import annotations

import msgspec

from bot.engine.boards import Walk
from bot.engine.model import View
from bot.games.scavenger_hunt.state import Phase


class SeatBoard(msgspec.Struct, frozen=True):
    """One player's side, as everybody sees it: her pawn's ``colour`` and the space it stands
    on, how many cards she holds, her hunt list so far (the disc keys in ``items``, the space
    each sits on in ``rooms``), how many of them she has ``collected``, and the discs she has
    not placed yet."""

    colour: str
    position: str
    hand_size: int
    items: tuple[str, ...]
    rooms: tuple[str, ...]
    collected: int
    unplaced: tuple[str, ...]


class Badge(msgspec.Struct, frozen=True):
    """The letter a move's options give a space the mover may choose, drawn on that ``space``."""

    space: str
    letter: str


class PublicBoard(msgspec.Struct, frozen=True):
    """Everything on the table, for the board picture, the turn's image key and the computer.

    ``seats`` in seat order; ``dogs`` the spaces a Dog stands on; ``dice`` the count under way
    and ``steps_left`` what is left of it; ``path`` every space the mover stood on this count
    (the finished count's, once she has stopped); ``deck`` and ``discard`` the cards in each
    pile; ``badges`` in the order the options name their spaces.
    """

    seats: tuple[SeatBoard, ...]
    dogs: tuple[str, ...]
    dice: tuple[int, ...]
    steps_left: int
    path: tuple[str, ...]
    deck: int
    discard: int
    phase: Phase
    active: int
    badges: tuple[Badge, ...]
    winner: int | None
    last_move: Walk | None


class SeatHand(msgspec.Struct, frozen=True):
    """A seat's own cards (codes from deck.json, as dealt) and, while the hunt lists are made,
    the disc it has chosen for this room card (None before it chooses, and outside the lists)."""

    hand: tuple[str, ...]
    placing: str | None


ScavengerHuntView = View[PublicBoard, SeatHand]
"""A Scavenger Hunt view: a seat's carries its ``SeatHand``, the public one none."""
