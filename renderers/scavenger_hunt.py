"""The Scavenger Hunt house image, drawn from the public view only.

The house (the one-way outer path with its arrows, rooms and yards with their walls and Doors,
Roll Again spaces, the STARTs) is drawn once per house and theme; a frame copies it and adds
the discs still to find, the Dogs, the last move, the pawns and the panel (each player's hunt
list with what is collected, the dice, whose turn). Hands are secret and the public view
carries none, so nothing here could draw one; ``HuntHand`` draws a seat's own hand for its
private panel from that seat's own view.

The table makes a ``HuntBoard`` and a ``HuntHand`` once from the checked rules (see
renderers/kit/drawing.py); both hold the house those rules loaded, and the cached house layer
and palette are keyed by that house's contents, so two different houses never share a picture.

Read from ``view.board``: positions, colours, dogs, dice, steps_left, hand_sizes, deck, discard,
items, rooms, collected, unplaced, room_card, answered, phase, active, winner, last_move.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.engine.model import PlayerInfo, View
from bot.games.scavenger_hunt.house import House
from renderers.common import ScaledDraw, ellipsize, font
from renderers.kit.canvas import downsample, opaque, paste_sprite, supersampled
from renderers.kit.cards import card_face
from renderers.kit.dice import die_face
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel
from renderers.kit.seats import PlayerColour, chosen_colour
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, mix
from renderers.kit.tokens import draw_token

GAME_KEY = "scavenger-hunt"
CELL = 80
MARGIN = 20
BOARD_PX = 11 * CELL + 2 * MARGIN
PANEL_W = 400
WIDTH, HEIGHT = BOARD_PX + PANEL_W, BOARD_PX
PAD = 18
WALL: RGB = (30, 30, 34)
DOOR: RGB = (150, 96, 44)
FLOOR: RGB = (226, 216, 196)
ARROW: RGB = (150, 150, 158)
ROLL_AGAIN: RGB = (255, 214, 102)
DOG_FUR: RGB = (120, 78, 40)
ROOM_FILL: dict[str, RGB] = {
    "KITCHEN": (255, 238, 196),
    "CLOSET": (226, 214, 245),
    "ATTIC": (240, 222, 200),
    "GARAGE": (205, 208, 214),
    "YARD": (196, 230, 180),
}


def checked_house(rules: Any) -> House:
    """The house the Scavenger Hunt rules checked at start-up."""
    found = getattr(rules, "house", None)
    if not isinstance(found, House):
        raise ValueError("the Scavenger Hunt rules carry no checked house")
    return found


def house_key(h: House) -> Hashable:
    """Everything in ``h``, hashable: the key of the pictures cached for that house."""
    return (
        GAME_KEY,
        h.size,
        h.colours,
        tuple(h.rgb.items()),
        h.path,
        tuple(h.spaces.items()),
        tuple(h.doors.items()),
        tuple(h.starts.items()),
        tuple(h.fronts.items()),
        tuple(sorted(h.roll_again)),
        tuple(h.discs.items()),
        tuple(h.cards.items()),
    )


def _rgb(hex_rgb: str) -> RGB:
    digits = hex_rgb.removeprefix("#")
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def box(rect: Sequence[float], inset: float = 0) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = rect
    return (
        MARGIN + x0 * CELL + inset,
        MARGIN + y0 * CELL + inset,
        MARGIN + x1 * CELL - inset,
        MARGIN + y1 * CELL - inset,
    )


def centre(h: House, space_id: str) -> tuple[float, float]:
    x0, y0, x1, y1 = box(h.space(space_id).rect)
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def _nearest(a: Sequence[float], b: Sequence[float]) -> tuple[tuple[float, float], ...]:
    """The two facing points of boxes ``a`` and ``b`` (a Door's two ends)."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    x_lo, x_hi = max(ax0, bx0), min(ax1, bx1)
    y_lo, y_hi = max(ay0, by0), min(ay1, by1)
    if x_lo <= x_hi:
        x = (x_lo + x_hi) / 2
        xa = xb = x
    else:
        xa, xb = (ax1, bx0) if ax1 < bx0 else (ax0, bx1)
    if y_lo <= y_hi:
        y = (y_lo + y_hi) / 2
        ya = yb = y
    else:
        ya, yb = (ay1, by0) if ay1 < by0 else (ay0, by1)
    return ((xa, ya), (xb, yb))


# --- the static house -------------------------------------------------------------------------


def _draw_static(h: House, theme: Theme) -> Image.Image:
    pen = supersampled((WIDTH, HEIGHT), theme.background)
    pen.rect(box((0, 0, 11, 11)), fill=opaque(WALL), radius=10)
    pen.rect(box((1, 1, 10, 10), 2), fill=opaque(FLOOR))
    _draw_path(pen, h, theme)
    _draw_doors(pen, h)
    for space in h.spaces.values():
        if space.is_room:
            _draw_room(pen, h, space.id)
        elif space.kind == "start":
            _draw_start(pen, h, space.id)
    pen.text(
        (MARGIN + 5.5 * CELL, MARGIN + 5.2 * CELL),
        "SCAVENGER",
        34,
        opaque(WALL),
        bold=True,
        anchor="mm",
    )
    pen.text(
        (MARGIN + 5.5 * CELL, MARGIN + 5.8 * CELL), "HUNT", 34, opaque(WALL), bold=True, anchor="mm"
    )
    return downsample(pen, (WIDTH, HEIGHT))


def _draw_path(pen: ScaledDraw, h: House, theme: Theme) -> None:
    fronts = {front: colour for colour, front in h.fronts.items()}
    for space_id in h.path:
        fill = ROLL_AGAIN if space_id in h.roll_again else theme.space
        if space_id in fronts:
            fill = mix(_rgb(h.rgb[fronts[space_id]]), theme.space, 0.55)
        pen.rect(box(h.space(space_id).rect, 3), fill=opaque(fill), radius=6)
        cx, cy = centre(h, space_id)
        nx, ny = centre(h, h.along(space_id, 1))
        dx, dy = (nx - cx) / CELL, (ny - cy) / CELL
        tip = (cx + dx * 37, cy + dy * 37)
        side = (-dy * 7, dx * 7)
        back = (cx + dx * 27, cy + dy * 27)
        pen.polygon(
            [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
            fill=opaque(ARROW),
        )
        if space_id in h.roll_again:
            pen.text((cx, cy - 8), "ROLL", 16, opaque(WALL), bold=True, anchor="mm")
            pen.text((cx, cy + 10), "AGAIN", 16, opaque(WALL), bold=True, anchor="mm")


def _draw_doors(pen: ScaledDraw, h: House) -> None:
    drawn: set[frozenset[str]] = set()
    for a, ends in h.doors.items():
        for b in ends:
            pair = frozenset((a, b))
            if pair in drawn or all(h.space(s).kind == "path" for s in pair):
                continue
            drawn.add(pair)
            pa, pb = _nearest(box(h.space(a).rect, 4), box(h.space(b).rect, 4))
            pen.line([pa, pb], fill=opaque(DOOR), width=16)
            pen.line([pa, pb], fill=opaque(mix(DOOR, (255, 255, 255), 0.45)), width=6)


def _draw_room(pen: ScaledDraw, h: House, space_id: str) -> None:
    space = h.space(space_id)
    outer = box(space.rect)
    pen.rect(outer, fill=opaque(ROOM_FILL[space.kind]), outline=opaque(WALL), width=5, radius=4)
    stripe = (outer[0] + 5, outer[1] + 5, outer[2] - 5, outer[1] + 17)
    pen.rect(stripe, fill=opaque(_rgb(h.rgb[str(space.colour)])), radius=3)
    if space.kind == "YARD":
        for fx, fy in ((0.25, 0.7), (0.75, 0.7)):
            x = outer[0] + (outer[2] - outer[0]) * fx
            y = outer[1] + (outer[3] - outer[1]) * fy
            pen.circle((x, y), 11, fill=opaque((64, 140, 60)), outline=opaque(WALL), width=2)
    cx = (outer[0] + outer[2]) / 2
    pen.text((cx, outer[1] + 36), space.kind, 17, opaque(WALL), bold=True, anchor="mm")


def _draw_start(pen: ScaledDraw, h: House, space_id: str) -> None:
    space = h.space(space_id)
    x0, y0, x1, y1 = box(space.rect)
    colour = _rgb(h.rgb[str(space.colour)])
    mid = (x0 + x1) / 2
    roof = y0 + (y1 - y0) * 0.4
    pen.polygon(
        [(mid, y0 - 4), (x1 + 4, roof), (x1, roof), (x1, y1), (x0, y1), (x0, roof), (x0 - 4, roof)],
        fill=opaque(colour),
        outline=opaque(WALL),
        width=3,
    )


def static_layer(h: House, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """The unchanging house ``h``, drawn once per house and theme. Callers must not draw on it."""
    return cached_layer(house_key(h), theme, lambda t: _draw_static(h, t))


# --- a frame ----------------------------------------------------------------------------------


def _colours(view: View) -> dict[int, PlayerColour]:
    return {
        p.seat: chosen_colour(p.seat, p.colour) if p.colour else chosen_colour(p.seat, "#777777")
        for p in view.players
    }


def draw_frame(h: House, view: View, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """The public picture of ``view`` on the house ``h``."""
    image = static_layer(h, theme).copy()
    board = view.board
    colours = _colours(view)
    _draw_discs(image, h, board, colours)
    _draw_dogs(image, h, board.get("dogs", ()))
    last = board.get("last_move")
    if last and len(last["path"]) > 1:
        seat = int(last["seat"])
        points = [centre(h, space) for space in last["path"]]
        draw_move_path(image, points, seat, theme=theme, colour=colours.get(seat))
    for player in view.players:
        if "gone" in player.badges:
            continue
        where = board["positions"][player.seat]
        draw_token(
            image,
            centre(h, where),
            player.seat,
            player.name,
            24,
            halo=player.seat == view.active,
            theme=theme,
            colour=colours[player.seat],
            letter=player.name[:1].upper(),
        )
    _draw_panel(image, h, view, colours, theme)
    return image


def _draw_discs(
    image: Image.Image, h: House, board: Mapping, colours: Mapping[int, PlayerColour]
) -> None:
    draw = ImageDraw.Draw(image)
    face = font(16, bold=True)
    for seat, rooms in enumerate(board.get("rooms", ())):
        got = board["collected"][seat]
        for number, room in enumerate(rooms, start=1):
            if number <= got:
                continue
            _, _, x1, y1 = box(h.space(room).rect)
            c = (x1 - 20, y1 - 20)
            rgb = colours[seat].rgb
            draw.ellipse(
                (c[0] - 15, c[1] - 15, c[0] + 15, c[1] + 15),
                fill=(255, 255, 255),
                outline=rgb,
                width=5,
            )
            draw.text(c, str(number), font=face, fill=WALL, anchor="mm")


def _draw_dogs(image: Image.Image, h: House, dogs: Sequence[str]) -> None:
    draw = ImageDraw.Draw(image)
    face = font(16, bold=True)
    for space in dogs:
        cx, cy = centre(h, space)
        draw.rounded_rectangle(
            (cx - 30, cy - 22, cx + 30, cy + 22), radius=10, fill=DOG_FUR, outline=WALL, width=3
        )
        draw.text((cx, cy), "DOG", font=face, fill=(255, 255, 255), anchor="mm")


def _draw_panel(
    image: Image.Image,
    h: House,
    view: View,
    colours: Mapping[int, PlayerColour],
    theme: Theme,
) -> None:
    draw = ImageDraw.Draw(image)
    x0, x1 = BOARD_PX + 4, WIDTH - PAD
    draw.rounded_rectangle(
        (x0, PAD, x1, HEIGHT - PAD), radius=14, fill=theme.panel, outline=theme.panel_edge, width=2
    )
    board = view.board
    title = font(22, bold=True)
    draw.text(
        (x0 + PAD, PAD + 14),
        ellipsize(view.phase, title, x1 - x0 - 2 * PAD),
        font=title,
        fill=theme.ink,
    )
    seats = [
        PanelSeat(
            seat=p.seat,
            name=p.name,
            summary=p.standing,
            highlight=p.seat == view.active or p.seat == board.get("winner"),
            halo=p.seat == view.active,
            colour=colours[p.seat],
            letter=p.name[:1].upper(),
        )
        for p in view.players
    ]
    names = h.discs

    def hunt_list(img: Image.Image, d: ImageDraw.ImageDraw, seat: PanelSeat, area) -> None:
        items = [*board["items"][seat.seat], *board["unplaced"][seat.seat]]
        got = board["collected"][seat.seat]
        small = font(16)
        bold = font(16, bold=True)
        y = area[1]
        for number, disc in enumerate(items, start=1):
            done = number <= got and board["items"][seat.seat]
            placed = number <= len(board["items"][seat.seat])
            mark = "✓" if done else f"{number}." if placed else "·"
            is_next = board["items"][seat.seat] and number == got + 1
            rooms = board["rooms"][seat.seat]
            where = f" · {h.space(rooms[number - 1]).kind}" if number <= len(rooms) else ""
            text = ellipsize(
                f"{mark} {names.get(disc, disc)}{where}",
                bold if is_next else small,
                area[2] - area[0] - 8,
            )
            d.text(
                (area[0], y),
                text,
                font=bold if is_next else small,
                fill=theme.muted if done else theme.ink,
            )
            y += 20
        cards = board["hand_sizes"][seat.seat]
        d.text(
            (area[0], y + 2),
            f"{cards} card{'s' if cards != 1 else ''} in hand",
            font=small,
            fill=theme.muted,
        )

    top = PAD + 56
    draw_player_panel(
        image,
        (x0 + PAD, top, x1 - 4, top + 4 * 150),
        seats,
        details=hunt_list,
        max_row=150,
        theme=theme,
    )
    _draw_dice_and_deck(image, draw, board, (x0 + PAD, top + 4 * 150 + 6), theme)


def _draw_dice_and_deck(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    board: Mapping,
    at: tuple[int, int],
    theme: Theme,
) -> None:
    """The dice and the moves left (or, while lists are made, the room card), deck and discards."""
    x, y = at
    small = font(18)
    dice = board.get("dice") or []
    if board.get("phase") == "list" and board.get("room_card"):
        draw.text(
            (x, y), f"Room card: {board['room_card']}", font=font(20, bold=True), fill=theme.ink
        )
        chosen = len(board.get("answered", ()))
        draw.text(
            (x, y + 30),
            f"{chosen} of {len(board['positions'])} have chosen a disc",
            font=small,
            fill=theme.muted,
        )
        return
    for i, value in enumerate(dice):
        paste_sprite(image, die_face(value, side=56), (x + 30 + i * 66, y + 34))
    if dice:
        draw.text(
            (x + 150, y + 14),
            f"{board.get('steps_left', 0)} moves to go",
            font=small,
            fill=theme.ink,
        )
    draw.text(
        (x, y + 72),
        f"Deck {board['deck']} · discards {board['discard']}",
        font=small,
        fill=theme.muted,
    )


# --- the private hand -------------------------------------------------------------------------


def hand_png(h: House, view: View, theme: Theme = DEFAULT_THEME) -> bytes:
    """One seat's own hand as cards, for its private panel (drawn from that seat's view)."""
    hand = list(view.private_board.get("hand", ()))
    width = max(1, len(hand)) * 96 + 24
    image = Image.new("RGB", (width, 150), theme.background)
    for i, code in enumerate(hand):
        card = h.cards[code]
        colour = ROOM_FILL.get(card.kind, (255, 255, 255) if card.kind == "WILD" else DOG_FUR)
        face = card_face(card.name, (), colour, size=(84, 126), theme=theme)
        image.paste(face, (12 + i * 96, 12), face if face.mode == "RGBA" else None)
    return encode_png(image)


# --- samples ----------------------------------------------------------------------------------

SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri")


def sample_view(h: House, players: int = 4) -> View:
    """A mid-game position (Ana moving through the rooms, a Dog out): docs and palette sample."""
    colours = list(h.colours[:players])
    kinds = ("GARAGE", "ATTIC", "CLOSET", "KITCHEN")
    discs = list(h.discs)
    board = {
        "positions": ["closet-green", "p14", "garage-red", "p33"][:players],
        "colours": colours,
        "dogs": ["p24"],
        "dice": [6, 3],
        "steps_left": 2,
        "path": [],
        "hand_sizes": [4, 6, 2, 5][:players],
        "deck": 31,
        "discard": 12,
        "items": [discs[i * 4 : i * 4 + 4] for i in range(players)],
        "rooms": [[h.room_of(k, colours[i]) for k in kinds] for i in range(players)],
        "collected": [2, 1, 3, 0][:players],
        "unplaced": [[] for _ in range(players)],
        "room_card": None,
        "answered": [],
        "phase": "move",
        "active": 0,
        "winner": None,
        "last_move": {
            "seat": 0,
            "path": ["p36", "p37", "kitchen-blue", "p0", "yard-red", "closet-green"],
        },
    }
    infos = tuple(
        PlayerInfo(
            seat=i,
            name=SAMPLE_NAMES[i],
            score=board["collected"][i],
            summary=f"{board['collected'][i]}/4 items",
            colour=h.rgb[colours[i]],
            token=colours[i],
        )
        for i in range(players)
    )
    return View(
        game=GAME_KEY,
        seat=None,
        players=infos,
        active=0,
        phase="Ana rolled 9: 2 moves to go",
        board=board,
    )


_PALETTES: dict[tuple[Hashable, Theme], Image.Image] = {}
_PALETTES_LOCK = threading.Lock()  # frames are encoded in worker threads


def frame_palette(h: House, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """Colours of a busy sample frame plus every pawn colour, so every frame fits them.

    Drawn once per house and theme: it costs a whole sample frame, and every frame needs it.
    """
    key = (house_key(h), theme)
    with _PALETTES_LOCK:
        palette = _PALETTES.get(key)
        if palette is None:
            sample = draw_frame(h, sample_view(h, 4), theme)
            colours = [_rgb(h.rgb[c]) for c in h.colours] + [DOG_FUR, DOOR, WALL]
            palette = _PALETTES[key] = fixed_palette(sample, colours)
        return palette


# --- what the table makes from the rules ------------------------------------------------------


class HuntBoard:
    """The public board of one checked house (``BoardRenderer``)."""

    def __init__(self, rules: Any, theme: Theme = DEFAULT_THEME) -> None:
        self.house = checked_house(rules)
        self.theme = theme

    def image(self, view: View) -> Image.Image:
        return draw_frame(self.house, view, self.theme)

    def png(self, view: View) -> bytes:
        """The frame on the house's fixed palette, ready to attach as board.png."""
        return encode_png(self.image(view), palette=frame_palette(self.house, self.theme))

    def sample_view(self, players: int) -> View:
        return sample_view(self.house, players)


class HuntHand:
    """One seat's hand of cards from one checked deck (the private renderer)."""

    def __init__(self, rules: Any, theme: Theme = DEFAULT_THEME) -> None:
        self.house = checked_house(rules)
        self.theme = theme

    def __call__(self, view: View) -> bytes:
        return hand_png(self.house, view, self.theme)


def board_renderer(rules: Any) -> HuntBoard:
    """The registration's ``renderer`` hook."""
    return HuntBoard(rules)


def hand_renderer(rules: Any) -> HuntHand:
    """The registration's ``private_renderer`` hook."""
    return HuntHand(rules)


def warm_up(rules: Any) -> None:
    """The registration's ``warm_up`` hook: the house layer and palette before the first turn."""
    frame_palette(checked_house(rules))
