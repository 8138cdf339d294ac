"""Where a move can end, from the board, the roll and where the piece stands: public facts only.

A move is a walk of exactly the roll along the path that never steps on a space twice (the
house ruling on reversing); a piece in the Detention Room walks out through its door, which is
the first step of the count. A player whose scoreboard is complete may stop on her Home Space
with steps to spare.
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.games.sweet_valley_high.school import School


def first_steps(school: School, here: str) -> tuple[str, ...]:
    """The spaces one step away: the door for a piece in the Detention Room."""
    if here == school.detention:
        return (school.door,)
    return school.neighbours[here]


def walks(
    school: School, here: str, steps: int, visited: tuple[str, ...] = ()
) -> Iterator[tuple[str, ...]]:
    """Every walk of exactly ``steps`` from ``here`` that never revisits a space (depth first)."""
    seen = (*visited, here)
    if steps == 0:
        yield ()
        return
    options = first_steps(school, here) if not visited else school.neighbours[here]
    for after in options:
        if after in seen:
            continue
        for rest in walks(school, after, steps - 1, seen):
            yield (after, *rest)


def can_walk(school: School, here: str, steps: int, visited: tuple[str, ...]) -> bool:
    return next(walks(school, here, steps, visited), None) is not None


def home_walk(
    school: School, here: str, steps: int, home: str, visited: tuple[str, ...] = ()
) -> tuple[str, ...] | None:
    """The shortest walk of at most ``steps`` onto ``home`` (breadth first), or None."""
    for length in range(1, steps + 1):
        for walk in walks(school, here, length, visited):
            if walk[-1] == home:
                return walk
    return None


def destinations(
    school: School, here: str, steps: int, home: str | None, visited: tuple[str, ...] = ()
) -> dict[str, tuple[str, ...]]:
    """End space -> one walk there, in a stable order. With ``home`` set (a complete
    scoreboard) the Home Space is offered when within reach and a walk never goes past it."""
    found: dict[str, tuple[str, ...]] = {}
    if home is not None:
        walk = home_walk(school, here, steps, home, visited)
        if walk is not None:
            found[home] = walk
    for walk in walks(school, here, steps, visited):
        if home is not None and home in walk:
            continue
        found.setdefault(walk[-1], walk)
    return found
