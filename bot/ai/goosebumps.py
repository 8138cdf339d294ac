"""Goosebumps: Terror in the Graveyard: pawns still standing, and a Ring on its way to the Crypt.

Nobody scores, so the standings say nothing until the end. A player wins with a pawn that holds
a Ring and is no Monster, on the Crypt platform, or by being the last one left; so the measure
counts the pawns still in the graveyard and how near the Crypt the best of them is (in steps
round the pits the tombs open now, the Exit one jump away), a pawn with a Ring counting most;
and ``finish`` sends a ringed pawn to the Crypt by the shortest way. A seat knows its own
pawns' cards (its own view); the others' are whatever the drawn position dealt them. Pawns and
cards are read from the board's typed fields (``bot/games/goosebumps/boards.py``): a Ring is a
card whose effect is one, never a title.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.ai.boards import data_folder, distances
from bot.games.goosebumps import cards
from bot.games.goosebumps.actions import GO, SKULL, STEP, action_id
from bot.games.goosebumps.board import PIT, Board, load_board
from bot.games.goosebumps.boards import GooseView, SavedCards

STANDING = 0.1
RING = 0.35
NEAR = 0.45
WALK = 0.15
FAR = 14
"""Steps from which a pawn is no nearer the Crypt than from the Gate."""
HORIZON = 4
"""Inputs the search plays on after the turn: the next tomb slides may open a pit under a pawn."""


def advance(public: GooseView, own: GooseView) -> float:
    """The seat's pawns still standing, and what its best pawn has left to do: with a Ring and
    no Monster, the steps to the Crypt; else, counting far less, how near the Crypt it stands."""
    seat = own.seat
    assert seat is not None
    ringed = ringed_pawns(own)
    standing = [p for p in public.board.pawns if p.seat == seat and p.space is not None]
    steps = to_crypt(public.board.tombs)
    best = 0.0
    for pawn in standing:
        near = max(0.0, 1 - steps.get(pawn.space, FAR) / FAR)
        if pawn.name in ringed and not pawn.monster:
            best = max(best, RING + NEAR * near)
        else:
            best = max(best, WALK * near)
    return min(1.0, STANDING * len(standing) + best)


def finish(public: GooseView, own: GooseView, legal: Sequence[str]) -> str | None:
    """A ringed pawn (no Monster) heads for the Headless Ghost by the shortest way: it drops the
    skull on the Crypt platform, else moves or steps onto it (the try follows by itself), else
    ends its move on the Exit, from which any roll jumps onto the Crypt next turn. A try costs
    nothing the search could weigh against half a win, and the search's few drawn positions
    would only blur these moves among the noisier ones."""
    board = graveyard()
    ringed = ringed_pawns(own)
    for index, pawn in enumerate(public.board.pawns):
        if pawn.seat != own.seat or pawn.name not in ringed or pawn.monster:
            continue
        for kind, *fields in ((SKULL,), (GO, board.crypt), (STEP, board.crypt), (GO, board.exit)):
            towards = action_id(kind, index, *fields)
            if towards in legal:
                return towards
    return None


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
def graveyard() -> Board:
    """The published board, as every player sees it."""
    return load_board(data_folder(__name__) / "board.json")


@cache
def to_crypt(tombs: tuple[int, ...]) -> dict[str, int]:
    """Orthogonal steps from every space to the Crypt with the tombs at ``tombs``: round the
    open pits, the Crypt platform a single jump from the Exit (with any count)."""
    board = graveyard()
    kinds = board.kinds(tombs)
    return distances(
        board.crypt, lambda space: [s for s in board.neighbours[space] if kinds[s] != PIT]
    )
