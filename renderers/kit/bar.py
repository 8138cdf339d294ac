"""A bar of points on the way to a target, in the seat's colour: how close each player is to
winning, read at a glance under her name."""

from __future__ import annotations

from PIL import ImageDraw

from renderers.kit.theme import RGB, Theme

Box = tuple[int, int, int, int]


def draw_points_bar(
    draw: ImageDraw.ImageDraw,
    box: Box,
    points: int,
    target: int,
    colour: RGB,
    theme: Theme,
    notch: int = 5,
) -> None:
    """``points`` of ``target`` filled in ``colour`` on the theme's empty bar, a notch every
    ``notch`` points so a count reads without numbers."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=theme.bar, outline=theme.muted)
    step = (x1 - x0) / target
    filled = max(0, min(target, points))
    if filled:
        draw.rectangle((x0 + 1, y0 + 1, x0 + round(step * filled) - 1, y1 - 1), fill=colour)
    for point in range(notch, target, notch):
        gx = x0 + round(step * point)
        draw.line([(gx, y0 + 1), (gx, y1 - 1)], fill=theme.panel, width=2)
