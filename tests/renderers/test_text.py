"""Names in any script people use are drawn with glyphs, not boxes, and cut by drawn width."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from renderers.kit.canvas import paste_sprite, shrink, sprite_pen
from renderers.text import (
    CHAIN,
    ELLIPSIS,
    _chain,
    draw_text,
    ellipsize,
    font,
    recording_sizes,
    runs,
    text_width,
)

NAMES = {
    "emoji": "Eve 👾🎲",
    "chinese": "王秀英",
    "japanese": "さくら 桜",
    "korean": "김민준",
    "cyrillic": "Зоя Иванова",
    "arabic": "محمد علي",
    "hebrew": "שרה כהן",
}


def drawn(text: str, face_size: int = 20, *, bold: bool = True) -> Image.Image:
    image = Image.new("L", (400, 60), 0)
    draw_text(ImageDraw.Draw(image), (10, 30), text, font(face_size, bold=bold), 255, anchor="lm")
    return image


@pytest.mark.parametrize("script", sorted(NAMES))
@pytest.mark.parametrize("bold", [False, True])
def test_every_character_of_a_name_is_drawn_by_a_font_that_has_it(script: str, bold: bool) -> None:
    chain = _chain(20, bold)
    for index, part in runs(NAMES[script], 20, bold):
        missing = [ch for ch in part if not ch.isspace() and ord(ch) not in chain[index][1]]
        assert not missing, (
            f"{script}: {missing} drawn with {CHAIN[index].regular}, which lacks them"
        )


@pytest.mark.parametrize("script", ["emoji", "chinese", "korean", "arabic", "hebrew"])
def test_a_name_the_first_font_lacks_is_not_drawn_as_boxes(script: str) -> None:
    face = font(20, bold=True)
    boxes = Image.new("L", (400, 60), 0)
    ImageDraw.Draw(boxes).text((10, 30), NAMES[script], font=face, fill=255, anchor="lm")
    assert drawn(NAMES[script]).tobytes() != boxes.tobytes()
    assert drawn(NAMES[script]).getbbox() is not None


def test_arabic_and_hebrew_keep_their_own_fonts_not_the_latin_one() -> None:
    assert [CHAIN[i].regular for i, _ in runs("محمد", 20, False)] == [CHAIN[1].regular]
    assert [CHAIN[i].regular for i, _ in runs("שרה", 20, False)] == [CHAIN[2].regular]


def test_bidi_controls_are_not_drawn() -> None:
    assert drawn("\u202eEve\u2066").tobytes() == drawn("Eve").tobytes()


def test_long_names_are_cut_by_drawn_width_not_by_count() -> None:
    face = font(20, bold=True)
    narrow, wide = "i" * 12, "王" * 12
    assert ellipsize(narrow, face, 120) == narrow
    cut = ellipsize(wide, face, 120)
    assert cut.endswith(ELLIPSIS) and len(cut) < len(wide)
    assert text_width(cut, face) <= 120


def test_a_cut_never_splits_an_emoji_sequence() -> None:
    face = font(20, bold=True)
    family = "👩\u200d👩\u200d👧"
    for width in range(20, 120, 7):
        cut = ellipsize("Ana " + family * 3, face, width)
        assert not cut.rstrip(ELLIPSIS).endswith("\u200d"), (width, cut)
        assert text_width(cut, face) <= width or cut == ELLIPSIS


def test_a_sprites_text_is_measured_against_the_image_it_is_pasted_into() -> None:
    """A phone scales the whole board, so a sprite's text reads as its share of the board's
    width: it was measured against the sprite's own (four times enlarged) canvas instead."""
    board = Image.new("RGB", (900, 300), "white")
    with recording_sizes() as drawn:
        pen = sprite_pen(60)
        pen.text((30, 30), "Hi", 16, (0, 0, 0, 255), anchor="mm")
        sprite = shrink(pen)
        paste_sprite(board, sprite, (100, 100))
    assert [(d.text, d.size, d.width) for d in drawn] == [("Hi", 16, 900)]


def test_a_sprite_drawn_once_counts_each_time_it_is_pasted() -> None:
    """Sprites are cached: one drawn before the recording began still counts where it lands,
    and a sprite pasted into another sprite carries its text on to the final image."""
    pen = sprite_pen(40)
    pen.text((20, 20), "7", 20, (0, 0, 0, 255), anchor="mm")
    inner = shrink(pen)
    outer_pen = sprite_pen(80)
    outer = shrink(outer_pen)
    paste_sprite(outer, inner, (40, 40))
    board = Image.new("RGB", (600, 200), "white")
    with recording_sizes() as drawn:
        paste_sprite(board, outer, (100, 100))
        paste_sprite(board, inner, (300, 100))
    assert [(d.text, d.size, d.width) for d in drawn] == [("7", 20, 600), ("7", 20, 600)]


def test_a_text_drawn_past_the_image_edge_is_recorded_as_outside() -> None:
    image = Image.new("RGB", (120, 40))
    pen = ImageDraw.Draw(image)
    face = font(16)
    with recording_sizes() as drawn:
        draw_text(pen, (60, 10), "fits", face, (255, 255, 255), anchor="ma")
        draw_text(pen, (100, 10), "runs off", face, (255, 255, 255))
        draw_text(pen, (20, 10), "runs off", face, (255, 255, 255), anchor="ra")
    assert [(d.text, d.inside) for d in drawn] == [
        ("fits", True),
        ("runs off", False),
        ("runs off", False),
    ]
