"""Movement on a graph: walks of a count, their ends, and the steps that lead somewhere."""

from __future__ import annotations

from bot.engine.graph import (
    Stepping,
    destinations,
    first_steps,
    walks,
    without_revisits,
    without_u_turns,
)

# a - b - c
# |       |
# d - e - f     and a dead end g off e
SQUARE = {
    "a": ("b", "d"),
    "b": ("a", "c"),
    "c": ("b", "f"),
    "d": ("a", "e"),
    "e": ("d", "f", "g"),
    "f": ("c", "e"),
    "g": ("e",),
}


def test_walks_never_revisit_a_space() -> None:
    found = list(walks(("a",), 3, without_revisits(SQUARE)))
    assert found == [("b", "c", "f"), ("d", "e", "f"), ("d", "e", "g")]


def test_walks_without_u_turns_may_come_back_around() -> None:
    found = set(walks(("a",), 6, without_u_turns(SQUARE)))
    assert ("b", "c", "f", "e", "d", "a") in found
    assert all(w[i] != w[i + 2] for w in found for i in range(len(w) - 2))


def test_a_walk_that_stops_short_ends_there() -> None:
    found = list(walks(("a",), 5, without_revisits(SQUARE), lambda path: path[-1] == "c"))
    assert ("b", "c") in found and all("c" not in w[:-1] for w in found)


def test_destinations_keep_the_first_walk_to_each_end() -> None:
    ends = destinations(walks(("a",), 3, without_revisits(SQUARE)))
    assert ends == {"f": ("b", "c", "f"), "g": ("d", "e", "g")}


def test_step_by_step_is_offered_only_steps_that_lead_to_a_whole_move() -> None:
    # from e with 2 to go, g is a dead end: never offered
    assert first_steps(walks(("d", "e"), 2, without_revisits(SQUARE))) == ["f"]


def test_stepping_keeps_the_path_and_the_count() -> None:
    stepping = Stepping(on=True)
    stepping.begin("a", 2)
    stepping.step("b")
    assert stepping.moved and stepping.left == 1
    stepping.step("c")
    assert stepping.finish() == ["a", "b", "c"] and stepping == Stepping()
