"""Scavenger Hunt: discs collected, and how near the next one (or START, with all four) is.

The standings count discs only, so a pawn one step from its next disc and one across the house
look alike. The measure adds part of a disc as the pawn nears the room of its next disc in its
list (START once it holds all four), counting steps along the path's arrows and through
Doors, a little more when the seat holds a card that opens that room.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.ai.boards import data, distances
from bot.engine import View

STAGES = 5
"""Four discs, then home."""
FAR = 24
WILD = "W"
NEARING = 0.6
HOLDING_THE_CARD = 0.25


def advance(public: View, own: View) -> float:
    seat = own.seat
    assert seat is not None
    board = public.board
    collected = board["collected"][seat]
    if collected >= len(board["rooms"][seat]):
        target = data(__name__, "house")["starts"][board["colours"][seat]]
        key_card = None
    else:
        target = board["rooms"][seat][collected]
        key_card = room_codes().get(target)
    where = board["positions"][seat]
    steps = to(target).get(where, FAR) if where else FAR
    near = max(0.0, 1 - steps / FAR) * NEARING
    hand = own.private_board.get("hand", ())
    if key_card is not None and (key_card in hand or WILD in hand):
        near += HOLDING_THE_CARD * NEARING
    return min(1.0, (collected + near) / STAGES)


@cache
def room_codes() -> dict[str, str]:
    """The card code that opens each room (K for a kitchen, ...)."""
    codes = {card["kind"]: card["code"] for card in data(__name__, "deck")["cards"]}
    return {
        space["id"]: codes[space["kind"]]
        for space in data(__name__, "house")["spaces"]
        if space["kind"] in codes
    }


@cache
def to(target: str) -> dict[str, int]:
    """Steps from every space to ``target``: along the path's arrows, either way through Doors."""
    house = data(__name__, "house")
    path = house["path"]
    towards: dict[str, list[str]] = {}
    for index, space in enumerate(path):
        towards.setdefault(path[(index + 1) % len(path)], []).append(space)
    for a, b in house["doors"]:
        towards.setdefault(a, []).append(b)
        towards.setdefault(b, []).append(a)

    def back(space: str) -> Iterable[str]:
        return towards.get(space, ())

    return distances(target, back)
