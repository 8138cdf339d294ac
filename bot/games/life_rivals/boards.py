"""What a Rivals view shows, declared: the public board and a seat's own cards, as frozen structs
(why structs: "Typed boards" in docs/architecture.md)."""

from __future__ import annotations

import msgspec

from bot.engine.model import View
from bot.games.life_rivals.data import Career, LifeCard
from bot.games.life_rivals.state import Phase


class HeldCareer(msgspec.Struct, frozen=True):
    """A career in play, as the board shows it: its name and ``salary`` in $10K bills a
    Payday. No starting cash: a career drawn later pays none."""

    name: str
    salary: int


class OnTable(msgspec.Struct, frozen=True):
    """A card in front of a player; ``badge`` is the letter of a steal option that names it
    (Stuff the mover may steal now), else None."""

    card: LifeCard
    badge: str | None = None


class Move(msgspec.Struct, frozen=True):
    """The last move: who moved, from which space to which."""

    seat: int
    start: int
    end: int


class SeatBoard(msgspec.Struct, frozen=True):
    """One player's side of the table, as everybody sees it. Money is counted in $10K bills;
    ``career`` is None while she is still choosing one; ``hand_size`` counts her hand, whose
    cards stay off the public board."""

    position: int
    cash: int
    people: int
    pets: int
    career: HeldCareer | None
    table: tuple[OnTable, ...]
    hand_size: int
    score: int
    retired: bool


class PublicBoard(msgspec.Struct, frozen=True):
    """Everything on the table, for the board picture, the turn's image key and the computer:
    each seat's side in seat order, the Life deck, the phase and the last spins and move."""

    seats: tuple[SeatBoard, ...]
    deck: int
    discards: int
    phase: Phase
    active: int
    spin: int | None
    stop_spin: int | None
    landed: int | None
    last_move: Move | None


class SeatCards(msgspec.Struct, frozen=True):
    """One seat's own cards, for the picture in her private panel: her hand, the careers dealt
    to her while she chooses, and her rival's hand while her Gossip pick shows it."""

    hand: tuple[LifeCard, ...]
    careers: tuple[Career, ...] = ()
    gossip: tuple[LifeCard, ...] = ()


RivalsView = View[PublicBoard, SeatCards]
"""A Rivals view: a seat's carries its ``SeatCards``; the public one an empty private board."""
