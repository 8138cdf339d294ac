"""The kit's lettered grid: where its cells are, and its rulers around them."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.grid import Grid, draw_rulers
from renderers.text import font, recording_sizes

INK = (0, 0, 0)


def test_a_centred_grid_leaves_equal_margins_and_cells_touch() -> None:
    grid = Grid.centred(3, 2, 50, width=200, top=20)
    assert (grid.left, grid.right, grid.bottom) == (25, 175, 120)
    assert grid.box(1, 1) == (75, 70, 125, 120)
    assert grid.centre(0, 0) == (50.0, 45.0)
    assert grid.box(0, 0)[2] == grid.box(1, 0)[0]


def test_rulers_letter_each_column_twice_and_number_each_row_twice() -> None:
    grid = Grid.centred(3, 2, 50, width=200, top=20)
    image = Image.new("RGB", (200, 140), (255, 255, 255))
    with recording_sizes() as drawn:
        draw_rulers(ImageDraw.Draw(image), grid, 20, font(16, bold=True), INK)
    texts = [d.text for d in drawn]
    assert sorted(texts) == sorted(["A", "A", "B", "B", "C", "C", "1", "1", "2", "2"])
    assert all(d.inside for d in drawn)
    cells = image.crop((grid.left, grid.top, grid.right, grid.bottom))
    assert cells.getcolors() == [(150 * 100, (255, 255, 255))]
