"""The cards played outside the count: a Dog card (a new Dog, or one moved, onto an empty outer
space beside no Door) and a pair traded in for another count."""

from __future__ import annotations

from bot.engine import Action, Event
from bot.games.scavenger_hunt.actions import NEW_DOG, dog_id, trade_id
from bot.games.scavenger_hunt.hunt import Hunt
from bot.games.scavenger_hunt.state import END, ScavengerState
from bot.games.scavenger_hunt.turns import REFILL, draw, draw_told, next_turn, start_count
from bot.games.scavenger_hunt.words import K, card_name, quick
from bot.sentences import Sentence

DOGS = Sentence(f"{K}-group-dogs")


def dog_spaces(h: Hunt, s: ScavengerState) -> list[str]:
    """Outer spaces a Dog may go to: empty (no pawn, no Dog) and beside no Door (SH62)."""
    taken = {pos for i, pos in enumerate(s.positions) if not s.gone[i]} | set(s.dogs)
    return [space for space in h.doorless if space not in taken]


def _dog_moves(h: Hunt, s: ScavengerState) -> list[tuple[str, str]]:
    """Each (source, space) a Dog card in hand may play: a new Dog or one moved."""
    if h.dog not in s.hands[s.active]:
        return []
    sources = ([NEW_DOG] if len(s.dogs) < 2 else []) + list(s.dogs)
    spaces = dog_spaces(h, s)
    return [(source, space) for source in sources for space in spaces]


def dog_ids(h: Hunt, s: ScavengerState) -> list[str]:
    """The ids of ``dog_actions``, unlabelled."""
    return [dog_id(source, space) for source, space in _dog_moves(h, s)]


def dog_actions(h: Hunt, s: ScavengerState) -> list[Action]:
    return [_dog_action(h, source, space) for source, space in _dog_moves(h, s)]


def _dog_action(h: Hunt, source: str, space: str) -> Action:
    """One Dog move, labelled once: a Dog card in hand offers some eighty every listing."""
    known = h.dog_moves_made.get((source, space))
    if known is None:
        where = h.short_names[space]
        label = (
            Sentence(f"{K}-dog-to", place=where)
            if source == NEW_DOG
            else Sentence(f"{K}-dog-from-to", source=h.short_names[source], place=where)
        )
        known = h.dog_moves_made[source, space] = Action(dog_id(source, space), label, DOGS)
    return known


def play_dog(h: Hunt, s: ScavengerState, source: str, space: str, events: list[Event]) -> None:
    seat = s.active
    s.hands[seat].remove(h.dog)
    s.deck.throw(h.dog)
    if source != NEW_DOG:
        s.dogs.remove(source)
    s.dogs.append(space)
    name, to = s.players[seat], h.place_names[space]
    if source == NEW_DOG:
        line = quick(f"{K}-played-dog", name=name, place=to)
    else:
        line = quick(f"{K}-moved-dog", name=name, source=h.place_names[source], place=to)
    events.append(Event(line))
    if s.phase == END and not s.hands[seat]:
        events.append(Event(quick(f"{K}-drew-five", name=name)))
        draw(s, seat, REFILL)
        next_turn(s, events)


def tradeable(h: Hunt, s: ScavengerState) -> list[str]:
    """The codes of which the hand holds a pair to trade in, in deck order."""
    if s.phase != END or not s.can_trade:
        return []
    hand = s.hands[s.active]
    return [code for code in h.house.cards if hand.count(code) >= 2]


def trade_actions(h: Hunt, s: ScavengerState) -> list[Action]:
    return [
        Action(trade_id(code), Sentence(f"{K}-trade", card=card_name(h.house, code)))
        for code in tradeable(h, s)
    ]


def trade(h: Hunt, s: ScavengerState, code: str, events: list[Event]) -> None:
    seat = s.active
    for _ in range(2):
        s.hands[seat].remove(code)
    s.deck.throw(code, code)
    line = Sentence(f"{K}-traded", name=s.players[seat], card=card_name(h.house, code))
    events.append(Event(line))
    draw_told(s, events, 1, "extra")
    start_count(s, events)
