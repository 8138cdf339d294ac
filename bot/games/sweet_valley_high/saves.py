"""Reading a saved Sweet Valley High game: older versions brought to today's shape, and the
checks no field's type can make (every card accounted for, every place on this school).

Version 1 kept the walk as ``path``, ``steps_left`` and ``stepwise``, the large cards as
``deck`` and ``discard``, and one ``winner``; version 2 keeps them as the kit's ``stepping``,
``Deck`` and ``winners``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import load_core
from bot.engine.schema import field_error
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState

V1_MOVED = ("path", "steps_left", "stepwise", "discard", "winner")


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """``data`` saved in ``version`` (older than ``STATE_VERSION``) in today's shape."""
    if version != 1:
        raise field_error("", "state", f"is in version {version}, which no migration reads")
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
    places = set(school.spaces) | {school.detention, ""}
    if any(place not in places for place in state.positions):
        raise field_error("", "positions", "names a space the school does not have")
    return state
