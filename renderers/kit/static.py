"""A board's unchanging background, drawn once per board and theme and reused by every frame."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import fields
from typing import Any

from PIL import Image

from renderers.kit.theme import Theme

_LAYERS: dict[tuple[Hashable, Theme], Image.Image] = {}
_LOCK = threading.Lock()  # frames are drawn in worker threads


def static_layer(key: Hashable, theme: Theme, draw: Callable[[Theme], Image.Image]) -> Image.Image:
    """The layer ``draw(theme)`` made for the board ``key``, drawn on the first call only.

    Callers copy it before drawing on it (``static_layer(...).copy()``): the cached image is
    shared by every frame.
    """
    with _LOCK:
        layer = _LAYERS.get((key, theme))
        if layer is None:
            layer = _LAYERS[(key, theme)] = draw(theme)
        return layer


def forget_static_layers() -> None:
    """Drop every cached layer (a board's data changed)."""
    with _LOCK:
        _LAYERS.clear()


def data_key(data: Any) -> Hashable:
    """A dataclass of a game's checked data (a board, a school) as one hashable value, its
    read-only mappings as their items: the key of the layers drawn from it, equal for data
    loaded twice from the same files."""
    return tuple(
        tuple(value.items()) if isinstance(value, Mapping) else value
        for value in (getattr(data, f.name) for f in fields(data))
    )


def restore(image: Image.Image, layer: Image.Image, boxes: Iterable[Sequence[float]]) -> None:
    """Put each box of the unchanging ``layer`` back over whatever a frame drew on it (a path,
    a pawn), whole pixels outward: a board's names stay readable under every move."""
    for box in boxes:
        whole = (int(box[0]), int(box[1]), int(box[2]) + 1, int(box[3]) + 1)
        image.paste(layer.crop(whole), whole[:2])
