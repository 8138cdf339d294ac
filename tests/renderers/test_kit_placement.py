"""Names and markers placed where they cover least (renderers/kit/placement.py, names.py)."""

from __future__ import annotations

from PIL import Image

from renderers.kit.canvas import sharp, supersampled
from renderers.kit.names import NameStyle, along, beside, draw_name
from renderers.kit.placement import (
    Obstacles,
    covered,
    least_covering,
    marker_box,
    overlap,
    square,
)

STYLE = NameStyle(16)
INK, ROAD_INK, EDGE = (20, 20, 20), (70, 76, 70), (176, 124, 26)


def test_overlap_is_the_shared_area() -> None:
    assert overlap((0, 0, 10, 10), (5, 5, 20, 20)) == 25
    assert overlap((0, 0, 10, 10), (10, 0, 20, 10)) == 0


def test_the_candidate_covering_least_wins_and_ties_go_to_the_first() -> None:
    taken = [square(0, 0, 10), (500, 500, 600, 600)]
    first, free, also_free = square(5, 5, 4), square(40, 0, 4), square(0, 40, 4)
    assert least_covering([first, free, also_free], taken) == free


def test_a_place_name_is_offered_on_every_side_of_its_tile_then_at_its_corners() -> None:
    tile = square(100, 100, 30)
    names = list(beside("Bakery", (100, 100), 34, STYLE))
    assert len(names) == 8
    assert all(overlap(name.box, tile) == 0 for name in names[:4])
    assert all(overlap(name.box, square(100, 100, 20)) == 0 for name in names)
    assert {name.text for name in names} == {"Bakery"}


def test_a_street_name_runs_beside_its_road_on_one_line_or_two() -> None:
    road = 30
    stretch = ((0.0, 200.0), (400.0, 200.0))
    names = list(along("North Avenue", [stretch], road, STYLE))
    assert {name.lines for name in names} == {("North Avenue",), ("North", "Avenue")}
    assert all(name.road and name.upright for name in names)
    assert covered((0, 200 - road / 2, 400, 200 + road / 2), [n.box for n in names]) == 0
    upright = list(along("High Street", [((200.0, 0.0), (200.0, 400.0))], road, STYLE))
    assert not any(name.upright for name in upright)
    assert all(n.box[3] - n.box[1] > n.box[2] - n.box[0] for n in upright)


def test_a_name_turned_upwards_is_drawn_taller_than_wide() -> None:
    name = next(iter(along("High Street", [((200.0, 0.0), (200.0, 400.0))], 30, STYLE)))
    pen = supersampled((400, 400), (255, 255, 255))
    draw_name(pen, name, STYLE, INK, ROAD_INK, EDGE)
    image = sharp(pen)
    x0, y0, x1, y1 = Image.eval(image.convert("L"), lambda v: 255 - v).getbbox() or (0, 0, 0, 0)
    assert y1 - y0 > 3 * (x1 - x0)


def test_obstacles_weigh_what_a_box_covers_but_not_its_own_place() -> None:
    obstacles = Obstacles((0, 0, 100, 100), outside=3)
    obstacles.add(2, [square(10, 10, 5)])
    obstacles.add(1, {"bakery": square(50, 50, 5)})
    obstacles.add(5, {"bank": square(80, 80, 5)}, names_only=True)
    assert obstacles.cost(square(10, 10, 5)) == 2 * 100
    assert obstacles.cost(square(50, 50, 5)) == 100
    assert obstacles.cost(square(50, 50, 5), own="bakery") == 0
    assert obstacles.cost(square(80, 80, 5)) == 0
    assert obstacles.cost(square(80, 80, 5), own="bakery") == 5 * 100
    assert obstacles.cost((95, 40, 105, 50)) == 3 * 50


def test_a_marker_sits_on_its_place_when_free_else_at_the_freest_corner() -> None:
    assert marker_box((50, 50), 20, 5, [], on_top=True) == square(50, 50, 5)
    assert marker_box((50, 50), 20, 5, []) == square(65, 35, 5)  # top right first
    pawn = square(50, 50, 8)
    names = [square(65, 35, 6), square(35, 35, 6)]
    assert marker_box((50, 50), 20, 5, [pawn, *names], on_top=True) == square(65, 65, 5)
