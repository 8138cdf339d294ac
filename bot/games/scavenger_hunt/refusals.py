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
from bot.games.scavenger_hunt.words import K, place
from bot.sentences import Sentence

FOUR_ARROW_ON_DISC = Sentence(f"{K}-refused-four-arrow-on-disc")


def refusal(h: Hunt, s: ScavengerState, seat: int, action_id: str) -> Sentence:
    """Why ``action_id`` is not open to ``seat`` now."""
    if s.phase == LISTING:
        if seat not in s.decision.pending:
            return Sentence(f"{K}-refused-already-chosen")
        return Sentence(f"{K}-refused-not-your-disc")
    if seat != s.active:
        return Sentence(f"{K}-refused-not-your-turn", name=s.players[s.active])
    if s.phase == MOVE and s.choosing:
        return Sentence(f"{K}-refused-choose-keep")
    parsed = IDS.parse(action_id)
    kind = parsed.kind
    if kind == "to" and s.phase == MOVE:
        return Sentence(f"{K}-refused-not-a-destination")
    if kind == "step" and s.phase == MOVE:
        return _step(h, s, *parsed.values)
    if kind == "go" and s.phase == MOVE:
        return _go(h, s, *parsed.values)
    if kind == "dog":
        return _dog(h, s, *parsed.values)
    if kind == "trade":
        if s.phase == END and not s.can_trade:
            return Sentence(f"{K}-refused-no-trading")
        if s.phase != END:
            return Sentence(f"{K}-refused-trade-later")
        return Sentence(f"{K}-refused-need-pair")
    if s.phase == MOVE:
        return Sentence(f"{K}-refused-move-first")
    return Sentence(f"{K}-refused-not-now")


def _go(h: Hunt, s: ScavengerState, end: str, cards: str, how: str = "") -> Sentence:
    if s.stepping.on:
        return Sentence(f"{K}-refused-stepping")
    if any(
        parsed.kind == "to" and parsed.values[0] == end
        for parsed in map(IDS.parse, open_ids(h, s, s.active))
    ):
        return Sentence(f"{K}-refused-destination-first")
    if end == walk(h, s).target and h.house.code_of(WILD) in read_cards(cards):
        return FOUR_ARROW_ON_DISC
    return Sentence(f"{K}-refused-cannot-pay")


def _step(h: Hunt, s: ScavengerState, to: str, card: str) -> Sentence:
    house, here = h.house, s.positions[s.active]
    if to not in house.spaces:
        return Sentence(f"{K}-refused-no-such-space")
    if not s.stepping.on:
        return Sentence(f"{K}-refused-step-by-step-first")
    space = house.space(to)
    route = walk(h, s)
    reachable = {st.to for st in route.steps(here, s.direction, hand_tuple(s.hands[s.active]))}
    if space.is_room and to == route.target and card == house.code_of(WILD):
        return FOUR_ARROW_ON_DISC
    if to not in house.doors.get(here, ()) and not (house.on_path(here) and house.on_path(to)):
        return Sentence(f"{K}-refused-wall", place=place(house, to))
    if space.is_room and to in route.others:
        return Sentence(f"{K}-refused-pawn-there")
    if to in reachable:
        return Sentence(f"{K}-refused-match", place=place(house, to))
    return Sentence(f"{K}-refused-step-not-open")


def _dog(h: Hunt, s: ScavengerState, source: str, space: str) -> Sentence:
    house = h.house
    if house.code_of(DOG) not in s.hands[s.active]:
        return Sentence(f"{K}-refused-no-dog")
    if s.phase == MOVE and s.stepping.moved:
        return Sentence(f"{K}-refused-dog-when")
    if space not in house.spaces or not house.on_path(space):
        return Sentence(f"{K}-refused-dog-outer")
    if house.abuts_door(space):
        return Sentence(f"{K}-refused-dog-door")
    if source != NEW_DOG and source not in s.dogs:
        return Sentence(f"{K}-refused-no-dog-there")
    if source == NEW_DOG and len(s.dogs) >= 2:
        return Sentence(f"{K}-refused-both-dogs")
    return Sentence(f"{K}-refused-dog-taken")
