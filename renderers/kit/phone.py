"""What a phone can read: Discord shows an image about 400 dp wide, whatever its pixel width.

A line drawn ``1/36`` of the image's width high is about 11 dp there, which reads without
zooming; nothing is drawn smaller than ``1/60`` of the width (about 7 dp), which still reads
with care. The turn header and each player's standing use at least ``HEADER``; every other
text at least ``SMALLEST``. Renderers size their fonts from the image width through these.
"""

from __future__ import annotations

import math

from renderers.text import FLOOR_PX, MIN_TEXT_PX

HEADER = 1 / 36
"""The smallest height, as a share of the image's width, of the header and the standings."""
SMALLEST = 1 / 60
"""The smallest height, as a share of the image's width, of any text."""


def header_px(width: int) -> int:
    """A font size (pixels) a phone reads at a glance on an image ``width`` pixels wide."""
    return math.ceil(width * HEADER)


def smallest_px(width: int, floor: int = MIN_TEXT_PX) -> int:
    """The smallest font size (pixels) allowed on an image ``width`` pixels wide, and never
    under ``floor``: a board drawn smaller than its design with the same proportions passes
    the fonts' floor scaled with it (``scaled_floor``), so its letters keep their share."""
    return max(math.ceil(width * SMALLEST), floor)


def scaled_floor(width: int, design: int) -> int:
    """The fonts' floor for a board drawn ``width`` pixels wide that was laid out ``design``
    pixels wide: its share of the width stays what it was (never under ``FLOOR_PX``)."""
    return max(FLOOR_PX, math.ceil(MIN_TEXT_PX * width / design))


def scaled_px(length: float, scale: float) -> int:
    """A length of a design drawn at ``scale`` of its size, in whole pixels (at least one)."""
    return max(1, round(length * scale))
