"""Pictures kept as data (renderers/kit/pictures.py): drawn to scale, in the colours named."""

from __future__ import annotations

import msgspec
import pytest
from PIL import Image

from renderers.common import ScaledDraw
from renderers.kit.pictures import Pictures

WHITE = (255, 255, 255)
BOOK = b"""{
  "colours": {"sea": "#1e3c6e"},
  "pictures": {
    "flag": [
      ["rect", [-1, -1, 1, 1], {"fill": "sea"}],
      ["circle", [0, 0, [0.5, -2]], {"fill": "mark"}],
      ["star", [0, 0, 0.2], {"fill": "#f0be28"}]
    ]
  }
}"""


def drawn(unit: float, mark: tuple[int, int, int] = (200, 0, 0)) -> Image.Image:
    pen = ScaledDraw(Image.new("RGB", (100, 100), WHITE), 1)
    msgspec.json.decode(BOOK, type=Pictures).draw(pen, "flag", (50, 50), unit, {"mark": mark})
    return pen.image


def test_a_picture_is_drawn_to_the_unit_it_is_given() -> None:
    small, large = drawn(10), drawn(20)
    assert small.getpixel((50, 38)) == WHITE and small.getpixel((50, 42)) == (30, 60, 110)
    assert large.getpixel((50, 32)) == (30, 60, 110)


def test_named_colours_come_from_the_file_the_caller_and_hex() -> None:
    image = drawn(20, mark=(0, 160, 0))
    assert image.getpixel((50, 50)) == (240, 190, 40)  # the star, in hex
    assert image.getpixel((50, 58)) == (0, 160, 0)  # the caller's colour
    assert image.getpixel((50, 65)) == (30, 60, 110)  # the file's colour


def test_a_length_with_pixels_keeps_its_fixed_part() -> None:
    image = drawn(20)
    assert image.getpixel((50, 50 + 7)) == (200, 0, 0)  # radius 0.5 * 20 - 2 = 8
    assert image.getpixel((50, 50 + 9)) == (30, 60, 110)


def test_a_file_with_an_unknown_field_is_refused() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"pictures": {}, "sizes": {}}', type=Pictures)
