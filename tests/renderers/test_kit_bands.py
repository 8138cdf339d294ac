"""The kit's bands: cards in front of a player, named whole, badged where a menu names them."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.kit.bands import BADGE_INK, BandStyle, band, bands_height, draw_bands
from renderers.text import ELLIPSIS, recording_sizes

STYLE = BandStyle(16)
GREEN = (0, 140, 90)


def test_a_long_name_wraps_so_the_band_grows_and_nothing_is_cut() -> None:
    short = band("Pizza oven", "+4", GREEN, 200, STYLE)
    long = band("Shovel the whole street's snow", "+4", GREEN, 200, STYLE)
    assert len(short.name) == 1 < len(long.name)
    assert STYLE.height <= short.height < long.height
    assert not long.name[-1].text.endswith(ELLIPSIS)
    assert bands_height([short, long]) == short.height + long.height + 2 * STYLE.gap


def test_bands_are_drawn_down_the_box_with_the_badge_and_value() -> None:
    image = Image.new("RGB", (320, 200), (255, 255, 255))
    bands = [
        band("Pizza oven", "+4", GREEN, 300, STYLE, "A"),
        band("Hot tub", "-2", GREEN, 300, STYLE),
    ]
    with recording_sizes() as drawn:
        boxes = draw_bands(ImageDraw.Draw(image), bands, (10, 20, 310, 20))
    assert boxes[0] == (10, 20, 310, 20 + bands[0].height)
    assert boxes[1][1] == boxes[0][3] + STYLE.gap
    assert {"A", "+4", "Pizza oven", "-2", "Hot tub"} <= {d.text for d in drawn}
    first = image.crop(tuple(round(v) for v in boxes[0]))
    second = image.crop(tuple(round(v) for v in boxes[1]))
    assert BADGE_INK in set(first.get_flattened_data()) and BADGE_INK not in set(
        second.get_flattened_data()
    )
