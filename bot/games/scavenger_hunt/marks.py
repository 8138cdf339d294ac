"""The short badges that tie the mover's menus to the board.

After a roll every space the count may stop on gets a letter A, B, C … nearest first (letters,
since the outer spaces are numbered); the board draws the letter there, and each option of the
mover's panel that ends on it (a destination, the cards to keep there, a step) begins with it
("C · yellow Garage · Garage"). The hand is
secret, so the numbers are worked out for any hand: a real hand's options are some of them,
and the board tells nothing of the cards. Only labels change: the action ids stay exactly as
they were, since saved event logs replay them.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.scavenger_hunt.words import quick

SEPARATOR = " · "


def lettered(places: Iterable[str]) -> dict[str, str]:
    """Each place's badge, lettered from A in the order the places come."""
    badges: dict[str, str] = {}
    for place in places:
        badges.setdefault(place, letters(len(badges)))
    return badges


def letters(index: int) -> str:
    """The ``index``-th badge: A … Z, then AA, AB … (a long count can reach 30 places)."""
    first, last = divmod(index, 26)
    return (chr(ord("A") + first - 1) if first else "") + chr(ord("A") + last)


def badged(badge: str | None, label: str) -> str:
    """``label`` begun by ``badge`` ('C · yellow Garage'); as it was without one."""
    return quick("scavenger-hunt-badged", badge=badge, label=label) if badge else label
