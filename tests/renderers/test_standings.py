"""The standings picture of /game stats: readable on a phone, a computer always named as one,
the asker's own line set apart."""

from __future__ import annotations

import io

from PIL import Image

from renderers.kit.theme import DEFAULT_THEME
from renderers.standings import (
    PAD,
    ROW,
    WIDTH,
    Line,
    Picture,
    Table,
    _fitted,
    draw_standings,
    height_of,
)
from renderers.text import font, recording_sizes

ANA = Line(1, "Ana", 14.2, 31, 17, (11.0, 12.1, 14.2))
HARD = Line(2, "Hard (computer)", 11.7, 40, 19, (12.5, 11.7), computer=True)
GUS = Line(9, "Gus", -1.3, 3, 0, (0.0, -1.3), own=True)


def _image(picture: Picture) -> Image.Image:
    return Image.open(io.BytesIO(draw_standings(picture))).convert("RGB")


def test_the_picture_reads_on_a_phone_400_px_wide() -> None:
    with recording_sizes() as drawn:
        image = _image(Picture((Table("Cheat Street", (ANA, HARD), GUS),)))
    assert image.width == WIDTH
    assert min(text.size for text in drawn) * 400 / WIDTH >= 11


def test_a_cut_computer_name_still_ends_with_its_computer_mark() -> None:
    face = font(22)
    cut = _fitted("Extraordinarily long name (computer)", face, 200, computer=True)
    assert cut.endswith("… (computer)")
    assert _fitted("Extraordinarily long name", face, 200, computer=False).endswith("…")


def test_the_askers_own_line_is_highlighted_below_the_top_rows() -> None:
    picture = Picture((Table("Cheat Street", (ANA, HARD), GUS),))
    image = _image(picture)
    assert image.height == height_of(picture)
    own_row = image.getpixel((WIDTH - PAD - 4, image.height - PAD - 14 - ROW // 2))
    assert own_row == DEFAULT_THEME.highlight
    plain = _image(Picture((Table("Cheat Street", (ANA, HARD)),)))
    assert plain.height == image.height - ROW - 14
