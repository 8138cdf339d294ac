"""Where a pawn can go with the number die, from the board as it lies now (public facts only).

A walk takes orthogonal steps onto neighbouring spaces (bushes are not spaces), never into a pit
and never back onto a space it has used this turn, for exactly the number rolled. The one
exception is the Crypt platform: from the Exit a pawn may jump onto it with any count left, and
the move ends there.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache

from bot.games.goosebumps.board import PIT, Board


def walks(
    board: Board, kinds: Mapping[str, str], used: tuple[str, ...], left: int
) -> Iterator[tuple[str, ...]]:
    """Every way to finish a move from ``used[-1]`` (``used`` = spaces used this turn), as the
    spaces stepped onto; the Crypt ends a walk early."""
    here = used[-1]
    if left == 0:
        yield ()
        return
    for there in board.neighbours[here]:
        if there in used or kinds[there] == PIT:
            continue
        if there == board.crypt:
            if here == board.exit:
                yield (there,)
            continue
        for rest in walks(board, kinds, (*used, there), left - 1):
            yield (there, *rest)


def destinations(
    board: Board, kinds: Mapping[str, str], used: tuple[str, ...], left: int
) -> dict[str, tuple[str, ...]]:
    """Each space a move can end on, with the first walk (in board order) that gets there."""
    found: dict[str, tuple[str, ...]] = {}
    for walk in walks(board, kinds, used, left):
        if walk:
            found.setdefault(walk[-1], walk)
    return found


def next_steps(
    board: Board, kinds: Mapping[str, str], used: tuple[str, ...], left: int
) -> list[str]:
    """The first steps that still lead to a whole move (step by step never strands a pawn)."""
    steps: list[str] = []
    for walk in walks(board, kinds, used, left):
        if walk and walk[0] not in steps:
            steps.append(walk[0])
    return steps


def adjacent(board: Board, kinds: Mapping[str, str], here: str) -> list[str]:
    """The spaces next to ``here`` that are not pits (the Ghost Light's jump)."""
    return [s for s in board.neighbours[here] if kinds[s] != PIT and s != board.crypt]


@lru_cache(maxsize=4096)
def reach(
    board: Board, tombs: tuple[int, ...], start: str, count: int
) -> dict[str, tuple[str, ...]]:
    """``destinations`` from ``start`` with the tombs at ``tombs``, worked out once per position
    (the board never changes, so the answer doesn't either). Callers must not mutate it."""
    return destinations(board, board.kinds(tombs), (start,), count)
