"""The Rivals board image, drawn from the public view only, and a player's hand for her panel.

``RivalsBoard`` is made once from the game's checked rules (``board_renderer``) and draws the
road of the box those rules loaded. The road (48 coloured spaces between Start and Retirement,
snaking over five rows) is drawn once per road and theme; a frame copies it and adds both cars,
the spinner and each player's corner: career, cash, people, pets and the cards in front of her.
Hands are secret and the public view carries none, so nothing here could draw one;
``render_hand`` draws a seat's own private view (its hand, the careers dealt to it, the rival's
hand during its Gossip pick).

Read from ``view.board``: position, cash, people, pets, careers, table, hand_sizes, deck,
discards, phase, active, spin, stop_spin, landed, retired, scores.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from bot.engine.model import PlayerInfo, View
from bot.games.life_rivals.words import KIND_NAMES as CARD_KINDS
from bot.games.life_rivals.words import money
from renderers.kit.canvas import new_canvas, paste_sprite
from renderers.kit.cards import card_face
from renderers.kit.dice import spinner_face
from renderers.kit.fan import fan
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel
from renderers.kit.seats import PALETTE, player_colour
from renderers.kit.static import static_layer as cached_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, ellipsize, font, wrap

if TYPE_CHECKING:
    from bot.games.life_rivals.data import Box, Space
    from bot.games.life_rivals.rules import LifeRivals

GAME_KEY = "life-rivals"
WIDTH, HEIGHT = 1280, 1000
COLUMNS, ROWS = 10, 5
CELL_W, ROW_H = 124, 100
SPACE_W, SPACE_H = 108, 86
BOARD_TOP, BOARD_LEFT = 56, 20
CORNER_TOP = 580
CORNER_W = 500
SPINNER_X = 1150
CHIP_W, CHIP_H = 240, 28
PATH_DROP = 22
CAR_W = 140
PEG_SLOTS = 14
"""Two rows of pegs fit in a car; more show as "+n"."""
PEG_COLOURS: tuple[RGB, RGB] = ((86, 160, 233), (240, 140, 190))
PET_COLOUR: RGB = (150, 100, 50)
"""The last move's path runs below the space labels, through where the cars stand."""
LABEL_PX = 16
CARD_SIZE = (160, 164)
"""A little wider than the kit's default, so "Not-So-Good" fits the title band."""

SPACE_COLOURS: dict[str, RGB] = {
    "start": (200, 200, 200),
    "retirement": (240, 205, 90),
    "yellow": (246, 214, 72),
    "payday": (86, 170, 96),
    "gossip": (150, 104, 190),
    "baby": (240, 160, 196),
    "stop-kids": (196, 40, 40),
    "stop-pets": (196, 40, 40),
    "stop-insurance": (196, 40, 40),
    "orange": (240, 140, 40),
    "red": (176, 40, 52),
}
SPACE_LABELS = {
    "start": "START",
    "retirement": "RETIRE",
    "yellow": "LIFE",
    "payday": "PAYDAY",
    "gossip": "GOSSIP",
    "baby": "BABY",
    "stop-kids": "STOP kids",
    "stop-pets": "STOP pets",
    "stop-insurance": "STOP insur.",
}
KIND_COLOURS: dict[str, RGB] = {
    "good": (0, 140, 90),
    "not-so-good": (170, 40, 60),
    "it-happens": (90, 90, 100),
    "stuff": (0, 100, 170),
    "career": (112, 60, 150),
}
KIND_NAMES = {**CARD_KINDS, "career": "Career"}


def space_xy(index: int) -> tuple[float, float]:
    """Pixel centre of road space ``index``: rows of ten, snaking left-right then back."""
    row, col = divmod(index, COLUMNS)
    if row % 2:
        col = COLUMNS - 1 - col
    return BOARD_LEFT + col * CELL_W + CELL_W / 2, BOARD_TOP + row * ROW_H + ROW_H / 2


def _space_label(space: Space) -> str:
    if space.kind in SPACE_LABELS:
        return SPACE_LABELS[space.kind]
    amount = money(space.amount)
    return {
        "collect": f"+{amount}",
        "pay": f"-{amount}",
        "take": f"take {amount}",
        "give": f"give {amount}",
        "pet": f"+{space.amount} pet",
    }.get(space.effect, space.name)


def _draw_static(road: tuple[Space, ...], theme: Theme) -> Image.Image:
    image = new_canvas((WIDTH, HEIGHT), theme.background)
    draw = ImageDraw.Draw(image)
    centres = [space_xy(i) for i in range(len(road))]
    draw.line(centres, fill=theme.road, width=22, joint="curve")
    bold = font(LABEL_PX, bold=True)
    for space, (x, y) in zip(road, centres, strict=True):
        colour = SPACE_COLOURS.get(space.kind, theme.space)
        box = (x - SPACE_W / 2, y - SPACE_H / 2, x + SPACE_W / 2, y + SPACE_H / 2)
        draw.rounded_rectangle(box, radius=12, fill=colour, outline=theme.ink, width=2)
        ink = ink_on(colour)
        lines = wrap(_space_label(space), bold, SPACE_W - 10, 2)
        for n, line in enumerate(lines[:1] if len(lines) == 1 else lines):
            draw.text((x, box[1] + 14 + 19 * n), line, font=bold, fill=ink, anchor="mm")
    draw.text(
        (BOARD_LEFT, 16),
        "The Game of Life: Rivals Edition",
        font=font(26, bold=True),
        fill=theme.ink,
    )
    for seat in (0, 1):
        x0 = BOARD_LEFT + seat * (CORNER_W + 20)
        draw.rounded_rectangle(
            (x0, CORNER_TOP, x0 + CORNER_W, HEIGHT - 20),
            radius=14,
            fill=theme.panel,
            outline=theme.panel_edge,
            width=2,
        )
    x0 = BOARD_LEFT + 2 * (CORNER_W + 20)
    draw.rounded_rectangle(
        (x0, CORNER_TOP, WIDTH - 20, HEIGHT - 20),
        radius=14,
        fill=theme.panel,
        outline=theme.panel_edge,
        width=2,
    )
    return image


# --- a frame --------------------------------------------------------------------------------


def _draw_last_move(image: Image.Image, board: Mapping[str, Any], theme: Theme) -> None:
    """The last move as a path in the mover's colour, and the space it ended on ringed."""
    move = board.get("last_move")
    if not move:
        return
    mover, start, landed = int(move["seat"]), int(move["from"]), int(move["to"])
    if start < landed:
        points = [(x, y + PATH_DROP) for x, y in map(space_xy, range(start, landed + 1))]
        draw_move_path(image, points, mover, theme=theme)
    draw = ImageDraw.Draw(image)
    x, y = space_xy(landed)
    colour = player_colour(mover).rgb
    box = (x - SPACE_W / 2 - 5, y - SPACE_H / 2 - 5, x + SPACE_W / 2 + 5, y + SPACE_H / 2 + 5)
    draw.rounded_rectangle(box, radius=15, outline=theme.ink, width=7)
    draw.rounded_rectangle(box, radius=15, outline=colour, width=4)


def _draw_cars(image: Image.Image, view: View, theme: Theme) -> None:
    positions = [int(p) for p in view.board.get("position", [0, 0])]
    by_space: dict[int, list[int]] = {}
    for seat, position in enumerate(positions):
        by_space.setdefault(position, []).append(seat)
    for space, seats in by_space.items():
        x, y = space_xy(space)
        for seat, (cx, cy, radius) in fan((x, y + 16), seats).items():
            info = view.players[seat]
            draw_token(
                image, (cx, cy), seat, info.name, radius, halo=view.active == seat, theme=theme
            )


def _chip(draw: ImageDraw.ImageDraw, xy: tuple[float, float], card: Mapping[str, Any]) -> None:
    x, y = xy
    colour = KIND_COLOURS.get(str(card.get("kind")), (90, 90, 90))
    draw.rounded_rectangle((x, y, x + CHIP_W - 8, y + CHIP_H - 4), radius=6, fill=colour)
    face = font(16)
    points = f"{int(card.get('points', 0)):+d}"
    ink = ink_on(colour)
    draw.text((x + CHIP_W - 14, y + 12), points, font=font(16, bold=True), fill=ink, anchor="rm")
    name = ellipsize(str(card.get("name", "")), face, CHIP_W - 60)
    draw.text((x + 6, y + 12), name, font=face, fill=ink, anchor="lm")


def _draw_corner(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: int, theme: Theme
) -> None:
    board = view.board
    info = view.players[seat]
    x0 = BOARD_LEFT + seat * (CORNER_W + 20) + 14
    retired = seat in board.get("retired", [])
    row = PanelSeat(
        seat,
        info.name + ("  (retired)" if retired else ""),
        f"{info.score} pts",
        highlight=view.active == seat,
        halo=view.active == seat,
    )
    draw_player_panel(image, (x0, CORNER_TOP + 6, x0 + CORNER_W - 28, CORNER_TOP + 70), [row])
    face, bold = font(17), font(17, bold=True)
    y = CORNER_TOP + 74
    career = str(board.get("careers", ["", ""])[seat])
    draw.text((x0, y), ellipsize(career, face, CORNER_W - 28), font=face, fill=theme.ink)
    y += 26
    draw.text((x0, y), info.summary, font=bold, fill=theme.ink)
    hand = board.get("hand_sizes", [0, 0])[seat]
    draw.text((x0, y + 24), f"{hand} cards in hand", font=face, fill=theme.muted)
    people = int(board.get("people", [0, 0])[seat])
    pets = int(board.get("pets", [0, 0])[seat])
    _draw_car(draw, (x0 + CORNER_W - 28 - CAR_W, y - 2), seat, people, pets, theme)
    y += 56
    cards = list(board.get("table", [[], []])[seat])
    if not cards:
        draw.text((x0, y), "No cards in front yet.", font=face, fill=theme.muted)
        return
    room = (HEIGHT - 30 - y) // CHIP_H
    shown = cards if len(cards) <= 2 * room else cards[: 2 * room - 1]
    for n, card in enumerate(shown):
        col, line = divmod(n, room)
        _chip(draw, (x0 + col * CHIP_W, y + line * CHIP_H), card)
    if len(shown) < len(cards):
        n = len(shown)
        col, line = divmod(n, room)
        more = f"+{len(cards) - n} more"
        draw.text((x0 + col * CHIP_W + 6, y + line * CHIP_H + 2), more, font=bold, fill=theme.ink)


def _draw_car(
    draw: ImageDraw.ImageDraw,
    at: tuple[float, float],
    seat: int,
    people: int,
    pets: int,
    theme: Theme,
) -> None:
    """A car in the seat's colour with a peg per person (blue and pink) and per pet (brown);
    pegs beyond the seats show as "+n"."""
    x, y = at
    body = player_colour(seat).rgb
    box = (x, y, x + CAR_W, y + 44)
    draw.rounded_rectangle(box, radius=14, fill=body, outline=theme.ink, width=2)
    draw.rounded_rectangle((x + 6, y + 5, x + CAR_W - 6, y + 39), radius=8, fill=theme.panel)
    for wheel in (x + 28, x + CAR_W - 28):
        draw.ellipse((wheel - 9, y + 37, wheel + 9, y + 55), fill=theme.ink)
    pegs = [PEG_COLOURS[i % 2] for i in range(people)] + [PET_COLOUR] * pets
    shown = pegs if len(pegs) <= PEG_SLOTS else pegs[: PEG_SLOTS - 1]
    for n, colour in enumerate(shown):
        cx, cy = _peg_centre(x, y, n)
        draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), fill=colour, outline=theme.ink, width=1)
    if len(shown) < len(pegs):
        cx, cy = _peg_centre(x, y, len(shown))
        more = f"+{len(pegs) - len(shown)}"
        draw.text((cx - 7, cy), more, font=font(16, bold=True), fill=theme.ink, anchor="lm")


def _peg_centre(x: float, y: float, n: int) -> tuple[float, float]:
    """Where peg ``n`` stands in a car drawn at (x, y): two rows of seven."""
    return x + 18 + (n % 7) * 17, y + 14 + (n // 7) * 16


def _draw_spinner_panel(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, theme: Theme
) -> None:
    board = view.board
    spin = board.get("spin")
    paste_sprite(
        image, spinner_face(spin if spin else None, side=140), (SPINNER_X, CORNER_TOP + 90)
    )
    face, bold = font(17), font(17, bold=True)
    x0, x1 = BOARD_LEFT + 2 * (CORNER_W + 20) + 12, WIDTH - 32
    y = CORNER_TOP + 170
    move = board.get("last_move")
    mover = view.players[int(move["seat"])].name if move else ""
    said = f"{mover} spun {spin}" if spin and mover else "No spin yet"
    room = 2 * (WIDTH - 32 - SPINNER_X)
    draw_text(draw, (SPINNER_X, y), ellipsize(said, bold, room), bold, theme.ink, anchor="ma")
    y += 26
    if board.get("stop_spin"):
        draw.text(
            (SPINNER_X, y),
            f"Stop spin {board['stop_spin']}",
            font=face,
            fill=theme.ink,
            anchor="ma",
        )
        y += 26
    for line in wrap(view.phase, bold, x1 - x0, 4):
        draw_text(draw, (x0, y), line, bold, theme.ink)
        y += 22
    y += 8
    draw.text((x0, y), f"Deck {board.get('deck', 0)}", font=face, fill=theme.muted)
    draw.text((x0, y + 22), f"Discards {board.get('discards', 0)}", font=face, fill=theme.muted)


# --- the private panel ------------------------------------------------------------------------


def card_lines(card: Mapping[str, Any]) -> tuple[str, ...]:
    """The card's name, then its figures, for the body of a small card picture."""
    kind = str(card.get("kind"))
    lines = [str(card.get("name", ""))]
    if kind == "career":
        lines.append(f"Salary {money(int(card.get('salary', 0)))}")
        lines.append(f"Start {money(int(card.get('starting_cash', 0)))}")
    elif kind == "it-happens":
        lines.append(f"Fee {money(int(card.get('cost', 0)))}")
        lines.append("You or rival")
    else:
        lines.append(f"{int(card.get('points', 0)):+d} points")
    if kind == "stuff":
        lines.append(f"Cost {money(int(card.get('cost', 0)))}")
        lines.append(f"Resale {money(int(card.get('resale', 0)))}")
    return tuple(lines)


def _card_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    y: int,
    title: str,
    cards: Sequence[Mapping[str, Any]],
    theme: Theme,
) -> int:
    draw.text((20, y), title, font=font(20, bold=True), fill=theme.ink)
    y += 30
    for n, card in enumerate(cards):
        colour = KIND_COLOURS.get(str(card.get("kind")), (90, 90, 90))
        title = KIND_NAMES.get(str(card.get("kind")), "Card")
        sprite = card_face(title, card_lines(card), colour, size=CARD_SIZE)
        image.paste(sprite, (20 + n * (CARD_SIZE[0] + 10), y), sprite)
    return y + CARD_SIZE[1] + 16


def render_hand(view: View, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """One seat's own cards as small card pictures (and the rival's during its Gossip pick)."""
    if view.seat is None:
        raise ValueError("a hand is drawn for one seat only")
    own = view.private_board
    rows: list[tuple[str, Sequence[Mapping[str, Any]]]] = []
    if own.get("careers"):
        rows.append(("Careers dealt to you", list(own["careers"])))
    rows.append(("Your hand", list(own.get("hand", []))))
    if own.get("gossip"):
        rows.append(("Your rival's hand (Gossip)", list(own["gossip"])))
    width = 20 + 5 * (CARD_SIZE[0] + 10) + 10
    height = 20 + len(rows) * (30 + CARD_SIZE[1] + 16)
    image = new_canvas((width, height), theme.background)
    draw = ImageDraw.Draw(image)
    y = 16
    for title, cards in rows:
        y = _card_row(image, draw, y, title, cards, theme)
    return encode_png(image)


# --- the board renderer ------------------------------------------------------------------------

SAMPLE_NAMES = ("Ana", "Ben")

_PALETTES: dict[tuple[Box, Theme], Image.Image] = {}
_PALETTES_LOCK = threading.Lock()  # frames are drawn in worker threads


class RivalsBoard:
    """The public board of one checked box: its road, and its cards for the sample position."""

    def __init__(self, rules: LifeRivals) -> None:
        self.box: Box = rules.box
        self.road: tuple[Space, ...] = tuple(self.box.road)

    def static_layer(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The road and the empty panels, drawn once per road and theme."""
        return cached_layer((GAME_KEY, self.road), theme, partial(_draw_static, self.road))

    def image(self, view: View, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The board for a public Rivals view; a private view is refused."""
        if view.seat is not None or view.private or view.private_board:
            raise ValueError("only the public view may be drawn on the board")
        image = self.static_layer(theme).copy()
        draw = ImageDraw.Draw(image)
        _draw_last_move(image, view.board, theme)
        _draw_cars(image, view, theme)
        for seat in range(min(2, len(view.players))):
            _draw_corner(image, draw, view, seat, theme)
        _draw_spinner_panel(image, draw, view, theme)
        return image

    def png(self, view: View, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """The board as PNG bytes, in the palette every frame of this box shares."""
        return encode_png(self.image(view, theme=theme), palette=self.palette(theme))

    def palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """Colours of a busy sample frame plus every player colour, so every frame fits them;
        made once per box and theme."""
        key = (self.box, theme)
        with _PALETTES_LOCK:
            found = _PALETTES.get(key)
        if found is not None:
            return found
        sample = self.image(self.sample_view(), theme=theme)
        colours = [c.rgb for c in PALETTE]
        colours += list(SPACE_COLOURS.values()) + list(KIND_COLOURS.values())
        made = fixed_palette(sample, colours)
        with _PALETTES_LOCK:
            return _PALETTES.setdefault(key, made)

    def sample_view(self, players: int = 2) -> View:
        """A mid-game position (Ana to move, Ben ahead on the road): docs, benchmarks, palette."""
        cards = self.box.cards
        stuff = [c for c in cards if c.kind == "stuff"][:3]
        goods = [c for c in cards if c.kind == "good"][:4]
        bad = [c for c in cards if c.kind == "not-so-good"][:2]

        table = [
            [c.as_data() for c in (*goods[:3], stuff[0], bad[0])],
            [c.as_data() for c in (goods[3], *stuff[1:], bad[1])],
        ]
        board = {
            "position": [14, 21],
            "cash": [24, 9],
            "people": [3, 4],
            "pets": [0, 2],
            "careers": [
                "Nostril Hair Doctor (salary $30K)",
                "Conspiracy Theorist (salary $10K)",
            ],
            "table": table,
            "hand_sizes": [5, 5],
            "deck": 38,
            "discards": 3,
            "phase": "turn",
            "active": 0,
            "spin": 4,
            "stop_spin": None,
            "landed": 21,
            "last_move": {"seat": 1, "from": 17, "to": 21},
            "retired": [],
            "scores": [66, 74],
        }
        roster = (
            PlayerInfo(0, "Ana", 66, summary="$240K · 3 people"),
            PlayerInfo(1, "Ben", 74, summary="$90K · 4 people · 2 pets"),
        )[:players]
        return View(GAME_KEY, None, roster, 0, "Ana's turn", board)


def board_renderer(rules: LifeRivals) -> RivalsBoard:
    """The registration's ``renderer`` hook: the public board of the rules' checked box."""
    return RivalsBoard(rules)


def hand_renderer(rules: LifeRivals) -> Callable[[View], bytes]:
    """The registration's ``private_renderer`` hook: a hand's cards carry all they show."""
    return render_hand


def warm_up(rules: LifeRivals) -> None:
    """The registration's ``warm_up`` hook: the road layer and the frame palette, drawn once."""
    RivalsBoard(rules).palette()
