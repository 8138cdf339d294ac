"""The few flat colours a frame is drawn in; every frame is mapped onto them alone."""

from __future__ import annotations

from bot.games.sweet_valley_high.boards import HIDDEN
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HALL, TRADE, School
from renderers.kit.palette import kit_colours
from renderers.kit.seats import PALETTE, chosen_colour
from renderers.kit.theme import RGB, Theme, ink_on, mix

WHITE: RGB = (255, 255, 255)
BOYFRIEND: RGB = (196, 72, 110)
CARD_BACK: RGB = (120, 66, 140)
DETENTION: RGB = (150, 60, 60)
BADGE: RGB = (24, 60, 130)
KIND_FILL: dict[str, RGB] = {
    TRADE: (190, 226, 250),
    CHANGE: (250, 204, 222),
    ARROW: (252, 252, 248),
    HALL: (238, 234, 224),
}


def board_base(theme: Theme) -> RGB:
    """The board under the spaces and classrooms."""
    return mix(theme.background, theme.ink, 0.08)


def detention_fill(theme: Theme) -> RGB:
    return mix(DETENTION, theme.panel, 0.75)


def chip_fill(held: str, theme: Theme) -> RGB:
    """The boyfriend slot of a scoreboard: named, face down, or empty."""
    if held == HIDDEN:
        return mix(CARD_BACK, theme.panel, 0.55)
    return mix(BOYFRIEND, theme.panel, 0.55) if held else theme.panel


def slot_fill(theme: Theme) -> RGB:
    """An item slot filled."""
    return mix(BOYFRIEND, theme.panel, 0.3)


def home_fill(hex_rgb: str) -> RGB:
    """A Home Space, tinted with its character's colour."""
    return mix(chosen_colour(0, hex_rgb).rgb, WHITE, 0.62)


def frame_colours(school: School, theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    characters = [chosen_colour(seat, c.colour) for seat, c in enumerate(school.characters)]
    return [
        *kit_colours(theme),
        theme.background,
        theme.panel_edge,
        theme.road_edge,
        theme.tile,
        theme.bar,
        WHITE,
        board_base(theme),
        detention_fill(theme),
        BOYFRIEND,
        CARD_BACK,
        mix(CARD_BACK, WHITE, 0.25),
        BADGE,
        slot_fill(theme),
        *(chip_fill(held, theme) for held in (HIDDEN, "named")),
        *KIND_FILL.values(),
        *(home_fill(c.colour) for c in school.characters),
        *(c.rgb for c in characters),
        *(c.text for c in characters),
        *(ink_on(seat.rgb) for seat in PALETTE),
    ]
