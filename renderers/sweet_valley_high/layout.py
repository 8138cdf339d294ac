"""Where everything goes: a portrait frame a phone shows whole, the school on top and, under
it, the turn (with the die and the large cards) and one row per player.

Every text size is a share of ``WIDTH`` through ``renderers.kit.phone``, so the frame reads at
the 400 dp a phone gives it: the turn and the standings at ``HEADER`` or more, nothing under
``SMALLEST``. Each space keeps its top for its name and its bottom corner for a badge, so no
pawn ever stands on either; each classroom keeps its top for its name and its bottom for the
card lying in it.
"""

from __future__ import annotations

import math

from bot.games.sweet_valley_high.school import HOME, School
from renderers.kit.phone import header_px, scaled_floor, smallest_px
from renderers.text import font, wrap

Box = tuple[float, float, float, float]
Point = tuple[float, float]

DESIGN = 880
"""The width the frame was laid out at: wide enough that a space carries its name in two lines
of the fonts' 16 px floor (1/55 of the width) above its pawn."""
WIDTH = 660
"""Pixels across: the design drawn at four fifths, every length and size with it, so each text
keeps its share of the width (what a phone reads at 400 dp) for a third fewer pixels."""
SCALE = WIDTH / DESIGN


def px(length: float) -> int:
    """A length of the design at the frame's scale, in whole pixels (at least one)."""
    return max(1, round(length * SCALE))


MARGIN = px(8)
GAP = px(4)
"""Between two spaces, or a space and a classroom."""
SMALL_PX = smallest_px(WIDTH, scaled_floor(WIDTH, DESIGN))
"""Names on the school, badges, the notes under a player's name: the smallest text."""
LINE = SMALL_PX + px(2)
TURN_PX = header_px(WIDTH) + px(3)
"""Whose turn it is."""
ASK_PX = header_px(WIDTH)
"""What is asked now, each name and each standing."""
PAD = px(14)
PAWN = px(16)
"""A pawn's radius alone on a space; two share a Home Space at ``PAIR``, more at ``QUAD``."""
PAIR, QUAD = px(14), px(13)
RING = 8
"""How far the mover's ring reaches beyond her pawn (the kit draws it at the pawn's radius
plus eight pixels, at any scale)."""
REACH = (1.2, 2)
"""How far a pawn reaches above its centre, as (share of its radius, pixels): the kit puts
its seat's shape up and to the right of the disc, past its rim."""
BADGE = px(13)
"""A badge's radius: a number a phone reads, in a corner no pawn takes."""
DIE = px(60)
ASK_LINES = 2
HEADER_HEIGHT = px(10) + TURN_PX + px(8) + ASK_LINES * (ASK_PX + px(7)) + px(4)
ROW_HEIGHT = px(8) + ASK_PX + px(8) + px(26) + px(8)
"""A player's row: her name and standing, then her item slots, boyfriend and notes."""
STRIP_HEIGHT = px(32)
"""A player's scoreboard under the Game over look: what made her standing."""


def game_over_height(players: int) -> int:
    """What the kit's Game over look needs (its sizes follow ``header_px``): the winner and two
    lines of why beside the trophy, then a line a player."""
    size, small = header_px(WIDTH), smallest_px(WIDTH)
    pad, line, trophy = size * 0.6, size * 1.35, size * 1.6
    top = max(pad + line + 2 * small * 1.3, 2 * pad + trophy)
    return math.ceil(top + players * line + pad)


class Geometry:
    """The school laid out on the frame: spaces, classrooms, and what goes where in each."""

    def __init__(self, school: School) -> None:
        self.school = school
        columns, rows = school.size
        self.cell = (WIDTH - 2 * MARGIN) / columns
        self.board_height = math.ceil(2 * MARGIN + self.cell * rows)
        self._signs = {space: self._wrapped_sign(space) for space in school.spaces}
        self._names = {room: self._wrapped_name(room) for room in school.rooms}

    # -- spaces ----------------------------------------------------------------------------

    def _grid(self, x: float, y: float) -> Point:
        """The pixel centre of grid position (``x``, ``y``), in the board file's cell units."""
        return (MARGIN + self.cell * (x + 0.5), MARGIN + self.cell * (y + 0.5))

    def space_box(self, space: str) -> Box:
        s = self.school.spaces[space]
        cx, cy = self._grid(s.x, s.y)
        half = (self.cell - GAP) / 2
        return (cx - half, cy - half, cx + half, cy + half)

    def sign_lines(self, space: str) -> tuple[str, ...]:
        """The space's sign, wrapped to its width (a Home Space's on one line)."""
        return self._signs[space]

    def _wrapped_sign(self, space: str) -> tuple[str, ...]:
        sign = self.school.spaces[space].sign
        if not sign:
            return ()
        x0, _, x1, _ = self.space_box(space)
        most = 1 if self.school.spaces[space].kind == HOME else 2
        return tuple(wrap(sign, font(SMALL_PX), x1 - x0 - px(4), most))

    def sign_box(self, space: str) -> Box | None:
        """The band across the top of the space that holds its sign; None without one."""
        lines = self.sign_lines(space)
        if not lines:
            return None
        x0, y0, x1, _ = self.space_box(space)
        return (x0 + px(2), y0 + px(2), x1 - px(2), y0 + px(5) + len(lines) * LINE)

    def zone(self, space: str) -> Box:
        """The part of the space under its sign, where pawns stand."""
        x0, y0, x1, y1 = self.space_box(space)
        sign = self.sign_box(space)
        return (x0, y0 if sign is None else sign[3], x1, y1)

    def arrows(self, space: str) -> list[list[Point]]:
        """A triangle per classroom the space points at, from the middle of the side facing
        it; two on one side are each shifted towards their own classroom."""
        x0, y0, x1, y1 = self.space_box(space)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        tip, base, half, shift = (self.cell * share for share in (0.43, 0.19, 0.14, 0.13))
        found = []
        for room in self.school.spaces[space].rooms:
            rx0, ry0, rx1, ry1 = self.room_box(room)
            dx, dy = (rx0 + rx1) / 2 - cx, (ry0 + ry1) / 2 - cy
            if abs(dx) > abs(dy):
                sx = math.copysign(1, dx)
                moved = math.copysign(shift, dy) if abs(dy) > self.cell / 3 else 0.0
                found.append(
                    [
                        (cx + sx * tip, cy + moved),
                        (cx + sx * base, cy + moved - half),
                        (cx + sx * base, cy + moved + half),
                    ]
                )
            else:
                sy = math.copysign(1, dy)
                moved = math.copysign(shift, dx) if abs(dx) > self.cell / 3 else 0.0
                found.append(
                    [
                        (cx + moved, cy + sy * tip),
                        (cx + moved - half, cy + sy * base),
                        (cx + moved + half, cy + sy * base),
                    ]
                )
        return found

    def badge_box(self, space: str) -> Box:
        """A badge's corner: bottom left under a sign; on an arrow space the first corner its
        arrows leave free."""
        x0, y0, x1, y1 = self.space_box(space)
        side = 2 * BADGE
        inset = px(3)
        corners = [
            (x0 + inset, y1 - inset - side, x0 + inset + side, y1 - inset),
            (x0 + inset, y0 + inset, x0 + inset + side, y0 + inset + side),
            (x1 - inset - side, y0 + inset, x1 - inset, y0 + inset + side),
            (x1 - inset - side, y1 - inset - side, x1 - inset, y1 - inset),
        ]
        arrows = [_bounds(arrow) for arrow in self.arrows(space)]
        return next(c for c in corners if not any(_overlap(c, a) for a in arrows))

    def _pawn_area(self, space: str) -> Box:
        """Where pawns stand: the zone, and on a Home Space (the only space several share)
        not the badge's column."""
        x0, y0, x1, y1 = self.zone(space)
        if self.school.spaces[space].kind == HOME:
            return (x0 + 2 * BADGE + px(4), y0 + 1, x1 - 1, y1 - px(2))
        return (x0, y0, x1, y1)

    def spot(self, space: str) -> Point:
        """Where a pawn alone stands and where the path of a move passes."""
        if space == self.school.detention:
            x, y, _ = self._detention_spots(1)[0]
            return (x, y)
        x0, y0, x1, y1 = self._pawn_area(space)
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def pawn_spots(self, space: str, count: int) -> list[tuple[float, float, int]]:
        """(x, y, radius) for ``count`` pawns on one place: side by side in the Detention Room,
        two abreast or two by two on a Home Space (see ``_grid_spots``)."""
        if space == self.school.detention:
            return self._detention_spots(count)
        if count <= 1:
            x, y = self.spot(space)
            _, y0, _, y1 = self._pawn_area(space)
            return [(x, y, min(PAWN, int((y1 - y0) / 2) - RING - 1))][:count]
        x0, y0, x1, y1 = self._pawn_area(space)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if count == 2:
            step = 2 * PAIR + px(4)
            return [(cx - step / 2, cy, PAIR), (cx + step / 2, cy, PAIR)]
        return self._grid_spots(space, count)

    def _grid_spots(self, space: str, count: int) -> list[tuple[float, float, int]]:
        """Three or four pawns two by two, the rows spaced by the space's height: the top row
        just under the sign, the bottom row as low as a ring around it stays inside the space,
        each pawn as large as that leaves room for (at most ``QUAD``). The last spot is in the
        bottom row, the one place a mover's ring has room: in the top row it would cover the
        sign (``pieces.draw_pawns`` puts the mover there)."""
        x0, y0, x1, _ = self._pawn_area(space)
        bottom = self.space_box(space)[3]
        room = bottom - y0 - RING - 1
        radius = min(QUAD, int((room - REACH[1]) / (REACH[0] + 3)))
        top_row = y0 + 1 + REACH[0] * radius + REACH[1]
        bottom_row = bottom - radius - RING
        left, right = x0 + radius + 1, x1 - radius - 1
        cells = [(left, top_row), (right, top_row), (left, bottom_row), (right, bottom_row)]
        return [(x, y, radius) for x, y in cells[:count]]

    def _detention_spots(self, count: int) -> list[tuple[float, float, int]]:
        """Side by side where the room's card would lie, each small enough that the mover's
        ring stays under the room's name and inside the room."""
        x0, y0, x1, _ = self.card_box(self.school.detention)
        bottom = self.room_box(self.school.detention)[3] - 1
        tallest = int((bottom - y0) / 2) - RING
        radius = min(PAWN if count == 1 else PAIR, int((x1 - x0) / count / 2) - 1, tallest)
        step = 2 * radius + px(2)
        left = (x0 + x1) / 2 - step * (count - 1) / 2
        y = y0 + radius + RING
        return [(left + i * step, y, radius) for i in range(count)]

    # -- classrooms --------------------------------------------------------------------------

    def room_box(self, room: str) -> Box:
        x0, y0, x1, y1 = self.school.rooms[room].box
        (px0, py0), (px1, py1) = self._grid(x0, y0), self._grid(x1, y1)
        inset = GAP / 2
        return (px0 + inset, py0 + inset, px1 - inset, py1 - inset)

    def name_lines(self, room: str) -> tuple[str, ...]:
        """The classroom's name, wrapped whole to its width."""
        return self._names[room]

    def _wrapped_name(self, room: str) -> tuple[str, ...]:
        x0, _, x1, _ = self.room_box(room)
        face = font(SMALL_PX, bold=True)
        name = self.school.rooms[room].name
        return tuple(wrap(name, face, x1 - x0 - px(12), max(1, len(name.split()))))

    def name_box(self, room: str) -> Box:
        """The band across the top of the classroom that holds its name."""
        x0, y0, x1, _ = self.room_box(room)
        return (x0 + px(2), y0 + px(2), x1 - px(2), y0 + px(5) + len(self.name_lines(room)) * LINE)

    def card_box(self, room: str) -> Box:
        """The rest of the classroom, under its name: where its card lies."""
        x0, _, x1, y1 = self.room_box(room)
        return (x0 + px(4), self.name_box(room)[3] + 1, x1 - px(4), y1 - px(4))

    def card_lines(self, room: str) -> int:
        """How many lines of a face-up card's name its place holds."""
        _, y0, _, y1 = self.card_box(room)
        return max(1, int((y1 - y0 - px(4)) // LINE))

    # -- every label -------------------------------------------------------------------------

    def label_boxes(self) -> list[Box]:
        """Every name written on the school: no path or pawn may cover one."""
        signs = [self.sign_box(space) for space in self.school.spaces]
        names = [self.name_box(room) for room in self.school.rooms]
        return [box for box in (*signs, *names) if box is not None]


class Panel:
    """The bands under the school for a table of ``players``: the turn, then one row per
    player; at Game over the kit's look and each player's final scoreboard in their place."""

    def __init__(self, top: int, players: int) -> None:
        self.top = top
        self.players = players
        self.header: Box = (PAD, top + px(6), WIDTH - PAD, top + px(6) + HEADER_HEIGHT)
        rows_top = self.header[3]
        self.rows = [
            (PAD, rows_top + i * ROW_HEIGHT, WIDTH - PAD, rows_top + (i + 1) * ROW_HEIGHT)
            for i in range(players)
        ]
        bottom = rows_top + players * ROW_HEIGHT
        over_top = top + px(8)
        self.game_over: Box = (PAD, over_top, WIDTH - PAD, over_top + game_over_height(players))
        strips_top = self.game_over[3] + px(6)
        strip = min(1.5 * STRIP_HEIGHT, (bottom - strips_top) / max(1, players))
        self.strips = [
            (PAD, strips_top + i * strip, WIDTH - PAD, strips_top + (i + 1) * strip)
            for i in range(players)
        ]
        self.height = math.ceil(bottom + PAD / 2)


def _bounds(points: list[Point]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
