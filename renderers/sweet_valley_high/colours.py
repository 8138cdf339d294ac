"""The few flat colours a frame is drawn in: the school's own, read once from its drawn layer,
then the kit's and those of the pieces drawn over it; every frame is mapped onto them alone."""

from __future__ import annotations

from PIL import Image

from bot.games.sweet_valley_high.boards import HIDDEN
from bot.games.sweet_valley_high.school import School
from renderers.kit.palette import kit_colours
from renderers.kit.seats import PALETTE, chosen_colour
from renderers.kit.theme import RGB, WHITE, Theme, ink_on, mix

BOYFRIEND: RGB = (196, 72, 110)
CARD_BACK: RGB = (120, 66, 140)
BADGE_FILL: RGB = (24, 60, 130)
NO_PEEK = mix(CARD_BACK, WHITE, 0.25)
"""The band of the last peek's card before any peek."""


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
