"""The Cheat Street board image, drawn from the public view only.

``board_renderer(rules)`` makes a ``CheatStreetBoard`` from the board the rules checked at
start-up (see renderers/kit/drawing.py), so drawing never looks the game up. The board (roads,
spaces, goal tiles, bus stops, the panel's fixed parts) is drawn once per board and theme; a
frame copies it and adds the last move, the pawns and the panel's state. Goal cards are secret
and the public view carries none, so nothing here could draw one.

Read from ``view.board``: positions, punished, phase, active, roll, steps_left, path, passed,
caller, winner; names and scores come from ``view.players``.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.engine.model import PlayerInfo, View
from bot.games.cheat_street.board import Board as CheckedBoard
from bot.games.cheat_street.board import Space
from renderers.common import Point, ScaledDraw
from renderers.kit.canvas import downsample, opaque, paste_sprite, shrink, sprite_pen, supersampled
from renderers.kit.dice import HIGH_ROLLER, die_face
from renderers.kit.fan import fan_offsets, fan_radius
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel
from renderers.kit.seats import PALETTE, player_colour
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, mix
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, ellipsize, font, text_width, wrap

if TYPE_CHECKING:
    from bot.games.cheat_street.rules import CheatStreet

GAME_KEY = "cheat-street"

WIDTH, HEIGHT = 1300, 960
BOARD_PX = 960  # the board is a square on the left; the panel fills the rest
PANEL_X = BOARD_PX
PAD = 20
DIE_CENTRE = (PANEL_X + PAD + 30, 226)  # the die face in the panel, 60 px square
TARGET_SCORE = 21

ROAD_WIDTH = 32
STREET_R = 14
GOAL_HALF = 34
BUS_HALF = 31
START_HALF = 52
LABEL_SIZE = 17

# Bus line colours: darker than the player palette so a stop never reads as a pawn.
BUS_COLOURS: dict[str, RGB] = {
    "A": (123, 63, 160),
    "B": (176, 48, 96),
    "C": (38, 112, 128),
    "D": (120, 92, 24),
}
BUS_FALLBACK: RGB = (80, 80, 80)


# --- board data -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Board:
    """What drawing needs of the rules' checked board: spaces, each street once, goal names.

    ``key`` stands for everything drawn from the board, so caches of its static layer and
    palette are shared by equal boards and never by different ones.
    """

    size: tuple[int, int]
    spaces: Mapping[str, Space]
    edges: tuple[tuple[str, str], ...]
    goal_names: Mapping[str, str]
    key: Hashable

    @classmethod
    def of(cls, checked: CheckedBoard) -> Board:
        """Edges (each street once, sorted) and goal names derived from the checked board."""
        edges = tuple(
            sorted(
                {
                    (a, b) if a < b else (b, a)
                    for a, nearby in checked.neighbours.items()
                    for b in nearby
                }
            )
        )
        goals = {goal.key: goal.name for goal in checked.goals}
        key = (
            GAME_KEY,
            checked.size,
            tuple(checked.spaces.values()),
            edges,
            tuple(goals.items()),
        )
        return cls(checked.size, checked.spaces, edges, goals, key)

    def xy(self, space_id: str) -> tuple[int, int]:
        """Pixel centre of a space in the rendered image."""
        try:
            s = self.spaces[space_id]
        except KeyError:
            raise ValueError(f"unknown Cheat Street space {space_id!r}") from None
        return round(s.x * BOARD_PX / self.size[0]), round(s.y * BOARD_PX / self.size[1])


def _half(space: Space) -> float:
    return {"goal": GOAL_HALF, "bus": BUS_HALF, "start": START_HALF}.get(space.kind, STREET_R)


# --- the public view, read once -------------------------------------------------------------


@dataclass(frozen=True)
class _Player:
    seat: int
    name: str
    score: int
    punished: bool
    removed: bool = False


@dataclass(frozen=True)
class _Frame:
    players: tuple[_Player, ...]
    positions: Mapping[int, str]
    active: int | None  # whose turn it is now (None once the game is over)
    mover: int | None  # whose pawn ``path`` belongs to
    phase_text: str
    phase: str
    roll: int | None
    steps_left: int | None
    path: tuple[str, ...]
    passed: frozenset[int]
    caller: int | None
    winner: int | None


def _read(board: Board, view: View) -> _Frame:
    """Check the view is public and well formed; refuse anything else loudly."""
    if view.seat is not None or view.private:
        raise ValueError("the board image is public: render only the public view (seat=None)")
    if view.game != GAME_KEY:
        raise ValueError(f"not a Cheat Street view: {view.game!r}")
    b = view.board
    positions_list: Sequence[str] = b["positions"]
    punished_list: Sequence[bool] = b.get("punished", ())
    players = []
    positions: dict[int, str] = {}
    for info in view.players:
        if not 0 <= info.seat < len(positions_list):
            raise ValueError(f"no position for seat {info.seat}")
        space = positions_list[info.seat]
        if space not in board.spaces:
            raise ValueError(f"unknown Cheat Street space {space!r}")
        positions[info.seat] = space
        punished = "punished" in info.badges or (
            info.seat < len(punished_list) and bool(punished_list[info.seat])
        )
        removed = "removed" in info.badges
        players.append(_Player(info.seat, info.name, info.score, punished, removed))
    path = tuple(b.get("path") or ())
    mover = b.get("active")
    last = b.get("last_move")
    if len(path) < 2 and last and len(last.get("path") or ()) >= 2:
        # A new turn has not moved yet: show the move that just ended instead.
        path, mover = tuple(last["path"]), last["seat"]
    for space in path:
        if space not in board.spaces:
            raise ValueError(f"unknown Cheat Street space {space!r} in the path")
    return _Frame(
        players=tuple(players),
        positions=positions,
        active=view.active,
        mover=view.active if mover is None else mover,
        phase_text=view.phase,
        phase=str(b.get("phase", "")),
        roll=b.get("roll"),
        steps_left=b.get("steps_left"),
        path=path,
        passed=frozenset(b.get("passed") or ()),
        caller=b.get("caller"),
        winner=b.get("winner"),
    )


# --- pawn layout ----------------------------------------------------------------------------


def _layout(board: Board, frame: _Frame) -> dict[int, tuple[float, float, int]]:
    by_space: dict[str, list[int]] = {}
    for p in frame.players:
        if not p.removed:  # a player removed from the game leaves the board
            by_space.setdefault(frame.positions[p.seat], []).append(p.seat)
    out: dict[int, tuple[float, float, int]] = {}
    for space_id, seats in by_space.items():
        radius = fan_radius(len(seats))
        cx, cy = board.xy(space_id)
        if board.spaces[space_id].kind == "start":
            cy += 8  # leave the START lettering at the top of the tile readable
        for seat, (dx, dy) in zip(sorted(seats), fan_offsets(len(seats), radius), strict=True):
            out[seat] = (cx + dx, cy + dy, radius)
    return out


# --- static layer ---------------------------------------------------------------------------

Box = tuple[float, float, float, float]


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _goal_labels(board: Board) -> list[tuple[str, Box, str]]:
    """A name label beside each goal tile, on the side that covers the fewest other things."""
    face = font(LABEL_SIZE, bold=True)
    tiles: list[tuple[str, Box]] = []
    for s in board.spaces.values():
        x, y = board.xy(s.id)
        h = _half(s) + 3
        tiles.append((s.id, (x - h, y - h, x + h, y + h)))
    roads: list[Box] = []
    for a, b in board.edges:
        (ax, ay), (bx, by) = board.xy(a), board.xy(b)
        r = ROAD_WIDTH / 2
        roads.append((min(ax, bx) - r, min(ay, by) - r, max(ax, bx) + r, max(ay, by) + r))
    placed: list[tuple[str, Box, str]] = []
    for s in board.spaces.values():
        if s.kind != "goal" or s.goal is None:
            continue
        name = board.goal_names.get(s.goal, s.goal)
        pw, ph = text_width(name, face) + 14, LABEL_SIZE + 10
        x, y = board.xy(s.id)
        h = _half(s) + 4
        candidates: list[Box] = [
            (x - pw / 2, y + h, x + pw / 2, y + h + ph),
            (x - pw / 2, y - h - ph, x + pw / 2, y - h),
            (x + h, y - ph / 2, x + h + pw, y + ph / 2),
            (x - h - pw, y - ph / 2, x - h, y + ph / 2),
        ]

        def cost(box: Box, own: str = s.id) -> float:
            c = sum(_overlap(box, t) for sid, t in tiles if sid != own)
            c += sum(_overlap(box, other) for _, other, _ in placed)
            c += 0.25 * sum(_overlap(box, r) for r in roads)
            inside = _overlap(box, (4, 4, BOARD_PX - 4, BOARD_PX - 4))
            return c + 3 * ((box[2] - box[0]) * (box[3] - box[1]) - inside)

        best = min(candidates, key=cost)  # min keeps the first of equals: below, above, ...
        placed.append((s.id, best, name))
    return placed


def _draw_road(pen: ScaledDraw, board: Board, theme: Theme) -> None:
    segs = [(board.xy(a), board.xy(b)) for a, b in board.edges]
    for a, b in segs:
        pen.line([a, b], theme.road_edge, ROAD_WIDTH + 6)
    for s in board.spaces:
        pen.circle(board.xy(s), (ROAD_WIDTH + 6) / 2, fill=theme.road_edge)
    for a, b in segs:
        pen.line([a, b], theme.road, ROAD_WIDTH)
    for s in board.spaces:
        pen.circle(board.xy(s), ROAD_WIDTH / 2, fill=theme.road)
    for a, b in segs:  # dashed centre line
        length = math.dist(a, b)
        dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        t = 22.0
        while t + 10 < length - 22:
            p, q = (a[0] + dx * t, a[1] + dy * t), (a[0] + dx * (t + 10), a[1] + dy * (t + 10))
            pen.line([p, q], theme.lane, 2)
            t += 20


def _bus_glyph(pen: ScaledDraw, c: Point, w: float, body: RGB, detail: RGB) -> None:
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


def _draw_space(pen: ScaledDraw, board: Board, s: Space, theme: Theme) -> None:
    x, y = board.xy(s.id)
    if s.kind == "start":
        h = START_HALF
        pen.rect(
            (x - h, y - h, x + h, y + h), fill=theme.start, outline=theme.ink, width=3, radius=14
        )
        pen.text((x, y - h + 6), "START", 17, theme.ink, bold=True, anchor="mt")
        pen.shape("star", (x, y + 8), 26, (255, 214, 90), theme.goal_edge, 2)
    elif s.kind == "goal":
        h = GOAL_HALF
        pen.rect((x - h - 2, y - h - 2, x + h + 2, y + h + 2), fill=theme.ink, radius=12)
        pen.rect((x - h, y - h, x + h, y + h), fill=theme.goal_edge, radius=10)
        pen.rect((x - h + 5, y - h + 5, x + h - 5, y + h - 5), fill=theme.tile, radius=7)
        GOAL_ICONS.get(s.goal or "", _icon_star)(pen, (x, y), 21, theme)
    elif s.kind == "bus":
        h = BUS_HALF
        colour = BUS_COLOURS.get(s.line or "", BUS_FALLBACK)
        pen.rect((x - h - 2, y - h - 2, x + h + 2, y + h + 2), fill=theme.ink, radius=10)
        pen.rect((x - h, y - h, x + h, y + h), fill=colour, radius=8)
        _bus_glyph(pen, (x, y - 13), 38, (255, 255, 255), colour)
        pen.text((x, y + 14), s.line or "?", 24, (255, 255, 255), bold=True, anchor="mm")
    else:
        pen.circle((x, y), STREET_R, fill=theme.space, outline=theme.road_edge, width=3)


def _draw_label(pen: ScaledDraw, box: Box, text: str, theme: Theme) -> None:
    pen.rect(box, fill=(255, 255, 255), outline=theme.goal_edge, width=2, radius=8)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    pen.text((cx, cy + 1), text, LABEL_SIZE, theme.ink, bold=True, anchor="mm")


def _draw_panel_static(pen: ScaledDraw, theme: Theme) -> None:
    pen.rect((PANEL_X, 0, WIDTH, HEIGHT), fill=theme.panel)
    pen.line([(PANEL_X + 1, 0), (PANEL_X + 1, HEIGHT)], theme.panel_edge, 3)
    x0 = PANEL_X + PAD
    pen.text((x0, 18), "Cheat Street", 30, theme.ink, bold=True)
    pen.line([(x0, 62), (WIDTH - PAD, 62)], theme.panel_edge, 2)
    # legend: what the board's symbols mean
    y = HEIGHT - 78
    pen.line([(x0, y - 12), (WIDTH - PAD, y - 12)], theme.panel_edge, 2)
    pen.rect((x0, y, x0 + 30, y + 30), fill=BUS_COLOURS["A"], radius=5)
    pen.text((x0 + 15, y + 15), "A", 18, (255, 255, 255), bold=True, anchor="mm")
    pen.text((x0 + 40, y + 15), "Bus: ride to the other A", 17, theme.muted, anchor="lm")
    pen.text((x0, y + 46), "Die 3-5 · first to 21 wins", 17, theme.muted, anchor="lm")


def _draw_static(board: Board, theme: Theme) -> Image.Image:
    pen = supersampled((WIDTH, HEIGHT), theme.background)
    # city blocks between the roads, for a street-map feel
    pen.rect((60, 60, 900, 900), fill=mix(theme.background, (200, 214, 170), 0.45), radius=28)
    _draw_road(pen, board, theme)
    for s in board.spaces.values():
        _draw_space(pen, board, s, theme)
    for _, box, name in _goal_labels(board):
        _draw_label(pen, box, name, theme)
    _draw_panel_static(pen, theme)
    return downsample(pen, (WIDTH, HEIGHT))


# --- goal icons (original drawings, about 2 * size across) ----------------------------------

Icon = Callable[[ScaledDraw, Point, float, Theme], None]
INK: RGB = (40, 40, 48)


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


# --- per-frame sprites ----------------------------------------------------------------------


@lru_cache(maxsize=4)
def _punish_sprite(theme: Theme) -> Image.Image:
    """The punishment marker: a red warning triangle."""
    side = 26
    pen = sprite_pen(side)
    pen.polygon([(13, 1.5), (25, 23.5), (1, 23.5)], fill=opaque(theme.ink))
    pen.polygon([(13, 4.5), (22.5, 21.8), (3.5, 21.8)], fill=opaque(theme.danger))
    pen.rect((11.6, 9, 14.4, 16.5), fill=(255, 255, 255, 255), radius=1)
    pen.circle((13, 19), 1.6, fill=(255, 255, 255, 255))
    return shrink(pen)


@lru_cache(maxsize=4)
def _trophy_sprite(theme: Theme) -> Image.Image:
    side = 34
    pen = sprite_pen(side)
    gold = opaque((232, 180, 30))
    ink = opaque(theme.ink)
    for sx in (-1, 1):
        pen.circle((17 + sx * 10, 11), 5, outline=ink, width=2.5)
    pen.polygon([(7, 4), (27, 4), (24, 16), (17, 21), (10, 16)], fill=gold, outline=ink, width=2)
    pen.rect((15, 20, 19, 26), fill=gold, outline=ink, width=1.5)
    pen.rect((10, 26, 24, 31), fill=gold, outline=ink, width=2, radius=1)
    return shrink(pen)


# --- per-frame drawing ----------------------------------------------------------------------


def _draw_path(image: Image.Image, board: Board, frame: _Frame, theme: Theme) -> None:
    """The mover's last move; a jump (bus, back to Start) is dashed."""
    if len(frame.path) < 2 or frame.mover is None:
        return
    edges = {frozenset(e) for e in board.edges}
    walked = [frozenset(frame.path[i : i + 2]) in edges for i in range(len(frame.path) - 1)]
    points = [board.xy(s) for s in frame.path]
    draw_move_path(image, points, frame.mover, walked=walked, theme=theme)


def _draw_pawns(image: Image.Image, board: Board, frame: _Frame, theme: Theme) -> None:
    layout = _layout(board, frame)
    names = {p.seat: p.name for p in frame.players}
    # the player to act (or, once the game is over, the winner) is ringed and drawn on top
    marked = frame.active if frame.active is not None else frame.winner
    for seat in sorted(layout, key=lambda seat: seat == marked):
        x, y, r = layout[seat]
        draw_token(image, (x, y), seat, names[seat], r, halo=seat == marked, theme=theme)


def _name(frame: _Frame, seat: int | None) -> str:
    for p in frame.players:
        if p.seat == seat:
            return p.name
    return "?"


def _draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, frame: _Frame, theme: Theme) -> None:
    x0, x1 = PANEL_X + PAD, WIDTH - PAD
    width = x1 - x0
    head = font(24, bold=True)
    body = font(18)
    y = 76
    if frame.phase == "over" and frame.winner is not None:
        paste_sprite(image, _trophy_sprite(theme), (x0 + 17, y + 16))
        text = ellipsize(f"{_name(frame, frame.winner)} wins!", head, width - 44)
        draw_text(draw, (x0 + 44, y + 16), text, head, theme.ink, anchor="lm")
    elif frame.active is not None:
        draw_token(
            image, (x0 + 16, y + 16), frame.active, _name(frame, frame.active), 15, theme=theme
        )
        text = ellipsize(f"{_name(frame, frame.active)}'s turn", head, width - 44)
        draw_text(draw, (x0 + 44, y + 16), text, head, theme.ink, anchor="lm")
    y += 42
    for line in wrap(frame.phase_text, body, width, 3):
        draw_text(draw, (x0, y), line, body, theme.muted)
        y += 23
    y = 196
    if frame.roll is not None or frame.phase != "over":
        paste_sprite(image, die_face(frame.roll, faces=HIGH_ROLLER, theme=theme), DIE_CENTRE)
    if frame.roll is None:
        if frame.phase != "over":
            draw_text(draw, (x0 + 74, y + 30), "No roll yet", body, theme.muted, anchor="lm")
    else:
        draw_text(
            draw,
            (x0 + 74, y + 18),
            f"Rolled {frame.roll}",
            font(20, bold=True),
            theme.ink,
            anchor="lm",
        )
        if frame.steps_left is not None:
            left = frame.steps_left
            draw_text(
                draw,
                (x0 + 74, y + 44),
                f"{left} step{'' if left == 1 else 's'} left",
                body,
                theme.muted,
                anchor="lm",
            )
    y = 270
    draw.line([(x0, y - 6), (x1, y - 6)], fill=theme.panel_edge, width=2)
    bottom = HEIGHT - 96
    rows = [
        PanelSeat(
            p.seat,
            p.name,
            f"{p.score}/{TARGET_SCORE}",
            highlight=p.seat == frame.winner or _to_act(frame, p.seat),
            halo=_to_act(frame, p.seat),
        )
        for p in frame.players
    ]
    by_seat = {p.seat: p for p in frame.players}

    def details(
        image: Image.Image, draw: ImageDraw.ImageDraw, row: PanelSeat, box: tuple[int, ...]
    ) -> None:
        _draw_details(image, draw, frame, by_seat[row.seat], box, theme)

    draw_player_panel(image, (x0, y, x1, bottom), rows, details=details, theme=theme)


def _to_act(frame: _Frame, seat: int) -> bool:
    return seat == frame.active and frame.phase != "over"


def _draw_details(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    frame: _Frame,
    p: _Player,
    box: tuple[int, ...],
    theme: Theme,
) -> None:
    """Below a seat's name: its score bar (one cell per point) and what it did this turn."""
    tx, by0, x1, _ = box
    by1 = by0 + 12
    draw.rectangle((tx, by0, x1, by1), fill=theme.bar, outline=theme.muted)
    cell = (x1 - tx) / TARGET_SCORE
    filled = max(0, min(TARGET_SCORE, p.score))
    if filled:
        draw.rectangle(
            (tx + 1, by0 + 1, tx + round(cell * filled) - 1, by1 - 1),
            fill=player_colour(p.seat).rgb,
        )
    for i in range(1, TARGET_SCORE):
        gx = tx + round(cell * i)
        draw.line([(gx, by0 + 1), (gx, by1 - 1)], fill=theme.panel, width=1)
    tags: list[str] = ["left the game"] if p.removed else []
    if p.seat == frame.winner:
        tags.append("winner")
    if frame.caller == p.seat:
        tags.append(f"may call {_name(frame, frame.active)} out")
    elif p.seat in frame.passed:
        tags.append("passed")
    small = font(16)
    ty = by1 + 6
    tag_x = tx
    if p.punished:
        paste_sprite(image, _punish_sprite(theme), (tag_x + 11, ty + 10))
        draw_text(draw, (tag_x + 26, ty), "punished", small, theme.danger)
        tag_x += 26 + round(text_width("punished", small))
        if tags:
            draw_text(draw, (tag_x, ty), " · ", small, theme.muted)
            tag_x += round(text_width(" · ", small))
    if tags:
        text = ellipsize(" · ".join(tags), small, x1 - tag_x)
        draw_text(draw, (tag_x, ty), text, small, theme.muted)


# --- the API --------------------------------------------------------------------------------

SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri", "Esme", "Farid")

_PALETTES: dict[tuple[Hashable, Theme], Image.Image] = {}
_PALETTES_LOCK = threading.Lock()  # frames are drawn in worker threads


class CheatStreetBoard:
    """Cheat Street's public board, drawn on the board its rules checked at start-up."""

    def __init__(self, rules: CheatStreet) -> None:
        self.board = Board.of(rules.board)

    def space_xy(self, space_id: str) -> tuple[int, int]:
        """Pixel centre of a space in the rendered image."""
        return self.board.xy(space_id)

    def pawn_layout(self, view: View) -> dict[int, tuple[float, float, int]]:
        """Where each seat's pawn is drawn: seat -> (x, y, radius) in image pixels."""
        return _layout(self.board, _read(self.board, view))

    def static_layer(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The unchanging board, drawn once per board and theme. Callers must not draw on it."""
        board = self.board
        return cached_layer(board.key, theme, lambda theme: _draw_static(board, theme))

    def image(self, view: View, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board for a public Cheat Street view; raises ValueError for any private view."""
        frame = _read(self.board, view)
        image = self.static_layer(theme).copy()
        draw = ImageDraw.Draw(image)
        _draw_path(image, self.board, frame, theme)
        _draw_pawns(image, self.board, frame, theme)
        _draw_panel(image, draw, frame, theme)
        return image

    def png(self, view: View, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """``image`` encoded as PNG, ready to attach as board.png."""
        return encode_png(self.image(view, theme=theme), palette=self.frame_palette(theme))

    def sample_view(self, players: int = 4) -> View:
        """A mid-game position (Ana moving, Ben punished): the README picture and palette sample."""
        scores = [12, 8, 17, 4, 20, 0][:players]
        punished = [False, True, False, False, False, True][:players]
        board = {
            "positions": ["s12", "s29", "s29", "s41", "s20", "s0"][:players],
            "punished": punished,
            "scores": scores,
            "phase": "move",
            "active": 0,
            "roll": 4,
            "steps_left": 1,
            "path": ["s9", "s10", "s11", "s12"],
            "passed": list(range(1, players)),
            "caller": None,
            "winner": None,
        }
        roster = tuple(
            PlayerInfo(
                seat, SAMPLE_NAMES[seat], scores[seat], ("punished",) if punished[seat] else ()
            )
            for seat in range(players)
        )
        return View(
            GAME_KEY, None, roster, 0, "Movement phase: Ana rolled 4 and has 1 step left", board
        )

    def frame_palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """Colours of a busy sample frame plus every player colour, so every frame fits them.

        Kept per board and theme for the process, so a warm-up serves the table's renderer.
        """
        key = (self.board.key, theme)
        with _PALETTES_LOCK:
            known = _PALETTES.get(key)
        if known is not None:
            return known
        sample = self.image(self.sample_view(len(SAMPLE_NAMES)), theme=theme)
        palette = fixed_palette(sample, (colour.rgb for colour in PALETTE))
        with _PALETTES_LOCK:
            return _PALETTES.setdefault(key, palette)


def board_renderer(rules: CheatStreet) -> CheatStreetBoard:
    """The table's public board for Cheat Street, made once from the checked rules."""
    return CheatStreetBoard(rules)


def warm_up(rules: CheatStreet) -> None:
    """Draw the static board and work out the frame palette before the first turn."""
    CheatStreetBoard(rules).frame_palette()
