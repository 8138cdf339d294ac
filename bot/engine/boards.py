"""Board parts more than one game declares in its ``boards.py`` (see "Typed boards" in
docs/architecture.md): a game's views build them and its pictures read them, field by field."""

from __future__ import annotations

import msgspec


class Walk(msgspec.Struct, frozen=True):
    """The last finished move: whose pawn moved, and every space it stood on, first to last."""

    seat: int
    path: tuple[str, ...]


class Badge(msgspec.Struct, frozen=True):
    """The number a move's menu gives a place the mover may reach, drawn on that ``space``."""

    space: str
    number: str
