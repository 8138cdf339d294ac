"""A board's palette from a sample frame (renderers/kit/sampled_palette.py)."""

from __future__ import annotations

from PIL import Image

from renderers.kit.sampled_palette import sampled_palette

SEAT = (201, 43, 117)


def gradient() -> Image.Image:
    image = Image.new("RGB", (256, 4))
    image.putdata([(x, 255 - x, 128) for _ in range(4) for x in range(256)])
    return image


def test_the_exact_colours_survive_a_sample_that_never_shows_them() -> None:
    palette = sampled_palette(gradient(), [SEAT, SEAT], colours=16)
    values = palette.getpalette() or []
    entries = [tuple(values[i : i + 3]) for i in range(0, len(values), 3)][:16]
    assert SEAT in entries
    assert len(entries) == len(set(entries))
    mapped = Image.new("RGB", (1, 1), SEAT).quantize(palette=palette, dither=Image.Dither.NONE)
    assert mapped.convert("RGB").getpixel((0, 0)) == SEAT
