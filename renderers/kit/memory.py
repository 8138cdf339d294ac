"""Pillow keeps a few freed image blocks for the next frame to take.

A board frame is a few megabytes of fresh images (the copy of its unchanging layer, the frame
on its palette, its rows for deflate), all freed once it is encoded. Left to the C allocator,
that memory went back to the system after every frame and came back as page faults: over a
thousand a frame, a millisecond of system time in a six-millisecond board frame. Pillow's
block arena keeps up to ``KEPT_BLOCKS`` freed blocks instead, a frame's worth.
"""

from __future__ import annotations

from PIL import Image

KEPT_BLOCKS = 4


def keep_image_blocks(blocks: int = KEPT_BLOCKS) -> None:
    """Let Pillow keep at least ``blocks`` freed blocks (more where ``PILLOW_BLOCKS_MAX`` says)."""
    if Image.core.get_blocks_max() < blocks:
        Image.core.set_blocks_max(blocks)
