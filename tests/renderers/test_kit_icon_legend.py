"""The kit's icon legend: a mark and its meaning, a few to a row."""

from __future__ import annotations

from PIL import Image

from renderers.kit.icon_legend import Legend
from renderers.text import recording_sizes

Point = tuple[float, float]


def test_entries_fill_rows_left_to_right_and_words_follow_their_mark() -> None:
    centres: dict[str, Point] = {}

    def icon(image: Image.Image, key: str, at: Point, side: int) -> None:
        centres[key] = at

    entries = [("a", "one"), ("b", "two"), ("c", "three")]
    legend = Legend(entries, icon, columns=2, row=30, side=20, px=16)
    assert legend.height == 60
    image = Image.new("RGB", (400, 100), (255, 255, 255))
    with recording_sizes() as drawn:
        legend.draw(image, (0, 10, 400, 70), (0, 0, 0))
    assert centres == {"a": (10, 25), "b": (210, 25), "c": (10, 55)}
    assert [d.text for d in drawn] == ["one", "two", "three"]


def test_words_too_long_for_their_column_are_cut() -> None:
    legend = Legend(
        [("a", "a meaning far too long for a narrow column")], lambda *_: None, 3, 30, 20, 16
    )
    with recording_sizes() as drawn:
        legend.draw(Image.new("RGB", (300, 40)), (0, 0, 300, 30), (255, 255, 255))
    assert drawn[0].text.endswith("…")
