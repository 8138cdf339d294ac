"""How spaces, steps and lists read in labels and narrative, kept apart from the rules."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cheat_street.board import BUS, GOAL, START, Board


def space_name(board: Board, space_id: str) -> str:
    """'Start', 'the Bakery', 'bus stop A' or 'a street space'."""
    space = board.space(space_id)
    if space.kind == START:
        return "Start"
    if space.kind == GOAL and space.goal is not None:
        return f"the {board.goal(space.goal).name}"
    if space.kind == BUS:
        return f"bus stop {space.line}"
    return "a street space"


def whereabouts(board: Board, space_id: str) -> str:
    """Where a space lies seen from Start: 'north-west of Start', 'east of Start'."""
    return f"{direction(board, board.start, space_id)} of Start"


def direction(board: Board, here: str, there: str) -> str:
    """A compass word for a step (north is up on the drawn board, as y grows downwards)."""
    a, b = board.space(here), board.space(there)
    vertical = "north" if b.y < a.y else "south" if b.y > a.y else ""
    horizontal = "west" if b.x < a.x else "east" if b.x > a.x else ""
    return "-".join(part for part in (vertical, horizontal) if part) or "on"


def join_names(names: Sequence[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cid'."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def steps(count: int) -> str:
    return f"{count} step" if count == 1 else f"{count} steps"


def made_of(reveals: int, callouts: int) -> str:
    """What a score is made of: '2 reveals, 1 call-out', '1 reveal', or nothing."""
    parts = [
        f"{count} {word}{'' if count == 1 else 's'}"
        for count, word in ((reveals, "reveal"), (callouts, "call-out"))
        if count
    ]
    return ", ".join(parts)
