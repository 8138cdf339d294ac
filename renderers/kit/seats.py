"""Each seat's colour, paired with a shape so that colour is never the only cue."""

from __future__ import annotations

from dataclasses import dataclass

from renderers.kit.theme import RGB, hex_rgb, ink_on


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


def chosen_colour(seat: int, written: str) -> PlayerColour:
    """A colour a game chose for ``seat`` (``#rrggbb``), keeping the seat's shape as its second
    cue and picking the letter colour that reads on it."""
    rgb = hex_rgb(written)
    name = f"#{written.removeprefix('#').lower()}"
    return PlayerColour(name, rgb, player_colour(seat).shape, ink_on(rgb))
