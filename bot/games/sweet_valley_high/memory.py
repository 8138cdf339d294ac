"""What each player remembers of the face-down cards (SVH28), kept in the state's ``memory``
as cards go face down in sight of all, leave a classroom, or go back after a secret look."""

from __future__ import annotations

from bot.games.sweet_valley_high.school import School
from bot.games.sweet_valley_high.state import SvhState


def seen_by_all(s: SvhState, room: str, card: str) -> None:
    """Everyone saw ``card`` go (or stay) face down in ``room``."""
    for known in s.memory:
        known[room] = card


def forget(s: SvhState, room: str) -> None:
    """``room``'s card left it in sight of all (or now lies face up): nobody needs to
    remember it."""
    for known in s.memory:
        known.pop(room, None)


def after_peek(school: School, s: SvhState, seat: int, room: str, *, had_boyfriend: bool) -> None:
    """A card went back face down into ``room`` after ``seat``'s secret look. Whether she
    swapped her boyfriend for a boyfriend there the others can't tell, so they forget a
    boyfriend they remembered there if she had one; the same words, kept or swapped."""
    if s.rooms[room] is None:
        forget(s, room)
        return
    for other, known in enumerate(s.memory):
        if other != seat and had_boyfriend and known.get(room) in school.boyfriends:
            del known[room]
