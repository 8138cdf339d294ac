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


def near(pixel: tuple[int, ...], rgb: tuple[int, int, int]) -> bool:
    """An opaque pixel within a shrunk sprite's faint ringing of ``rgb``."""
    return pixel[3] == 255 and all(abs(a - b) <= 12 for a, b in zip(pixel, rgb, strict=False))


def test_a_sprite_holds_the_picture_in_its_middle_on_a_clear_ground() -> None:
    sprite = msgspec.json.decode(BOOK, type=Pictures).sprite("flag", 40, 16, {"mark": (200, 0, 0)})
    assert sprite.size == (40, 40) and sprite.mode == "RGBA"
    assert sprite.getpixel((2, 2))[3] == 0  # round the flag: clear
    assert sprite.getpixel((7, 7))[3] > 250 and sprite.getpixel((33, 33))[3] > 250
    assert near(sprite.getpixel((20, 10)), (30, 60, 110))  # the file's colour
    assert near(sprite.getpixel((20, 24)), (200, 0, 0))  # the caller's, made opaque
