"""The pictures on Cheat Street's tiles (pictures.json): one original drawing per goal, and the
bus. A goal's drawing is about ``2 * unit`` across, so the board and a goal card draw the same
picture at their own sizes."""

from __future__ import annotations

from renderers.common import Point, ScaledDraw
from renderers.kit.pictures import read_pictures
from renderers.kit.theme import RGB

PICTURES = read_pictures(__package__ or __name__, "pictures.json")
BUS_COLOURS: dict[str, RGB] = {
    "A": (123, 63, 160),
    "B": (176, 48, 96),
    "C": (38, 112, 128),
    "D": (120, 92, 24),
}
"""Bus lines' colours: darker than the player palette so a stop never reads as a pawn."""
BUS_FALLBACK: RGB = (80, 80, 80)


def bus_colour(line: str | None) -> RGB:
    return BUS_COLOURS.get(line or "", BUS_FALLBACK)


def draw_bus(pen: ScaledDraw, centre: Point, width: float, body: RGB, detail: RGB) -> None:
    """A bus seen from the side, ``width`` across."""
    PICTURES.draw(pen, "bus", centre, width, {"body": body, "detail": detail})


def draw_goal(pen: ScaledDraw, goal: str | None, centre: Point, unit: float) -> None:
    """The drawing of goal ``goal`` (a star for a goal this board has no drawing of)."""
    PICTURES.draw(pen, goal if goal in PICTURES.pictures else "star", centre, unit)
