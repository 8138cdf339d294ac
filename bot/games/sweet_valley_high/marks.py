"""The numbered badges that tie a menu to the board: after a roll, every space the mover can
reach (or step to next) gets a short number, the board draws it on that space and the menu
option naming the space begins with it ("2 · Lockers").

Spaces are numbered in the order the menu lists them, so each menu reads 1, 2, 3 … Only the
label changes: the ids stay exactly as they were, since saved event logs replay them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from bot.games.sweet_valley_high.said import Said

SEPARATOR = " · "


def numbered(places: Iterable[str]) -> dict[str, str]:
    """Each place's badge, numbered from 1 in the order given."""
    return {place: str(number) for number, place in enumerate(places, start=1)}


def badged(badge: str, label: str) -> str:
    """A menu label begun by the badge the board draws on its place (the badge is a number
    as the board draws it, passed as text so no language groups its digits)."""
    return _badged(badge, label, getattr(label, "message_id", None))


@lru_cache(maxsize=1024)
def _badged(badge: str, label: str, message_id: object) -> str:
    """Kept, as the words' own sentences are (the same few labels every turn); the label's
    id is in the key, as two labels may read alike in English."""
    return Said("sweet-valley-high-badged", badge=badge, label=label)
