"""One Sweet Valley High game: a declared struct on the engine's state core.

The declaration is the running state, the saved JSON and its schema at once. Secrets (what lies
face down in each classroom, a boyfriend nobody else saw, the deck's order, what a player
peeked at) sit beside public facts; only the rules decide who sees which.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from bot.engine import Deck, Stepping, TableCore
from bot.engine.schema import NonNegative
from bot.games.sweet_valley_high.phases import Phase

Ruling = Literal["majority", "left-decides"]
STATE_VERSION = 2


class SvhState(TableCore, kw_only=True):
    """The per-seat lists are ``per_seat``; ``rooms`` maps a classroom to its card (None when
    empty), ``deck`` holds the large cards.

    ``mover`` is the seat whose choice the game waits for now (the character a card names may
    differ from the one whose turn it is, ``active``). ``stepping`` is the walk of this move,
    beginning where it began. ``pending`` holds the few facts of the open choice (the two rooms
    of a double arrow, the card being peeked at, the item being put back). ``resume`` is the
    seat whose left neighbour plays after a bonus turn taken out of order.
    """

    per_seat = ("characters", "positions", "items", "boyfriends", "seen", "lose_turn", "peeks")

    phase: Phase
    characters: list[str]
    choosers: list[int]
    positions: list[str]
    rooms: dict[str, str | None]
    face_up: list[str]
    items: list[list[str]]
    boyfriends: list[str | None]
    seen: list[bool]
    """Per seat: the others saw which boyfriend lies on her scoreboard."""
    lose_turn: list[bool]
    peeks: list[str]
    """Per seat: what her last peek told her alone."""
    deck: Deck
    ruling: Ruling
    mover: NonNegative = 0
    roll: int | None = None
    stepping: Stepping = msgspec.field(default_factory=Stepping)
    pending: dict[str, Any] = msgspec.field(default_factory=dict)
    decision: dict[str, Any] = msgspec.field(default_factory=dict)
    resume: int | None = None
    shown: dict[str, str] = msgspec.field(default_factory=dict)
    """The card the last input turned over for all to see (room -> card); the next input turns
    it face down again, and a finished turn's message keeps it face down."""
    last_card: str | None = None
    last_mover: int | None = None
