"""The unchanging Cheat Street image, drawn once per board and theme: the city blocks, the
roads, every space with its picture (pictures.json), the names of places and streets, and the
empty panel."""

from __future__ import annotations

from dataclasses import asdict

from PIL import Image

from bot.languages import ENGLISH
from renderers.cheat_street.geometry import BOARD_PX, ROAD, SMALL_PX, Board, Layout, half
from renderers.cheat_street.labels import STYLE, place_labels
from renderers.common import Point, ScaledDraw
from renderers.kit.canvas import sharp, supersampled
from renderers.kit.names import draw_name
from renderers.kit.pictures import read_pictures
from renderers.kit.theme import RGB, Theme, mix

PICTURES = read_pictures(__package__ or __name__, "pictures.json")
BUS_COLOURS: dict[str, RGB] = {
    "A": (123, 63, 160),
    "B": (176, 48, 96),
    "C": (38, 112, 128),
    "D": (120, 92, 24),
}
"""Bus lines' colours: darker than the player palette so a stop never reads as a pawn."""
STREET_INK = (70, 76, 70)
"""Street names: dark enough to read on the blocks, lighter than a place's name."""
WHITE = (255, 255, 255)


def draw_static(
    board: Board, layout: Layout, theme: Theme, *, language: str = ENGLISH
) -> Image.Image:
    """The board and the panel's background at ``layout``'s size, its names in ``language``."""
    size = layout.size
    pen = _city(board, size, theme, lettered=True)
    for label in place_labels(board, language):
        draw_name(pen, label, STYLE, theme.ink, STREET_INK, theme.goal_edge)
    pen.rect((0, BOARD_PX, size[0], size[1]), fill=theme.panel)
    pen.line([(0, BOARD_PX + 1), (size[0], BOARD_PX + 1)], theme.panel_edge, 3)
    return sharp(pen)


def draw_map(board: Board, theme: Theme) -> Image.Image:
    """The board without a word on it (no names, no bus letters), to be shown small: the
    pictures stay recognisable where words would shrink past reading."""
    return sharp(_city(board, (BOARD_PX, BOARD_PX), theme, lettered=False))


def draw_goal(pen: ScaledDraw, goal: str | None, centre: Point, unit: float) -> None:
    """The drawing of goal ``goal``, about ``2 * unit`` across (a star for a goal this board
    has no drawing of): the board and a goal card draw it at their own sizes."""
    PICTURES.draw(pen, goal if goal in PICTURES.pictures else "star", centre, unit)


def _city(board: Board, size: tuple[int, int], theme: Theme, *, lettered: bool) -> ScaledDraw:
    """A canvas ``size`` big with the city on top: its blocks, roads and spaces."""
    pen = supersampled(size, theme.background)
    edge = BOARD_PX * 0.05
    blocks = mix(theme.background, (200, 214, 170), 0.45)  # the background, a touch green
    pen.rect((edge, edge, BOARD_PX - edge, BOARD_PX - edge), fill=blocks, radius=20)
    ends = [(board.xy(a), board.xy(b)) for a, b in board.edges]
    for width, colour in ((ROAD + 5, theme.road_edge), (ROAD, theme.road)):
        for a, b in ends:
            pen.line([a, b], colour, width)
        for space_id in board.spaces:
            pen.circle(board.xy(space_id), width / 2, fill=colour)
    for space_id in board.spaces:
        _draw_space(pen, board, space_id, theme, lettered)
    return pen


def _draw_space(pen: ScaledDraw, board: Board, space_id: str, theme: Theme, lettered: bool) -> None:
    """A space's tile in the theme's colours (a bus stop in its line's), with its picture;
    a bus stop's line letter under its bus where the board is ``lettered``."""
    space = board.spaces[space_id]
    x, y = board.xy(space_id)
    h = half(space)
    line = BUS_COLOURS.get(space.line or "", (80, 80, 80))
    PICTURES.draw(pen, f"tile:{space.kind}", (x, y), h, asdict(theme) | {"line": line})
    bus = {"body": WHITE, "detail": line}
    if space.kind == "goal":
        draw_goal(pen, space.goal, (x, y), h * 0.62)
    elif space.kind == "bus" and not lettered:
        PICTURES.draw(pen, "bus", (x, y), h * 1.3, bus)
    elif space.kind == "bus":
        PICTURES.draw(pen, "bus", (x, y - h * 0.4), h * 1.2, bus)
        pen.text((x, y + h * 0.45), space.line or "?", SMALL_PX + 2, WHITE, bold=True, anchor="mm")
