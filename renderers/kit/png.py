"""PNG files of palette frames, deflated by libdeflate.

Every board frame is a palette image, encoded once per turn in a worker. libdeflate packs a
frame as small as zlib does at about half the time (``python -m bench.render --encoders``), and
a palette image needs no row filters, so the file is a few chunks written here.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable

import deflate
from PIL import Image

from renderers.kit.memory import keep_image_blocks

SIGNATURE = b"\x89PNG\r\n\x1a\n"
EIGHT_BIT_PALETTE = (8, 3, 0, 0, 0)
"""IHDR's bit depth, colour type (palette), compression, filter method and interlace."""

keep_image_blocks()  # every process that encodes frames draws them: see renderers.kit.memory


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )


def _with_filter_bytes(image: Image.Image) -> bytes:
    """The image's rows, each after a 0 (no filter) byte: pasted one pixel in on a canvas of
    index 0, which Pillow copies row by row in C instead of Python joining a thousand rows."""
    width, height = image.size
    rows = Image.new("P", (width + 1, height), 0)
    rows.paste(image, (1, 0))
    return rows.tobytes()


def writable(image: Image.Image) -> bool:
    """Whether ``palette_png`` writes ``image`` whole: a palette image with no transparency."""
    return image.mode == "P" and "transparency" not in image.info


def palette_png(image: Image.Image, level: int) -> bytes:
    """``image`` (see ``writable``) as PNG bytes at libdeflate ``level`` (1-12)."""
    return palette_png_by(image, lambda rows: deflate.zlib_compress(rows, level))


def palette_png_by(image: Image.Image, compress: Callable[[bytes], bytes]) -> bytes:
    """``image`` as PNG bytes, its rows packed by ``compress`` (any zlib-format deflate: the
    encoder benchmark tries others)."""
    if not writable(image):
        raise ValueError(f"a palette image without transparency is needed, not {image.mode}")
    width, height = image.size
    rows = _with_filter_bytes(image)
    colours = bytes(image.getpalette() or (0, 0, 0))
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", struct.pack(">II5B", width, height, *EIGHT_BIT_PALETTE)),
            _chunk(b"PLTE", colours),
            _chunk(b"IDAT", compress(rows)),
            _chunk(b"IEND", b""),
        )
    )
