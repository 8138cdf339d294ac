"""Action ids as typed values: one codec per kind of action, formatting and parsing its id.

An id is a kind's prefix and then its fields, joined by ``:`` (``go:hall``, ``seat:2``,
``trade:K:L``). A kind declares its fields as ``Part`` readers, so ``format`` and ``parse`` are
one declaration and can't drift apart. ``ActionIds.parse`` tells a malformed id (no kind of this
game has that shape) from a well-formed one that the position doesn't allow: the first is
``MalformedAction``, the second is for the rules to refuse, as python-chess tells an
``InvalidMoveError`` from an ``IllegalMoveError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.errors import IllegalAction, unknown_action

SEPARATOR = ":"


class MalformedAction(IllegalAction):
    """An id no action of the game has the shape of: a typo or a forged id, never a move."""


@dataclass(frozen=True)
class Part:
    """One field of an id: ``read`` turns its text into a value, or raises ValueError."""

    name: str
    read: Callable[[str], Any]
    write: Callable[[Any], str] = str


def _word(text: str) -> str:
    if not text or not text.isprintable() or " " in text:
        raise ValueError("not a word")
    return text


def _whole(text: str) -> int:
    if not text.isdigit() or not text.isascii():
        raise ValueError("not a whole number")
    return int(text)


def word(name: str) -> Part:
    """Any printable text without spaces or colons (a space, a card, a goal's key)."""
    return Part(name, _word)


def number(name: str, low: int = 0, high: int | None = None) -> Part:
    """A whole number from ``low`` to ``high`` (a seat, a count)."""

    def read(text: str) -> int:
        value = _whole(text)
        if value < low or (high is not None and value > high):
            raise ValueError("out of range")
        return value

    return Part(name, read)


def one_of(name: str, values: Iterable[str]) -> Part:
    """One of a fixed set of words (a direction, ``me`` or ``rival``)."""
    allowed = frozenset(values)

    def read(text: str) -> str:
        if text not in allowed:
            raise ValueError("not one of the choices")
        return text

    return Part(name, read)


@dataclass(frozen=True)
class Parsed:
    """A parsed id: its kind's name and its fields' values, in order."""

    kind: str
    values: tuple[Any, ...] = ()


@dataclass(frozen=True)
class ActionKind:
    """One kind of action: ``name`` is its id's first field; ``parts`` its other fields,
    of which the last ``optional`` may be left off."""

    name: str
    parts: tuple[Part, ...] = ()
    optional: int = 0

    def __hash__(self) -> int:
        """By the name alone (equal kinds share it): a kind keys the caches of formatted ids,
        and hashing every part's reader on each look-up was a share of listing actions."""
        return hash(self.name)

    def format(self, *values: Any) -> str:
        if not len(self.parts) - self.optional <= len(values) <= len(self.parts):
            raise ValueError(f"{self.name} takes {len(self.parts)} fields, not {len(values)}")
        fields = (part.write(value) for part, value in zip(self.parts, values, strict=False))
        return SEPARATOR.join((self.name, *fields))

    def read(self, fields: Sequence[str]) -> Parsed | None:
        """The values of ``fields`` (the id after its name), or None if they don't fit."""
        if not len(self.parts) - self.optional <= len(fields) <= len(self.parts):
            return None
        try:
            values = tuple(part.read(text) for part, text in zip(self.parts, fields, strict=False))
        except ValueError:
            return None
        return Parsed(self.name, values)


class ActionIds:
    """Every kind of action a game has: the codec of all its ids."""

    def __init__(self, game_name: str, kinds: Iterable[ActionKind]) -> None:
        self.game_name = game_name
        self.kinds = {kind.name: kind for kind in kinds}

    def __getitem__(self, name: str) -> ActionKind:
        return self.kinds[name]

    def parse(self, action_id: str) -> Parsed:
        """The kind and values of ``action_id``; MalformedAction when it has no kind's shape."""
        name, *fields = action_id.split(SEPARATOR)
        kind = self.kinds.get(name)
        parsed = kind.read(fields) if kind is not None else None
        if parsed is None:
            raise MalformedAction(unknown_action(self.game_name, action_id))
        return parsed

    def well_formed(self, action_id: str) -> bool:
        try:
            self.parse(action_id)
        except MalformedAction:
            return False
        return True
