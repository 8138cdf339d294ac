"""The kit's player corner: as high as what it holds, lit on its seat's turn, its cards last."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.bands import BandStyle, band
from renderers.kit.corner import Corner, CornerStyle, corner, draw_corner
from renderers.kit.lines import wrapped
from renderers.kit.theme import DEFAULT_THEME as THEME
from renderers.text import font, recording_sizes

STYLE = CornerStyle(21, 16, picture=(100, 40))
WIDTH = 350


def a_corner(cards: int = 2, name: str = "Ana") -> Corner:
    bands = [
        band(f"Card {n}", "+2", (0, 140, 90), STYLE.inner(WIDTH), BandStyle(16))
        for n in range(cards)
    ]
    beside = wrapped("Teacher (salary $30K)", font(16), THEME.ink, STYLE.beside(WIDTH))
    return corner(0, name, "36 pts", WIDTH, STYLE, THEME, beside=beside, bands=bands)


def test_a_corner_grows_with_its_cards_and_a_long_name() -> None:
    assert a_corner(3).height > a_corner(2).height
    assert a_corner(name="Bartholomew Fitzgerald-Smythe").height > a_corner().height


def test_a_corner_draws_its_title_lines_picture_and_cards_in_its_box() -> None:
    held = a_corner()
    image = Image.new("RGB", (WIDTH + 20, held.height + 20), THEME.background)
    pictured = []

    def picture(draw: ImageDraw.ImageDraw, at: tuple[float, float]) -> None:
        pictured.append(at)

    box = (10, 10, 10 + WIDTH, 10 + held.height)
    with recording_sizes() as drawn:
        cards = draw_corner(image, held, box, lit=False, theme=THEME, picture=picture)
    assert {"Ana", "36 pts", "Card 0", "Card 1"} <= {d.text for d in drawn}
    assert len(cards) == 2 and cards[-1][3] <= box[3]
    assert pictured and pictured[0][0] == box[2] - STYLE.pad - STYLE.picture[0]
    assert THEME.highlight not in set(image.get_flattened_data())
    draw_corner(image, held, box, lit=True, theme=THEME)
    assert THEME.highlight in set(image.get_flattened_data())


def test_a_corner_without_cards_says_so() -> None:
    empty = a_corner(0)
    image = Image.new("RGB", (WIDTH + 20, empty.height + 20), THEME.background)
    with recording_sizes() as drawn:
        assert (
            draw_corner(
                image, empty, (10, 10, 10 + WIDTH, 10 + empty.height), lit=False, theme=THEME
            )
            == []
        )
    assert "No cards in front yet" in [d.text for d in drawn]
