"""Where everything goes: the house on top of a portrait frame, the kit's turn panel under it,
every length of the 560 px ``DESIGN`` through ``px`` and every text a share of ``WIDTH``.
A space's name has a strip of its own; pawns, Dogs and badges stand in the rest (its ``area``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial

from bot.games.scavenger_hunt.house import House
from bot.games.scavenger_hunt.words import room
from renderers.kit.boxes import Box, Point, centre, outer_side, plan_box, split
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.phone import header_px, scaled_floor, scaled_px, smallest_px
from renderers.kit.turn import TurnStyle
from renderers.text import font, text_width

DESIGN = 560
"""The width the frame was laid out at: the fonts' 16 px floor is 1/35 of it."""
WIDTH = 420
"""The design at three quarters: each text keeps its share for 44% fewer pixels a frame."""
SCALE = WIDTH / DESIGN

px = partial(scaled_px, scale=SCALE)
"""A length of the design at the frame's scale, in whole pixels (at least one)."""

CELL = 50 * SCALE
"""One outer space; the house is 11 cells across."""
MARGIN = round((WIDTH - 11 * CELL) / 2)
BOARD = round(11 * CELL) + 2 * MARGIN
"""The house's height (it is square)."""
HOUSE = (MARGIN, MARGIN, BOARD - MARGIN, BOARD - MARGIN)
"""Inside the house's walls."""
SMALL_PX = smallest_px(WIDTH, scaled_floor(WIDTH, DESIGN))
"""The smallest text: space numbers, room names, badges, the legend."""
ASK_PX = px(header_px(DESIGN) + 2)
TURN_PX = px(header_px(DESIGN) + 6)
BAND = SMALL_PX + px(3)
"""The strip on a top or bottom outer space's outer side that holds its number."""
SIDE_BAND = math.ceil(max(text_width(str(n), font(SMALL_PX)) for n in range(10, 100))) + px(3)
"""The same on the left and right columns: as wide as a two-digit number."""
STRIPE = px(5)
NAME_BAND = STRIPE + SMALL_PX + px(5)
"""The top of a Room/Yard space: its colour stripe, then its name."""
PAWN = px(12)
DIE = px(40)
STYLE = TurnStyle(TURN_PX, ASK_PX, DIE, unit=SCALE, dice_gap=6, flat=True, floor=SMALL_PX)
"""The kit's turn panel at the frame's scale, in hard-edged letters and flat seat marks."""


@dataclass(frozen=True)
class Space:
    """One space on the frame (keyed by its id in ``Spaces``): its box, its name as the menus
    and the story say it ("29", "Garage") and where it is written (None for a START, whose
    house is its sign), and the area left for pawns, Dogs and badges."""

    box: Box
    name: str
    """A room's name as a sentence each language words; an outer space's number."""
    label: Box | None
    area: Box
    middle: Point
    """The area's centre: where a pawn stands and a move's path runs."""


Spaces = Mapping[str, Space]


def spaces_of(house: House) -> Spaces:
    """Every space of ``house`` on the frame (a board works them out once)."""
    found: dict[str, Space] = {}
    for space in house.spaces.values():
        box, name = plan_box(space.rect, CELL, (MARGIN, MARGIN)), ""
        label: Box | None
        if space.is_room:
            name = room(space.kind)
        if house.on_path(space.id):
            side, name = outer_side(box, HOUSE), str(house.index(space.id) + 1)
            label, area = split(box, side, BAND if side in ("top", "bottom") else SIDE_BAND)
        elif space.is_room:
            top, area = split(box, "top", NAME_BAND)
            label = split(top, "top", STRIPE)[1]
        else:
            label, area = None, box
        found[space.id] = Space(box, name, label, area, centre(area))
    return found


def turn_panel(players: int) -> PanelLayout:
    """The panel under the house for ``players`` seats: the turn, one row a player, the legend."""
    gap, legend = px(4), SMALL_PX + px(14)
    return PanelLayout(
        BOARD + gap, WIDTH, players, STYLE, px(10), legend_gap=gap, legend_height=legend, inset=gap
    )
