"""How spaces, steps and lists read in labels and narrative, kept apart from the rules.

Every phrase is a ``Sentence`` from ``locales/<code>/games/cheat-street.ftl``, so each reader
gets it in their own language. A place is named in the form its sentence needs (``NAMED``:
"the Bank" as a subject, ``AT``: where one stands, ``TO``: where one goes, ``TITLE``: an option
on its own, ``OF``: what a compass word is measured from): English says "the Bank" in all of
them, while Spanish and German fold in the article's gender and case ("al Banco", "zum Feld
Bank").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.alt_text import Joined
from bot.games.cheat_street.board import GOAL, Board
from bot.sentences import Sentence, listed

PREFIX = __name__.split(".")[-2].replace("_", "-")
"""The game's key (its package's name): every message id starts with it."""
NAMED, AT, TO, TITLE, OF = "place", "place-at", "place-to", "place-title", "place-of"
"""The forms a place is named in (the message ids after the prefix)."""
NO_GOAL = "none"
"""The ``goal`` argument of a place that is no goal tile (Fluent selectors need a value)."""


class Said(Sentence):
    """One of Cheat Street's sentences (worded and kept in each language as every sentence is)."""

    def __str__(self) -> str:
        """Itself: a refusal read with ``str(error)`` keeps its message id, to be worded for
        the one who reads it (``plain`` gives the English text alone)."""
        return self


def plain(text: str) -> str:
    """The English text of a sentence alone, as a saved state keeps it."""
    return str.__str__(text)


def said(message: str, **args: object) -> Sentence:
    """One of Cheat Street's sentences, by its id without the game's prefix."""
    return Said(f"{PREFIX}-{message}", **args)


def slug(text: str) -> str:
    """A message id's part from a name in the data: 'Outer Ring North' -> 'outer-ring-north'."""
    return "-".join(text.lower().split())


@cache
def goal_name(key: str) -> Sentence:
    """A goal card's name, by its key in board.json ('Bank')."""
    return said(f"goal-{key}")


@cache
def street_name(name: str) -> Sentence:
    """A street's name, by its English name in board.json ('North Avenue')."""
    return said(f"street-{slug(name)}")


@cache
def _place(form: str, kind: str, goal: str, line: str) -> Sentence:
    """Kept: the rules name the same few places in every label they build."""
    name: str = goal_name(goal) if goal != NO_GOAL else ""
    return said(form, kind=kind, goal=goal, name=name, line=line)


def space_name(board: Board, space_id: str, form: str = NAMED) -> Sentence:
    """'Start', 'the Bakery', 'bus stop A' or 'a street space', in ``form``."""
    space = board.space(space_id)
    goal = space.goal if space.kind == GOAL and space.goal is not None else NO_GOAL
    return _place(form, space.kind, goal, space.line or "")


def whereabouts(board: Board, space_id: str) -> Sentence:
    """Where a space lies seen from Start: 'north-west of Start', 'east of Start'."""
    return said("whereabouts", side=side(board, board.start, space_id))


def direction(board: Board, here: str, there: str) -> str:
    """A compass key for a step (north is up on the drawn board, as y grows downwards)."""
    a, b = board.space(here), board.space(there)
    vertical = "north" if b.y < a.y else "south" if b.y > a.y else ""
    horizontal = "west" if b.x < a.x else "east" if b.x > a.x else ""
    return "-".join(part for part in (vertical, horizontal) if part) or "on"


def side(board: Board, here: str, there: str) -> Sentence:
    """Which side of ``here`` ``there`` lies on: 'north-west' (of something)."""
    return said("side", direction=direction(board, here, there))


def heading(board: Board, here: str, there: str) -> Sentence:
    """Which way a step from ``here`` to ``there`` goes: 'north-west'."""
    return said("heading", direction=direction(board, here, there))


def join_names(names: Sequence[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cid'."""
    return listed(names) if names else ""


def listed_names(names: Sequence[str]) -> str:
    """Names of places or streets one after another ('North Avenue and Outer Ring North'),
    each worded with the list (``listed`` joins all but the last as plain text)."""
    if len(names) <= 1:
        return names[0] if names else ""
    return Sentence("reply-list-and", most=Joined(names[:-1], ", "), last=names[-1])


def steps(count: int) -> Sentence:
    """'1 step', '3 steps'."""
    return said("steps", count=count)


def made_of(reveals: int, callouts: int) -> str:
    """What a score is made of: '2 reveals, 1 call-out', '1 reveal', or nothing."""
    if reveals and callouts:
        return said("made-both", reveals=reveals, callouts=callouts)
    if reveals:
        return said("made-reveals", count=reveals)
    if callouts:
        return said("made-callouts", count=callouts)
    return ""
