"""What changes on the school from frame to frame: the last move, the card in each classroom,
the pawns where the layout keeps room for them and the badges of the places a roll reaches."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from PIL import Image

from bot.engine import PlayerInfo
from bot.games.sweet_valley_high import boards
from bot.games.sweet_valley_high.boards import Badge, Classroom, PublicBoard
from renderers.kit.boxes import Area, centre
from renderers.kit.canvas import paste_sprite
from renderers.kit.cards import flat_card_back, tilted_fit
from renderers.kit.chips import ChipStyle, draw_chip
from renderers.kit.flat import flat_pen
from renderers.kit.highlight import draw_move_path
from renderers.kit.lines import draw_centred
from renderers.kit.seats import PlayerColour
from renderers.kit.spots import placed
from renderers.kit.theme import WHITE, Theme
from renderers.kit.tokens import token_sprite
from renderers.sweet_valley_high.layout import BADGE, LINE, SMALL_PX, Geometry, hyphenated, px
from renderers.sweet_valley_high.school import BADGE_FILL, BOYFRIEND, CARD_BACK
from renderers.text import font, wrap

CARD_WIDTH, CARD_HEIGHT = px(32), px(44)
"""A face-down card in its classroom, portrait, under the classroom's name."""
LIFT = 16
"""Degrees a card lifted by a peek is tilted."""
BADGE_CHIP = ChipStyle(SMALL_PX, BADGE, edge=2)


def pawn_letter(player: PlayerInfo) -> str:
    """The letter on a pawn: the character's initial, two letters for the two Es."""
    token = player.token or player.name
    return token[:2] if token in ("Elizabeth", "Enid") else token[:1]


@dataclass(frozen=True)
class Frame:
    """A frame being drawn over the school: its image, where things go, each seat's colour."""

    image: Image.Image
    geometry: Geometry
    colours: Mapping[int, PlayerColour]
    theme: Theme


def draw_last_move(frame: Frame, board: PublicBoard) -> None:
    """The walk under way, else the last finished move, in the mover's colour."""
    image, geometry, colours, theme = frame.image, frame.geometry, frame.colours, frame.theme
    seat, path = board.active, board.path
    if len(path) < 2 and board.last_move:
        seat, path = board.last_move.seat, board.last_move.path
    if len(path) < 2 or seat not in colours:
        return
    school = geometry.school
    walked = [b in school.neighbours.get(a, ()) or a == school.detention for a, b in pairwise(path)]
    points = [geometry.spot(space) for space in path]
    draw_move_path(image, points, seat, walked=walked, theme=theme, colour=colours[seat])


def draw_cards(frame: Frame, rooms: Sequence[Classroom], card_names: Mapping[str, str]) -> None:
    """Each classroom's card under its name: face down, lifted by a peek, face up with its
    name for all to read, or an empty place."""
    image, geometry, theme = frame.image, frame.geometry, frame.theme
    draw, face = flat_pen(image), font(SMALL_PX)
    for room, shown in ((c.room, c.shown) for c in rooms):
        _, y0, x1, y1 = box = geometry.card_box(room)
        middle = (y0 + y1) / 2
        if shown == boards.EMPTY:
            place = (x1 - px(44), y0 + px(2), x1 - px(2), y1 - px(2))
            draw.rounded_rectangle(place, radius=px(6), outline=theme.panel_edge, width=2)
        elif shown == boards.FACE_DOWN:
            back = card_back(round(y1 - y0 - px(4)), 0, theme)
            paste_sprite(image, back, (x1 - px(4) - CARD_WIDTH / 2, middle))
        elif shown == boards.LIFTED:
            height = tilted_fit(round(y1 - y0 - px(2)), CARD_WIDTH, LIFT)
            back = card_back(height, LIFT, theme)
            paste_sprite(image, back, (x1 - px(26), middle))
        else:
            width = box[2] - box[0] - 2 * px(5)
            name = hyphenated(card_names.get(shown, shown), face, width)
            box = _card_face(box, geometry.room_box(room)[1], len(wrap(name, face, width, 9)))
            draw.rounded_rectangle(box, radius=px(6), fill=WHITE, outline=BOYFRIEND, width=px(3))
            draw_centred(draw, box, name, face, theme.ink, LINE, px(5))


def _card_face(box: Area, top: float, lines: int) -> Area:
    """A face-up card's place: under the classroom's name, or, where its name takes more
    lines than that holds (a longer language's), reaching up over the classroom's name."""
    x0, y0, x1, y1 = box
    needed = y1 - lines * LINE - px(5)
    return box if needed >= y0 else (x0, max(top + px(4), needed), x1, y1)


def card_back(height: int, tilt: int, theme: Theme) -> Image.Image:
    """A classroom's card face down, no taller than its place; tilted when lifted to peek."""
    size = (CARD_WIDTH, min(CARD_HEIGHT, height))
    return flat_card_back(size, CARD_BACK, theme.ink, (SMALL_PX, WHITE), px(5), tilt)


def draw_pawns(
    frame: Frame, positions: Sequence[str], players: Sequence[PlayerInfo], mover: int | None
) -> None:
    """Each pawn where the layout keeps room for it; the mover's ringed while the game goes on,
    on the last spot of her place (the one with room for the ring) and drawn first, so her
    ring passes under the pawns beside her, never over their letters."""
    seats = sorted(range(len(positions)), key=lambda seat: seat == mover)
    spots = placed(seats, lambda seat: positions[seat] or None, frame.geometry.pawn_spots)
    for seat, spot in sorted(spots, key=lambda pawn: pawn[0] != mover):
        letter, colour, halo = pawn_letter(players[seat]), frame.colours[seat], seat == mover
        pawn = token_sprite(seat, letter, spot.radius, halo=halo, theme=frame.theme, colour=colour)
        paste_sprite(frame.image, pawn, spot.xy)


def draw_badges(frame: Frame, badges: Sequence[Badge]) -> None:
    """The number a menu option begins with, on the space it names."""
    draw = flat_pen(frame.image)
    for badge in badges:
        at = centre(frame.geometry.badge_box(badge.space))
        draw_chip(draw, at, badge.number, BADGE_CHIP, BADGE_FILL, WHITE, WHITE)
