"""The pictures on Cheat Street's tiles: one original drawing per goal, and the bus.

Each goal icon is drawn about ``2 * u`` across around a centre, in layout pixels, so the board
and a goal card draw the same picture at their own sizes.
"""

from __future__ import annotations

from collections.abc import Callable

from renderers.common import Point, ScaledDraw
from renderers.kit.theme import RGB, Theme

Icon = Callable[[ScaledDraw, Point, float, Theme], None]
INK: RGB = (40, 40, 48)

# Bus line colours: darker than the player palette so a stop never reads as a pawn.
BUS_COLOURS: dict[str, RGB] = {
    "A": (123, 63, 160),
    "B": (176, 48, 96),
    "C": (38, 112, 128),
    "D": (120, 92, 24),
}
BUS_FALLBACK: RGB = (80, 80, 80)


def bus_colour(line: str | None) -> RGB:
    return BUS_COLOURS.get(line or "", BUS_FALLBACK)


def draw_bus(pen: ScaledDraw, c: Point, w: float, body: RGB, detail: RGB) -> None:
    """A bus seen from the side, ``w`` across."""
    x, y = c
    h = w * 0.55
    pen.rect((x - w / 2, y - h / 2, x + w / 2, y + h / 2), fill=body, radius=h * 0.22)
    ww = w * 0.2
    for i in range(3):
        wx = x - w / 2 + w * 0.1 + i * (ww + w * 0.07)
        pen.rect((wx, y - h * 0.32, wx + ww, y + h * 0.02), fill=detail, radius=1)
    pen.rect((x + w * 0.3, y - h * 0.32, x + w * 0.42, y + h * 0.3), fill=detail, radius=1)
    for wx in (x - w * 0.26, x + w * 0.22):
        pen.circle((wx, y + h / 2), h * 0.2, fill=(30, 30, 30))


def _icon_bakery(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    pen.ellipse(
        (x - u, y - u * 0.6, x + u, y + u * 0.65), fill=(214, 150, 70), outline=INK, width=2
    )
    for i in range(3):
        ox = x - u * 0.45 + i * u * 0.45
        pen.line([(ox - u * 0.1, y - u * 0.35), (ox + u * 0.18, y + u * 0.25)], (140, 86, 30), 3)


def _icon_bank(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    stone = (120, 132, 150)
    pen.polygon(
        [(x - u, y - u * 0.4), (x, y - u), (x + u, y - u * 0.4)], fill=stone, outline=INK, width=2
    )
    for i in range(4):
        cx = x - u * 0.75 + i * u * 0.5
        pen.rect(
            (cx - u * 0.11, y - u * 0.3, cx + u * 0.11, y + u * 0.62),
            fill=stone,
            outline=INK,
            width=1.5,
        )
    pen.rect((x - u, y + u * 0.66, x + u, y + u * 0.95), fill=stone, outline=INK, width=2)


def _icon_cinema(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    pen.rect((x - u, y - u * 0.8, x + u, y + u * 0.8), fill=INK, radius=3)
    for i in range(5):
        hx = x - u * 0.8 + i * u * 0.4
        for hy in (y - u * 0.62, y + u * 0.5):
            pen.rect((hx - u * 0.09, hy, hx + u * 0.09, hy + u * 0.14), fill=(255, 255, 255))
    pen.polygon(
        [(x - u * 0.25, y - u * 0.32), (x + u * 0.38, y), (x - u * 0.25, y + u * 0.32)],
        fill=(240, 200, 60),
    )


def _icon_library(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    base = y + u * 0.85
    books = (((178, 60, 60), 0.9), ((60, 100, 170), 1.0), ((70, 140, 80), 0.8))
    for i, (colour, h) in enumerate(books):
        bx = x - u * 0.95 + i * u * 0.45
        pen.rect((bx, base - u * 1.6 * h, bx + u * 0.4, base), fill=colour, outline=INK, width=1.5)
        pen.line(
            [
                (bx + u * 0.08, base - u * 1.6 * h + u * 0.3),
                (bx + u * 0.32, base - u * 1.6 * h + u * 0.3),
            ],
            (255, 255, 255),
            1.5,
        )
    lx = x + u * 0.45
    pen.polygon(
        [
            (lx, base),
            (lx + u * 0.38, base),
            (lx + u * 0.95, base - u * 1.25),
            (lx + u * 0.57, base - u * 1.38),
        ],
        fill=(200, 150, 40),
        outline=INK,
        width=1.5,
    )
    pen.line([(x - u, base + 1), (x + u, base + 1)], INK, 2.5)


def _icon_museum(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    pen.rect((x - u, y - u * 0.8, x + u, y + u * 0.8), fill=(196, 150, 50), outline=INK, width=2)
    ix0, iy0, ix1, iy1 = x - u * 0.72, y - u * 0.52, x + u * 0.72, y + u * 0.52
    pen.rect((ix0, iy0, ix1, iy1), fill=(170, 214, 240))
    pen.circle((x + u * 0.38, y - u * 0.2), u * 0.16, fill=(250, 220, 70))
    pen.polygon([(ix0, iy1), (x - u * 0.2, y - u * 0.2), (x + u * 0.2, iy1)], fill=(70, 130, 80))
    pen.polygon([(x - u * 0.1, iy1), (x + u * 0.35, y + u * 0.05), (ix1, iy1)], fill=(50, 100, 60))


def _icon_park(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    pen.rect(
        (x - u * 0.14, y + u * 0.1, x + u * 0.14, y + u * 0.95),
        fill=(120, 80, 40),
        outline=INK,
        width=1.5,
    )
    green = (70, 150, 70)
    for dx, dy, r in ((-0.42, 0.0, 0.48), (0.42, 0.0, 0.48), (0.0, -0.4, 0.58)):
        pen.circle((x + dx * u, y + dy * u), r * u, fill=INK)
    for dx, dy, r in ((-0.42, 0.0, 0.48), (0.42, 0.0, 0.48), (0.0, -0.4, 0.58)):
        pen.circle((x + dx * u, y + dy * u), r * u - 2, fill=green)


def _icon_pharmacy(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    a, b = u * 0.9, u * 0.32
    corners = ((-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b))
    corners += ((b, a), (-b, a), (-b, b), (-a, b), (-a, -b), (-b, -b))
    pts = [(x + dx, y + dy) for dx, dy in corners]
    pen.polygon(pts, fill=(40, 160, 90), outline=INK, width=2)


def _icon_post(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    x0, y0, x1, y1 = x - u, y - u * 0.62, x + u, y + u * 0.62
    pen.rect((x0, y0, x1, y1), fill=(240, 240, 250), outline=INK, width=2)
    pen.line([(x0 + 1, y0 + 1), (x, y + u * 0.12), (x1 - 1, y0 + 1)], INK, 2)
    pen.rect((x1 - u * 0.45, y0 + u * 0.15, x1 - u * 0.12, y0 + u * 0.5), fill=(200, 60, 60))


def _icon_school(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    pen.polygon(
        [
            (x - u * 0.55, y),
            (x + u * 0.55, y),
            (x + u * 0.55, y + u * 0.55),
            (x - u * 0.55, y + u * 0.55),
        ],
        fill=(50, 50, 70),
    )
    pen.polygon(
        [(x - u, y - u * 0.3), (x, y - u * 0.8), (x + u, y - u * 0.3), (x, y + u * 0.2)],
        fill=(60, 60, 84),
        outline=INK,
        width=1.5,
    )
    pen.line(
        [(x, y - u * 0.3), (x + u * 0.75, y - u * 0.1), (x + u * 0.75, y + u * 0.6)],
        (240, 190, 40),
        2.5,
    )
    pen.circle((x + u * 0.75, y + u * 0.68), u * 0.13, fill=(240, 190, 40))


def _icon_harbour(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    navy = (30, 60, 110)
    pen.circle((x, y - u * 0.72), u * 0.2, outline=navy, width=3)
    pen.line([(x, y - u * 0.52), (x, y + u * 0.9)], navy, 4)
    pen.line([(x - u * 0.45, y - u * 0.3), (x + u * 0.45, y - u * 0.3)], navy, 4)
    pen.arc((x - u * 0.85, y - u * 0.5, x + u * 0.85, y + u * 0.9), 20, 160, navy, 4)
    for sx in (-1, 1):
        tip = (x + sx * u * 0.86, y + u * 0.12)
        pen.polygon(
            [tip, (x + sx * u * 0.58, y + u * 0.32), (x + sx * u * 0.95, y + u * 0.45)], fill=navy
        )


def _icon_toy(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    fur, light = (170, 110, 60), (230, 190, 140)
    for sx in (-1, 1):
        pen.circle((x + sx * u * 0.62, y - u * 0.6), u * 0.3, fill=fur, outline=INK, width=1.5)
        pen.circle((x + sx * u * 0.62, y - u * 0.6), u * 0.14, fill=light)
    pen.circle((x, y + u * 0.08), u * 0.82, fill=fur, outline=INK, width=2)
    pen.ellipse((x - u * 0.36, y + u * 0.12, x + u * 0.36, y + u * 0.66), fill=light)
    pen.ellipse((x - u * 0.13, y + u * 0.18, x + u * 0.13, y + u * 0.36), fill=INK)
    for sx in (-1, 1):
        pen.circle((x + sx * u * 0.32, y - u * 0.15), u * 0.1, fill=INK)


def _icon_zoo(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    x, y = c
    paw = (90, 60, 40)
    pen.ellipse((x - u * 0.55, y - u * 0.05, x + u * 0.55, y + u * 0.85), fill=paw)
    for dx, dy in ((-0.72, -0.3), (-0.27, -0.72), (0.27, -0.72), (0.72, -0.3)):
        pen.ellipse(
            (x + (dx - 0.2) * u, y + (dy - 0.26) * u, x + (dx + 0.2) * u, y + (dy + 0.26) * u),
            fill=paw,
        )


def _icon_star(pen: ScaledDraw, c: Point, u: float, theme: Theme) -> None:
    pen.shape("star", c, u, (240, 190, 40), INK, 2)


GOAL_ICONS: dict[str, Icon] = {
    "bakery": _icon_bakery,
    "bank": _icon_bank,
    "cinema": _icon_cinema,
    "library": _icon_library,
    "museum": _icon_museum,
    "park": _icon_park,
    "pharmacy": _icon_pharmacy,
    "post-office": _icon_post,
    "school": _icon_school,
    "harbour": _icon_harbour,
    "toy-shop": _icon_toy,
    "zoo": _icon_zoo,
}


def goal_icon(goal: str | None) -> Icon:
    """The drawing of goal ``goal`` (a star for a goal this board has no drawing of)."""
    return GOAL_ICONS.get(goal or "", _icon_star)
