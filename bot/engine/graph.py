"""Movement on a board's graph of spaces: walks of a count, where they end, and Step by step.

A board game's move is a walk: the spaces a pawn steps onto, one a step, for exactly the count
(or fewer, where the rulebook lets a walk end early). What differs between games is only which
step may follow a walk so far (never back onto a used space, never a U-turn, never into a pit)
and where a walk may stop short; a game says that in two small functions and gets from here its
walks, its destinations (each end space with the walk that reaches it) and the first steps
that still lead somewhere, which is what a Step by step mover is offered. ``Stepping`` is the
dumpable value a game keeps in its state while a mover walks step by step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

import msgspec

Path = tuple[str, ...]
"""Where a pawn has been this move: its start, then every space stepped onto."""
NextSpaces = Callable[[Path], Iterable[str]]
"""The spaces the walk so far may step onto next."""
StopsShort = Callable[[Path], bool]
"""Whether a walk may (and so must) end where it stands, with steps left over."""


def never(path: Path) -> bool:
    return False


def without_revisits(neighbours: Mapping[str, Sequence[str]]) -> NextSpaces:
    """Steps onto a neighbour the walk has not used yet."""

    def next_spaces(path: Path) -> Iterator[str]:
        return (space for space in neighbours[path[-1]] if space not in path)

    return next_spaces


def without_u_turns(neighbours: Mapping[str, Sequence[str]]) -> NextSpaces:
    """Steps onto any neighbour but the one the walk just came from."""

    def next_spaces(path: Path) -> Iterator[str]:
        came_from = path[-2] if len(path) > 1 else None
        return (space for space in neighbours[path[-1]] if space != came_from)

    return next_spaces


def walks(
    path: Path, left: int, next_spaces: NextSpaces, stops_short: StopsShort = never
) -> Iterator[Path]:
    """Every way to finish a move begun as ``path`` with ``left`` steps to go, as the spaces
    stepped onto, depth first in the order ``next_spaces`` gives; a walk that stops short
    ends there."""
    if left == 0:
        yield ()
        return
    for space in next_spaces(path):
        after = (*path, space)
        if stops_short(after):
            yield (space,)
            continue
        for rest in walks(after, left - 1, next_spaces, stops_short):
            yield (space, *rest)


def destinations(found: Iterable[Path]) -> dict[str, Path]:
    """Each space a walk ends on, with the first walk that ends there, in walk order."""
    ends: dict[str, Path] = {}
    for walk in found:
        if walk:
            ends.setdefault(walk[-1], walk)
    return ends


def first_steps(found: Iterable[Path]) -> list[str]:
    """The first steps of the walks, each once: the steps that never strand a pawn."""
    steps: dict[str, None] = {}
    for walk in found:
        if walk:
            steps.setdefault(walk[0])
    return list(steps)


class Stepping(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A move walked one step at a time: ``path`` so far (its start first), ``left`` to go.

    ``on`` is whether the mover asked to walk step by step; the path and the count are kept
    either way, so a move that began at once and goes on step by step needs no other shape.
    """

    on: bool = False
    path: list[str] = []
    left: int = 0

    @property
    def moved(self) -> bool:
        """Whether the move under way has taken its first step."""
        return len(self.path) > 1

    def begin(self, start: str, count: int) -> None:
        self.path = [start]
        self.left = count

    def step(self, space: str) -> None:
        self.path.append(space)
        self.left -= 1

    def finish(self) -> list[str]:
        """The path walked, and the move forgotten."""
        walked, self.on, self.path, self.left = self.path, False, [], 0
        return walked
