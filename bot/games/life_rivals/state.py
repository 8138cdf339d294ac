"""A Rivals game as one declared struct on the shared state core: the running state, the saved
JSON and its schema in one.

Everything a replay needs lives here, the generator included. Secrets (``hands``, ``dealt``,
the decks) sit beside public facts; only the views decide who may see which.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from bot.engine import Deck, Simultaneous, TableCore
from bot.engine.schema import NonNegative

FIRST, CAREER, TURN, PLAY, GOSSIP = "first", "career", "turn", "play", "gossip"
Phase = Literal["first", "career", "turn", "play", "gossip", "over"]
STATE_VERSION = 4
"""The shape saved today; ``migration`` reads the earlier ones. 3 added what the players saw
and still know: ``seen`` and ``careers_under``; 4 saves no open career decision as ``null``."""
SEATS = 2
Two = Annotated[list[str], msgspec.Meta(min_length=SEATS, max_length=SEATS)]
"""The players' names: Rivals is for exactly two."""


class RivalsState(TableCore, kw_only=True):
    """One game; per-seat lists are in seat order. Money is counted in $10K bills.

    ``deck`` is the Life deck and its discards. ``table`` holds the cards in front of each
    player (Good and Stuff she owns, Not-So-Good played on her). ``choosing`` is the career
    decision, open from the deal until both have kept a career (then None). ``drew_career``
    marks who drew a new Career card during the current turn. ``last_path`` is the road the
    last move covered, as space numbers from where it began. ``retired`` lists who reached
    the end of the road, first first; ``final_turn`` is set on the rival's one last turn.
    ``jealousy`` keeps the opening's spins (each round's two, in seat order; none when the
    host said who goes first), so the opening story is told again in a table's language:
    ``opening`` holds it in English only, as a save keeps text.

    What the players saw and still know, so a computer's drawn positions keep to it: ``seen``
    holds, for each seat, the cards of her rival's hand her last Gossip showed her that are
    still there (a card leaves a hand only face up); ``careers_under`` counts the careers
    traded in face up that lie, in that order, at the bottom of the Career deck.
    """

    per_seat = (
        "cash",
        "people",
        "pets",
        "position",
        "careers",
        "dealt",
        "hands",
        "table",
        "drew_career",
        "seen",
    )

    players: Two
    phase: Phase
    cash: list[NonNegative]
    people: list[NonNegative]
    pets: list[NonNegative]
    position: list[NonNegative]
    careers: list[str]
    dealt: list[list[str]]
    career_deck: list[str]
    hands: list[list[str]]
    deck: Deck
    table: list[list[str]]
    drew_career: list[bool]
    seen: list[list[str]]
    careers_under: NonNegative = 0
    choosing: Simultaneous | None = None
    spin: int | None = None
    stop_spin: int | None = None
    retired: list[int] = msgspec.field(default_factory=list)
    final_turn: bool = False
    turns: NonNegative = 0
    jealousy: list[list[int]] = msgspec.field(default_factory=list)

    def source(self) -> list[str]:
        """The hand a card is played from now: the mover's own on yellow, her rival's after
        Gossip."""
        return self.hands[self.holder()]

    def holder(self) -> int:
        """Whose hand a card is played from now (see ``source``)."""
        return self.active if self.phase == PLAY else 1 - self.active
