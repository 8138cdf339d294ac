"""The short badges that tie a move's menu to the board.

After a roll every place the mover can reach is numbered 1, 2, 3 … in the order the menu first
names it; the board draws the number on that place and each option naming it begins with it
("3 · Reveal at the Bank, via North Avenue"). Two options ending on one place (a reveal there,
or another way to it) share its number. Only labels change: the action ids stay exactly as they
were, since saved event logs replay them.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.cheat_street.words import said


def numbered(places: Iterable[str]) -> dict[str, str]:
    """Each place's badge, counting from 1 in the order the places are first named."""
    badges: dict[str, str] = {}
    for place in places:
        badges.setdefault(place, str(len(badges) + 1))
    return badges


def badged(badge: str, label: str) -> str:
    """``label`` begun by ``badge``: '3 · Reveal at the Bank'."""
    return said("badged", badge=badge, label=label)
