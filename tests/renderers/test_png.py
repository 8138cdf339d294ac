"""Palette frames written by the kit's own PNG writer (libdeflate)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderers.kit.palette import encode_png, flat_palette
from renderers.kit.png import palette_png


def _striped(width: int = 37, height: int = 23) -> Image.Image:
    image = Image.new("RGB", (width, height), (250, 250, 250))
    for x in range(0, width, 3):
        image.paste((200, 30, 40), (x, 0, x + 1, height))
    image.paste((20, 90, 200), (5, 5, 20, 15))
    return image


def test_a_palette_frame_decodes_to_the_same_pixels_and_colours() -> None:
    frame = _striped().quantize(
        palette=flat_palette([(250, 250, 250), (200, 30, 40), (20, 90, 200)]),
        dither=Image.Dither.NONE,
    )
    decoded = Image.open(io.BytesIO(palette_png(frame, 7)))
    assert decoded.mode == "P" and decoded.size == frame.size
    assert decoded.tobytes() == frame.tobytes()
    assert decoded.convert("RGB").tobytes() == frame.convert("RGB").tobytes()


def test_a_frame_on_a_palette_goes_through_libdeflate_and_packs_like_zlib() -> None:
    """``encode_png`` with a palette writes the kit's file; it is within a tenth of Pillow's."""
    palette = flat_palette([(250, 250, 250), (200, 30, 40), (20, 90, 200)])
    image = _striped(400, 300)
    ours = encode_png(image, palette=palette, level=7)
    theirs = io.BytesIO()
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(
        theirs, format="PNG", compress_level=6
    )
    decoded = Image.open(io.BytesIO(ours)).convert("RGB")
    assert decoded.tobytes() == Image.open(theirs).convert("RGB").tobytes()
    assert len(ours) <= len(theirs.getvalue()) * 1.1


def test_an_image_off_a_palette_is_refused_by_the_writer_and_encoded_by_pillow() -> None:
    image = _striped()
    with pytest.raises(ValueError, match="palette image"):
        palette_png(image, 7)
    assert Image.open(io.BytesIO(encode_png(image))).convert("RGB").tobytes() == image.tobytes()


def test_a_palette_frame_with_transparency_is_left_to_pillow() -> None:
    frame = _striped().quantize(4)
    frame.info["transparency"] = 0
    with pytest.raises(ValueError, match="without transparency"):
        palette_png(frame, 7)
    decoded = Image.open(io.BytesIO(encode_png(frame)))
    assert decoded.info.get("transparency") == 0
