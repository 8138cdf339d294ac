"""Where everything goes: a portrait frame a phone shows whole, the house on top and one panel
under it (the turn, one row a player, the legend).

Every text size is a share of ``WIDTH`` through ``renderers.kit.phone``: the header and the
standings at ``HEADER`` or more, nothing under ``SMALLEST``. The frame is its ``DESIGN`` drawn
smaller with the same proportions: every length through ``px``, the fonts' floor through
``scaled_floor``, so each text keeps its share of the width. The house's own plan (its spaces'
rectangles, in cells) comes from the checked house file.

Each outer space keeps its number in a band on its outer side, where no Door, path or pawn
comes; pawns, Dogs and badges stand in the rest of the space (its ``area``). A Room/Yard
space keeps its name under its colour stripe, and its pawn, disc and badge below the name.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.scavenger_hunt.house import House
from renderers.kit.panel_layout import PanelLayout
from renderers.kit.phone import header_px, scaled_floor, smallest_px
from renderers.kit.turn import TurnStyle
from renderers.text import font, text_width

Box = tuple[int, int, int, int]
Point = tuple[float, float]

DESIGN = 560
"""The width the frame was laid out at: the fonts' 16 px floor is 1/35 of it, well over the
1/60 a phone reads at 400 dp."""
WIDTH = 420
"""Pixels across: the design at three quarters, every length and size with it, so each text
keeps its share of the width for 44% fewer pixels (a game posts several hundred frames)."""
SCALE = WIDTH / DESIGN


def px(length: float) -> int:
    """A length of the design at the frame's scale, in whole pixels (at least one)."""
    return max(1, round(length * SCALE))


CELL = 50 * SCALE
"""One outer space; the house is 11 cells across."""
MARGIN = round((WIDTH - 11 * CELL) / 2)
BOARD = round(11 * CELL) + 2 * MARGIN
"""The house's height (it is square)."""
PAD = px(10)

SMALL_PX = smallest_px(WIDTH, scaled_floor(WIDTH, DESIGN))
"""Space numbers, room names, badges, hunt lists, the legend: the smallest text drawn."""
ASK_PX = px(header_px(DESIGN) + 2)
"""What is asked now, and each player's name and standing."""
TURN_PX = px(header_px(DESIGN) + 6)
"""Whose turn it is."""
BAND = SMALL_PX + px(3)
"""The strip on an outer space's outer side that holds its number (the top and bottom rows)."""
SIDE_BAND = math.ceil(max(text_width(str(n), font(SMALL_PX)) for n in range(10, 100))) + px(3)
"""The same on the left and right columns, as wide as a two-digit number and a pixel or two
either side."""
STRIPE = px(5)
"""The colour stripe at the top of a Room/Yard space."""
NAME_BAND = STRIPE + SMALL_PX + px(5)
"""The top of a Room/Yard space: its colour stripe, then its name."""
PAWN = px(12)
"""A pawn's radius: room for its letter, inside a space's area."""
DIE = px(40)

LEGEND_H = SMALL_PX + px(14)


def cell_box(rect: Sequence[float]) -> Box:
    """A rectangle of the house plan (in cells) on the frame."""
    x0, y0, x1, y1 = rect
    return (
        round(MARGIN + x0 * CELL),
        round(MARGIN + y0 * CELL),
        round(MARGIN + x1 * CELL),
        round(MARGIN + y1 * CELL),
    )


def centre(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


@dataclass(frozen=True)
class Space:
    """One space of the house on the frame: its box, where its label goes (``label``, None
    for a START, whose house is its sign) and the part left for pawns, Dogs and badges."""

    id: str
    box: Box
    label: Box | None
    area: Box

    @property
    def middle(self) -> Point:
        """Where a pawn stands and a move's path runs: the middle of the area."""
        return centre(self.area)


def _outer_side(box: Box) -> str:
    """The side of an outer space facing out of the house ('top', 'right', ...)."""
    x0, y0, _, y1 = box
    if y0 <= MARGIN:
        return "top"
    if y1 >= BOARD - MARGIN:
        return "bottom"
    return "left" if x0 <= MARGIN else "right"


def _path_space(space_id: str, box: Box) -> Space:
    x0, y0, x1, y1 = box
    side = _outer_side(box)
    if side == "top":
        return Space(space_id, box, (x0, y0, x1, y0 + BAND), (x0, y0 + BAND, x1, y1))
    if side == "bottom":
        return Space(space_id, box, (x0, y1 - BAND, x1, y1), (x0, y0, x1, y1 - BAND))
    if side == "left":
        return Space(space_id, box, (x0, y0, x0 + SIDE_BAND, y1), (x0 + SIDE_BAND, y0, x1, y1))
    return Space(space_id, box, (x1 - SIDE_BAND, y0, x1, y1), (x0, y0, x1 - SIDE_BAND, y1))


def spaces_of(house: House) -> dict[str, Space]:
    """Every space of ``house`` on the frame (a board works them out once)."""
    found: dict[str, Space] = {}
    for space in house.spaces.values():
        box = cell_box(space.rect)
        x0, y0, x1, y1 = box
        if house.on_path(space.id):
            found[space.id] = _path_space(space.id, box)
        elif space.is_room:
            label = (x0, y0 + STRIPE, x1, y0 + NAME_BAND)
            found[space.id] = Space(space.id, box, label, (x0, y0 + NAME_BAND, x1, y1))
        else:
            found[space.id] = Space(space.id, box, None, box)
    return found


STYLE = TurnStyle(TURN_PX, ASK_PX, DIE, unit=SCALE, dice_gap=6, flat=True, floor=SMALL_PX)
"""The kit's turn panel at the frame's scale, in hard-edged letters and flat seat marks."""


def turn_panel(players: int) -> PanelLayout:
    """The panel under the house for ``players`` seats: the turn, one row a player, the legend."""
    top, gap = BOARD + px(4), px(4)
    return PanelLayout(
        top, WIDTH, players, STYLE, PAD, legend_gap=gap, legend_height=LEGEND_H, inset=gap
    )
