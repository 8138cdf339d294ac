"""A board's frame palette is made once per board and theme, and shared."""

from __future__ import annotations

from PIL import Image

from renderers.kit.frame_palette import board_palette
from renderers.kit.theme import DEFAULT_THEME, Theme


def test_a_palette_is_made_once_per_board_and_theme() -> None:
    made: list[str] = []

    def make() -> Image.Image:
        made.append("made")
        return Image.new("P", (1, 1))

    first = board_palette(("test", 1), DEFAULT_THEME, make)
    assert board_palette(("test", 1), DEFAULT_THEME, make) is first
    assert board_palette(("test", 2), DEFAULT_THEME, make) is not first
    assert board_palette(("test", 1), Theme(ink=(0, 0, 0)), make) is not first
    assert len(made) == 3
