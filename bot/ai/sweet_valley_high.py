"""Sweet Valley High: items and boyfriend found, then the way home.

The standings count items; the measure adds the seat's own boyfriend (any boyfriend is worth
a little: he can be traded), then, with everything found, how many steps the piece has left
to its Home Space (she stops there with steps to spare, so each step nearer counts). Until
then it counts the steps to an arrow of a classroom where the seat remembers a card it needs
(turned over for all, put back in sight of all, peeked at), or else of a classroom whose card
it has not seen: a card it remembers and does not need is not worth turning over again.
Scoreboards, classrooms and the seat's memory are read from the typed boards
(``bot/games/sweet_valley_high/boards.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.sweet_valley_high.boards import FACE_DOWN, SeatSecrets, SvhView
from bot.games.sweet_valley_high.school import ARROW, Character, School, load_school

STAGES = 6
"""Four items, the boyfriend, home."""
ANY_BOYFRIEND = 0.3
LOOKING = 0.3
KNOWN = 0.6
STEP_BY_STEP = "step-by-step"
STEER = True
"""A large card's move to any space, a trade of places, a classroom to look in: each is worth
much only when chosen well, and a turn opens one at most now and then."""
FULL_TABLE = 4


def search_scale(players: int) -> float:
    """Three times the simulations at four players: a move's worth there hangs on a card
    turned over, one of many unseen, and three others' cards and bumps, so telling two moves
    apart takes more drawn positions (``python -m bench.ai`` against goal players: 29-30% on
    the table's budget over 100 and 60 games, 38% on three times it over 60)."""
    return 3.0 if players >= FULL_TABLE else 1.0


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
    wanted = needed(character, card.items, held)
    known = remembered(secrets)
    face_down = {c.room for c in board.rooms if c.shown == FACE_DOWN}
    found_there = tuple(room for room in face_down if known.get(room) in wanted)
    if found_there:
        return (found + KNOWN * nearest(arrows_of(tuple(sorted(found_there))), where)) / STAGES
    unknown = tuple(sorted(room for room in face_down if room not in known))
    return (found + LOOKING * nearest(arrows_of(unknown), where)) / STAGES


def redundant(action_id: str) -> bool:
    """Walking step by step ends where one of the whole moves offered beside it ends."""
    return action_id == STEP_BY_STEP


def needed(character: Character, items: Iterable[str], held: str | None) -> set[str]:
    """The cards still missing from her scoreboard: items, and her boyfriend."""
    missing = set(character.items) - set(items)
    return missing if held == character.boyfriend else missing | {character.boyfriend}


def remembered(secrets: SeatSecrets) -> dict[str, str]:
    """Classroom -> the card the seat knows lies face down there: its memory, and its last
    peek (a Go To Detention card by any of its keys: they are alike)."""
    known = {memory.room: memory.card for memory in secrets.memory}
    peek = secrets.peek
    if peek is not None and peek.room not in known:
        names = school().card_names
        known[peek.room] = next(key for key, name in names.items() if name == peek.card)
    return known


def closeness(space: str, where: str | None) -> float:
    """1 on ``space``, falling by a step's worth for each step away, 0 at the far end."""
    if not where:
        return 0.0
    return max(0.0, 1 - steps(space, where) / far())


def steps(space: str, where: str) -> int:
    """Steps from ``where`` to ``space`` along the path; out of the Detention Room through
    its door."""
    known = steps_to(space)
    if where == school().detention:
        return known[school().door] + 1
    return known.get(where, far())


def nearest(spaces: Iterable[str], where: str | None) -> float:
    return max((closeness(space, where) for space in spaces), default=0.0)


@cache
def far() -> int:
    """One step more than the longest shortest way on the board: no space is that far."""
    return 1 + max(max(steps_to(space).values()) for space in school().spaces)


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
