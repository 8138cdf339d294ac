"""The house's few flat colours: every frame is mapped onto them alone before it is encoded
(``kit.flat``), as a hunt posts a board on most of its several hundred moves."""

from __future__ import annotations

from bot.games.scavenger_hunt.house import House
from renderers.kit.palette import kit_colours
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import RGB, WHITE, Theme, hex_rgb, mix

ROOM_FILL: dict[str, RGB] = {
    "KITCHEN": hex_rgb("#ffeec4"),
    "CLOSET": hex_rgb("#e2d6f5"),
    "ATTIC": hex_rgb("#f0dec8"),
    "GARAGE": hex_rgb("#cdd0d6"),
    "YARD": hex_rgb("#c4e6b4"),
}
"""Each Room/Yard's floor, and the band of its cards in a hand."""
WALL = hex_rgb("#1e1e22")
"""The house's walls, its arrows and a START's door; the ink of a disc's number and a Dog."""
DOOR = hex_rgb("#96602c")
FLOOR = hex_rgb("#e2d8c4")
ROLL_AGAIN = hex_rgb("#ffd666")
"""The outer spaces that let a player roll again, and their swatch in the legend."""
DOG_FUR = hex_rgb("#784e28")
"""A Dog's head on the board, its swatch in the legend and the band of a Dog card."""
COMPRESSION = 9
"""Two levels above the kit's frames: at the kit's level a long four-player game passes 5 MB;
this one packs as tight as zlib's best in a third of its time."""


def front_fill(house: House, colour: str, theme: Theme) -> RGB:
    """The outer space in front of a START, tinted with the START's colour."""
    return mix(hex_rgb(house.rgb[colour]), theme.space, 0.55)


def outer_fills(house: House, theme: Theme) -> dict[str, RGB]:
    """The outer spaces not in the plain colour: Roll Again, and a START's front."""
    fronts = {front: front_fill(house, colour, theme) for colour, front in house.fronts.items()}
    return fronts | dict.fromkeys(house.roll_again, ROLL_AGAIN)


def frame_colours(house: House, theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    seats = [chosen_colour(seat, house.rgb[c]) for seat, c in enumerate(house.colours)]
    flat = (WALL, DOOR, FLOOR, ROLL_AGAIN, DOG_FUR, WHITE, *ROOM_FILL.values())
    board = (theme.background, theme.panel_edge, theme.space, *flat)
    marks = (*(seat.rgb for seat in seats), *(seat.text for seat in seats))
    fronts = (front_fill(house, c, theme) for c in house.colours)
    return list(dict.fromkeys((*kit_colours(theme), *board, *marks, *fronts)))
