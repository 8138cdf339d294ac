"""The frame's colours, and the frame mapped onto them alone before it is encoded.

A frame is uploaded on nearly every move, so its bytes count. Mapped onto the few flat colours
the school is drawn in (no shades for the soft edges of shapes and letters) a frame loses
nothing a phone shows and packs into a fraction of the bytes of 256 colours from a sample.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PIL import Image

from bot.games.sweet_valley_high.boards import HIDDEN
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HALL, TRADE, School
from renderers.kit.final import GOLD
from renderers.kit.palette import FRAME_LEVEL, encode_png, flat_palette
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
COMPRESSION = FRAME_LEVEL
"""The kit's level for frames: nearly level 9's bytes for a fraction of its time."""


def board_base(theme: Theme) -> RGB:
    """The board under the spaces and classrooms."""
    return mix(theme.background, theme.ink, 0.08)


def detention_fill(theme: Theme) -> RGB:
    return mix(DETENTION, theme.panel, 0.75)


def card_stripe() -> RGB:
    """The frames on a card's back (the kit's card back draws them in this mix)."""
    return mix(CARD_BACK, WHITE, 0.25)


def chip_fill(held: str, theme: Theme) -> RGB:
    """The boyfriend slot of a scoreboard: named, face down, or empty."""
    if held == HIDDEN:
        return mix(CARD_BACK, theme.panel, 0.55)
    if held:
        return mix(BOYFRIEND, theme.panel, 0.55)
    return theme.panel


def slot_fill(theme: Theme) -> RGB:
    """An item slot filled."""
    return mix(BOYFRIEND, theme.panel, 0.3)


def home_fill(hex_rgb: str) -> RGB:
    """A Home Space, tinted with its character's colour."""
    return mix(chosen_colour(0, hex_rgb).rgb, WHITE, 0.62)


def frame_colours(school: School, theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    characters = [chosen_colour(seat, c.colour) for seat, c in enumerate(school.characters)]
    colours: Iterable[RGB] = (
        theme.ink,
        theme.muted,
        theme.background,
        theme.panel,
        theme.panel_edge,
        theme.highlight,
        theme.goal_edge,
        theme.road_edge,
        theme.tile,
        theme.bar,
        WHITE,
        board_base(theme),
        detention_fill(theme),
        BOYFRIEND,
        CARD_BACK,
        card_stripe(),
        BADGE,
        GOLD,
        slot_fill(theme),
        chip_fill("hidden", theme),
        chip_fill("named", theme),
        *KIND_FILL.values(),
        *(home_fill(c.colour) for c in school.characters),
        *(c.rgb for c in characters),
        *(c.text for c in characters),
        *(seat.rgb for seat in PALETTE),
        *(ink_on(seat.rgb) for seat in PALETTE),
    )
    return list(dict.fromkeys(colours))


@cache
def _palette(colours: tuple[RGB, ...]) -> Image.Image:
    return flat_palette(colours)


def encode(image: Image.Image, school: School, theme: Theme) -> bytes:
    """The frame as PNG bytes, mapped onto its colours without dithering."""
    palette = _palette(tuple(frame_colours(school, theme)))
    return encode_png(image, palette=palette, level=COMPRESSION)
