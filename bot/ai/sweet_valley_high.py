"""Sweet Valley High: items and boyfriend found, then the way home.

The standings count items; the measure adds the seat's own boyfriend (any boyfriend is worth
a little: he can be traded), then, with everything found, how near home the piece is. Until
then it counts how near the piece is to an arrow of a classroom still face down, or, better,
of the classroom where the seat last peeked at a card it needs. Scoreboards, classrooms and
the seat's peek are read from the typed boards (``bot/games/sweet_valley_high/boards.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.sweet_valley_high.boards import FACE_DOWN, SeatSecrets, SvhView
from bot.games.sweet_valley_high.school import ARROW, Character, School, load_school

STAGES = 6
"""Four items, the boyfriend, home."""
FAR = 12
ANY_BOYFRIEND = 0.3
LOOKING = 0.3
PEEKED = 0.6


def advance(public: SvhView, own: SvhView) -> float:
    seat = own.seat
    assert seat is not None
    board = public.board
    card = board.scoreboards[seat]
    character = school().cast.get(card.character)
    if character is None:
        return 0.0
    secrets = own.private_board
    assert isinstance(secrets, SeatSecrets)
    items = len(card.items)
    held = secrets.boyfriend
    found = items + (1.0 if held == character.boyfriend else ANY_BOYFRIEND if held else 0.0)
    where = board.positions[seat]
    if items >= len(character.items) and held == character.boyfriend:
        return min(1.0, (found + closeness(character.home, where)) / STAGES)
    wanted = peeked_room(secrets, character)
    if wanted is not None and board.shown_in(wanted) == FACE_DOWN:
        return (found + PEEKED * nearest(arrows_of((wanted,)), where)) / STAGES
    down = tuple(classroom.room for classroom in board.rooms if classroom.shown == FACE_DOWN)
    return (found + LOOKING * nearest(arrows_of(down), where)) / STAGES


def peeked_room(secrets: SeatSecrets, character: Character) -> str | None:
    """The classroom of the seat's last peek, if what it saw there is its own item or
    boyfriend."""
    peek = secrets.peek
    names = school().card_names
    wanted = {names[card] for card in (*character.items, character.boyfriend)}
    return peek.room if peek is not None and peek.card in wanted else None


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
        space.id
        for space in school().spaces.values()
        if space.kind == ARROW and wanted & set(space.rooms)
    )


@cache
def steps_to(space: str) -> dict[str, int]:
    around = school().neighbours
    return distances(space, lambda here: around.get(here, ()))


@cache
def school() -> School:
    """The published school as every player sees it: its spaces, classrooms and cast."""
    return load_school(data_folder(__name__))
