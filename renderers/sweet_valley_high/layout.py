"""Where everything goes: a portrait frame a phone shows whole, the school on top and the kit's
turn panel under it. Each space keeps its top for its name and a corner for a badge, so no pawn
stands on either; each classroom its top for its name and its bottom for its card."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import partial

from PIL.ImageFont import FreeTypeFont

from bot.games.sweet_valley_high import words
from bot.games.sweet_valley_high.school import HOME, School, Space
from bot.languages import ENGLISH
from renderers.kit.boxes import Area, Cells, Point, bounds, free_corner, pointers, top_band
from renderers.kit.phone import header_px, scaled_floor, scaled_px, smallest_px
from renderers.kit.spots import Spot, in_a_row
from renderers.kit.turn import TurnStyle
from renderers.text import font, text_width, wrap

DESIGN, WIDTH = 880, 660
"""The frame is laid out 880 px wide (a space's name in two lines of the fonts' 16 px floor
above its pawn) and drawn at three quarters, each text keeping its share of the width."""
SCALE = WIDTH / DESIGN

px = partial(scaled_px, scale=SCALE)
"""A length of the design at the frame's scale, in whole pixels (at least one)."""

MARGIN, GAP = px(8), px(4)
SMALL_PX = smallest_px(WIDTH, scaled_floor(WIDTH, DESIGN))
LINE = SMALL_PX + px(2)
PAWN, PAIR, QUAD = px(16), px(14), px(13)
"""A pawn's radius alone on a space, two on a Home Space, three or four there."""
RING = 8
"""How far the mover's ring reaches beyond her pawn (the kit's, at any scale)."""
REACH = (1.2, 2)
"""How far a pawn's shape badge reaches above its centre: (share of its radius, pixels)."""
BADGE = px(13)
HEADER = header_px(WIDTH)
STYLE = TurnStyle(
    HEADER + px(3), HEADER, px(60), SCALE, row_mark=px(17), under_name=34, lettered=True, flat=True
)
"""The kit's turn panel: pawns lettered as on the board, the scoreboard under each name."""


class Geometry:
    """The school laid out on the frame: spaces, classrooms, and what goes where in each;
    ``signs`` and ``names`` are each space's sign and each classroom's name, wrapped to fit."""

    def __init__(self, school: School, language: str = ENGLISH) -> None:
        self.school, self.language = school, language
        columns, rows = school.size
        self.cells = Cells(MARGIN, MARGIN, (WIDTH - 2 * MARGIN) / columns, GAP)
        self.board_height = math.ceil(2 * MARGIN + self.cells.size * rows)
        face, bold = font(SMALL_PX), font(SMALL_PX, bold=True)
        owners = {c.home: c.name for c in school.characters}
        signs = {space: _sign(s, owners, language) for space, s in school.spaces.items()}
        names = {room: _name(room, r.name, language) for room, r in school.rooms.items()}
        most = 2 if language == ENGLISH else SIGN_LINES
        self.signs = {
            space: _wrapped(
                signs[space], face, self.space_box(space), px(4), 1 if s.kind == HOME else most
            )
            for space, s in school.spaces.items()
        }
        self.names = {
            room: _wrapped(name, bold, self.room_box(room), px(12), _lines(name, language))
            for room, name in names.items()
        }

    def space_box(self, space: str) -> Area:
        return self.cells.cell(self.school.spaces[space].x, self.school.spaces[space].y)

    def room_box(self, room: str) -> Area:
        return self.cells.span(*self.school.rooms[room].box)

    def sign_box(self, space: str) -> Area | None:
        """The band across the top of the space that holds its sign; None without one."""
        lines = len(self.signs[space])
        return top_band(self.space_box(space), lines, LINE, px(2)) if lines else None

    def name_box(self, room: str) -> Area:
        return top_band(self.room_box(room), len(self.names[room]), LINE, px(2))

    def card_box(self, room: str) -> Area:
        """The classroom under its name: where its card lies."""
        x0, _, x1, y1 = self.room_box(room)
        return (x0 + px(4), self.name_box(room)[3] + 1, x1 - px(4), y1 - px(4))

    def label_boxes(self) -> list[Area]:
        """Every name written on the school: no path or pawn may cover one."""
        signs = [self.sign_box(space) for space in self.school.spaces]
        return [box for box in signs if box] + [self.name_box(r) for r in self.school.rooms]

    def arrows(self, space: str) -> list[list[Point]]:
        """A triangle per classroom the space points at (two on one side apart)."""
        rooms = [self.room_box(room) for room in self.school.spaces[space].rooms]
        return pointers(self.space_box(space), rooms, self.cells.size)

    def badge_box(self, space: str) -> Area:
        """A badge's corner: bottom left under a sign, else the first its arrows leave free."""
        arrows = [bounds(arrow) for arrow in self.arrows(space)]
        return free_corner(self.space_box(space), 2 * BADGE, px(3), arrows)

    def _pawn_area(self, space: str) -> Area:
        """Under the sign; on a Home Space (the only one several share) off the badge's column."""
        x0, y0, x1, y1 = self.space_box(space)
        sign = self.sign_box(space)
        y0 = y0 if sign is None else sign[3]
        if self.school.spaces[space].kind == HOME:
            return (x0 + 2 * BADGE + px(4), y0 + 1, x1 - 1, y1 - px(2))
        return (x0, y0, x1, y1)

    def spot(self, space: str) -> Point:
        """Where a pawn alone stands and where the path of a move passes."""
        return self.pawn_spots(space, 1)[0].xy

    def pawn_spots(self, space: str, count: int) -> list[Spot]:
        """Where ``count`` pawns stand on one place: side by side in the Detention Room;
        on a Home Space two abreast, or two by two with the top row just under the sign and the
        bottom row as low as a ring around it stays inside the space. The last spot is in the
        bottom row, where a mover's ring has room (``pieces.draw_pawns`` puts her there)."""
        if space == self.school.detention:
            return self._detention_spots(count)
        x0, y0, x1, y1 = self._pawn_area(space)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if count == 1:
            return [Spot(cx, cy, min(PAWN, int((y1 - y0) / 2) - RING - 1))]
        if count == 2:
            return [Spot(cx - PAIR - px(4) / 2, cy, PAIR), Spot(cx + PAIR + px(4) / 2, cy, PAIR)]
        bottom = self.space_box(space)[3]
        radius = min(QUAD, int((bottom - y0 - RING - 1 - REACH[1]) / (REACH[0] + 3)))
        rows = (y0 + 1 + REACH[0] * radius + REACH[1], bottom - radius - RING)
        cells = [(x, y) for y in rows for x in (x0 + radius + 1, x1 - radius - 1)]
        return [Spot(x, y, radius) for x, y in cells[:count]]

    def _detention_spots(self, count: int) -> list[Spot]:
        """Side by side where the room's card would lie, small enough that the mover's ring
        stays under the room's name and inside the room."""
        x0, y0, x1, _ = self.card_box(self.school.detention)
        bottom = self.room_box(self.school.detention)[3] - 1
        area = (x0, y0 + RING, x1, bottom - RING)
        return in_a_row(area, count, PAWN if count == 1 else PAIR, px(2))


def _sign(space: Space, owners: Mapping[str, str], language: str) -> str:
    """What the board writes on ``space`` in ``language``: its data's English as it is, and
    elsewhere a Home Space's owner by her own name (no language's possessive needed)."""
    if language == ENGLISH or not space.sign:
        return space.sign
    if space.kind == HOME:
        return owners.get(space.id, space.sign)
    return words.sign(space.id).in_language(language)


def _name(room: str, english: str, language: str) -> str:
    """A classroom's name in ``language``."""
    return english if language == ENGLISH else words.room(room).in_language(language)


def _lines(name: str, language: str) -> int:
    """A classroom's name takes a line a word in English; in a language whose words run
    longer, as many as its hyphenated words need, no more than the longest English name's."""
    words = len(name.split())
    return words if language == ENGLISH else max(words, ROOM_LINES)


SIGN_LINES = 3
"""The most lines a space's sign takes in a language whose words run longer than English's
(a pawn still stands under it)."""
ROOM_LINES = 3
"""The most lines a classroom's name takes (the Vice Principal's Office in English)."""
HYPHEN = "-"
SOFT_HYPHEN = "\u00ad"
"""Where a sign's catalog text may break a long word (``Trink\u00adbrunnen``)."""


def _wrapped(text: str, face: FreeTypeFont, box: Area, inset: int, most: int) -> tuple[str, ...]:
    """``text`` wrapped to the width of ``box`` less ``inset``, in at most ``most`` lines; a
    word wider than the line (a German compound, a word of the pseudo-language) is broken
    with a hyphen rather than cut."""
    if not text:
        return ()
    width = box[2] - box[0] - inset
    return tuple(wrap(hyphenated(text, face, width), face, width, most))


def _hyphenated(word: str, face: FreeTypeFont, width: float) -> list[str]:
    """``word`` as it is where it fits, else in pieces that each fit, all but the last ending
    with a hyphen: at the catalog's soft hyphens where it has them (a compound's parts),
    else wherever the line ends."""
    if SOFT_HYPHEN in word:
        if text_width(word.replace(SOFT_HYPHEN, ""), face) <= width:
            return [word.replace(SOFT_HYPHEN, "")]
        return _at_soft_hyphens(word.split(SOFT_HYPHEN), face, width)
    pieces: list[str] = []
    while text_width(word, face) > width and len(word) > 3:
        cut = max(
            (at for at in range(2, len(word) - 1) if text_width(word[:at] + HYPHEN, face) <= width),
            default=0,
        )
        if not cut:
            break
        pieces.append(word[:cut] + HYPHEN)
        word = word[cut:]
    return [*pieces, word]


def hyphenated(text: str, face: FreeTypeFont, width: float) -> str:
    """``text`` with every word wider than ``width`` broken into hyphenated pieces that fit,
    for a wrapping that breaks lines at spaces only."""
    return " ".join(piece for word in text.split() for piece in _hyphenated(word, face, width))


def _at_soft_hyphens(parts: list[str], face: FreeTypeFont, width: float) -> list[str]:
    """A word's parts joined as far as each line holds them, broken with a hyphen."""
    pieces: list[str] = []
    current = ""
    for index, part in enumerate(parts):
        trial = current + part
        ending = "" if index == len(parts) - 1 else HYPHEN
        if current and text_width(trial + ending, face) > width:
            pieces.append(current + HYPHEN)
            trial = part
        current = trial
    return [*pieces, current]
