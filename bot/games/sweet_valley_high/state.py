"""One Sweet Valley High game: a declared struct on the engine's state core, and how a saved
one is read (an older version brought to today's shape, then checked as a whole).

The declaration is the running state, the saved JSON and its schema at once. Secrets (what lies
face down in each classroom, a boyfriend nobody else saw, the deck's order, what a player
peeked at) sit beside public facts; only the rules decide who sees which.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import msgspec

from bot.engine import Deck, GroupDecision, Stepping, TableCore, load_core
from bot.engine.schema import NonNegative, field_error
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.phases import Phase
from bot.games.sweet_valley_high.school import School

Ruling = Literal["majority", "left-decides"]
STATE_VERSION = 4


class SvhState(TableCore, kw_only=True):
    """The per-seat lists are ``per_seat``; ``rooms`` maps a classroom to its card (None when
    empty), ``deck`` holds the large cards.

    ``mover`` is the seat whose choice the game waits for now (the character a card names may
    differ from the one whose turn it is, ``active``). ``stepping`` is the walk of this move,
    beginning where it began. ``pending`` holds the few facts of the open choice (the two rooms
    of a double arrow, the card being peeked at, the item being put back); ``decision`` is the
    others' vote on where a returned boyfriend goes, while it is open. ``resume`` is the
    seat whose left neighbour plays after a bonus turn taken out of order.
    """

    per_seat = (
        "characters",
        "positions",
        "items",
        "boyfriends",
        "seen",
        "lose_turn",
        "peeks",
        "memory",
    )

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
    memory: list[dict[str, str]]
    """Per seat: the card she saw lie face down in a classroom (room -> card) and knows is
    still there: turned over for all, put back or returned in sight of all, peeked at, left
    behind in an exchange. Kept for her computer's determinizer; forgotten once the room is
    emptied or a move she could not follow may have changed its card."""
    deck: Deck
    ruling: Ruling
    mover: NonNegative = 0
    roll: int | None = None
    stepping: Stepping = msgspec.field(default_factory=Stepping)
    pending: dict[str, Any] = msgspec.field(default_factory=dict)
    decision: GroupDecision | None = None
    resume: int | None = None
    shown: dict[str, str] = msgspec.field(default_factory=dict)
    """The card the last input turned over for all to see (room -> card); the next input turns
    it face down again, and a finished turn's message keeps it face down."""
    last_card: str | None = None
    last_mover: int | None = None


V1_MOVED = ("path", "steps_left", "stepwise", "discard", "winner")
"""What version 1 kept as ``path``, ``steps_left`` and ``stepwise``, ``deck`` and ``discard``, and
one ``winner``, version 2 keeps as the kit's ``stepping``, ``Deck`` and ``winners``."""


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """``data`` saved in ``version`` (older than ``STATE_VERSION``) in today's shape: version 1
    as version 2, then an empty memory for every seat (what was seen before is not known);
    up to version 3 no open vote was saved as an empty object, today as ``null``."""
    if version not in (1, 2, 3):
        raise field_error("", "state", f"is in version {version}, which no migration reads")
    today = _from_v1(data) if version == 1 else dict(data)
    if version < 3:
        today["memory"] = [{} for _ in today.get("players", ())]
    if today.get("decision") == {}:
        today["decision"] = None
    return today


def _from_v1(data: Mapping[str, Any]) -> dict[str, Any]:
    today = {name: value for name, value in data.items() if name not in V1_MOVED}
    today["stepping"] = {
        "on": data.get("stepwise"),
        "path": data.get("path"),
        "left": data.get("steps_left"),
    }
    today["deck"] = {"cards": data.get("deck"), "discard": data.get("discard")}
    winner = data.get("winner")
    today["winners"] = [] if winner is None else [winner]
    return today


def load_state(school: School, data: Mapping[str, Any]) -> SvhState:
    """The saved state, checked field by field and then as a whole against ``school``;
    GameDataError names the first damaged field."""
    state = load_core(data, SvhState)
    seats = len(state.players)
    if state.mover >= seats:
        raise field_error("", "mover", f"is seat {state.mover}, but there are {seats} players")
    if state.stepping.left < 0:
        raise field_error("", "stepping.left", "must be at least 0")
    cards = [card for card in state.rooms.values() if card is not None]
    cards += [card for held in state.items for card in held]
    cards += [card for card in state.boyfriends if card is not None]
    if state.phase == phases.RETURN:
        cards.append(str(state.pending.get("boyfriend")))
    if sorted(cards) != sorted(school.item_cards()):
        raise field_error("", "rooms", "and scoreboards do not hold the 23 item cards")
    if set(state.rooms) != set(school.classrooms):
        raise field_error("", "rooms", "names a classroom this school does not have")
    if sorted(state.deck.cards + state.deck.discard) != sorted(card.key for card in school.deck):
        raise field_error("", "deck", f"does not hold the {len(school.deck)} large cards")
    if any(room not in school.classrooms for known in state.memory for room in known):
        raise field_error("", "memory", "names a classroom this school does not have")
    places = set(school.spaces) | {school.detention, ""}
    if any(place not in places for place in state.positions):
        raise field_error("", "positions", "names a space the school does not have")
    return state
