"""A board shown small with one place ringed (renderers/kit/minimap.py)."""

from __future__ import annotations

from PIL import Image

from renderers.kit.minimap import RING, paste_minimap


def near(colour: tuple[int, ...], wanted: tuple[int, int, int]) -> bool:
    return max(abs(a - b) for a, b in zip(colour, wanted, strict=False)) < 40


def test_the_layer_is_shrunk_into_place_with_the_point_ringed() -> None:
    layer = Image.new("RGB", (400, 400), (0, 160, 0))
    image = Image.new("RGB", (300, 200), (255, 255, 255))
    paste_minimap(image, layer, (100, 20), 100, (300, 100))
    assert image.getpixel((99, 50)) == (255, 255, 255)
    assert image.getpixel((110, 110)) == (0, 160, 0)
    ring = [(x, y) for x in range(300) for y in range(200) if near(image.getpixel((x, y)), RING)]
    xs, ys = [x for x, _ in ring], [y for _, y in ring]
    assert abs((min(xs) + max(xs)) / 2 - 175) <= 1  # 100 + 300 / 4
    assert abs((min(ys) + max(ys)) / 2 - 45) <= 1  # 20 + 100 / 4
