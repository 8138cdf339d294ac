"""The frame's colours: only the ones the graveyard is drawn in, every frame mapped onto them.

A frame is uploaded on nearly every move, so its bytes count. Mapped onto its few flat colours
(no shades for the soft edges the sprites and letters are drawn with) a frame loses nothing a
phone shows and packs into far fewer bytes than on 256 colours taken from a sample.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PIL import Image

from bot.games.goosebumps.words import PAIR_COLOURS
from renderers.goosebumps import art
from renderers.goosebumps.pawns import MONSTER_GREEN
from renderers.kit.palette import FRAME_LEVEL, encode_png, flat_palette, kit_colours
from renderers.kit.seats import chosen_colour
from renderers.kit.theme import RGB, Theme

COMPRESSION = FRAME_LEVEL
"""The kit's level for frames: nearly level 9's bytes for a fraction of its time."""


def frame_colours(theme: Theme) -> list[RGB]:
    """Every colour a frame is drawn in, each once, in a fixed order."""
    pairs = [chosen_colour(seat, hex_rgb) for seat, (_, hex_rgb) in enumerate(PAIR_COLOURS)]
    colours: Iterable[RGB] = (
        *kit_colours(theme),
        art.NIGHT,
        art.BUSH,
        art.STONE,
        art.RULER_INK,
        art.BONE,
        art.GLASS,
        art.BREW,
        art.LINEN,
        art.SLIME,
        art.FUR,
        art.WHITE,
        MONSTER_GREEN,
        *art.KIND_FILL.values(),
        *art.DANGER_COLOURS.values(),
        *(pair.rgb for pair in pairs),
        *(pair.text for pair in pairs),
    )
    return list(dict.fromkeys(colours))


@cache
def frame_palette(theme: Theme) -> Image.Image:
    """A palette image of ``frame_colours``: a frame carries only the entries it may use."""
    return flat_palette(frame_colours(theme))


def encode(image: Image.Image, theme: Theme) -> bytes:
    """The frame as PNG bytes, mapped onto its colours without dithering."""
    return encode_png(image, palette=frame_palette(theme), level=COMPRESSION)
