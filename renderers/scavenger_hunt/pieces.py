"""What a move changes on the house: the move's path, the discs still to find, the Dogs, the
pawns and the badges of the spaces the mover may choose; then the names are put back from the
house layer over them, so every name stays readable.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine import OVER
from bot.games.scavenger_hunt.boards import ScavengerHuntView
from renderers.common import initial
from renderers.kit.boxes import Point
from renderers.kit.canvas import paste_sprite
from renderers.kit.chips import ChipStyle, draw_chip
from renderers.kit.flat import flat_pen
from renderers.kit.highlight import draw_move_path, shown_walk
from renderers.kit.theme import WHITE, Theme
from renderers.kit.tokens import token_sprite
from renderers.kit.turn import seat_colours
from renderers.scavenger_hunt.colours import DOG_FUR, WALL
from renderers.scavenger_hunt.layout import PAWN, SCALE, SMALL_PX, Space, Spaces, px
from renderers.text import draw_text, font

DISC = px(10)
"""A disc's radius."""
CHIP = SMALL_PX // 2 + px(3)
"""Half a badge's height."""
DISC_CHIP = ChipStyle(SMALL_PX, DISC, edge=px(3))
"""A disc still to find: its place in the owner's list (1-4) on white, ringed in her colour."""
BADGE = ChipStyle(SMALL_PX, CHIP, pad=px(5), radius=px(5), edge=px(2))
"""The letter an option of the mover begins with, white on a dark chip rimmed in her colour."""


def draw_pieces(
    image: Image.Image, spaces: Spaces, view: ScavengerHuntView, layer: Image.Image, theme: Theme
) -> None:
    """Everything a public view puts on the house ``layer`` shows; once the game is over no
    pawn is ringed and no space lettered."""
    board, colours, draw = view.board, seat_colours(view), flat_pen(image)
    walk = shown_walk(board.active, board.path, board.last_move)
    if walk is not None and all(space in spaces for space in walk.path):
        points, colour = [spaces[space].middle for space in walk.path], colours.get(walk.seat)
        draw_move_path(image, points, walk.seat, theme=theme, colour=colour, scale=SCALE, flat=True)
    for seat, side in enumerate(board.seats):
        for number, room in enumerate(side.rooms, start=1):
            if number > side.collected and room in spaces:
                at, ring = slots(spaces[room])[1], colours[seat].rgb
                draw_chip(draw, at, str(number), DISC_CHIP, WHITE, WALL, ring)
    for dog in board.dogs:
        if dog in spaces:
            _draw_dog(draw, spaces[dog].middle)
    active = None if view.outcome is not None or board.phase == OVER else view.active
    for player in view.players:
        seat, where = player.seat, board.seats[player.seat].position
        if "gone" not in player.badges and where in spaces:
            colour, at, halo = colours[seat], slots(spaces[where])[0], seat == active
            pawn = token_sprite(seat, "", PAWN, halo=halo, theme=theme, colour=colour, flat=True)
            paste_sprite(image, pawn, at)  # lettered on the frame, where the letter's size counts
            letter, face = initial(player.name), font(SMALL_PX, bold=True)
            draw_text(draw, (at[0], at[1] + 1), letter, face, colour.text, anchor="mm")
    if active is not None:
        taken = {side.position for side in board.seats}
        for badge in (badge for badge in board.badges if badge.space in spaces):
            at = badge_centre(spaces[badge.space], badge.space in taken)
            draw_chip(draw, at, badge.letter, BADGE, theme.ink, WHITE, colours[active].rgb)
    for label in (space.label for space in spaces.values() if space.label):
        image.paste(layer.crop(label), label[:2])


def slots(space: Space) -> tuple[Point, Point, Point]:
    """Where a space's pawn, disc and badge go inside its area: side by side in a low area,
    the pawn above the other two in a tall one."""
    x0, y0, x1, y1 = space.area
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    gap = px(2)
    if y1 - y0 >= 2 * PAWN + 2 * DISC + gap and x1 - x0 < 3 * 2 * PAWN:
        disc, chip = (x1 - DISC - gap, y1 - DISC - gap), (x0 + CHIP + gap, y1 - CHIP - gap)
        return (cx, y0 + PAWN + gap), disc, chip
    return (cx, cy), (x1 - DISC - gap, cy), (x0 + CHIP + gap, cy)


def badge_centre(space: Space, taken: bool) -> Point:
    """Where a space's badge sits: where a pawn would stand, or beside the pawn there."""
    pawn, _, badge = slots(space)
    return badge if taken else pawn


def _draw_dog(draw: ImageDraw.ImageDraw, at: Point) -> None:
    """A Dog: a brown head with ears (the legend names it)."""
    (x, y), r = at, PAWN
    for side in (-1, 1):
        ear = [(x + side * r * 0.95, y - r * 0.2), (x + side * r * 0.9, y - r * 1.15)]
        draw.polygon([*ear, (x + side * r * 0.2, y - r * 0.8)], fill=WALL)
    head = (x - r * 0.85, y - r, x + r * 0.85, y + r)
    draw.ellipse(head, fill=DOG_FUR, outline=WALL, width=px(2))
    e, n = r / 6, r / 4
    for side in (-1, 1):
        eye = (x + side * r * 0.35, y - r * 0.2)
        draw.ellipse((eye[0] - e, eye[1] - e, eye[0] + e, eye[1] + e), fill=WHITE)
    draw.ellipse((x - n, y + r * 0.3, x + n, y + r * 0.3 + 2.5 * e), fill=WALL)
