"""A bar of points on the way to a target (renderers/kit/bar.py)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.bar import draw_points_bar
from renderers.kit.theme import DEFAULT_THEME

SEAT = (0, 114, 178)


def bar(points: int) -> Image.Image:
    image = Image.new("RGB", (212, 10), (255, 255, 255))
    draw_points_bar(ImageDraw.Draw(image), (0, 0, 210, 9), points, 21, SEAT, DEFAULT_THEME)
    return image


def filled(image: Image.Image) -> int:
    return sum(image.getpixel((x, 5)) == SEAT for x in range(image.width))


def test_the_bar_fills_in_proportion_to_the_points_and_never_past_the_target() -> None:
    assert filled(bar(0)) == 0
    assert 90 < filled(bar(10)) < 100  # ten of 21 points, less a notch
    assert filled(bar(30)) == filled(bar(21)) > filled(bar(20))


def test_a_notch_every_five_points() -> None:
    row = [bar(21).getpixel((x, 5)) for x in range(212)]
    notches = [x for x in range(1, 210) if row[x] == DEFAULT_THEME.panel]
    assert [x for x in notches if x - 1 not in notches] == [50, 100, 150, 200]
