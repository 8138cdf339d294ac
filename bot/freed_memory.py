"""Freed C heap given back to the system now and then, in processes that draw.

A frame is megabytes of short-lived images, glyph masks and rows for deflate. glibc keeps what
a frame freed in its heap, scattered among blocks still in use, so a render worker's resident
memory only grows with the frames it drew, to over 300 MiB for some boards at 200 tables.
``malloc_trim`` hands the free pages back; a trim takes a few milliseconds, so it is done every
few dozen frames. Elsewhere than glibc nothing happens.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable

TRIM_EVERY = 32
"""Frames between two trims: a trim takes a few milliseconds and the next frame's first
touches of the pages it gave back cost about one more."""


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name).malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


class Trimmer:
    """Counts the frames drawn and trims the heap after every ``every``-th."""

    def __init__(self, every: int = TRIM_EVERY, trim: Callable[[int], int] | None = None) -> None:
        self.every = every
        self._trim = trim if trim is not None else _malloc_trim()
        self._drawn = 0

    def drew(self) -> bool:
        """One more frame drawn; True when the heap was trimmed after it."""
        self._drawn += 1
        if self._trim is None or self._drawn % self.every:
            return False
        self._trim(0)
        return True
