"""The graveyard itself: a cached layer of what never changes (the rulers, the hedges, the
fixed spaces, the platform frames), then each frame's shifting spaces, tombs, the coming pit,
the last move, the numbered places the menus offer, the space names and the pawns: a disc in
the pair's colour with the seat's shape, the pawn's own two letters, a Monster mark and the
number of cards it saved (never which), where the kit's ``Spots`` stand them (a crowd, as on
the Gate platform at the start, over the bushes beside its space).

The order is what keeps every label readable: the path goes under the names and the badges,
and pawns stand clear of both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.goosebumps.board import SHIFTING, Board, G
from bot.games.goosebumps.boards import GooseView, PawnBoard
from bot.languages import say
from renderers.goosebumps import art, layout
from renderers.goosebumps.layout import BAND, SMALL_PX, Box, cell_box, cell_centre
from renderers.kit.boxes import centre, inset
from renderers.kit.canvas import paste_sprite
from renderers.kit.chips import ChipLook, ChipStyle, paste_chip
from renderers.kit.grid import draw_rulers
from renderers.kit.highlight import draw_move_path
from renderers.kit.placement import bounds
from renderers.kit.seats import PlayerColour, player_colour
from renderers.kit.spots import Spots
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on
from renderers.kit.tokens import token_sprite
from renderers.kit.turn import seat_colours
from renderers.text import draw_text, font

Point = tuple[float, float]
SPACE = layout.CELL - 4
"""A space's picture: the cell less a gap that shows the night between spaces."""
BADGE = ChipStyle(layout.TURN_PX, layout.TURN_PX / 2 + 3, pad=6)
"""The number a menu option starts with: the first thing to find after a roll."""
INK = DEFAULT_THEME.ink
SPOTS = Spots(alone=21, sharing=17, crowd=17)
"""Room for two letters on a pawn sharing its space."""
MONSTER = ChipStyle(SMALL_PX, SMALL_PX / 2 + 1)
SAVED = ChipStyle(SMALL_PX, SMALL_PX / 2 + 1, radius=4)


def space_names(board: Board) -> dict[str, str]:
    """The spaces the story names, and the message of the name the board labels each with."""
    return {
        board.crypt: "goosebumps-board-crypt",
        board.exit: "goosebumps-board-exit",
        board.gate: "goosebumps-board-gate",
    }


def draw_static(board: Board, theme: Theme) -> Image.Image:
    """The graveyard as every frame of ``board`` starts from it, down to its lower ruler."""
    grid = layout.grid_of(board)
    image = Image.new("RGB", (layout.WIDTH, grid.bottom + layout.RULER), art.NIGHT)
    draw = ImageDraw.Draw(image)
    draw_rulers(draw, grid, layout.RULER, font(SMALL_PX, bold=True), art.RULER_INK)
    for x, y in board.bushes:  # hedge cells next to each other join into one, as printed
        left, top, right, bottom = grid.box(x, y)
        draw.rectangle((left, top, right - 1, bottom - 1), fill=art.BUSH)
    for space in board.spaces.values():
        if space.kind != SHIFTING:
            draw_space(image, space.kind, cell_centre(board, space.id))
    for platform in board.platforms:
        box = bounds([cell_box(board, cell) for cell in platform.cells])
        colour = art.DANGER_COLOURS[platform.colour]
        draw.rounded_rectangle(box, radius=10, outline=colour, width=4)
    return image


def draw_space(image: Image.Image, kind: str, centre: Point, side: int = SPACE) -> None:
    """A space's picture; a "G" space has its letter drawn on the frame."""
    paste_sprite(image, art.space_sprite(kind, side), centre)
    if kind == G:
        face = font(max(SMALL_PX, round(layout.MARK_PX * side / SPACE)), bold=True)
        x, y = centre
        draw_text(ImageDraw.Draw(image), (x, y + 1), "G", face, INK, anchor="mm")


def draw_graveyard(image: Image.Image, board: Board, view: GooseView, theme: Theme) -> None:
    """This position on the static layer: spaces, tombs, pit, path, badges, names, pawns."""
    draw, data, colours = ImageDraw.Draw(image), view.board, seat_colours(view)
    kinds = board.kinds(data.tombs)
    for space in board.spaces.values():
        if space.kind == SHIFTING:
            draw_space(image, kinds[space.id], cell_centre(board, space.id))
    for platform, position in zip(board.platforms, data.tombs, strict=True):
        pit = cell_centre(board, platform.pits[position])
        paste_sprite(image, art.tomb_sprite(platform.tomb, layout.CELL - 10), pit)
    if data.brink is not None:  # the space a tomb is about to slide onto, while the table waits
        coming = cell_box(board, board.platforms[data.brink.platform].pits[data.brink.to])
        draw.rounded_rectangle(inset(coming, 1), 8, outline=art.COMING_PIT, width=5)
    areas = pawn_areas(board)
    last = data.last_move
    if last is not None and all(space in areas for space in last.path):
        seat = last.pawn // 2
        points = [centre(areas[space]) for space in last.path]
        draw_move_path(image, points, seat, theme=theme, colour=colours.get(seat))
    _draw_names(draw, board, kinds, view.language)
    mover = colours.get(data.active) or player_colour(0)
    places = [space for space in data.badges if space in board.spaces]
    ring = place_ring(mover.rgb)
    for space in places:
        left, top, _, _ = cell_box(board, space)
        image.paste(ring, (int(left), int(top)), ring)
    _draw_pawns(image, data.pawns, areas, colours, theme)
    badge = ChipLook(art.WHITE, INK, INK, mover.rgb)
    for space in places:
        number = str(data.badges[space])
        paste_chip(image, badge_centre(board, space), number, BADGE, badge)


@lru_cache(maxsize=16)
def place_ring(colour: RGB) -> Image.Image:
    """The ring round a place a menu offers, on a clear cell: in the mover's ``colour``, edged
    in ink to stand out on any space. Drawn once per colour, its hard edges pasted whole."""
    cell = (0, 0, layout.CELL, layout.CELL)
    ring = Image.new("RGBA", (layout.CELL + 1, layout.CELL + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(ring)
    draw.rounded_rectangle(inset(cell, 2), 9, outline=INK, width=7)
    draw.rounded_rectangle(inset(cell, 4), 7, outline=colour, width=3)
    return ring


def pawn_areas(board: Board) -> dict[str, Box]:
    """Where the pawns on each space stand: below the name on a named space."""
    named, areas = space_names(board), {}
    for space in board.spaces:
        left, top, right, bottom = cell_box(board, space)
        areas[space] = (left, top + (BAND if space in named else 0), right, bottom)
    return areas


def badge_centre(board: Board, space: str) -> Point:
    """Where a space's badge sits: its upper left corner, or low on a named space (the name
    holds the top)."""
    left, top, _, bottom = cell_box(board, space)
    half = BADGE.half
    y = bottom - half - 4 if space in space_names(board) else top + half + 4
    return (left + half + 4, y)


def _draw_names(
    draw: ImageDraw.ImageDraw, board: Board, kinds: Mapping[str, str], language: str
) -> None:
    """The Crypt, the Exit and the Gate named in a strip at the top of their space, over any
    path, in their normal case and in ``language``."""
    face = font(SMALL_PX, bold=True)
    for space, message in space_names(board).items():
        name = say(language, message)
        left, top, right, _ = cell_box(board, space)
        fill = art.fill_of(kinds[space])
        draw.rounded_rectangle((left + 2, top + 2, right - 2, top + BAND), radius=6, fill=fill)
        centre = ((left + right) / 2, top + 2 + BAND / 2)
        draw_text(draw, centre, name, face, ink_on(fill), anchor="mm")


def _draw_pawns(
    image: Image.Image,
    pawns: Sequence[PawnBoard],
    areas: Mapping[str, Box],
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    """Every pawn still in the graveyard on the space it stands on: the discs first, then
    every pawn's letters and marks, so a neighbour's disc never hides them."""
    placed = list(SPOTS.placed(pawns, lambda pawn: pawn.space, areas))
    for pawn, spot in placed:
        disc = token_sprite(pawn.seat, "", spot.radius, theme=theme, colour=colours[pawn.seat])
        paste_sprite(image, disc, spot.xy)
    draw = ImageDraw.Draw(image)
    face, ink = font(SMALL_PX, bold=True), theme.ink
    monster, saved = ChipLook(art.MONSTER_GREEN, art.WHITE, ink), ChipLook(art.WHITE, ink, ink)
    for pawn, spot in placed:
        x, y, corner = spot.x, spot.y, spot.radius * 0.8
        draw_text(draw, (x, y + 1), pawn.mark, face, colours[pawn.seat].text, anchor="mm")
        if pawn.monster:
            paste_chip(image, (x - corner, y - corner), "M", MONSTER, monster)
        if pawn.saved:
            paste_chip(image, (x + corner, y + corner), str(pawn.saved), SAVED, saved)
