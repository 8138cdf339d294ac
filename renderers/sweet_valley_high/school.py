"""The school as it never changes, drawn once per school and theme in flat colours: the board,
its classrooms with their names, its spaces with their signs and arrows, the panel's ground.
Every frame is mapped onto the few colours read from it, then the kit's and the pieces'."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.boards import HIDDEN
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HALL, TRADE, School
from renderers.kit.flat import flat_pen
from renderers.kit.lines import draw_stack
from renderers.kit.palette import kit_colours
from renderers.kit.seats import PALETTE, chosen_colour
from renderers.kit.theme import RGB, WHITE, Theme, ink_on, mix
from renderers.sweet_valley_high.layout import LINE, SMALL_PX, WIDTH, Geometry, px
from renderers.text import font

BOYFRIEND: RGB = (196, 72, 110)
CARD_BACK: RGB = (120, 66, 140)
BADGE_FILL: RGB = (24, 60, 130)
NO_PEEK = mix(CARD_BACK, WHITE, 0.25)
"""The band of the last peek's card before any peek."""
DETENTION: RGB = (150, 60, 60)
KIND_FILL: dict[str, RGB] = {
    TRADE: (190, 226, 250),
    CHANGE: (250, 204, 222),
    ARROW: (252, 252, 248),
    HALL: (238, 234, 224),
}
"""Each kind of space; a Home Space in its character's tint, any other on the plain tile."""


def draw_school(geometry: Geometry, height: int, theme: Theme) -> Image.Image:
    """The school and the blank panel under it, ``height`` pixels high in all."""
    image = Image.new("RGB", (WIDTH, height), theme.panel)
    draw, school, side = flat_pen(image), geometry.school, geometry.board_height
    draw.rectangle((0, 0, WIDTH, side), fill=theme.background)
    board = (px(4), px(4), WIDTH - px(4), side - px(4))
    draw.rounded_rectangle(board, radius=px(10), fill=mix(theme.background, theme.ink, 0.08))
    bold, regular = font(SMALL_PX, bold=True), font(SMALL_PX)
    for room in school.rooms:
        fill = mix(DETENTION, theme.panel, 0.75) if room == school.detention else theme.tile
        draw.rectangle(geometry.room_box(room), fill=fill, outline=theme.panel_edge, width=2)
        x0, y0, _, _ = geometry.name_box(room)
        draw_stack(draw, (x0 + px(5), y0 + px(2)), geometry.names[room], bold, theme.ink, LINE)
    homes = {c.home: mix(chosen_colour(0, c.colour).rgb, WHITE, 0.62) for c in school.characters}
    for space in school.spaces:
        box, kind = geometry.space_box(space), school.spaces[space].kind
        fill = homes.get(space) or KIND_FILL.get(kind, theme.tile)
        draw.rounded_rectangle(box, radius=px(9), fill=fill, outline=theme.road_edge, width=2)
        for arrow in geometry.arrows(space):
            draw.polygon(arrow, fill=BOYFRIEND, outline=theme.ink, width=2)
        top = ((box[0] + box[2]) / 2, box[1] + 2 * px(2))
        draw_stack(draw, top, geometry.signs[space], regular, theme.ink, LINE, anchor="ma")
    draw.line([(0, side), (WIDTH, side)], fill=theme.panel_edge, width=2)
    return image


def chip_fill(held: str, theme: Theme) -> RGB:
    """The boyfriend slot of a scoreboard: named, face down, or empty."""
    if held == HIDDEN:
        return mix(CARD_BACK, theme.panel, 0.55)
    return mix(BOYFRIEND, theme.panel, 0.55) if held else theme.panel


def slot_fill(theme: Theme) -> RGB:
    """An item slot filled."""
    return mix(BOYFRIEND, theme.panel, 0.3)


def frame_colours(school_layer: Image.Image, school: School, theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    characters = [chosen_colour(seat, c.colour) for seat, c in enumerate(school.characters)]
    colours = [
        *kit_colours(theme),
        *(colour for _, colour in school_layer.getcolors(256) or ()),
        *(WHITE, BOYFRIEND, CARD_BACK, NO_PEEK, BADGE_FILL, slot_fill(theme)),
        *(chip_fill(held, theme) for held in (HIDDEN, "named")),
        *(c.rgb for c in characters),
        *(c.text for c in characters),
        *(ink_on(seat.rgb) for seat in PALETTE),
    ]
    return list(dict.fromkeys(colours))
