"""A font face that remembers what it measured and drew.

A board draws the same names, labels and figures frame after frame; measuring and rasterising
them again was much of a frame's drawing time. The face keeps the width of each text it
measured and the glyph mask of each text it drew, keyed by everything that shapes them, so a
repeated text costs a dictionary look-up. Pillow draws a ``FreeTypeFont`` through ``getmask2``
and measures through ``getlength``, so a subclass is all it takes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

from PIL import ImageFont

REMEMBERED = 4096
"""Texts kept per face and per kind (widths, masks): a worker draws many games' names, and a
mask of a line of text is a few kilobytes."""


def _frozen(value: object) -> Hashable:
    """``value`` as a dictionary key: Pillow passes some arguments as lists."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, dict):
        return tuple(sorted((key, _frozen(item)) for key, item in value.items()))
    return value  # type: ignore[return-value]


def _key(text: str | bytes, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Hashable:
    """Everything that shapes a text's width or mask, as one key."""
    key = (text, args, tuple(kwargs.items()))
    try:
        hash(key)
    except TypeError:
        return (text, _frozen(args), _frozen(kwargs))
    return key


def _kept(memory: dict[Hashable, Any], key: Hashable, make: Callable[[], Any]) -> Any:
    """``memory[key]``, made and kept first if missing (the oldest dropped when full: a name
    from a game long over)."""
    if key in memory:
        return memory[key]
    if len(memory) >= REMEMBERED:
        del memory[next(iter(memory))]
    memory[key] = value = make()
    return value


class Face(ImageFont.FreeTypeFont):
    """A FreeType face at one size whose measured widths and drawn masks are kept."""

    def __init__(self, path: Path, size: int, *, bold: bool = False) -> None:
        super().__init__(str(path), size)
        self.bold = bold
        self._widths: dict[Hashable, float] = {}
        self._masks: dict[Hashable, Any] = {}

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as where it came from: what it kept is made again where it is used."""
        return (Face, (Path(str(self.path)), int(self.size)), {"bold": self.bold})

    def __setstate__(self, state: Any) -> None:
        self.bold = state["bold"]

    def getlength(self, text: str | bytes, *args: Any, **kwargs: Any) -> float:  # type: ignore[override]
        measure = super().getlength
        return _kept(self._widths, _key(text, args, kwargs), lambda: measure(text, *args, **kwargs))

    def getmask2(self, text: str | bytes, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        draw = super().getmask2
        return _kept(self._masks, _key(text, args, kwargs), lambda: draw(text, *args, **kwargs))
