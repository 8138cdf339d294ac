"""The school as it never changes: the board, its classrooms with their names, its spaces with
their signs and arrows, the empty panel under it. Drawn once per school and theme; every frame
copies it, and restores its labels after drawing the path so no move covers a name.

It is drawn at its own size, not supersampled: the frame keeps only a few flat colours, so
soft edges would be lost anyway, and crisp ones cost a third fewer bytes a frame."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.school import HOME, School
from renderers.common import ScaledDraw
from renderers.kit.canvas import opaque
from renderers.kit.theme import Theme
from renderers.sweet_valley_high.colours import (
    BOYFRIEND,
    KIND_FILL,
    board_base,
    detention_fill,
    home_fill,
)
from renderers.sweet_valley_high.ink import write
from renderers.sweet_valley_high.layout import LINE, SMALL_PX, WIDTH, Geometry, px
from renderers.text import font


def space_fill(school: School, space: str, theme: Theme) -> tuple[int, int, int]:
    """A Home Space in its character's tint, the others by kind."""
    kind = school.spaces[space].kind
    if kind == HOME:
        owner = next(c for c in school.characters if c.home == space)
        return home_fill(owner.colour)
    return KIND_FILL.get(kind, theme.tile)


def draw_school(geometry: Geometry, height: int, theme: Theme) -> Image.Image:
    """The school and the blank panel under it, ``height`` pixels high in all."""
    pen = ScaledDraw(Image.new("RGB", (WIDTH, height), theme.panel), 1)
    side = geometry.board_height
    pen.rect((0, 0, WIDTH, side), fill=opaque(theme.background))
    edge = px(4)
    pen.rect((edge, edge, WIDTH - edge, side - edge), fill=opaque(board_base(theme)), radius=px(10))
    school = geometry.school
    for room in school.rooms:
        _draw_room(pen, geometry, room, theme)
    for space in school.spaces:
        _draw_space(pen, geometry, space, theme)
    pen.line([(0, side), (WIDTH, side)], fill=opaque(theme.panel_edge), width=2)
    return pen.image


def _draw_room(pen: ScaledDraw, geometry: Geometry, room: str, theme: Theme) -> None:
    school = geometry.school
    fill = detention_fill(theme) if room == school.detention else theme.tile
    pen.rect(geometry.room_box(room), fill=opaque(fill), outline=opaque(theme.panel_edge), width=2)
    x0, y0, _, _ = geometry.name_box(room)
    for i, line in enumerate(geometry.name_lines(room)):
        at = (x0 + px(5), y0 + px(2) + i * LINE)
        write(pen.image, at, line, font(SMALL_PX, bold=True), theme.ink)


def _draw_space(pen: ScaledDraw, geometry: Geometry, space: str, theme: Theme) -> None:
    school = geometry.school
    box = geometry.space_box(space)
    fill = space_fill(school, space, theme)
    pen.rect(box, fill=opaque(fill), outline=opaque(theme.road_edge), width=2, radius=px(9))
    for arrow in geometry.arrows(space):
        pen.polygon(arrow, fill=opaque(BOYFRIEND), outline=opaque(theme.ink), width=1.5)
    sign = geometry.sign_box(space)
    if sign is None:
        return
    for i, line in enumerate(geometry.sign_lines(space)):
        at = ((box[0] + box[2]) / 2, sign[1] + px(2) + i * LINE)
        write(pen.image, at, line, font(SMALL_PX), theme.ink, anchor="ma")
