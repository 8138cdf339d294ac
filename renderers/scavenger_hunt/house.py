"""The house as every frame starts from it, drawn once per house and theme: the outer path with
its numbers and arrows, the Room/Yard spaces with their names and colour stripes, the Doors and
the STARTs.

The names are the ones the menus and the story use ("space 29", "the yellow Garage"): every
outer space carries its number on its outer side, every Room/Yard space its kind under a stripe
of its colour, and a START is a house in its colour. ``labels`` lists where each name is
written, so a frame can put the names back over a move's path.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.words import room
from renderers.kit.theme import Theme, hex_rgb
from renderers.scavenger_hunt.colours import (
    DOOR,
    FLOOR,
    ROLL_AGAIN,
    ROOM_FILL,
    WALL,
    front_fill,
    pen,
)
from renderers.scavenger_hunt.layout import (
    BOARD,
    MARGIN,
    SMALL_PX,
    STRIPE,
    WIDTH,
    Box,
    Point,
    Space,
    centre,
    px,
)
from renderers.text import draw_text, font

TITLE_PX = SMALL_PX + px(6)
ARROW = px(6)
"""Half the width of the arrowhead between two outer spaces."""
ARROW_EVERY = 5
"""An arrow after every fifth outer space (and round each corner) shows the one way round."""


def labels(house: House, spaces: Mapping[str, Space]) -> dict[str, str]:
    """What is written on each space that carries a name: its number, or its room's name."""
    written: dict[str, str] = {}
    for space_id, space in spaces.items():
        if space.label is None:
            continue
        kind = house.space(space_id).kind
        written[space_id] = (
            str(house.index(space_id) + 1) if house.on_path(space_id) else room(kind)
        )
    return written


def draw_house(house: House, spaces: Mapping[str, Space], theme: Theme) -> Image.Image:
    """The unchanging house, ``BOARD`` pixels high."""
    image = Image.new("RGB", (WIDTH, BOARD), theme.background)
    draw = pen(image)
    rim = px(2)
    draw.rounded_rectangle(
        (MARGIN - rim, MARGIN - rim, WIDTH - MARGIN + 1, BOARD - MARGIN + 1), px(6), WALL
    )
    inner = spaces[house.path[0]].box[3], BOARD - spaces[house.path[0]].box[3]
    draw.rectangle((inner[0], inner[0], inner[1], inner[1]), fill=FLOOR)
    _draw_title(draw, inner)
    _draw_path(draw, house, spaces, theme)
    _draw_doors(draw, house, spaces)
    for space in house.spaces.values():
        if space.is_room:
            _draw_room(
                draw, spaces[space.id].box, space.kind, hex_rgb(house.rgb[str(space.colour)])
            )
        elif not house.on_path(space.id):
            _draw_start(draw, spaces[space.id].box, hex_rgb(house.rgb[str(space.colour)]))
    face = font(SMALL_PX)
    for space_id, text in labels(house, spaces).items():
        box = spaces[space_id].label
        assert box is not None
        draw_text(draw, centre(box), text, face, theme.ink, anchor="mm")
    return image


def _draw_title(draw: ImageDraw.ImageDraw, inner: tuple[int, int]) -> None:
    middle = (inner[0] + inner[1]) / 2
    face = font(TITLE_PX, bold=True)
    draw_text(draw, (middle, middle - TITLE_PX * 0.6), "Scavenger", face, WALL, anchor="mm")
    draw_text(draw, (middle, middle + TITLE_PX * 0.6), "Hunt", face, WALL, anchor="mm")


def _draw_path(
    draw: ImageDraw.ImageDraw, house: House, spaces: Mapping[str, Space], theme: Theme
) -> None:
    """The outer spaces (Roll Again in yellow, a START's front in its colour) and, every
    few spaces, an arrow to the next along the board's one way round."""
    fronts = {front: colour for colour, front in house.fronts.items()}
    for space_id in house.path:
        fill = theme.space
        if space_id in house.roll_again:
            fill = ROLL_AGAIN
        elif space_id in fronts:
            fill = front_fill(house, fronts[space_id], theme)
        x0, y0, x1, y1 = spaces[space_id].box
        draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), fill=fill)
    for space_id in house.path[ARROW_EVERY - 1 :: ARROW_EVERY]:
        _draw_arrow(draw, spaces[space_id].middle, spaces[house.along(space_id, 1)].middle)


def _draw_arrow(draw: ImageDraw.ImageDraw, a: Point, b: Point) -> None:
    """A small arrowhead on the edge between two outer spaces, pointing from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(abs(dx), abs(dy)) or 1
    ux, uy = dx / length, dy / length
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    tip = (mx + ux * ARROW, my + uy * ARROW)
    back = (mx - ux * ARROW, my - uy * ARROW)
    side = (-uy * ARROW, ux * ARROW)
    points = [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])]
    draw.polygon(points, fill=WALL)


def _nearest(a: Box, b: Box) -> tuple[Point, Point]:
    """The two facing points of boxes ``a`` and ``b``: a Door's two ends."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    if max(ax0, bx0) <= min(ax1, bx1):
        xa = xb = (max(ax0, bx0) + min(ax1, bx1)) / 2
    else:
        xa, xb = (ax1, bx0) if ax1 < bx0 else (ax0, bx1)
    if max(ay0, by0) <= min(ay1, by1):
        ya = yb = (max(ay0, by0) + min(ay1, by1)) / 2
    else:
        ya, yb = (ay1, by0) if ay1 < by0 else (ay0, by1)
    return (xa, ya), (xb, yb)


def _draw_doors(draw: ImageDraw.ImageDraw, house: House, spaces: Mapping[str, Space]) -> None:
    """Each Door as a short brown passage between the two spaces it joins."""
    drawn: set[frozenset[str]] = set()
    for a, ends in house.doors.items():
        for b in ends:
            pair = frozenset((a, b))
            if pair in drawn or all(house.on_path(s) for s in pair):
                continue
            drawn.add(pair)
            pa, pb = _nearest(_inset(spaces[a].box, px(3)), _inset(spaces[b].box, px(3)))
            draw.line([pa, pb], fill=DOOR, width=px(7))


def _inset(box: Box, by: int) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def _draw_room(draw: ImageDraw.ImageDraw, box: Box, kind: str, colour: tuple[int, int, int]):
    x0, y0, x1, y1 = box
    wall = px(2)
    draw.rectangle(box, fill=WALL)
    draw.rectangle((x0 + wall, y0 + wall, x1 - wall, y1 - wall), fill=ROOM_FILL[kind])
    draw.rectangle((x0 + wall, y0 + wall, x1 - wall, y0 + STRIPE + wall - 1), fill=colour)


def _draw_start(draw: ImageDraw.ImageDraw, box: Box, colour: tuple[int, int, int]) -> None:
    """A START: a house in its colour, with a door."""
    x0, y0, x1, y1 = box
    mid = (x0 + x1) / 2
    roof = y0 + (y1 - y0) * 0.42
    eave = px(3)
    outline = [(mid, y0 - eave), (x1 + eave, roof), (x1, roof), (x1, y1), (x0, y1), (x0, roof)]
    draw.polygon([*outline, (x0 - eave, roof)], fill=colour, outline=WALL, width=px(2))
    door = (mid - px(4), y1 - px(11), mid + px(4), y1 - 1)
    draw.rectangle(door, fill=WALL)
