"""Why an action is not open now, in one sentence for the one who tried it (and nobody else).

A refusal may name the asker's own cards and the public table. The id is well formed (the kit
refuses any other before asking), so its kind and fields are read with the game's codec; what a
route can reach is asked of the same route search the panel lists.
"""

from __future__ import annotations

from bot.games.scavenger_hunt.actions import IDS, NEW_DOG, read_cards
from bot.games.scavenger_hunt.house import DOG, WILD
from bot.games.scavenger_hunt.hunt import Hunt, walk
from bot.games.scavenger_hunt.offers import open_ids
from bot.games.scavenger_hunt.routes import hand_tuple
from bot.games.scavenger_hunt.state import END, LISTING, MOVE, ScavengerState
from bot.games.scavenger_hunt.words import place

FOUR_ARROW_ON_DISC = (
    "A Four-Arrow card can't take you onto the disc you must collect next; play a matching card."
)


def refusal(h: Hunt, s: ScavengerState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not open to ``seat`` now."""
    if s.phase == LISTING:
        if seat not in s.decision.pending:
            return "You have already chosen; the others are still deciding."
        return "That is not one of your discs still to place."
    if seat != s.active:
        return f"It's {s.players[s.active]}'s turn."
    if s.phase == MOVE and s.choosing:
        return "Choose which cards to keep, or another destination."
    parsed = IDS.parse(action_id)
    kind = parsed.kind
    if kind == "to" and s.phase == MOVE:
        return "The count can't end there; choose one of the destinations listed."
    if kind == "step" and s.phase == MOVE:
        return _step(h, s, *parsed.values)
    if kind == "go" and s.phase == MOVE:
        return _go(h, s, *parsed.values)
    if kind == "dog":
        return _dog(h, s, *parsed.values)
    if kind == "trade":
        if s.phase == END and not s.can_trade:
            return "No trading in after collecting a disc or being trapped in a Garage."
        if s.phase != END:
            return "Cards are traded in at the end of the turn, after the move."
        return "You need two matching cards of one kind to trade them in."
    if s.phase == MOVE:
        return "Move first: choose where to go, or go step by step."
    return "You can't do that now."


def _go(h: Hunt, s: ScavengerState, end: str, cards: str, how: str = "") -> str:
    if s.stepping.on:
        return "You are going step by step: choose your next step."
    if any(
        parsed.kind == "to" and parsed.values[0] == end
        for parsed in map(IDS.parse, open_ids(h, s, s.active))
    ):
        return "Choose that destination first, then the cards to keep."
    if end == walk(h, s).target and h.house.code_of(WILD) in read_cards(cards):
        return FOUR_ARROW_ON_DISC
    return "Your hand can't pay for that route, or the count can't end there."


def _step(h: Hunt, s: ScavengerState, to: str, card: str) -> str:
    house, here = h.house, s.positions[s.active]
    if to not in house.spaces:
        return "There is no such space in the house."
    if not s.stepping.on:
        return "Choose Step by step first, or pick a destination."
    space = house.space(to)
    route = walk(h, s)
    reachable = {st.to for st in route.steps(here, s.direction, hand_tuple(s.hands[s.active]))}
    if space.is_room and to == route.target and card == house.code_of(WILD):
        return FOUR_ARROW_ON_DISC
    if to not in house.doors.get(here, ()) and not (house.on_path(here) and house.on_path(to)):
        return f"There is a wall between you and {place(house, to)}: go through a Door."
    if space.is_room and to in route.others:
        return "Another pawn is in that space; you can't land on or pass through it."
    if to in reachable:
        return f"Play a card that matches {place(house, to)} to go there."
    return "That step is not open from here."


def _dog(h: Hunt, s: ScavengerState, source: str, space: str) -> str:
    house = h.house
    if house.code_of(DOG) not in s.hands[s.active]:
        return "You have no Dog card."
    if s.phase == MOVE and s.stepping.moved:
        return "Dog cards are played before the pawn moves or after the move."
    if space not in house.spaces or not house.on_path(space):
        return "A Dog goes on a space of the outer path."
    if house.abuts_door(space):
        return "A Dog can't stand beside a Door: it would block an entrance."
    if source != NEW_DOG and source not in s.dogs:
        return "There is no Dog on that space to move."
    if source == NEW_DOG and len(s.dogs) >= 2:
        return "Both Dogs are out: move one of them instead."
    return "That space is taken: a Dog needs an empty outer space."
