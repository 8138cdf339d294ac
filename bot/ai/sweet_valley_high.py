"""Sweet Valley High: items and boyfriend found, then the way home.

The standings count items; the measure adds the seat's own boyfriend (any boyfriend is worth
a little: he can be traded), then, with everything found, how near home the piece is. Until
then it counts how near the piece is to an arrow of a classroom still face down, or, better,
of the classroom where the seat last peeked at a card it needs.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.ai.boards import data, distances
from bot.engine import View

STAGES = 6
"""Four items, the boyfriend, home."""
FACE_DOWN = "down"
FAR = 12
ANY_BOYFRIEND = 0.3
LOOKING = 0.3
PEEKED = 0.6


def advance(public: View, own: View) -> float:
    seat = own.seat
    assert seat is not None
    board = public.board
    card = board["scoreboards"][seat]
    character = characters().get(card["character"])
    if character is None:
        return 0.0
    items = len(card["items"])
    held = own.private_board.get("boyfriend")
    found = items + (1.0 if held == character["boyfriend"] else ANY_BOYFRIEND if held else 0.0)
    where = board["positions"][seat]
    if items >= len(character["items"]) and held == character["boyfriend"]:
        home = data(__name__, "board")["homes"][character["key"]]
        return min(1.0, (found + closeness(home, where)) / STAGES)
    wanted = peeked_room(own, character)
    if wanted is not None and board["rooms"].get(wanted) == FACE_DOWN:
        return (found + PEEKED * nearest(arrows_of((wanted,)), where)) / STAGES
    down = tuple(room for room, shown in board["rooms"].items() if shown == FACE_DOWN)
    return (found + LOOKING * nearest(arrows_of(down), where)) / STAGES


def peeked_room(own: View, character: dict) -> str | None:
    """The classroom of the seat's last peek, if what it saw there is its own item or
    boyfriend."""
    line = own.private_board.get("peek") or ""
    names = {item["name"] for item in character["items"]} | {boyfriends()[character["boyfriend"]]}
    for room in data(__name__, "board")["rooms"]:
        if f" in {room['name']}: " in line and line.split(": ", 1)[1].rstrip(".") in names:
            return room["id"]
    return None


def closeness(space: str, where: str | None) -> float:
    if where is None:
        return 0.0
    return max(0.0, 1 - steps_to(space).get(where, FAR) / FAR)


def nearest(spaces: Iterable[str], where: str | None) -> float:
    return max((closeness(space, where) for space in spaces), default=0.0)


@cache
def arrows_of(rooms: tuple[str, ...]) -> tuple[str, ...]:
    wanted = set(rooms)
    return tuple(
        space["id"]
        for space in data(__name__, "board")["spaces"]
        if space["kind"] == "arrow" and wanted & set(space["rooms"])
    )


@cache
def steps_to(space: str) -> dict[str, int]:
    board = data(__name__, "board")
    around = {s["id"]: s["next"] for s in board["spaces"]}
    return distances(space, lambda here: around.get(here, ()))


@cache
def characters() -> dict[str, dict]:
    return {c["key"]: c for c in data(__name__, "cards")["characters"]}


@cache
def boyfriends() -> dict[str, str]:
    return {b["key"]: b["name"] for b in data(__name__, "cards")["boyfriends"]}
