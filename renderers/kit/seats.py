"""Each seat's colour, paired with a shape so that colour is never the only cue."""

from __future__ import annotations

from dataclasses import dataclass

from renderers.kit.theme import RGB, ink_on


@dataclass(frozen=True)
class PlayerColour:
    name: str
    rgb: RGB
    shape: str
    text: RGB


# Okabe-Ito colours: pairwise distinct under protanopia, deuteranopia and tritanopia
# (tests/renderers/test_common.py checks that). Ordered so that 3-player games get the most
# distinct three.
PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour("blue", (0, 114, 178), "circle", (255, 255, 255)),
    PlayerColour("orange", (230, 159, 0), "square", (20, 20, 20)),
    PlayerColour("green", (0, 158, 115), "triangle", (255, 255, 255)),
    PlayerColour("yellow", (240, 228, 66), "diamond", (20, 20, 20)),
    PlayerColour("sky", (86, 180, 233), "star", (20, 20, 20)),
    PlayerColour("vermillion", (213, 94, 0), "hexagon", (255, 255, 255)),
)


def player_colour(seat: int) -> PlayerColour:
    """The palette entry of a seat (seats beyond six reuse colours; our games stop at six)."""
    return PALETTE[seat % len(PALETTE)]


def chosen_colour(seat: int, hex_rgb: str) -> PlayerColour:
    """A colour a game chose for ``seat`` (``#rrggbb``), keeping the seat's shape as its second
    cue and picking the letter colour that reads on it."""
    digits = hex_rgb.removeprefix("#")
    if len(digits) != 6:
        raise ValueError(f"a seat colour is #rrggbb, not {hex_rgb!r}")
    rgb = (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))
    return PlayerColour(f"#{digits.lower()}", rgb, player_colour(seat).shape, ink_on(rgb))
