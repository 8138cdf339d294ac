"""A player's pawn: coloured disc, outline, initial and shape badge, as a cached sprite."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from renderers.common import MIN_TEXT_PX, initial
from renderers.kit.canvas import opaque, paste_sprite, shrink, sprite_pen
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import DEFAULT_THEME, Theme

Point = tuple[float, float]


def token_extent(radius: int) -> int:
    """Half the side of a token sprite: room for the shape badge and the active-player halo."""
    return math.ceil(max(radius + 9, radius * 1.2 + 3))


@lru_cache(maxsize=512)
def token_sprite(
    seat: int,
    letter: str,
    radius: int,
    *,
    halo: bool = False,
    theme: Theme = DEFAULT_THEME,
    colour: PlayerColour | None = None,
    flat: bool = False,
) -> Image.Image:
    """The pawn of ``seat`` with ``letter`` on it, ringed when ``halo``, in the seat's palette
    colour unless the game chose ``colour``; drawn once, then cached. ``flat``: hard edges,
    for a board encoded on a few flat colours (see ``canvas.sprite_pen``)."""
    colour = colour or player_colour(seat)
    half = token_extent(radius)
    pen = sprite_pen(2 * half, flat=flat)
    c = (half, half)
    if halo:
        pen.circle(c, radius + 8, fill=opaque(theme.ink))
        pen.circle(c, radius + 6, fill=opaque(theme.halo))
        pen.circle(c, radius + 3, fill=opaque(theme.ink))
    pen.circle(c, radius, fill=opaque(theme.ink))
    pen.circle(c, radius - 2, fill=opaque(colour.rgb))
    size = max(MIN_TEXT_PX, round(radius * 1.05))
    pen.text((half, half + 1), letter, size, opaque(colour.text), bold=True, anchor="mm")
    badge = radius * 0.42
    bc = (half + radius * 0.74, half - radius * 0.74)
    pen.shape(colour.shape, bc, badge + 1.6, opaque(theme.ink))
    pen.shape(colour.shape, bc, badge, (255, 255, 255, 255))
    return shrink(pen)


def draw_token(
    image: Image.Image,
    centre: Point,
    seat: int,
    name: str,
    radius: int,
    *,
    halo: bool = False,
    theme: Theme = DEFAULT_THEME,
    colour: PlayerColour | None = None,
    letter: str | None = None,
    flat: bool = False,
) -> None:
    """Draw ``seat``'s pawn centred on ``centre``, lettered with ``letter`` or else the initial of
    ``name``."""
    sprite = token_sprite(
        seat, letter or initial(name), radius, halo=halo, theme=theme, colour=colour, flat=flat
    )
    paste_sprite(image, sprite, centre)


@lru_cache(maxsize=64)
def dot_sprite(
    seat: int,
    radius: int,
    *,
    hollow: bool = False,
    theme: Theme = DEFAULT_THEME,
    colour: PlayerColour | None = None,
    flat: bool = False,
) -> Image.Image:
    """A small disc in the seat's colour, or the ``colour`` the game chose (a step of a path);
    ``hollow`` rings where it began (its rings in the proportions of a 13 px one, at any
    radius). ``flat``: hard edges, for a board encoded on a few flat colours."""
    rgb = (colour or player_colour(seat)).rgb
    side = 2 * radius + 4
    pen = sprite_pen(side, flat=flat)
    c = (side / 2, side / 2)
    pen.circle(c, radius, fill=opaque(theme.ink))
    if hollow:
        pen.circle(c, radius * 10 / 13, fill=opaque(rgb))
        pen.circle(c, radius * 6 / 13, fill=opaque(theme.ink))
        pen.circle(c, radius * 4 / 13, fill=opaque(theme.space))
    else:
        pen.circle(c, radius * 5.5 / 8, fill=opaque(rgb))
    return shrink(pen)
