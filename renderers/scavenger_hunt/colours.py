"""The house's few flat colours, and a frame mapped onto them alone before it is encoded.

A Scavenger Hunt game posts a new board on most of its several hundred moves, so a frame's
bytes count more than in any other game: on its flat colours (no shades for the soft edges of
shapes and letters) a frame loses nothing a phone shows and packs into a fraction of the bytes.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image, ImageDraw

from bot.games.scavenger_hunt.house import House
from renderers.kit.final import GOLD
from renderers.kit.palette import encode_png, flat_palette
from renderers.kit.seats import PALETTE, chosen_colour
from renderers.kit.theme import RGB, Theme, mix

WALL: RGB = (30, 30, 34)
DOOR: RGB = (150, 96, 44)
FLOOR: RGB = (226, 216, 196)
ROLL_AGAIN: RGB = (255, 214, 102)
DOG_FUR: RGB = (120, 78, 40)
WHITE: RGB = (255, 255, 255)
ROOM_FILL: dict[str, RGB] = {
    "KITCHEN": (255, 238, 196),
    "CLOSET": (226, 214, 245),
    "ATTIC": (240, 222, 200),
    "GARAGE": (205, 208, 214),
    "YARD": (196, 230, 180),
}
CARD_FILL: dict[str, RGB] = {**ROOM_FILL, "WILD": WHITE, "DOG": DOG_FUR}
"""A card's band: a room card in its room's colour."""
COMPRESSION = 9
"""Two levels above the kit's frames: a hunt shows hundreds of boards a game, and at the kit's
level a long four-player game passes 5 MB; this one packs as tight as zlib's best in a third of
its time."""


def pen(image: Image.Image) -> ImageDraw.ImageDraw:
    """A drawer whose letters have no soft edges: on the frame's flat colours soft edges turn
    into speckles that cost a quarter of a frame's bytes, and hinted letters read as well."""
    draw = ImageDraw.Draw(image)
    draw.fontmode = "1"
    return draw


def rgb(hex_rgb: str) -> RGB:
    """A house colour ('#d8433b') as RGB."""
    return chosen_colour(0, hex_rgb).rgb


def front_fill(house: House, colour: str, theme: Theme) -> RGB:
    """The outer space in front of a START, tinted with the START's colour."""
    return mix(rgb(house.rgb[colour]), theme.space, 0.55)


def frame_colours(house: House, theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    seats = [chosen_colour(seat, house.rgb[c]) for seat, c in enumerate(house.colours)]
    colours: Iterable[RGB] = (
        theme.ink,
        theme.muted,
        theme.background,
        theme.panel,
        theme.panel_edge,
        theme.highlight,
        theme.goal_edge,
        theme.space,
        theme.halo,
        WALL,
        DOOR,
        FLOOR,
        ROLL_AGAIN,
        DOG_FUR,
        WHITE,
        GOLD,
        *ROOM_FILL.values(),
        *(seat.rgb for seat in seats),
        *(seat.text for seat in seats),
        *(front_fill(house, c, theme) for c in house.colours),
        *(seat.rgb for seat in PALETTE),
    )
    return list(dict.fromkeys(colours))


def frame_palette(house: House, theme: Theme) -> Image.Image:
    """The palette every frame of ``house`` is mapped onto (a board makes it once)."""
    return flat_palette(frame_colours(house, theme))


def encode(image: Image.Image, palette: Image.Image) -> bytes:
    """The frame as PNG bytes on its flat colours."""
    return encode_png(image, palette=palette, level=COMPRESSION)
