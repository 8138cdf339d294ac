"""The Sweet Valley High board image, drawn from the public view only.

A ``SchoolBoard`` is made once from the game's checked rules and draws the school they loaded.
The school (corridors, classrooms, arrows, special spaces, the panel's frame) is drawn once per
school and theme; a frame copies it and adds what changes: the cards in the classrooms (face
down, face up for all to see, lifted while someone peeks, or gone), the last move, the pieces and
the panel with each scoreboard. The public view carries no face-down card, so nothing here could
draw one.

``SchoolBoard.scoreboard_png`` draws one player's own scoreboard for her private panel: her
items, her boyfriend card (which the others may not know) and her last peek.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from itertools import pairwise
from typing import Any

from PIL import Image, ImageDraw

from bot.engine.model import PlayerInfo, View
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HOME, TRADE, School
from renderers.common import ellipsize, font, wrap
from renderers.kit.canvas import downsample, opaque, paste_sprite, supersampled
from renderers.kit.cards import card_back
from renderers.kit.dice import die_face
from renderers.kit.fan import fan_offsets
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel
from renderers.kit.seats import PALETTE, PlayerColour, chosen_colour
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on, mix
from renderers.kit.tokens import draw_token

GAME_KEY = "sweet-valley-high"
WIDTH, HEIGHT = 1420, 960
CELL = 100
ORIGIN = 30
PANEL_X = 960
PAD = 20
SPACE_HALF = 44
TOKEN_R = 20
ROOM_CARD = (38, 52)
LABEL_PX = 16
BOYFRIEND_RGB: RGB = (196, 72, 110)
CARD_BACK_RGB: RGB = (120, 66, 140)
DETENTION_RGB: RGB = (150, 60, 60)
KIND_FILL: Mapping[str, RGB] = {
    HOME: (255, 226, 150),
    TRADE: (190, 226, 250),
    CHANGE: (250, 204, 222),
    ARROW: (252, 252, 248),
    "hall": (238, 234, 224),
}
SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri")


def school_key(school: School) -> Hashable:
    """The checked school as one hashable value, so cached layers follow the data they show.

    ``School`` holds read-only mappings and cannot be hashed itself; two schools loaded from
    the same files give equal keys and share their layers and palette.
    """
    return tuple(
        tuple(value.items()) if isinstance(value, Mapping) else value
        for value in (getattr(school, f.name) for f in fields(school))
    )


# -- pieces that need no school ------------------------------------------------------------


def _draw_arrow(pen: Any, at: tuple[float, float], room: tuple[float, float], theme: Theme) -> None:
    """A triangle on the space's edge pointing at the room (along the axis it lies on)."""
    cx, cy = at
    dx, dy = room[0] - cx, room[1] - cy
    if abs(dx) > abs(dy):
        sx = 1 if dx > 0 else -1
        tip, base = (cx + sx * 40, cy), cx + sx * 16
        points = [tip, (base, cy - 14), (base, cy + 14)]
    else:
        sy = 1 if dy > 0 else -1
        tip, base = (cx, cy + sy * 40), cy + sy * 16
        points = [tip, (cx - 14, base), (cx + 14, base)]
    if abs(dx) > 1 and abs(dy) > 1:  # a double arrow: shift each towards its room
        shift = 12 if (dx if abs(dx) <= abs(dy) else dy) > 0 else -12
        points = [(x + shift, y) if abs(dx) <= abs(dy) else (x, y + shift) for x, y in points]
    pen.polygon(points, fill=opaque(BOYFRIEND_RGB), outline=opaque(theme.ink), width=1.5)


def _draw_panel_frame(pen: Any, theme: Theme) -> None:
    pen.rect((PANEL_X, 0, WIDTH, HEIGHT), fill=opaque(theme.panel))
    pen.line([(PANEL_X, 0), (PANEL_X, HEIGHT)], fill=opaque(theme.panel_edge), width=2)
    pen.text((PANEL_X + PAD, 18), "Sweet Valley High", 26, opaque(BOYFRIEND_RGB), bold=True)


@dataclass(frozen=True)
class _Frame:
    players: tuple[PlayerInfo, ...]
    board: Mapping[str, Any]
    active: int | None
    phase: str


def _read(view: View) -> _Frame:
    if view.seat is not None or view.private or view.private_board:
        raise ValueError("the board image is drawn from the public view only")
    return _Frame(view.players, view.board, view.active, view.phase)


def _colour(player: PlayerInfo) -> PlayerColour | None:
    return chosen_colour(player.seat, player.colour) if player.colour else None


def _letter(player: PlayerInfo) -> str:
    token = player.token or player.name
    return token[:2] if token in ("Elizabeth", "Enid") else token[:1]


# -- the board -----------------------------------------------------------------------------


class SchoolBoard:
    """Draws the school one game's rules checked at start-up, in one theme.

    Boards made from equal schools compare equal, so the palette cached for one (at warm-up)
    serves the other (at the table).
    """

    def __init__(self, rules: SweetValleyHigh, theme: Theme = DEFAULT_THEME) -> None:
        self.key = rules.key
        self.school = rules.school
        self.theme = theme
        self._cache_key = (school_key(rules.school), theme)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SchoolBoard) and self._cache_key == other._cache_key

    def __hash__(self) -> int:
        return hash(self._cache_key)

    # -- geometry ------------------------------------------------------------------------

    def centre(self, space: str) -> tuple[float, float]:
        """The pixel centre of a path space (or of the Detention Room)."""
        if space == self.school.detention:
            return self.room_centre(space)
        s = self.school.spaces[space]
        return (ORIGIN + CELL / 2 + s.x * CELL, ORIGIN + CELL / 2 + s.y * CELL)

    def room_box(self, room: str) -> tuple[float, float, float, float]:
        x0, y0, x1, y1 = self.school.rooms[room].box
        px = [ORIGIN + CELL / 2 + v * CELL for v in (x0, y0, x1, y1)]
        return (px[0] + 4, px[1] + 4, px[2] - 4, px[3] - 4)

    def room_centre(self, room: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.room_box(room)
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def card_name(self, card: str) -> str:
        return self.school.card_names.get(card, card)

    # -- the static school ---------------------------------------------------------------

    def static_layer(self) -> Image.Image:
        """The school without cards, pieces or panel contents, drawn once per school and theme."""
        return cached_layer((GAME_KEY, self._cache_key[0]), self.theme, self._draw_static)

    def _draw_static(self, theme: Theme) -> Image.Image:
        school = self.school
        pen = supersampled((WIDTH, HEIGHT), theme.background)
        size = ORIGIN * 2 + CELL * school.size[0]
        pen.rect((8, 8, size - 8, size - 8), fill=opaque(mix(theme.background, theme.ink, 0.08)))
        for room in school.rooms:
            x0, y0, x1, y1 = self.room_box(room)
            detention = room == school.detention
            fill = mix(DETENTION_RGB, theme.panel, 0.75) if detention else theme.tile
            pen.rect((x0, y0, x1, y1), fill=opaque(fill), outline=opaque(theme.panel_edge), width=2)
            name = school.rooms[room].name
            face = font(LABEL_PX, bold=True)
            lines = wrap(name, face, (x1 - x0) - 14, 2)
            for i, line in enumerate(lines):
                pen.text((x0 + 8, y0 + 8 + i * 18), line, LABEL_PX, opaque(theme.ink), bold=True)
        for space in school.spaces.values():
            cx, cy = self.centre(space.id)
            fill = KIND_FILL.get(space.kind, theme.space)
            h = SPACE_HALF
            pen.rect(
                (cx - h, cy - h, cx + h, cy + h),
                fill=opaque(fill),
                outline=opaque(theme.road_edge),
                width=2,
                radius=10,
            )
            for room in space.rooms:
                _draw_arrow(pen, (cx, cy), self.room_centre(room), theme)
            words = {
                HOME: (space.name.split("'")[0], "HOME"),
                TRADE: ("TRADE", "PLACES"),
                CHANGE: ("CHANGE", "BOYFRIENDS"),
            }.get(space.kind)
            if words:
                pen.text((cx, cy - 10), words[0], 17, opaque(theme.ink), bold=True, anchor="mm")
                pen.text((cx, cy + 10), words[1], 16, opaque(theme.muted), anchor="mm")
        _draw_panel_frame(pen, theme)
        return downsample(pen, (WIDTH, HEIGHT))

    # -- a frame -------------------------------------------------------------------------

    def image(self, view: View) -> Image.Image:
        """The board for a public view; raises ValueError for any private view."""
        frame = _read(view)
        image = self.static_layer().copy()
        self._draw_rooms(image, frame)
        self._draw_last_move(image, frame)
        self._draw_pieces(image, frame)
        self._draw_panel(image, frame)
        return image

    def png(self, view: View) -> bytes:
        """``image`` encoded as PNG, ready to attach as board.png."""
        return encode_png(self.image(view), palette=frame_palette(self))

    def _draw_rooms(self, image: Image.Image, frame: _Frame) -> None:
        theme = self.theme
        draw = ImageDraw.Draw(image)
        for room, shown in frame.board["rooms"].items():
            x0, _, x1, y1 = self.room_box(room)
            w, h = ROOM_CARD
            box = (int(x1 - w - 8), int(y1 - h - 6), int(x1 - 8), int(y1 - 6))
            if shown == "empty":
                draw.rounded_rectangle(box, radius=6, outline=theme.panel_edge, width=2)
                continue
            if shown in ("down", "lifted"):
                sprite = card_back(CARD_BACK_RGB, size=ROOM_CARD, theme=theme)
                if shown == "lifted":
                    sprite = sprite.rotate(18, expand=True)
                paste_sprite(image, sprite, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2))
                continue
            # face up for everyone to see: the card's name across the room
            draw.rounded_rectangle(
                (x0 + 4, y1 - 30, x1 - 4, y1 - 4),
                radius=6,
                fill=(255, 255, 255),
                outline=BOYFRIEND_RGB,
                width=3,
            )
            face = font(LABEL_PX)
            text = ellipsize(self.card_name(shown), face, x1 - x0 - 14)
            draw.text(((x0 + x1) / 2, y1 - 17), text, font=face, fill=theme.ink, anchor="mm")

    def _draw_pieces(self, image: Image.Image, frame: _Frame) -> None:
        by_space: dict[str, list[int]] = {}
        for seat, space in enumerate(frame.board["positions"]):
            if space:
                by_space.setdefault(space, []).append(seat)
        for space, seats in by_space.items():
            cx, cy = self.centre(space)
            if space == self.school.detention:
                cy += 10
            for seat, (ox, oy) in zip(seats, fan_offsets(len(seats), TOKEN_R), strict=True):
                player = frame.players[seat]
                draw_token(
                    image,
                    (cx + ox, cy + oy),
                    seat,
                    player.name,
                    TOKEN_R,
                    halo=seat == frame.board.get("mover"),
                    theme=self.theme,
                    colour=_colour(player),
                    letter=_letter(player),
                )

    def _draw_last_move(self, image: Image.Image, frame: _Frame) -> None:
        move = frame.board.get("last_move")
        live = frame.board.get("path") or []
        seat, path = (frame.board["active"], live) if len(live) > 1 else (None, [])
        if seat is None and move:
            seat, path = move["seat"], move["path"]
        if seat is None or len(path) < 2:
            return
        points = [self.centre(space) for space in path]
        school = self.school
        walked = [
            b in school.neighbours.get(a, ()) or a == school.detention for a, b in pairwise(path)
        ]
        colour = _colour(frame.players[seat]) if seat < len(frame.players) else None
        draw_move_path(image, points, seat, walked=walked, theme=self.theme, colour=colour)

    def _draw_panel(self, image: Image.Image, frame: _Frame) -> None:
        theme = self.theme
        draw = ImageDraw.Draw(image)
        x = PANEL_X + PAD
        face = font(18, bold=True)
        for i, line in enumerate(wrap(frame.phase, face, WIDTH - x - PAD - 80, 3)):
            draw.text((x, 64 + i * 24), line, font=face, fill=theme.ink)
        roll = frame.board.get("roll")
        if roll:
            paste_sprite(image, die_face(roll, side=56, theme=theme), (WIDTH - PAD - 30, 88))
        seats = [
            PanelSeat(
                seat=p.seat,
                name=p.name,
                summary=p.summary.split(" + ")[0],  # the boyfriend has his own slot below
                highlight=p.seat == frame.active or p.seat in frame.board.get("winners", ()),
                halo=p.seat == frame.board.get("mover"),
                colour=_colour(p),
                letter=_letter(p),
            )
            for p in frame.players
        ]
        boards = frame.board["scoreboards"]

        def details(
            img: Image.Image,
            d: ImageDraw.ImageDraw,
            seat: PanelSeat,
            box: tuple[int, int, int, int],
        ) -> None:
            where = "in Detention" if "detention" in frame.players[seat.seat].badges else ""
            losing = frame.board["lose_turn"][seat.seat]
            self._draw_scoreboard_row(d, boards[seat.seat], where, losing, box)

        draw_player_panel(
            image,
            (PANEL_X + 8, 150, WIDTH - 8, 150 + 4 * 150),
            seats,
            details=details,
            max_row=150,
            theme=theme,
        )
        small = font(16)
        y = HEIGHT - 120
        draw.text(
            (x, y),
            f"Large cards: {frame.board['deck']} in the pile, {frame.board['discard']} played",
            font=small,
            fill=theme.muted,
        )
        last = frame.board.get("last_card")
        if last:
            story = self.school.story(last).story
            for i, line in enumerate(wrap(f"Last card: {story}", small, WIDTH - x - PAD, 3)):
                draw.text((x, y + 24 + i * 20), line, font=small, fill=theme.ink)

    def _draw_scoreboard_row(
        self,
        draw: ImageDraw.ImageDraw,
        board: Mapping[str, Any],
        where: str,
        losing: bool,
        box: tuple[int, int, int, int],
    ) -> None:
        """Four item slots (filled or not) and the boyfriend slot: empty, face down, or named."""
        if not board["character"]:
            return
        theme = self.theme
        character = self.school.character(board["character"])
        x, y = box[0], box[1]
        small = font(16)
        for i, item in enumerate(character.items):
            sx = x + i * 34
            got = item in board["items"]
            fill = mix(BOYFRIEND_RGB, theme.panel, 0.3) if got else theme.panel
            draw.rounded_rectangle(
                (sx, y, sx + 28, y + 28), radius=5, fill=fill, outline=theme.panel_edge, width=2
            )
            if got:
                draw.text(
                    (sx + 14, y + 14),
                    "✓",
                    font=font(18, bold=True),
                    fill=ink_on(fill),
                    anchor="mm",
                )
        bx = x + 4 * 34 + 6
        held = board["boyfriend"]
        if held is None:
            text, fill = "no boyfriend", theme.panel
        elif held == "hidden":
            text, fill = "boyfriend (face down)", mix(CARD_BACK_RGB, theme.panel, 0.55)
        else:
            text, fill = self.card_name(held), mix(BOYFRIEND_RGB, theme.panel, 0.55)
        width = box[2] - bx - 10
        draw.rounded_rectangle(
            (bx, y, bx + width, y + 28), radius=5, fill=fill, outline=theme.panel_edge, width=2
        )
        draw.text(
            (bx + 8, y + 14),
            ellipsize(text, small, width - 12),
            font=small,
            fill=ink_on(fill),
            anchor="lm",
        )
        notes = [where, "loses next turn" if losing else "", f"for {character.date}"]
        note = " · ".join(n for n in notes if n)
        draw.text(
            (x, y + 36), ellipsize(note, small, box[2] - x - 10), font=small, fill=theme.muted
        )

    # -- one player's own scoreboard -----------------------------------------------------

    def scoreboard_png(self, view: View) -> bytes:
        """A seat's own scoreboard: her items, her boyfriend card, her last secret peek."""
        if view.seat is None:
            raise ValueError("a scoreboard picture needs a seat")
        board = view.board["scoreboards"][view.seat]
        if not board["character"]:
            return b""
        theme = self.theme
        school = self.school
        character = school.character(board["character"])
        image = Image.new("RGB", (620, 300), theme.panel)
        draw = ImageDraw.Draw(image)
        title = font(24, bold=True)
        draw.text((20, 16), f"{character.name}: {character.date}", font=title, fill=BOYFRIEND_RGB)
        body = font(18)
        wanted = school.card_names[character.boyfriend]
        held = view.private_board.get("boyfriend")
        lines = [
            (f"Boyfriend to find: {wanted}", None),
            (
                f"On your scoreboard: {self.card_name(held) if held else 'no boyfriend yet'}",
                held == character.boyfriend if held else None,
            ),
        ]
        lines += [(f"{school.card_names[i]}", i in board["items"]) for i in character.items]
        for n, (text, done) in enumerate(lines):
            mark = "" if done is None else ("✓ " if done else "· ")
            draw.text((24, 60 + n * 30), mark + text, font=body, fill=theme.ink)
        peek = view.private_board.get("peek")
        if peek:
            draw.text(
                (24, 60 + len(lines) * 30 + 6),
                ellipsize(peek, body, 580),
                font=body,
                fill=theme.muted,
            )
        return encode_png(image)

    # -- samples -------------------------------------------------------------------------

    def sample_view(self, players: int = 4) -> View:
        """A mid-game public position (Ana moving after a roll of 4): docs and benchmarks."""
        school = self.school
        characters = ["jessica", "elizabeth", "lila", "enid"][:players]
        rooms: dict[str, str] = dict.fromkeys(school.classrooms, "down")
        rooms.update({"science": "empty", "music": "empty", "gym": "empty", "typing": "ken"})
        rooms["french"] = "lifted"
        boards = [
            {"character": "jessica", "items": ["prom-dress", "corsage"], "boyfriend": "bruce"},
            {"character": "elizabeth", "items": ["bicycle"], "boyfriend": "hidden"},
            {"character": "lila", "items": [], "boyfriend": None},
            {
                "character": "enid",
                "items": ["swimsuit", "beach-towel", "ms-jacobi"],
                "boyfriend": None,
            },
        ][:players]
        board = {
            "positions": ["x3y0", "detention", "x8y6", "x4y4"][:players],
            "rooms": rooms,
            "scoreboards": boards,
            "phase": "move",
            "active": 0,
            "mover": 0,
            "roll": 4,
            "path": ["x0y2", "x0y1", "x0y0", "x1y0", "x2y0", "x3y0"][:1],
            "lose_turn": [False, True, False, False][:players],
            "deck": 27,
            "discard": 9,
            "last_card": school.deck[3].key,
            "winners": [],
            "last_move": {"seat": players - 1, "path": ["x4y8", "x4y7", "x4y6", "x4y5", "x4y4"]},
        }
        roster = tuple(
            PlayerInfo(
                seat,
                SAMPLE_NAMES[seat],
                len(boards[seat]["items"]),
                ("detention",) if board["positions"][seat] == "detention" else (),
                f"{len(boards[seat]['items'])}/4 items"
                + (" + boyfriend" if boards[seat]["boyfriend"] else ""),
                school.character(characters[seat]).colour,
                school.character(characters[seat]).name,
            )
            for seat in range(players)
        )
        return View(self.key, None, roster, 0, "Ana rolled 4: choose where to go", board)

    def warm_up(self) -> Image.Image:
        """The static layer and the palette, made once at start-up."""
        self.static_layer()
        return frame_palette(self)


@lru_cache(maxsize=4)
def frame_palette(board: SchoolBoard) -> Image.Image:
    """Colours of a busy sample frame plus every seat and character colour, per school and theme."""
    sample = board.image(board.sample_view(4))
    extra = [c.rgb for c in PALETTE] + [
        chosen_colour(0, c.colour).rgb for c in board.school.characters
    ]
    return fixed_palette(sample, extra)


# -- the registration's hooks --------------------------------------------------------------


def board_renderer(rules: SweetValleyHigh) -> SchoolBoard:
    """The public board renderer the table makes once from the checked rules."""
    return SchoolBoard(rules)


def hand_renderer(rules: SweetValleyHigh) -> Callable[[View], bytes]:
    """The private renderer: one seat's own scoreboard, drawn from the checked rules."""
    return SchoolBoard(rules).scoreboard_png


def warm_up(rules: SweetValleyHigh) -> None:
    """Draw the school and its palette before the first turn."""
    SchoolBoard(rules).warm_up()
