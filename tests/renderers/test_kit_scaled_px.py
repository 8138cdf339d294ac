"""A design's lengths drawn at a frame's scale: whole pixels, never none."""

from __future__ import annotations

from renderers.kit.phone import scaled_px


def test_a_length_is_scaled_to_whole_pixels_and_at_least_one() -> None:
    assert scaled_px(8, 0.75) == 6
    assert scaled_px(22, 0.75) == 16
    assert scaled_px(0.2, 0.75) == 1
