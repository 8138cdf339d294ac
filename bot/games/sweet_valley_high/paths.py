"""Where a move can end, from the board, the roll and where the piece stands: public facts only.

A move is a walk of exactly the roll along the path that never steps on a space twice (the
house ruling on reversing); a piece in the Detention Room walks out through its door, which is
the first step of the count. A player whose scoreboard is complete may stop on her Home Space
with steps to spare, and a walk of hers never goes past it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from bot.engine import graph
from bot.engine.graph import NextSpaces, Path, StopsShort
from bot.games.sweet_valley_high.school import School


def next_spaces(school: School) -> NextSpaces:
    """Onto a space the walk has not used; out of the Detention Room only through its door."""
    along = graph.without_revisits(school.neighbours)
    door = (school.door,)

    def after(path: Path) -> Iterable[str]:
        return door if path[-1] == school.detention else along(path)

    return after


def home_stop(home: str | None) -> StopsShort:
    """With a complete scoreboard (``home`` set) a walk ends on her Home Space."""
    if home is None:
        return graph.never
    return lambda path: path[-1] == home


def moves(school: School, path: Sequence[str], left: int, home: str | None) -> Iterator[Path]:
    """Every way to go on from ``path`` (its start first) with ``left`` steps to go."""
    return graph.walks(tuple(path), left, next_spaces(school), home_stop(home))


def destinations(school: School, here: str, steps: int, home: str | None) -> dict[str, Path]:
    """End space -> the first walk there, in a stable order; the Home Space first, reached by
    its shortest walk, when ``home`` is set (a complete scoreboard) and within reach."""
    found = list(moves(school, (here,), steps, home))
    reached = graph.destinations(found)
    if home not in reached:
        return reached
    shortest = min((walk for walk in found if walk[-1] == home), key=len)
    return {home: shortest, **{end: walk for end, walk in reached.items() if end != home}}


def next_steps(school: School, path: Sequence[str], left: int, home: str | None) -> list[str]:
    """The steps a mover walking step by step may take: those that still lead to a whole move
    (or home, with a complete scoreboard)."""
    return graph.first_steps(moves(school, path, left, home))


class Walks:
    """The moves of one school. Where a move may end depends on public facts only (where it
    starts, the count, whether her Home Space ends it), so each is worked out once and shared
    by every game on this school."""

    def __init__(self, school: School) -> None:
        self.school = school
        self._ends: dict[tuple[str, int, str | None], Mapping[str, Path]] = {}

    def destinations(self, here: str, steps: int, home: str | None) -> Mapping[str, Path]:
        """``destinations`` of this school, read-only."""
        key = (here, steps, home)
        found = self._ends.get(key)
        if found is None:
            found = self._ends[key] = destinations(self.school, here, steps, home)
        return found

    def next_steps(self, path: Sequence[str], left: int, home: str | None) -> list[str]:
        return next_steps(self.school, path, left, home)
