"""The kit's chips: text on a rounded chip, alone or in a row after a name."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.chips import ChipLook, ChipStyle, chip_row, draw_chip, paste_chip
from renderers.text import font, recording_sizes, text_width

WHITE, INK, RED, BLUE = (255, 255, 255), (0, 0, 0), (200, 40, 40), (0, 114, 178)
STYLE = ChipStyle(16, 12, pad=5)


def test_a_chip_is_as_wide_as_its_text_and_never_narrower_than_high() -> None:
    assert STYLE.width("1") == 24
    assert STYLE.width("Wide words") > STYLE.width("Wi") > 24


def test_a_chip_is_drawn_round_its_centre_with_its_ring_inside() -> None:
    image = Image.new("RGB", (100, 60), WHITE)
    with recording_sizes() as drawn:
        box = draw_chip(ImageDraw.Draw(image), (50, 30), "12", STYLE, WHITE, INK, INK, RED)
    assert [d.text for d in drawn] == ["12"]
    assert (box[0] + box[2]) / 2 == 50 and (box[1], box[3]) == (18, 42)
    assert image.getpixel((50, 20)) == RED
    assert image.getpixel((50, 10)) == WHITE


def test_a_row_of_chips_after_a_name_is_as_wide_as_it_says() -> None:
    labels = [("Sa", BLUE, WHITE), ("Ga", WHITE, INK)]
    width, draw_row = chip_row(labels, STYLE, INK, gap=4)
    assert width == STYLE.width("Sa") + STYLE.width("Ga") + 8
    image = Image.new("RGB", (200, 40), WHITE)
    with recording_sizes() as drawn:
        draw_row(ImageDraw.Draw(image), (10, 20), 0)
    assert [d.text for d in drawn] == ["Sa", "Ga"]
    assert image.getpixel((12, 20)) == BLUE
    assert image.getpixel((round(10 + width), 20)) == WHITE


def test_a_chip_in_regular_letters_is_as_wide_as_they_are() -> None:
    regular = ChipStyle(16, 10, pad=4, bold=False)
    assert regular.width("Bruce Patman") == text_width("Bruce Patman", font(16)) + 8
    assert ChipStyle(16, 10, pad=4).width("Bruce Patman") > regular.width("Bruce Patman")


def test_a_pasted_chip_has_the_pixels_of_a_drawn_one_wherever_it_falls() -> None:
    """Between pixels and on odd or even ones, over a background that is not one colour."""
    background = Image.linear_gradient("L").resize((120, 80)).convert("RGB")
    badge = ChipStyle(21, 13.5, pad=6)
    for text, style, ring in (("7", badge, RED), ("14", badge, BLUE), ("M", STYLE, None)):
        for centre in ((40, 30), (41, 31), (40.5, 30.5), (41.5, 31.25), (60.25, 40.75)):
            drawn, pasted = background.copy(), background.copy()
            draw_chip(ImageDraw.Draw(drawn), centre, text, style, WHITE, INK, INK, ring)
            paste_chip(pasted, centre, text, style, ChipLook(WHITE, INK, INK, ring))
            assert pasted.tobytes() == drawn.tobytes(), (text, centre)


def test_a_pasted_chip_counts_its_text_as_drawn_on_the_frame() -> None:
    image = Image.new("RGB", (300, 60), WHITE)
    with recording_sizes() as drawn:
        paste_chip(image, (50, 30), "9", STYLE, ChipLook(WHITE, INK, INK))
        paste_chip(image, (90, 30), "9", STYLE, ChipLook(WHITE, INK, INK))
    assert [(d.text, d.width) for d in drawn] == [("9", 300), ("9", 300)]


def test_a_row_of_chips_pasted_on_its_image_has_the_pixels_of_one_drawn() -> None:
    labels = [("Sa", BLUE, WHITE), ("Ga", WHITE, INK)]
    drawn, pasted = (Image.new("RGB", (200, 40), WHITE) for _ in range(2))
    chip_row(labels, STYLE, INK)[1](ImageDraw.Draw(drawn), (10.5, 20), 0)
    chip_row(labels, STYLE, INK, pasted_on=pasted)[1](ImageDraw.Draw(pasted), (10.5, 20), 0)
    assert pasted.tobytes() == drawn.tobytes()
