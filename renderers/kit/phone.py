"""What a phone can read: Discord shows an image about 400 dp wide, whatever its pixel width.

A line drawn ``1/36`` of the image's width high is about 11 dp there, which reads without
zooming; nothing is drawn smaller than ``1/60`` of the width (about 7 dp), which still reads
with care. The turn header and each player's standing use at least ``HEADER``; every other
text at least ``SMALLEST``. Renderers size their fonts from the image width through these.
"""

from __future__ import annotations

import math

from renderers.text import MIN_TEXT_PX

HEADER = 1 / 36
"""The smallest height, as a share of the image's width, of the header and the standings."""
SMALLEST = 1 / 60
"""The smallest height, as a share of the image's width, of any text."""


def header_px(width: int) -> int:
    """A font size (pixels) a phone reads at a glance on an image ``width`` pixels wide."""
    return math.ceil(width * HEADER)


def smallest_px(width: int) -> int:
    """The smallest font size (pixels) allowed on an image ``width`` pixels wide (and never
    under the fonts' own floor)."""
    return max(math.ceil(width * SMALLEST), MIN_TEXT_PX)
