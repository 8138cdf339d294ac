"""The colours every renderer shares; frozen so a theme can key the layer and sprite caches."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    background: RGB = (236, 231, 218)
    ink: RGB = (33, 37, 41)
    muted: RGB = (88, 94, 102)
    panel: RGB = (250, 248, 242)
    panel_edge: RGB = (198, 190, 172)
    highlight: RGB = (255, 244, 190)
    halo: RGB = (255, 255, 255)
    road: RGB = (104, 110, 120)
    road_edge: RGB = (72, 76, 84)
    lane: RGB = (236, 236, 228)
    space: RGB = (252, 252, 248)
    tile: RGB = (255, 251, 238)
    goal_edge: RGB = (176, 124, 26)
    start: RGB = (255, 236, 170)
    danger: RGB = (178, 34, 34)
    bar: RGB = (226, 221, 208)


DEFAULT_THEME = Theme()
WHITE: RGB = (255, 255, 255)


def hex_rgb(hex_rgb: str) -> RGB:
    """A colour written as the games' data and seat colours write it ('#d8433b') as RGB."""
    digits = hex_rgb.removeprefix("#")
    if len(digits) != 6:
        raise ValueError(f"a colour is #rrggbb, not {hex_rgb!r}")
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def ink_on(colour: RGB) -> RGB:
    """Near-black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return (r, g, bl)
