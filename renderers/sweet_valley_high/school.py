"""The school as it never changes: the board, its classrooms with their names, its spaces with
their signs and arrows, the empty panel under it. Drawn once per school and theme, at its own
size: the frame keeps only a few flat colours, so crisp edges cost nothing a phone shows."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.school import ARROW, CHANGE, HALL, HOME, TRADE, School
from renderers.common import ScaledDraw
from renderers.kit.canvas import opaque
from renderers.kit.flat import flat_pen
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import RGB, Theme, mix
from renderers.sweet_valley_high.colours import BOYFRIEND, WHITE
from renderers.sweet_valley_high.layout import LINE, SMALL_PX, WIDTH, Geometry, px
from renderers.text import draw_text, font

DETENTION: RGB = (150, 60, 60)
KIND_FILL: dict[str, RGB] = {
    TRADE: (190, 226, 250),
    CHANGE: (250, 204, 222),
    ARROW: (252, 252, 248),
    HALL: (238, 234, 224),
}


def space_fill(school: School, space: str, theme: Theme) -> RGB:
    """A Home Space in its character's tint, the others by kind."""
    kind = school.spaces[space].kind
    if kind == HOME:
        owner = next(c for c in school.characters if c.home == space)
        return mix(chosen_colour(0, owner.colour).rgb, WHITE, 0.62)
    return KIND_FILL.get(kind, theme.tile)


def draw_school(geometry: Geometry, height: int, theme: Theme) -> Image.Image:
    """The school and the blank panel under it, ``height`` pixels high in all."""
    pen = ScaledDraw(Image.new("RGB", (WIDTH, height), theme.panel), 1)
    draw, school, side = flat_pen(pen.image), geometry.school, geometry.board_height
    pen.rect((0, 0, WIDTH, side), fill=opaque(theme.background))
    edge = px(4)
    pen.rect(
        (edge, edge, WIDTH - edge, side - edge),
        fill=opaque(mix(theme.background, theme.ink, 0.08)),
        radius=px(10),
    )
    bold, regular = font(SMALL_PX, bold=True), font(SMALL_PX)
    for room in school.rooms:
        fill = mix(DETENTION, theme.panel, 0.75) if room == school.detention else theme.tile
        box = geometry.room_box(room)
        pen.rect(box, fill=opaque(fill), outline=opaque(theme.panel_edge), width=2)
        x0, y0, _, _ = geometry.name_box(room)
        for i, line in enumerate(geometry.names[room]):
            draw_text(draw, (x0 + px(5), y0 + px(2) + i * LINE), line, bold, theme.ink)
    for space in school.spaces:
        box = geometry.space_box(space)
        fill = space_fill(school, space, theme)
        pen.rect(box, fill=opaque(fill), outline=opaque(theme.road_edge), width=2, radius=px(9))
        for arrow in geometry.arrows(space):
            pen.polygon(arrow, fill=opaque(BOYFRIEND), outline=opaque(theme.ink), width=1.5)
        middle, top = (box[0] + box[2]) / 2, box[1] + 2 * px(2)
        for i, line in enumerate(geometry.signs[space]):
            draw_text(draw, (middle, top + i * LINE), line, regular, theme.ink, anchor="ma")
    pen.line([(0, side), (WIDTH, side)], fill=opaque(theme.panel_edge), width=2)
    return pen.image
