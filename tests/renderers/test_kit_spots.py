"""The kit's spots: where pawns sharing one space stand inside it."""

from __future__ import annotations

from itertools import pairwise

from renderers.kit.spots import Spot, Spots, in_a_row, placed

SPOTS = Spots(alone=21, sharing=17, crowd=15)
SPACE = (0.0, 0.0, 70.0, 70.0)


def test_a_pawn_alone_stands_in_the_middle_smaller_in_a_low_space() -> None:
    assert SPOTS(SPACE, 1) == [Spot(35, 35, 21)]
    assert SPOTS((0, 40, 70, 70), 1)[0].radius == 12


def test_two_stand_side_by_side_and_four_two_to_a_row() -> None:
    assert [s.xy for s in SPOTS(SPACE, 2)] == [(18, 35), (52, 35)]
    four = SPOTS(SPACE, 4)
    assert {s.x for s in four} == {18, 52} and {s.y for s in four} == {18, 52}
    assert all(s.radius == 17 for s in four)


def test_a_crowd_stands_in_one_row_two_pixels_apart() -> None:
    crowd = SPOTS(SPACE, 6)
    assert {s.y for s in crowd} == {35} and all(s.radius == 15 for s in crowd)
    assert [b.x - a.x for a, b in pairwise(crowd)] == [32] * 5
    assert sum(s.x for s in crowd) / 6 == 35


def test_pawns_are_placed_space_by_space_and_those_off_the_board_left_out() -> None:
    pawns = [("p", "a"), ("q", None), ("r", "b"), ("s", "a"), ("t", "gone")]
    areas = {"a": SPACE, "b": (70.0, 0.0, 140.0, 70.0)}
    placed = list(SPOTS.placed(pawns, lambda pawn: pawn[1], areas))
    assert [pawn for pawn, _ in placed] == [("p", "a"), ("s", "a"), ("r", "b")]
    assert [spot.radius for _, spot in placed] == [17, 17, 21]


def test_pawns_in_a_row_stand_along_the_top_as_large_as_the_area_lets_them() -> None:
    wide = in_a_row((0, 10, 200, 100), 2, 12, 2)
    assert [(s.x, s.y, s.radius) for s in wide] == [(87, 22, 12), (113, 22, 12)]
    narrow = in_a_row((0, 10, 40, 100), 3, 12, 2)
    assert [s.radius for s in narrow] == [5, 5, 5] and narrow[1].x == 20
    low = in_a_row((0, 10, 200, 20), 1, 12, 2)
    assert low[0].radius == 5 and low[0].y == 15


def test_pawns_are_placed_space_by_space_with_the_spots_the_game_gives() -> None:
    def spots_of(space: str, count: int) -> list[Spot]:
        return [Spot(i, ord(space), count) for i in range(count)]

    pawns = ["a1", "b1", "a2", "off"]
    found = list(placed(pawns, lambda p: None if p == "off" else p[0], spots_of))
    assert found == [("a1", Spot(0, 97, 2)), ("a2", Spot(1, 97, 2)), ("b1", Spot(0, 98, 1))]
