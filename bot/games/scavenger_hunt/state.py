"""The whole of a Scavenger Hunt game as one declared struct on the engine's state core.

Everything a replay needs lives here, including the generator. Secrets (``hands``, the deck, the
answers of a hunt-list decision still open) are stored beside public facts; only rules.py
decides who may see which. Cards are one-letter codes from deck.json.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import msgspec

from bot.engine import OVER, Deck, GameDataError, Simultaneous, Stepping, TableCore, load_core
from bot.engine.schema import NonNegative, field_error

LISTING = "list"
MOVE = "move"
END = "end"
Phase = Literal["list", "move", "end", "over"]
STATE_VERSION = 4


class ScavengerState(TableCore, kw_only=True):
    """One game; lists are per seat unless named otherwise.

    ``items`` and ``rooms`` are each seat's hunt list so far (disc keys, and the space each disc
    sits on), ``collected`` how many of them are picked up. A count under way keeps its
    ``dice``, its walk in ``stepping`` (``on`` once the mover goes step by step), its
    ``direction`` (+1 along the arrows, -1 after a bounce) and the cards ``spent``;
    ``can_trade`` is cleared by a trap or a collected disc; ``choosing`` is the destination
    whose cards to keep the mover is picking ('' when none). ``decision`` is the hunt-list
    decision (with no seats once the lists are made); ``last_mover`` walked ``last_path``.

    ``shuffled_in`` is the table's memory of the discards it saw face up before they were last
    shuffled into the draw pile (empty until the pile first runs out), and ``drawn_since`` the
    cards each seat has drawn from that pile since, a secret of her own: what a computer's
    determinizer reads to keep the pile to cards that can still be in it.
    """

    per_seat = (
        "colours",
        "positions",
        "hands",
        "unplaced",
        "items",
        "rooms",
        "collected",
        "gone",
        "drawn_since",
    )

    phase: Phase
    active: NonNegative = 0
    colours: list[str]
    positions: list[str]
    hands: list[list[str]]
    deck: Deck
    room_cards: list[str]
    listing: NonNegative
    decision: Simultaneous
    unplaced: list[list[str]]
    items: list[list[str]]
    rooms: list[list[str]]
    collected: list[NonNegative]
    dogs: list[str] = msgspec.field(default_factory=list)
    dice: list[int] = msgspec.field(default_factory=list)
    stepping: Stepping = msgspec.field(default_factory=Stepping)
    direction: Literal[-1, 1] = 1
    spent: list[str] = msgspec.field(default_factory=list)
    can_trade: bool = True
    last_mover: int | None = None
    choosing: str = ""
    shuffled_in: list[str] = msgspec.field(default_factory=list)
    drawn_since: list[list[str]]


def load_state(data: Mapping[str, Any], deck_size: int) -> ScavengerState:
    """The state ``data`` holds; GameDataError names the first damaged field, or the deck when
    a card is missing or one too many."""
    state = load_core(data, ScavengerState)
    if state.stepping.left < 0:
        raise field_error("", "stepping.left", "must not be negative")
    held = sum(len(hand) for hand in state.hands) + state.deck.count + len(state.spent)
    if held != deck_size:
        raise field_error("", "deck", f"with hands, played cards and discards holds {held} cards")
    return state


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A state saved in an older ``version``, brought up to ``STATE_VERSION``."""
    if version == 1:
        return migrate_state(_with_card_choice(data), 2)
    if version == 2:
        return migrate_state(_on_the_core(data), 3)
    if version == 3:
        return _with_pile_memory(data)
    raise field_error("", "state", f"is in version {version}, which no migration reads")


def _with_card_choice(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 1 had no card choice after a destination, so nobody was choosing."""
    return {"choosing": "", **data}


def _with_pile_memory(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 3 kept no memory of the discards shuffled into the pile: an empty one, as if
    the pile had not run out yet, lets a computer draw any hidden card into it, as before."""
    seats = len(data.get("players", ()))
    return {"shuffled_in": [], "drawn_since": [[] for _ in range(seats)], **data}


def _on_the_core(data: Mapping[str, Any]) -> dict[str, Any]:
    """Version 2 kept its own ``winner``, ``deck`` and ``discard`` lists and the walk's
    ``stepwise``, ``path`` and ``steps_left`` beside the rest; a finished count kept its path
    until the next turn, which the core keeps as ``last_path``."""
    moved = {"winner", "deck", "discard", "stepwise", "path", "steps_left"}
    missing = sorted(moved - set(data))
    if missing:
        raise GameDataError(f"field {missing[0]} is missing.")
    rest = {name: value for name, value in data.items() if name not in moved}
    walking = data.get("phase") in (MOVE, OVER)
    return {
        **rest,
        "winners": [] if data["winner"] is None else [data["winner"]],
        "deck": {"cards": data["deck"], "discard": data["discard"]},
        "stepping": {
            "on": data["stepwise"],
            "path": data["path"] if walking else [],
            "left": data["steps_left"],
        },
    }
