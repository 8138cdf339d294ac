"""The kit's snake: rows of spaces running left to right, then back, turning in the gutter."""

from __future__ import annotations

from renderers.kit.snake import Snake

SNAKE = Snake(4, (10, 10), (50, 50), (40, 40), lane=30, gutters=(3, 217))


def test_rows_run_left_to_right_then_back() -> None:
    assert [SNAKE.place(i) for i in range(6)] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (1, 2)]
    assert SNAKE.rows(8) == 2 and SNAKE.rows(9) == 3


def test_no_two_spaces_overlap_and_the_road_runs_along_each_lane() -> None:
    boxes = [SNAKE.box(i) for i in range(12)]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
    x0, y0, x1, _ = SNAKE.box(5)
    assert SNAKE.point(5) == ((x0 + x1) / 2, y0 + 30)


def test_the_road_turns_to_the_next_row_in_the_gutter_past_no_space() -> None:
    assert SNAKE.step(1) == [SNAKE.point(1), SNAKE.point(2)]
    right = SNAKE.step(3)
    assert [x for x, _ in right[1:3]] == [217, 217]
    assert max(box[2] for box in map(SNAKE.box, range(12))) < 217
    assert [x for x, _ in SNAKE.step(7)[1:3]] == [3, 3]
