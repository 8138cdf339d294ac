"""The kit's one-line legend: a swatch of each colour, then its name, left to right."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.legend import draw_legend
from renderers.text import font, recording_sizes

RED, BLUE, EDGE, INK, PAPER = (220, 0, 0), (0, 0, 220), (0, 0, 0), (20, 20, 20), (255, 255, 255)


def legend(unit: float = 1.0) -> tuple[Image.Image, list]:
    image = Image.new("RGB", (300, 40), PAPER)
    with recording_sizes() as drawn:
        entries = ((RED, "Roll Again"), (BLUE, "Dog"))
        draw_legend(
            ImageDraw.Draw(image),
            (10, 0, 290, 40),
            entries,
            font(16),
            ink=INK,
            edge=EDGE,
            unit=unit,
        )
    return image, list(drawn)


def test_each_swatch_comes_before_its_name_on_the_middle_line() -> None:
    image, drawn = legend()
    assert [d.text for d in drawn] == ["Roll Again", "Dog"]
    reds = [x for x in range(300) if image.getpixel((x, 20)) == RED]
    blues = [x for x in range(300) if image.getpixel((x, 20)) == BLUE]
    assert reds and blues and min(reds) >= 10 and max(reds) < min(blues)
    assert image.getpixel((min(reds) - 1, 20)) == EDGE
    assert image.getpixel((min(reds), 5)) == PAPER, "a swatch is about the letters' height"


def test_spacings_shrink_with_the_unit() -> None:
    wide, _ = legend(1.0)
    narrow, _ = legend(0.5)
    first_blue = [
        min(x for x in range(300) if image.getpixel((x, 20)) == BLUE) for image in (wide, narrow)
    ]
    assert first_blue[1] < first_blue[0]
