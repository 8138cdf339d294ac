"""The loaded house as every Scavenger Hunt module sees it: the data, the names worked out once,
and the route searches kept for reuse. One per game object; passed explicitly to each module."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine import Action
from bot.games.scavenger_hunt.house import DOG, WILD, House
from bot.games.scavenger_hunt.routes import Count, Walk, Ways, hand_tuple
from bot.games.scavenger_hunt.state import ScavengerState
from bot.games.scavenger_hunt.words import place, short_place

DISCS_EACH = 4
WALKS_KEPT = 32
"""Route searches kept for reuse (each knows the pawns and Dogs it was made for)."""


@dataclass(eq=False)
class Hunt:
    """One checked house and what the game works out from it once."""

    house: House
    dog: str = field(init=False)
    wild: str = field(init=False)
    place_names: dict[str, str] = field(init=False)
    """Each space's name in the turn story, worked out once: labels name spaces by the hundred."""
    short_names: dict[str, str] = field(init=False)
    doorless: tuple[str, ...] = field(init=False)
    """The outer spaces beside no Door, in path order: where a Dog may ever stand."""
    walks: dict[tuple[Any, ...], Walk] = field(default_factory=dict)
    ways: dict[tuple[Any, ...], Ways] = field(default_factory=dict)
    """Every Walk's ``shared`` table: the ways out of a space, by the facts around it."""
    dog_moves_made: dict[tuple[str, str], Action] = field(default_factory=dict)
    labels: dict[tuple[Any, ...], str] = field(default_factory=dict)
    """Destination labels by what they say: a turn lists the same few dozen again and again,
    and wording one from the catalogs costs more than the route search."""

    def __post_init__(self) -> None:
        house = self.house
        self.dog = house.code_of(DOG)
        self.wild = house.code_of(WILD)
        self.place_names = {space: place(house, space) for space in house.spaces}
        self.short_names = {space: short_place(house, space) for space in house.spaces}
        self.doorless = tuple(space for space in house.path if not house.abuts_door(space))


def walk(h: Hunt, s: ScavengerState) -> Walk:
    """The fixed facts of the active pawn's count."""
    seat = s.active
    others = frozenset(pos for i, pos in enumerate(s.positions) if i != seat and not s.gone[i])
    done = s.collected[seat] >= DISCS_EACH
    home = h.house.starts[s.colours[seat]] if done else None
    target = None if done else s.rooms[seat][s.collected[seat]]
    facts = (others, frozenset(s.dogs), home, target)
    known = h.walks.pop(facts, None) or Walk(h.house, *facts, shared=h.ways)
    h.walks[facts] = known  # most recent last; a panel, /play and apply share a search
    while len(h.walks) > WALKS_KEPT:
        h.walks.pop(next(iter(h.walks)))
    return known


def count(h: Hunt, s: ScavengerState) -> Count:
    """The active pawn's count as the route search sees it."""
    seat = s.active
    hand = hand_tuple(s.hands[seat])
    return Count(walk(h, s), s.positions[seat], s.direction, s.stepping.left, hand)
