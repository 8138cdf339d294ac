"""Where a pawn can go with the number die, from the board as it lies now (public facts only).

A walk takes orthogonal steps onto neighbouring spaces (bushes are not spaces), never into a pit
and never back onto a space it has used this turn, for exactly the number rolled. The one
exception is the Crypt platform: from the Exit a pawn may jump onto it with any count left, and
the move ends there. The walking itself is the kit's (``bot.engine.graph``); what is this
board's is which steps are open with the tombs where they stand.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache

from bot.engine.graph import Path, destinations, first_steps, walks, without_revisits
from bot.games.goosebumps.board import PIT, Board


@lru_cache(maxsize=64)
def open_steps(board: Board, tombs: tuple[int, ...]) -> Mapping[str, tuple[str, ...]]:
    """From each space, the neighbours a pawn may step onto with the tombs at ``tombs``: never a
    pit, and the Crypt platform only from the Exit."""
    kinds = board.kinds(tombs)
    return {
        here: tuple(
            there
            for there in board.neighbours[here]
            if kinds[there] != PIT and (there != board.crypt or here == board.exit)
        )
        for here in board.spaces
    }


def pawn_walks(board: Board, tombs: Sequence[int], used: Path, left: int) -> Iterator[Path]:
    """Every way to finish a move from ``used[-1]`` (``used`` = spaces used this turn), as the
    spaces stepped onto; the Crypt ends a walk early."""
    return walks(
        used,
        left,
        without_revisits(open_steps(board, tuple(tombs))),
        lambda path: path[-1] == board.crypt,
    )


@lru_cache(maxsize=4096)
def reach(board: Board, tombs: tuple[int, ...], start: str, count: int) -> dict[str, Path]:
    """Each space a move from ``start`` can end on, with the first walk (in board order) that
    gets there, worked out once per position (the board never changes, so the answer doesn't
    either). Callers must not mutate it."""
    return destinations(pawn_walks(board, tombs, (start,), count))


def next_steps(board: Board, tombs: Sequence[int], used: Path, left: int) -> list[str]:
    """The first steps that still lead to a whole move (step by step never strands a pawn)."""
    return first_steps(pawn_walks(board, tombs, used, left))


def adjacent(board: Board, kinds: Mapping[str, str], here: str) -> list[str]:
    """The spaces next to ``here`` that are not pits (the Ghost Light's jump)."""
    return [s for s in board.neighbours[here] if kinds[s] != PIT and s != board.crypt]
