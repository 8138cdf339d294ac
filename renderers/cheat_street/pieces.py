"""What moves on the board: the last move's path, the pawns, and the badges of the places the
mover may reach (the numbers the menu's options begin with)."""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise

from PIL import Image, ImageDraw

from renderers.cheat_street.frame import BoardScene
from renderers.cheat_street.geometry import BADGE_R, PAWN_RADII, SMALL_PX, Board, half
from renderers.cheat_street.labels import place_labels
from renderers.cheat_street.static import PICTURES
from renderers.kit.canvas import paste_sprite
from renderers.kit.fan import fanned
from renderers.kit.highlight import draw_move_path
from renderers.kit.placement import Box, marker_box, square
from renderers.kit.theme import Theme
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, font

Pawn = tuple[float, float, int]
"""Where a pawn is drawn: its centre and radius, in image pixels."""


def draw_path(image: Image.Image, board: Board, frame: BoardScene, theme: Theme) -> None:
    """The mover's last move; a jump (a bus ride, back to Start) is dashed."""
    if len(frame.path) < 2 or frame.mover is None:
        return
    edges = {frozenset(edge) for edge in board.edges}
    walked = [frozenset(step) in edges for step in pairwise(frame.path)]
    points = [board.xy(space) for space in frame.path]
    draw_move_path(image, points, frame.mover, walked=walked, theme=theme)


def pawn_layout(board: Board, frame: BoardScene) -> dict[int, Pawn]:
    """Each seat still in the game: where its pawn goes, fanned out with any others there."""
    positions = {p.seat: p.position for p in frame.players if not p.removed}
    return fanned(positions, board.xy, PAWN_RADII)


def draw_pawns(image: Image.Image, board: Board, frame: BoardScene, theme: Theme) -> None:
    """Every pawn; whoever is on turn (or, once the game is over, the winner) ringed, on top."""
    layout = pawn_layout(board, frame)
    marked = frame.winner if frame.over else frame.active
    for seat in sorted(layout, key=lambda seat: seat == marked):
        x, y, r = layout[seat]
        draw_token(image, (x, y), seat, frame.name(seat), r, halo=seat == marked, theme=theme)


def badge_boxes(board: Board, frame: BoardScene) -> dict[str, Box]:
    """Where each badge goes: on its street space when that covers no name and no pawn, else
    at the corner of its space and the pawns on it covering the least of names, pawns and
    other badges."""
    layout = pawn_layout(board, frame)
    pawns = [square(x, y, r) for x, y, r in layout.values()]
    standing_on = {p.seat: p.position for p in frame.players}
    taken = [label.box for label in place_labels(board, frame.language)]
    placed: dict[str, Box] = {}
    for space_id, _ in frame.badges:
        x, y = board.xy(space_id)
        space = board.spaces[space_id]
        here = [pawn for seat, pawn in layout.items() if standing_on[seat] == space_id]
        crowd = max((max(abs(px - x), abs(py - y)) + r for px, py, r in here), default=0.0)
        reach = max(half(space), crowd) + BADGE_R * 0.4
        on_top = space.kind == "street"
        placed[space_id] = marker_box((x, y), reach, BADGE_R, taken + pawns, on_top=on_top)
        taken.append(placed[space_id])
    return placed


def draw_badges(image: Image.Image, boxes: dict[str, Box], frame: BoardScene, theme: Theme) -> None:
    """Each badge: a dark rounded square ringed in white, to stand out from the road and the
    tiles, its number written on the frame itself."""
    draw = ImageDraw.Draw(image)
    face = font(SMALL_PX, bold=True)
    for space_id, badge in frame.badges:
        x0, y0, x1, y1 = boxes[space_id]
        centre = ((x0 + x1) / 2, (y0 + y1) / 2)
        paste_sprite(image, _badge_sprite(round(x1 - x0), theme), centre)
        draw_text(draw, (centre[0], centre[1] + 1), badge, face, (255, 255, 255), anchor="mm")


@lru_cache(maxsize=8)
def _badge_sprite(side: int, theme: Theme) -> Image.Image:
    return PICTURES.sprite("badge", side + 4, side / 2, {"ink": theme.ink})
