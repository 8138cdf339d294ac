"""The graveyard itself: a cached layer of what never changes (the rulers, the bushes, the
fixed spaces, the platform frames), then each frame's shifting spaces, tombs, the coming pit,
the last move, the numbered places the menus offer, the space names and the pawns.

The order is what keeps every label readable: the path goes under the names and the badges,
and pawns stand clear of both.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.goosebumps.board import SHIFTING, Board, G
from bot.games.goosebumps.boards import ComingPit, Move, PublicBoard
from renderers.goosebumps.art import (
    BUSH,
    COMING_PIT,
    DANGER_COLOURS,
    NIGHT,
    RULER_INK,
    WHITE,
    fill_of,
    space_sprite,
    tomb_sprite,
)
from renderers.goosebumps.layout import (
    BAND,
    CELL,
    MARK_PX,
    RULER,
    SMALL_PX,
    TURN_PX,
    WIDTH,
    Box,
    cell_box,
    cell_centre,
    grid_of,
)
from renderers.goosebumps.pawns import draw_pawns, pawn_area
from renderers.kit.canvas import paste_sprite
from renderers.kit.highlight import draw_move_path
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.theme import DEFAULT_THEME, Theme, ink_on
from renderers.text import draw_text, font, text_width

SPACE = CELL - 4
BADGE_PX = TURN_PX
"""The badges' numbers: the first thing to find after a roll."""
INK = DEFAULT_THEME.ink
"""A space's picture: the cell less a gap that shows the night between spaces."""


def space_names(board: Board) -> dict[str, str]:
    """The spaces the story names, as the board labels them."""
    return {board.crypt: "Crypt", board.exit: "Exit", board.gate: "Gate"}


def draw_static(board: Board, theme: Theme) -> Image.Image:
    """The graveyard as every frame of ``board`` starts from it, down to its lower ruler."""
    image = Image.new("RGB", (WIDTH, grid_of(board).bottom), NIGHT)
    draw = ImageDraw.Draw(image)
    _draw_rulers(draw, board)
    grid = grid_of(board)
    for x, y in board.bushes:
        _draw_hedge(draw, grid.box(x, y))
    for space in board.spaces.values():
        if space.kind != SHIFTING:
            draw_space(image, draw, space.kind, cell_centre(board, space.id))
    for platform in board.platforms:
        first, last = cell_box(board, platform.cells[0]), cell_box(board, platform.cells[-1])
        frame = (min(first[0], last[0]), min(first[1], last[1]), max(first[2], last[2]))
        box = (*frame, max(first[3], last[3]))
        colour = DANGER_COLOURS[platform.colour]
        draw.rounded_rectangle(box, radius=10, outline=colour, width=4)
    return image


def _draw_rulers(draw: ImageDraw.ImageDraw, board: Board) -> None:
    """Column letters above and under the grid, row numbers either side: the names the menus
    and the story use ("B4", "D8")."""
    grid = grid_of(board)
    face = font(SMALL_PX, bold=True)
    for x in range(grid.columns):
        letter = chr(ord("A") + x)
        cx, _ = grid.centre(x, 0)
        draw_text(draw, (cx, RULER / 2), letter, face, RULER_INK, anchor="mm")
        draw_text(draw, (cx, grid.bottom - RULER / 2), letter, face, RULER_INK, anchor="mm")
    for y in range(grid.rows):
        _, cy = grid.centre(0, y)
        number = str(y + 1)
        draw_text(draw, (grid.left / 2, cy), number, face, RULER_INK, anchor="mm")
        right = WIDTH - grid.left / 2
        draw_text(draw, (right, cy), number, face, RULER_INK, anchor="mm")


def _draw_hedge(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A cell of hedge: bushes next to each other join into one, as on the printed board."""
    draw.rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=BUSH)


def draw_space(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    kind: str,
    centre: tuple[float, float],
    side: int = SPACE,
) -> None:
    """A space's picture; a "G" space has its letter drawn on the frame."""
    paste_sprite(image, space_sprite(kind, side), centre)
    if kind == G:
        size = max(SMALL_PX, round(MARK_PX * side / SPACE))
        x, y = centre
        draw_text(draw, (x, y + 1), "G", font(size, bold=True), (33, 37, 41), anchor="mm")


def draw_graveyard(
    image: Image.Image,
    board: Board,
    data: PublicBoard,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """This position on the static layer: spaces, tombs, pit, path, badges, names, pawns."""
    draw = ImageDraw.Draw(image)
    tombs = data.tombs
    kinds = board.kinds(tombs)
    for space in board.spaces.values():
        if space.kind == SHIFTING:
            draw_space(image, draw, kinds[space.id], cell_centre(board, space.id))
    for platform, position in zip(board.platforms, tombs, strict=True):
        pit = cell_centre(board, platform.pits[position])
        paste_sprite(image, tomb_sprite(platform.tomb, CELL - 10), pit)
    _draw_coming_pit(draw, board, data.brink)
    areas = pawn_areas(board)
    _draw_last_move(image, board, data.last_move, areas, colours, theme)
    mover = colours.get(data.active)
    badges = data.badges
    _draw_names(draw, board, kinds)
    for space in badges:
        if space in board.spaces:
            _draw_reach(draw, board, space, mover or player_colour(0))
    draw_pawns(image, data.pawns, areas, colours, theme)
    for space, badge in badges.items():
        if space in board.spaces:
            _draw_badge(draw, badge_centre(board, space), str(badge), mover or player_colour(0))


def pawn_areas(board: Board) -> dict[str, Box]:
    """Where the pawns on each space stand: below the name on a named space."""
    named = space_names(board)
    return {s: pawn_area(cell_box(board, s), s in named) for s in board.spaces}


def _centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _draw_coming_pit(draw: ImageDraw.ImageDraw, board: Board, brink: ComingPit | None) -> None:
    """The space a tomb is about to slide onto, ringed in white while the table waits."""
    if brink is None:
        return
    coming = board.platforms[brink.platform].pits[brink.to]
    left, top, right, bottom = cell_box(board, coming)
    box = (left + 1, top + 1, right - 1, bottom - 1)
    draw.rounded_rectangle(box, radius=8, outline=COMING_PIT, width=5)


def _draw_last_move(
    image: Image.Image,
    board: Board,
    last: Move | None,
    areas: Mapping[str, Box],
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """The path of the pawn moved last, in its player's colour."""
    if last is None or not last.path:
        return
    path = last.path
    if not all(space in areas for space in path):
        return
    seat = last.pawn // 2
    points = [_centre(areas[space]) for space in path]
    draw_move_path(image, points, seat, theme=theme, colour=colours.get(seat))


def _draw_reach(draw: ImageDraw.ImageDraw, board: Board, space: str, colour: PlayerColour) -> None:
    """A place the mover may reach: ringed in the mover's colour, edged in ink to stand out
    on any space."""
    left, top, right, bottom = cell_box(board, space)
    draw.rounded_rectangle((left + 2, top + 2, right - 2, bottom - 2), 9, outline=INK, width=7)
    draw.rounded_rectangle(
        (left + 4, top + 4, right - 4, bottom - 4), 7, outline=colour.rgb, width=3
    )


def badge_centre(board: Board, space: str) -> tuple[float, float]:
    """Where a space's badge sits: its upper left corner, or low on a named space (the name
    holds the top)."""
    left, top, _, bottom = cell_box(board, space)
    half = BADGE_PX / 2 + 3
    y = bottom - half - 4 if space in space_names(board) else top + half + 4
    return (left + half + 4, y)


def _draw_badge(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], badge: str, colour: PlayerColour
) -> None:
    """The number a menu option starts with, on a white chip rimmed in the mover's colour."""
    face = font(BADGE_PX, bold=True)
    half_h = BADGE_PX / 2 + 3
    half_w = max(half_h, text_width(badge, face) / 2 + 6)
    x, y = centre
    box = (x - half_w, y - half_h, x + half_w, y + half_h)
    draw.rounded_rectangle(box, radius=half_h, fill=WHITE, outline=INK, width=1)
    inner = (box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1)
    draw.rounded_rectangle(inner, radius=half_h - 1, outline=colour.rgb, width=3)
    draw_text(draw, (x, y + 1), badge, face, INK, anchor="mm")


def _draw_names(draw: ImageDraw.ImageDraw, board: Board, kinds: Mapping[str, str]) -> None:
    """The Crypt, the Exit and the Gate named in a strip at the top of their space, over any
    path, in their normal case."""
    face = font(SMALL_PX, bold=True)
    for space, name in space_names(board).items():
        left, top, right, _ = cell_box(board, space)
        fill = fill_of(kinds[space])
        strip = (left + 2, top + 2, right - 2, top + BAND)
        draw.rounded_rectangle(strip, radius=6, fill=fill)
        centre = ((left + right) / 2, top + 2 + BAND / 2)
        draw_text(draw, centre, name, face, ink_on(fill), anchor="mm")
