"""The short badges that tie the mover's menus to the board.

After a roll every space the count may stop on is numbered 1, 2, 3 … nearest first; the board
draws the number there, and each option of the mover's panel that ends on it (a destination,
the cards to keep there, a step) begins with it ("3 · yellow Garage · Garage"). The hand is
secret, so the numbers are worked out for any hand: a real hand's options are some of them,
and the board tells nothing of the cards. Only labels change: the action ids stay exactly as
they were, since saved event logs replay them.
"""

from __future__ import annotations

from collections.abc import Iterable

SEPARATOR = " · "


def numbered(places: Iterable[str]) -> dict[str, str]:
    """Each place's badge, counting from 1 in the order the places come."""
    badges: dict[str, str] = {}
    for place in places:
        badges.setdefault(place, str(len(badges) + 1))
    return badges


def badged(badge: str | None, label: str) -> str:
    """``label`` begun by ``badge`` ('3 · yellow Garage'); as it was without one."""
    return f"{badge}{SEPARATOR}{label}" if badge else label
