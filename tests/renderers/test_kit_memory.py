"""Pillow keeps freed image blocks for the next frame once the kit's PNG writer is loaded."""

from __future__ import annotations

from PIL import Image

import renderers.kit.png  # noqa: F401  (loading it is what is tested)
from renderers.kit.memory import KEPT_BLOCKS, keep_image_blocks


def test_a_process_that_encodes_frames_keeps_a_frames_worth_of_blocks() -> None:
    assert Image.core.get_blocks_max() >= KEPT_BLOCKS


def test_a_larger_setting_is_left_as_it_is() -> None:
    before = Image.core.get_blocks_max()
    try:
        Image.core.set_blocks_max(KEPT_BLOCKS + 6)
        keep_image_blocks()
        assert Image.core.get_blocks_max() == KEPT_BLOCKS + 6
    finally:
        Image.core.set_blocks_max(before)
