"""A board planned on a grid of cells: boxes of the plan, the band of a name, a badge's corner."""

from __future__ import annotations

from renderers.kit.cells import Cells, bounds, free_corner, overlap, top_band

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
