"""What a Sweet Valley High position says, read the same way by the rules, the controls and
the words: who plays whom, which cards may be collected, which rooms are empty, where a move
may end. Only public facts feed what the table is shown."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import seats_to_the_left
from bot.games.sweet_valley_high import marks, phases
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import ARROW, HALL, Character, School
from bot.games.sweet_valley_high.state import SvhState


def complete(ctx: Context, s: SvhState, seat: int) -> bool:
    """Whether her scoreboard holds her four items and her own boyfriend."""
    char = character(ctx, s, seat)
    return set(s.items[seat]) == set(char.items) and s.boyfriends[seat] == char.boyfriend


def wins_at_home(ctx: Context, s: SvhState, seat: int) -> bool:
    return s.positions[seat] == character(ctx, s, seat).home and complete(ctx, s, seat)


def character(ctx: Context, s: SvhState, seat: int) -> Character:
    return ctx.school.character(s.characters[seat])


def seat_of(s: SvhState, character: str) -> int | None:
    return s.characters.index(character) if character in s.characters else None


def absent(ctx: Context, s: SvhState, card: str) -> bool:
    """Whether ``card`` belongs to a character nobody plays."""
    owner = ctx.school.owners.get(card)
    return owner is not None and owner not in s.characters


def owner_name(school: School, card: str) -> str:
    return school.character(school.owners[card]).name


def may_collect(ctx: Context, s: SvhState, seat: int, card: str) -> bool:
    school = ctx.school
    if absent(ctx, s, card) or card in school.detention_cards:
        return False
    if card in school.boyfriends:
        return True
    return school.owners[card] == s.characters[seat]


def face_down(s: SvhState) -> list[str]:
    return [r for r, c in s.rooms.items() if c is not None and r not in s.face_up]


def empty_rooms(s: SvhState) -> list[str]:
    return [r for r, c in s.rooms.items() if c is None]


def trade_targets(ctx: Context, s: SvhState) -> list[int]:
    return [
        i
        for i in seats_to_the_left(s.mover, len(s.players))
        if s.positions[i] != ctx.school.detention
    ]


def holders(s: SvhState) -> list[int]:
    return [i for i in seats_to_the_left(s.mover, len(s.players)) if s.boyfriends[i]]


def home_if_complete(ctx: Context, s: SvhState, seat: int) -> str | None:
    return character(ctx, s, seat).home if complete(ctx, s, seat) else None


def destinations(ctx: Context, s: SvhState) -> Mapping[str, tuple[str, ...]]:
    if s.phase != phases.MOVE or s.stepping.on or not s.roll:
        return {}
    here = s.positions[s.mover]
    return ctx.walks.destinations(here, s.roll, home_if_complete(ctx, s, s.mover))


def badges(ctx: Context, s: SvhState) -> dict[str, str]:
    """The badge on each space the mover may choose after her roll (where a move may end,
    or her next step), numbered in the order the menu lists them."""
    if s.phase != phases.MOVE or not s.roll:
        return {}
    return marks.numbered(next_steps(ctx, s) if s.stepping.on else destinations(ctx, s))


def next_steps(ctx: Context, s: SvhState) -> list[str]:
    home = home_if_complete(ctx, s, s.mover)
    return ctx.walks.next_steps(s.stepping.path, s.stepping.left, home)


def space_name(school: School, space: str) -> str:
    """The place as a menu names it, as the board shows it ("Lockers", "Science arrow")."""
    if space == school.detention:
        return school.rooms[space].name
    return school.spaces[space].name


def place(school: School, space: str) -> str:
    """The place as a sentence names it: "the Lockers", "the Science arrow", "Jessica's
    Home", "Trade Places at the top", "the Detention Room"."""
    kind = None if space == school.detention else school.spaces[space].kind
    name = space_name(school, space)
    return the(name) if kind in (None, ARROW, HALL) else name


def item(school: School, card: str) -> str:
    """An item card as a sentence names it: "the Prom Dress", "Ms. Dalton"."""
    name = school.card_names[card]
    return name if name.startswith(TITLES) else the(name)


TITLES = ("Mr. ", "Ms. ", "Mrs. ")
"""How a teacher's card begins: a person, named without an article."""


def the(name: str) -> str:
    """``name`` with "the" before it, unless it has one ("The Oracle arrow")."""
    return name if name.startswith("The ") else f"the {name}"
