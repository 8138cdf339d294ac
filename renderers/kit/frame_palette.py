"""The palette every frame of a board is encoded on (``palette.fixed_palette``), made once per
board and theme from a sample frame and shared by the worker threads that draw frames."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from PIL import Image

from renderers.kit.theme import Theme

_PALETTES: dict[tuple[Hashable, Theme], Image.Image] = {}
_LOCK = threading.Lock()


def board_palette(key: Hashable, theme: Theme, make: Callable[[], Image.Image]) -> Image.Image:
    """The palette ``make()`` made for the board ``key`` in ``theme``, on the first call only.

    It is made outside the lock: drawing the sample frame takes the static layer's lock, and
    two threads making the same palette at once both get the first one kept."""
    with _LOCK:
        found = _PALETTES.get((key, theme))
    if found is not None:
        return found
    made = make()
    with _LOCK:
        return _PALETTES.setdefault((key, theme), made)
