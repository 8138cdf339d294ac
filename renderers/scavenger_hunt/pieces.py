"""What a move changes on the house: the move's path, the discs still to find, the Dogs, the
pawns and the badges of the spaces the mover may choose.

The order keeps every name readable: the path, the pawns and the badges go down first, then
the names are put back from the house layer over them (``restore_labels``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PIL import Image

from bot.engine import PlayerInfo
from bot.games.scavenger_hunt.boards import Badge, SeatBoard
from renderers.common import initial
from renderers.kit.canvas import paste_sprite
from renderers.kit.highlight import draw_move_path
from renderers.kit.seats import PlayerColour
from renderers.kit.theme import Theme
from renderers.kit.tokens import token_sprite
from renderers.scavenger_hunt.colours import DOG_FUR, WALL, WHITE, pen
from renderers.scavenger_hunt.layout import PAWN, SCALE, SMALL_PX, Box, Point, Space, px
from renderers.text import draw_text, font, text_width

DISC = px(10)
"""A disc's radius."""
CHIP = SMALL_PX // 2 + px(3)
"""Half a badge's height."""


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


def draw_path(
    image: Image.Image,
    spaces: Mapping[str, Space],
    seat: int,
    path: Sequence[str],
    colour: PlayerColour | None,
    theme: Theme,
) -> None:
    """A move's path in the mover's colour, from where the pawn began."""
    if len(path) > 1 and all(space in spaces for space in path):
        points = [spaces[space].middle for space in path]
        draw_move_path(image, points, seat, theme=theme, colour=colour, scale=SCALE, flat=True)


def restore_labels(image: Image.Image, house: Image.Image, spaces: Iterable[Space]) -> None:
    """Put every space's name back from the house layer, over any path or pawn."""
    for space in spaces:
        if space.label is not None:
            image.paste(house.crop(space.label), space.label[:2])


def draw_discs(
    image: Image.Image,
    spaces: Mapping[str, Space],
    seats: Sequence[SeatBoard],
    colours: Mapping[int, PlayerColour],
) -> None:
    """Every disc still to find, on its room: its place in the owner's list (1-4), ringed in
    the owner's colour."""
    draw = pen(image)
    face = font(SMALL_PX, bold=True)
    for seat, side in enumerate(seats):
        for number, room in enumerate(side.rooms, start=1):
            if number <= side.collected or room not in spaces:
                continue
            x, y = slots(spaces[room])[1]
            disc = (x - DISC, y - DISC, x + DISC, y + DISC)
            draw.ellipse(disc, fill=WHITE, outline=colours[seat].rgb, width=px(3))
            draw_text(draw, (x, y + 1), str(number), face, WALL, anchor="mm")


def draw_dogs(image: Image.Image, spaces: Mapping[str, Space], dogs: Iterable[str]) -> None:
    """A Dog: a brown head with ears, where it stands (the legend names it)."""
    draw = pen(image)
    for space in dogs:
        if space not in spaces:
            continue
        x, y = spaces[space].middle
        r = PAWN
        for side in (-1, 1):
            ear = [(x + side * r * 0.95, y - r * 0.2), (x + side * r * 0.9, y - r * 1.15)]
            draw.polygon([*ear, (x + side * r * 0.2, y - r * 0.8)], fill=WALL)
        draw.ellipse(
            (x - r * 0.85, y - r, x + r * 0.85, y + r), fill=DOG_FUR, outline=WALL, width=px(2)
        )
        e, n = r / 6, r / 4
        for side in (-1, 1):
            eye = (x + side * r * 0.35, y - r * 0.2)
            draw.ellipse((eye[0] - e, eye[1] - e, eye[0] + e, eye[1] + e), fill=WHITE)
        draw.ellipse((x - n, y + r * 0.3, x + n, y + r * 0.3 + 2.5 * e), fill=WALL)


def draw_pawns(
    image: Image.Image,
    spaces: Mapping[str, Space],
    positions: Sequence[str],
    players: Sequence[PlayerInfo],
    colours: Mapping[int, PlayerColour],
    mover: int | None,
    theme: Theme,
) -> None:
    """Every pawn still in the game on its space, the mover's ringed; each pawn's letter is
    written on the frame, at a size the frame's width reads."""
    draw = pen(image)
    face = font(SMALL_PX, bold=True)
    for player in players:
        if "gone" in player.badges or positions[player.seat] not in spaces:
            continue
        colour = colours[player.seat]
        at = slots(spaces[positions[player.seat]])[0]
        halo = player.seat == mover
        sprite = token_sprite(
            player.seat, "", PAWN, halo=halo, theme=theme, colour=colour, flat=True
        )
        paste_sprite(image, sprite, at)
        draw_text(draw, (at[0], at[1] + 1), initial(player.name), face, colour.text, anchor="mm")


def badge_centre(space: Space, taken: bool) -> Point:
    """Where a space's badge sits: where a pawn would stand, or beside the pawn there."""
    pawn, _, badge = slots(space)
    return badge if taken else pawn


def draw_badges(
    image: Image.Image,
    spaces: Mapping[str, Space],
    badges: Iterable[Badge],
    taken: Iterable[str],
    colour: PlayerColour,
    theme: Theme,
) -> list[Box]:
    """The letter each of the mover's options begins with, white on a dark chip rimmed in her
    colour (unlike a disc: a number on white), on the space it names. Returns the chips."""
    draw = pen(image)
    face = font(SMALL_PX, bold=True)
    held = set(taken)
    chips: list[Box] = []
    for badge in badges:
        if badge.space not in spaces:
            continue
        x, y = badge_centre(spaces[badge.space], badge.space in held)
        half = max(CHIP, text_width(badge.letter, face) / 2 + px(5))
        chip = (round(x - half), round(y - CHIP), round(x + half), round(y + CHIP))
        draw.rounded_rectangle(chip, radius=px(5), fill=theme.ink, outline=colour.rgb, width=px(2))
        draw_text(draw, (x, y + 1), badge.letter, face, WHITE, anchor="mm")
        chips.append(chip)
    return chips
