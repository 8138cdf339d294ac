"""A board's unchanging background, drawn once per board and theme and reused by every frame."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable

from PIL import Image

from renderers.kit.theme import Theme

Box = tuple[float, float, float, float]

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


def restore(image: Image.Image, layer: Image.Image, boxes: Iterable[Box]) -> None:
    """Put back what the static ``layer`` shows in ``boxes`` of a frame drawn on its copy: a
    board's names and tiles after the moving parts drawn under them."""
    for box in boxes:
        whole = (round(box[0]), round(box[1]), round(box[2]) + 1, round(box[3]) + 1)
        image.paste(layer.crop(whole), whole[:2])
