"""Goosebumps: Terror in the Graveyard: pawns still standing, and a Ring on its way to the Crypt.

Nobody scores, so the standings say nothing until the end. A player wins with a pawn that holds
a Ring and is no Monster, on the Crypt platform, or by being the last one left; so the measure
counts the pawns still in the graveyard and how near the Crypt the best of them is, a pawn
with a Ring counting most. A seat knows its own pawns' cards (its own view); the others' are
whatever the drawn position dealt them. Pawns and cards are read from the board's typed fields
(``bot/games/goosebumps/boards.py``): a Ring is a card whose effect is one, never a title.
"""

from __future__ import annotations

from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.goosebumps import cards
from bot.games.goosebumps.board import load_board
from bot.games.goosebumps.boards import GooseView, SavedCards

STANDING = 0.15
RING = 0.35
NEAR = 0.35
WALK = 0.15
FAR = 14
"""Steps from which a pawn is no nearer the Crypt than from the Gate."""
HORIZON = 4
"""Inputs the search plays on after the turn: the next tomb slides may open a pit under a pawn."""


def advance(public: GooseView, own: GooseView) -> float:
    seat = own.seat
    assert seat is not None
    ringed = ringed_pawns(own)
    standing = [p for p in public.board.pawns if p.seat == seat and p.space is not None]
    best = 0.0
    for pawn in standing:
        near = max(0.0, 1 - to_crypt().get(pawn.space, FAR) / FAR)
        if pawn.name in ringed and not pawn.monster:
            best = max(best, RING + NEAR * near)
        else:
            best = max(best, WALK * near)
    return min(1.0, STANDING * len(standing) + best)


def ringed_pawns(own: GooseView) -> frozenset[str]:
    """The names of the seat's pawns with a Magic Ring saved under them, read from the saved
    cards' effects in its own view."""
    saved = own.private_board
    if not isinstance(saved, SavedCards):
        return frozenset()
    return frozenset(
        pawn.name for pawn in saved.pawns if any(c.effect == cards.RING for c in pawn.cards)
    )


@cache
def to_crypt() -> dict[str, int]:
    """Orthogonal steps from every space to the Crypt, through spaces only, on the published
    board as every player sees it."""
    board = load_board(data_folder(__name__) / "board.json")
    return distances(board.crypt, lambda space: board.neighbours[space])
