"""The house as every frame starts from it, drawn once per house and theme: the outer spaces
with their numbers and arrows, the Room/Yard spaces with their names and colour stripes, the
Doors and the STARTs.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.words import K
from bot.languages import say
from bot.sentences import worded
from renderers.common import ScaledDraw
from renderers.kit.boxes import arrowhead, centre, facing_points, inset
from renderers.kit.flat import flat_pen
from renderers.kit.pictures import read_pictures
from renderers.kit.theme import Theme, hex_rgb
from renderers.scavenger_hunt.colours import DOOR, FLOOR, ROOM_FILL, WALL, outer_fills
from renderers.scavenger_hunt.layout import BOARD, MARGIN, SMALL_PX, STRIPE, WIDTH, Spaces, px
from renderers.text import draw_text, font

TITLE_PX = SMALL_PX + px(6)
ARROW_EVERY = 5
"""An arrow after every fifth outer space (and round each corner) shows the one way round."""
PICTURES = read_pictures(__package__ or __name__, "pictures.json")
"""A START: a house in its colour, with a door, in units of half its width."""


def draw_house(house: House, spaces: Spaces, theme: Theme, language: str) -> Image.Image:
    """The unchanging house, ``BOARD`` pixels high, its rooms named in ``language``."""
    image = Image.new("RGB", (WIDTH, BOARD), theme.background)
    draw = flat_pen(image)
    walls = (MARGIN - px(2), MARGIN - px(2), WIDTH - MARGIN + 1, BOARD - MARGIN + 1)
    draw.rounded_rectangle(walls, px(6), WALL)
    inner = spaces[house.path[0]].box[3], BOARD - spaces[house.path[0]].box[3]
    draw.rectangle((inner[0], inner[0], inner[1], inner[1]), fill=FLOOR)
    middle, title = (inner[0] + inner[1]) / 2, font(TITLE_PX, bold=True)
    for line, dy in ((f"{K}-title-top", -0.6), (f"{K}-title-bottom", 0.6)):
        words = say(language, line)
        draw_text(draw, (middle, middle + TITLE_PX * dy), words, title, WALL, anchor="mm")
    _draw_path(draw, house, spaces, theme)
    _draw_doors(draw, house, spaces)
    shapes = ScaledDraw(image, 1)
    for space in (space for space in house.spaces.values() if not house.on_path(space.id)):
        box, colour = spaces[space.id].box, hex_rgb(house.rgb[str(space.colour)])
        if space.is_room:  # walls, its floor, a stripe of its colour at the top
            draw.rectangle(box, fill=ROOM_FILL[space.kind], outline=WALL, width=px(2))
            x0, y0, x1, _ = inset(box, px(2))
            draw.rectangle((x0, y0, x1, y0 + STRIPE - 1), fill=colour)
        else:  # a START: a house in its colour, with a door
            half = (box[2] - box[0]) / 2
            PICTURES.draw(shapes, "start", centre(box), half, {"colour": colour, "wall": WALL})
    for space in spaces.values():
        if space.label is not None:
            name = worded(space.name, language)
            draw_text(draw, centre(space.label), name, font(SMALL_PX), theme.ink, anchor="mm")
    return image


def _draw_path(draw: ImageDraw.ImageDraw, house: House, spaces: Spaces, theme: Theme) -> None:
    """The outer spaces (Roll Again in yellow, a START's front in its colour) and, every
    few spaces, an arrow to the next along the board's one way round."""
    fills = outer_fills(house, theme)
    for space_id in house.path:
        draw.rectangle(inset(spaces[space_id].box, 1), fill=fills.get(space_id, theme.space))
    for space_id in house.path[ARROW_EVERY - 1 :: ARROW_EVERY]:
        ahead = spaces[house.along(space_id, 1)].middle
        draw.polygon(arrowhead(spaces[space_id].middle, ahead, px(6)), fill=WALL)


def _draw_doors(draw: ImageDraw.ImageDraw, house: House, spaces: Spaces) -> None:
    """Each Door as a short brown passage between the two spaces it joins (a Door is listed
    from both ends: it is drawn once)."""
    for a, ends in house.doors.items():
        for b in ends:
            if a < b and not (house.on_path(a) and house.on_path(b)):
                joined = facing_points(inset(spaces[a].box, px(3)), inset(spaces[b].box, px(3)))
                draw.line(joined, fill=DOOR, width=px(7))
