"""Scavenger Hunt: discs collected, and how near the next one (or START, with all four) is.

The standings count discs only, so a pawn one step from its next disc and one across the house
look alike. The measure adds part of a disc as the pawn nears the room of its next disc in its
list (START once it holds all four), counting steps along the path's arrows and through
Doors, a little more when the seat holds a card that opens that room. The seat's side and
hand are read from the board's typed fields (``bot/games/scavenger_hunt/boards.py``), the
house from the game's checked house.

A move is two choices (a destination, then the cards to keep) or a walk step by step, which the
search's random play after an option blurs: a route that collects the next disc or comes home
is taken without a search (``finish``), as a good player always does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.scavenger_hunt.boards import ScavengerHuntView, SeatHand
from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.rules import read_house

STAGES = 5
"""Four discs, then home."""
FAR = 24
WILD = "W"
NEARING = 0.6
HOLDING_THE_CARD = 0.25


MOVES = ("go", "to", "step")
"""The kinds of action id whose second field names the space the pawn goes to."""


def finish(public: ScavengerHuntView, own: ScavengerHuntView, legal: Sequence[str]) -> str | None:
    """The first legal move onto the seat's goal (its next disc's room, or START with all
    four): collecting ends the turn and coming home wins, so no other route beats it."""
    seat = own.seat
    assert seat is not None
    goal = target(public, seat)
    for action_id in legal:
        kind, _, rest = action_id.partition(":")
        if kind in MOVES and rest.split(":", 1)[0] == goal:
            return action_id
    return None


def target(public: ScavengerHuntView, seat: int) -> str:
    """The space the seat heads for: its next disc's room, or its START once it has all four."""
    side = public.board.seats[seat]
    if side.collected >= len(side.rooms):
        return house().starts[side.colour]
    return side.rooms[side.collected]


def advance(public: ScavengerHuntView, own: ScavengerHuntView) -> float:
    seat = own.seat
    assert seat is not None
    side = public.board.seats[seat]
    collected = side.collected
    target_space = target(public, seat)
    key_card = None if collected >= len(side.rooms) else room_codes().get(target_space)
    where = side.position
    steps = to(target_space).get(where, FAR) if where else FAR
    near = max(0.0, 1 - steps / FAR) * NEARING
    hand = own.private_board.hand if isinstance(own.private_board, SeatHand) else ()
    if key_card is not None and (key_card in hand or WILD in hand):
        near += HOLDING_THE_CARD * NEARING
    return min(1.0, (collected + near) / STAGES)


@cache
def house() -> House:
    """The published house and deck, as every player sees them."""
    return read_house(data_folder(__name__))


@cache
def room_codes() -> dict[str, str]:
    """The card code that opens each room (K for a kitchen, ...)."""
    codes = {card.kind: card.code for card in house().cards.values()}
    return {space.id: codes[space.kind] for space in house().spaces.values() if space.kind in codes}


@cache
def to(target: str) -> dict[str, int]:
    """Steps from every space to ``target``: along the path's arrows, either way through Doors."""
    path = house().path
    towards: dict[str, list[str]] = {}
    for index, space in enumerate(path):
        towards.setdefault(path[(index + 1) % len(path)], []).append(space)
    for space, through in house().doors.items():
        towards.setdefault(space, []).extend(through)

    def back(space: str) -> Iterable[str]:
        return towards.get(space, ())

    return distances(target, back)
