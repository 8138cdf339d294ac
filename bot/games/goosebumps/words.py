"""Names the game speaks in: the pawn pairs, their colours, the tombs and the dice."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.goosebumps.cards import Card
from bot.games.goosebumps.state import GooseState, seat_of

PAIRS: tuple[tuple[str, str], ...] = (
    ("Sari", "Gabe"),
    ("Terri", "Jerry"),
    ("Amanda", "Josh"),
    ("Lindy", "Kris"),
)
"""Four colour pairs of a girl and a boy from the Goosebumps books, in the order seats take them."""
PAIR_COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", "#0072b2"),
    ("green", "#009e73"),
    ("orange", "#e69f00"),
    ("pink", "#cc79a7"),
)
TOMB_NAMES = {"mummy": "Mummy", "monster": "Monster", "wolf": "Wolf"}
SYMBOL_FACES = ("monster", "monster", "mummy", "mummy", "wolf", "wolf")
"""The black symbol die: each tomb's symbol on two of its six faces."""
NUMBER_FACES = (1, 2, 3, 4, 5, 6)
COLOUR_NAMES = {"red": "Red", "purple": "Purple", "gold": "Gold"}


def pawn_name(pawn: int) -> str:
    return PAIRS[pawn // 2][pawn % 2]


def pawn_mark(pawn: int) -> str:
    """The two letters on a pawn, one pair per pawn ("Je" for Jerry, "Jo" for Josh)."""
    return pawn_name(pawn)[:2]


def who(players: Sequence[str], pawn: int) -> str:
    """A pawn with its player: "Ana's Sari"."""
    return f"{players[seat_of(pawn)]}'s {pawn_name(pawn)}"


def spaces(count: int | None) -> str:
    """'1 space', '4 spaces'."""
    return f"{count} space" if count == 1 else f"{count} spaces"


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def saved_line(cards: Mapping[str, Card], s: GooseState, pawn: int) -> str:
    """The titles of the cards saved under ``pawn``, as its own player is told them."""
    titles = [cards[c].title for c in s.saved[pawn]]
    if not titles:
        return f"{pawn_name(pawn)} has no saved cards."
    return f"{pawn_name(pawn)}'s saved cards: {', '.join(titles)}."
