"""The last move, drawn as a path in the mover's colour from where the pawn began.

A step along the board is a solid line; a jump (a bus ride, a return to Start, a teleport) is a
thinner dashed line, so it doesn't hide the spaces it crosses.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial

from PIL import Image, ImageDraw

from bot.engine.boards import Walk
from renderers.kit.canvas import paste_sprite
from renderers.kit.phone import scaled_px
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme
from renderers.kit.tokens import dot_sprite

Point = tuple[float, float]


def draw_move_path(
    image: Image.Image,
    points: Sequence[Point],
    seat: int,
    *,
    walked: Sequence[bool] | None = None,
    theme: Theme = DEFAULT_THEME,
    colour: PlayerColour | None = None,
    scale: float = 1.0,
    flat: bool = False,
    stops: Sequence[int] | None = None,
) -> None:
    """The path through ``points`` in ``seat``'s colour (or the ``colour`` the game chose for
    the seat); ``walked[i]`` tells whether the step from point i to i+1 went along the board
    (default: every step did). ``scale``: every width and dot for a board drawn smaller than
    its design; ``flat``: dots with hard edges, for a board on a few flat colours; ``stops``:
    the inner points a move counts as spaces, dotted (default: all; a bend in the road is
    not a space)."""

    px = partial(scaled_px, scale=scale)
    if len(points) < 2:
        return
    steps = walked if walked is not None else [True] * (len(points) - 1)
    if len(steps) != len(points) - 1:
        raise ValueError("walked needs one entry per step between the points")
    draw = ImageDraw.Draw(image)
    chosen = colour or player_colour(seat)
    for outline in (True, False):
        fill = theme.ink if outline else chosen.rgb
        for i, along in enumerate(steps):
            pa, pb = points[i], points[i + 1]
            if along:
                draw.line([pa, pb], fill=fill, width=px(14 if outline else 8))
            else:
                dashed_line(draw, pa, pb, fill, px(8 if outline else 4), px(12))
        r = px(14 if outline else 8) / 2
        for p in points[1:-1]:  # square off the joints
            draw.rectangle((p[0] - r, p[1] - r, p[0] + r, p[1] + r), fill=fill)
    dot = dot_sprite(seat, px(8), theme=theme, colour=colour, flat=flat)
    for i in range(1, len(points) - 1) if stops is None else stops:
        paste_sprite(image, dot, points[i])
    start = dot_sprite(seat, px(13), hollow=True, theme=theme, colour=colour, flat=flat)
    paste_sprite(image, start, points[0])


def dashed_line(
    draw: ImageDraw.ImageDraw, a: Point, b: Point, fill: RGB, width: int, dash: float = 12
) -> None:
    """A line from ``a`` to ``b`` in dashes of ``dash`` px with equal gaps."""
    length = math.dist(a, b)
    if length == 0:
        return
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(t + dash, length)
        draw.line(
            [(a[0] + dx * t, a[1] + dy * t), (a[0] + dx * e, a[1] + dy * e)], fill=fill, width=width
        )
        t += 2 * dash


def shown_walk(mover: int, path: Sequence[str], last: Walk | None) -> Walk | None:
    """The move a board draws: ``mover``'s walk under way once it has left its first space,
    else the ``last`` one finished, so the table sees how it got here until the mover moves."""
    return Walk(mover, tuple(path)) if len(path) > 1 else last
