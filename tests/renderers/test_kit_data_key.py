"""The key of layers drawn from a game's checked data: equal data, equal keys."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from renderers.kit.static import data_key


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
