"""The kit's box arithmetic: a board planned on a grid of cells, strips along a side, the band
of a name, a badge's corner, the facing ends of a passage, an arrowhead."""

from __future__ import annotations

import pytest

from renderers.kit.boxes import (
    Cells,
    arrowhead,
    bounds,
    centre,
    facing_points,
    free_corner,
    inset,
    outer_side,
    overlap,
    plan_box,
    pointers,
    split,
    top_band,
)

BOX = (10, 20, 60, 100)


def test_centre_and_inset() -> None:
    assert centre(BOX) == (35, 60)
    assert inset(BOX, 5) == (15, 25, 55, 95)
    assert inset(BOX, -1) == (9, 19, 61, 101)


@pytest.mark.parametrize(
    ("side", "strip", "rest"),
    [
        ("top", (10, 20, 60, 28), (10, 28, 60, 100)),
        ("bottom", (10, 92, 60, 100), (10, 20, 60, 92)),
        ("left", (10, 20, 18, 100), (18, 20, 60, 100)),
        ("right", (52, 20, 60, 100), (10, 20, 52, 100)),
    ],
)
def test_split_takes_a_strip_along_a_side_and_leaves_the_rest(side, strip, rest) -> None:
    assert split(BOX, side, 8) == (strip, rest)


def test_split_refuses_a_side_a_box_has_not() -> None:
    with pytest.raises(ValueError, match="no side"):
        split(BOX, "middle", 8)


def test_facing_points_meet_across_the_gap_in_the_middle_of_the_overlap() -> None:
    left, right = (0, 0, 10, 20), (14, 10, 30, 40)
    assert facing_points(left, right) == ((10, 15), (14, 15))
    assert facing_points(right, left) == ((14, 15), (10, 15))
    above, below = (0, 0, 20, 10), (10, 16, 40, 30)
    assert facing_points(above, below) == ((15, 10), (15, 16))


def test_facing_points_of_diagonal_boxes_are_their_nearest_corners() -> None:
    assert facing_points((0, 0, 10, 10), (20, 30, 40, 50)) == ((10, 10), (20, 30))


def test_arrowhead_points_from_a_to_b_halfway_between() -> None:
    tip, *back = arrowhead((0, 0), (20, 0), 3)
    assert tip == (13, 0)
    assert sorted(back) == [(7, -3), (7, 3)]
    tip, *back = arrowhead((0, 20), (0, 0), 2)
    assert tip == (0, 8) and sorted(back) == [(-2, 12), (2, 12)]


def test_plan_box_puts_a_rectangle_of_cells_on_the_frame() -> None:
    assert plan_box((1, 0, 2.5, 1), 10, (4, 6)) == (14, 6, 29, 16)
    assert plan_box((0, 0, 1, 1), 37.5) == (0, 0, 38, 38)


@pytest.mark.parametrize(
    ("box", "side"),
    [
        ((0, 0, 10, 10), "top"),
        ((20, 90, 30, 100), "bottom"),
        ((0, 40, 10, 50), "left"),
        ((90, 40, 100, 50), "right"),
        ((0, 90, 10, 100), "bottom"),
    ],
)
def test_outer_side_is_the_side_on_the_areas_edge(box, side) -> None:
    assert outer_side(box, (0, 0, 100, 100)) == side


CELLS = Cells(left=10, top=20, size=100, gap=4)


def test_a_cell_and_a_span_keep_half_the_gap_from_their_neighbours() -> None:
    assert CELLS.centre(0, 0) == (60, 70)
    assert CELLS.cell(0, 0) == (12, 22, 108, 118)
    assert CELLS.cell(1, 0)[0] - CELLS.cell(0, 0)[2] == 4
    assert CELLS.span(0.5, 0.5, 2, 1.5) == (112, 122, 258, 218)


def test_a_band_holds_its_lines_under_a_pad() -> None:
    assert top_band((0, 0, 100, 100), 2, 14, 2) == (2, 2, 98, 32)


def test_a_badge_takes_the_first_corner_nothing_covers() -> None:
    box = (0, 0, 100, 100)
    assert free_corner(box, 20, 3) == (3, 77, 23, 97)
    arrow = bounds([(0, 90), (10, 80), (10, 100)])
    assert overlap(free_corner(box, 20, 3), arrow)
    assert free_corner(box, 20, 3, [arrow]) == (3, 3, 23, 23)
    everywhere = [(0, 0, 100, 100)]
    assert free_corner(box, 20, 3, everywhere) == (3, 77, 23, 97)


def test_a_pointer_leaves_the_middle_towards_its_target_and_two_on_one_side_part() -> None:
    space = (0, 0, 100, 100)
    (right,) = pointers(space, [(200, 0, 300, 100)], 100)
    assert right == [(93, 50), (69, 36), (69, 64)]
    upper, lower = pointers(space, [(200, -100, 300, 40), (200, 60, 300, 200)], 100)
    assert upper[0] == (93, 37) and lower[0] == (93, 63)
    (above,) = pointers(space, [(0, -200, 100, -100)], 100)
    assert above[0] == (50, 7)
