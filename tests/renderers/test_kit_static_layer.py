"""A board's unchanging layer: keyed by the game's checked data (equal data, equal keys), and
put back over what a frame drew on its names."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from PIL import Image

from renderers.kit.static import data_key, restore


@dataclass(frozen=True)
class Plan:
    size: tuple[int, int]
    spaces: MappingProxyType[str, int]


def test_data_loaded_twice_keys_its_layers_alike() -> None:
    first = Plan((9, 9), MappingProxyType({"a": 1, "b": 2}))
    again = Plan((9, 9), MappingProxyType({"a": 1, "b": 2}))
    other = Plan((9, 9), MappingProxyType({"a": 1, "b": 3}))
    assert hash(data_key(first)) == hash(data_key(again))
    assert data_key(first) == data_key(again) != data_key(other)


def test_restored_boxes_read_as_the_layer_has_them_and_nothing_else_does() -> None:
    layer = Image.new("RGB", (40, 20), (255, 255, 255))
    frame = Image.new("RGB", (40, 20), (0, 0, 0))
    restore(frame, layer, [(2.5, 2.5, 9.5, 9.5)])
    assert frame.getpixel((2, 2)) == frame.getpixel((9, 9)) == (255, 255, 255)
    assert frame.getpixel((10, 10)) == frame.getpixel((1, 1)) == (0, 0, 0)
