"""The move a board draws: the walk under way once it has left its space, else the last one."""

from __future__ import annotations

from bot.engine.boards import Walk
from renderers.kit.highlight import shown_walk


def test_a_walk_under_way_is_drawn_once_it_has_left_its_space() -> None:
    last = Walk(1, ("p3", "p4"))
    assert shown_walk(0, ("p7", "p8", "p9"), last) == Walk(0, ("p7", "p8", "p9"))


def test_before_the_mover_moves_the_last_finished_walk_is_drawn() -> None:
    last = Walk(1, ("p3", "p4"))
    assert shown_walk(0, ("p7",), last) == last
    assert shown_walk(0, (), last) == last


def test_nothing_is_drawn_before_anyone_has_moved() -> None:
    assert shown_walk(0, ("p7",), None) is None
