"""The Goosebumps graveyard image, drawn from the public view only.

The grid's unchanging parts (bushes, fixed spaces, the platform frames) are one cached layer;
each frame pastes the eighteen shifting spaces for the tombs' positions, the tombs over their
pits, the last move, the pawns (with Monster marks and saved-card counts, never the cards) and
the turn panel with both dice. Every space picture is a cached sprite.

Read from ``view.board``: pawns (seat, name, space, monster, saved), tombs, number, symbol,
phase, active, draw, discard, last_move, winners; names and colours from ``view.players``.

The table makes one ``GoosebumpsBoard`` from the checked rules (``board_renderer``), so the
graveyard drawn is always the one the game loaded; the cached layer and palette are keyed by it.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Callable, Mapping
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from bot.engine.model import View
from bot.games.goosebumps.board import ARROW, DANGER, PIT, SHIFTING, Board
from bot.games.goosebumps.cards import HEADER
from bot.games.goosebumps.rules import Goosebumps
from renderers.common import ScaledDraw, ellipsize, font, wrap
from renderers.kit.canvas import opaque, paste_sprite, shrink, sprite_pen
from renderers.kit.cards import card_face
from renderers.kit.dice import die_face, symbol_die_face
from renderers.kit.fan import fan_offsets, fan_radius
from renderers.kit.highlight import draw_move_path
from renderers.kit.palette import encode_png, fixed_palette
from renderers.kit.panel import PanelSeat, draw_player_panel
from renderers.kit.seats import PALETTE, PlayerColour, chosen_colour
from renderers.kit.static import static_layer
from renderers.kit.theme import DEFAULT_THEME, RGB, Theme, ink_on
from renderers.kit.tokens import draw_token

GAME_KEY = "goosebumps"
CELL = 62
ORIGIN = (20, 60)
WIDTH, HEIGHT = 860, 760
PANEL_X = 474
ROW = 74
NIGHT: RGB = (34, 40, 52)
GRASS: RGB = (118, 160, 92)
BUSH: RGB = (36, 82, 48)
BUSH_LIGHT: RGB = (58, 112, 66)
STONE: RGB = (150, 150, 158)
COMING_PIT: RGB = (255, 255, 255)
DANGER_COLOURS: dict[str, RGB] = {
    "red": (200, 40, 40),
    "purple": (128, 60, 170),
    "gold": (222, 172, 30),
}
KIND_FILL: dict[str, RGB] = {
    "grass": GRASS,
    "g": (250, 214, 80),
    "hand": (236, 228, 204),
    "potion": (120, 200, 220),
    "gate": (150, 110, 70),
    "exit": (200, 200, 200),
    "crypt": (110, 110, 124),
    PIT: (12, 10, 12),
}


def cell_centre(b: Board, space_id: str) -> tuple[float, float]:
    s = b.spaces[space_id]
    return (ORIGIN[0] + s.x * CELL + CELL / 2, ORIGIN[1] + s.y * CELL + CELL / 2)


# -- space pictures -----------------------------------------------------------------------------


@lru_cache(maxsize=32)
def space_sprite(kind: str) -> Image.Image:
    """One space of ``kind`` (grass, g, hand, potion, arrow-red, danger-gold, pit, ...)."""
    side = CELL - 4
    u = side / 72
    pen = sprite_pen(side)
    ink = opaque(DEFAULT_THEME.ink)
    c = (side / 2, side / 2)
    fill = KIND_FILL.get(kind, GRASS)
    if kind.startswith(DANGER):
        fill = DANGER_COLOURS[kind.removeprefix(DANGER)]
    pen.rect((1, 1, side - 1, side - 1), fill=opaque(fill), outline=ink, width=2, radius=8 * u)
    if kind.startswith(ARROW):
        colour = opaque(DANGER_COLOURS[kind.removeprefix(ARROW)])
        arrow = [(14, 26), (40, 26), (40, 14), (60, 36), (40, 58), (40, 46), (14, 46)]
        pen.polygon([(x * u, y * u) for x, y in arrow], colour, ink, 2)
    elif kind.startswith(DANGER):
        triangle = [(c[0], 12 * u), (side - 12 * u, side - 14 * u), (12 * u, side - 14 * u)]
        pen.polygon(triangle, (255, 255, 255, 255), ink, 2)
        pen.text((c[0], side - 24 * u), "!", max(16, round(26 * u)), ink, bold=True, anchor="ms")
    elif kind == "g":
        pen.text(c, "G", round(38 * u), ink, bold=True, anchor="mm")
    elif kind == "hand":
        _hand(pen, c, u)
    elif kind == "potion":
        pen.rect(
            (c[0] - 6 * u, 12 * u, c[0] + 6 * u, 28 * u),
            fill=(240, 240, 240, 255),
            outline=ink,
            width=2,
        )
        pen.circle((c[0], 42 * u), 17 * u, fill=(150, 70, 200, 255), outline=ink, width=2)
    elif kind in ("gate", "exit", "crypt"):
        pen.text(c, kind.upper(), 16, opaque(ink_on(fill)), bold=True, anchor="mm")
    return shrink(pen)


def _hand(pen: ScaledDraw, c: tuple[float, float], u: float) -> None:
    bone, ink = (250, 250, 244, 255), opaque(DEFAULT_THEME.ink)
    for dx, top in ((-15, 14), (-5, 10), (5, 10), (15, 14)):
        finger = [(c[0] + dx * u, c[1] + 4 * u), (c[0] + dx * u, top * u)]
        pen.line(finger, ink, 7 * u)
        pen.line(finger, bone, 4 * u)
    pen.circle((c[0], c[1] + 12 * u), 16 * u, fill=bone, outline=ink, width=2)


@lru_cache(maxsize=8)
def tomb_sprite(tomb: str) -> Image.Image:
    side = CELL - 10
    pen = sprite_pen(side)
    ink = opaque(DEFAULT_THEME.ink)
    pen.rect((6, 4, side - 6, side - 4), fill=opaque(STONE), outline=ink, width=2, radius=18)
    SYMBOLS[tomb](pen, (side / 2, side / 2 + 2), side * 0.26, DEFAULT_THEME)
    return shrink(pen)


def _draw_static(b: Board, theme: Theme) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), NIGHT)
    draw = ImageDraw.Draw(image)
    draw.text(
        (ORIGIN[0], 18), "Terror in the Graveyard", font=font(26, bold=True), fill=(236, 236, 240)
    )
    for x, y in b.bushes:
        cx, cy = ORIGIN[0] + x * CELL + CELL / 2, ORIGIN[1] + y * CELL + CELL / 2
        for dx, dy, r in ((-14, -10, 20), (14, -8, 19), (0, 12, 22)):
            draw.ellipse((cx + dx - r, cy + dy - r, cx + dx + r, cy + dy + r), fill=BUSH)
        draw.ellipse((cx - 10, cy - 18, cx + 4, cy - 4), fill=BUSH_LIGHT)
    for s in b.spaces.values():
        if s.kind != SHIFTING:
            paste_sprite(image, space_sprite(s.kind), cell_centre(b, s.id))
    for platform in b.platforms:
        first, last = cell_centre(b, platform.cells[0]), cell_centre(b, platform.cells[-1])
        box = (
            min(first[0], last[0]) - CELL / 2,
            min(first[1], last[1]) - CELL / 2,
            max(first[0], last[0]) + CELL / 2,
            max(first[1], last[1]) + CELL / 2,
        )
        draw.rounded_rectangle(box, radius=10, outline=DANGER_COLOURS[platform.colour], width=4)
    draw.rounded_rectangle((PANEL_X, 18, WIDTH - 18, HEIGHT - 18), radius=14, fill=theme.panel)
    return image


# -- a frame ------------------------------------------------------------------------------------


def _colours(view: View) -> dict[int, PlayerColour]:
    return {p.seat: chosen_colour(p.seat, p.colour) for p in view.players if p.colour}


def _draw_pawns(
    image: Image.Image,
    b: Board,
    pawns: list[Mapping[str, object]],
    colours: dict[int, PlayerColour],
    active: object,
    theme: Theme,
) -> None:
    by_space: dict[str, list[int]] = defaultdict(list)
    for index, pawn in enumerate(pawns):
        if pawn.get("space") in b.spaces:
            by_space[str(pawn["space"])].append(index)
    draw = ImageDraw.Draw(image)
    small = font(16, bold=True)
    for space, indices in by_space.items():
        radius = fan_radius(len(indices), (18, 15, 12))
        cx, cy = cell_centre(b, space)
        for index, (dx, dy) in zip(indices, fan_offsets(len(indices), radius), strict=True):
            pawn = pawns[index]
            seat = int(pawn["seat"])  # type: ignore[call-overload]
            centre = (cx + dx, cy + dy)
            name = str(pawn["name"])
            draw_token(
                image,
                centre,
                seat,
                name,
                radius,
                theme=theme,
                colour=colours.get(seat),
                letter=name[0],
            )
            if pawn.get("monster"):
                draw.ellipse(
                    (
                        centre[0] - radius - 4,
                        centre[1] - radius - 4,
                        centre[0] - radius + 12,
                        centre[1] - radius + 12,
                    ),
                    fill=(60, 170, 60),
                    outline=theme.ink,
                    width=2,
                )
                draw.text(
                    (centre[0] - radius + 4, centre[1] - radius + 4),
                    "M",
                    font=small,
                    fill=(255, 255, 255),
                    anchor="mm",
                )
            saved = int(pawn.get("saved") or 0)  # type: ignore[call-overload]
            if saved:
                x, y = centre[0] + radius - 2, centre[1] + radius - 2
                draw.rounded_rectangle(
                    (x - 9, y - 9, x + 9, y + 9),
                    radius=4,
                    fill=(255, 255, 255),
                    outline=theme.ink,
                    width=2,
                )
                draw.text((x, y), str(saved), font=small, fill=theme.ink, anchor="mm")


def _symbol(kind: str):  # type: ignore[no-untyped-def]
    def drawer(pen: ScaledDraw, centre: tuple[float, float], size: float, theme: Theme) -> None:
        ink = opaque(theme.ink)
        x, y = centre
        if kind == "mummy":
            pen.rect(
                (x - size, y - size, x + size, y + size),
                fill=(240, 236, 220, 255),
                outline=ink,
                width=2,
                radius=size / 2,
            )
            for i in (-0.4, 0.1, 0.6):
                pen.line([(x - size, y + i * size), (x + size, y + (i - 0.3) * size)], ink, 2)
        elif kind == "monster":
            pen.circle(centre, size, fill=(80, 180, 80, 255), outline=ink, width=2)
            for dx in (-0.4, 0.4):
                pen.circle(
                    (x + dx * size, y - 0.2 * size),
                    size * 0.2,
                    fill=(255, 255, 255, 255),
                    outline=ink,
                    width=1,
                )
        else:
            pen.polygon(
                [
                    (x - size, y + size),
                    (x - size * 0.8, y - size),
                    (x, y - size * 0.2),
                    (x + size * 0.8, y - size),
                    (x + size, y + size),
                ],
                (120, 120, 130, 255),
                ink,
                2,
            )

    return drawer


SYMBOLS = {kind: _symbol(kind) for kind in ("mummy", "monster", "wolf")}


@lru_cache(maxsize=8)
def symbol_face(symbol: str | None) -> Image.Image:
    return symbol_die_face(symbol, SYMBOLS)


def _draw_panel(
    image: Image.Image, view: View, colours: dict[int, PlayerColour], theme: Theme
) -> None:
    data = view.board
    draw = ImageDraw.Draw(image)
    x0, x1 = PANEL_X + 20, WIDTH - 38
    draw.text((x0, 38), "Dice", font=font(20, bold=True), fill=theme.ink)
    paste_sprite(image, die_face(data.get("number")), (x0 + 110, 52))
    paste_sprite(image, symbol_face(data.get("symbol")), (x0 + 190, 52))
    piles = f"Draw pile {data.get('draw', 0)} · discards {data.get('discard', 0)}"
    draw.text((x0, 96), piles, font=font(17), fill=theme.muted)
    winners = set(data.get("winners") or [])
    seats = [
        PanelSeat(
            seat=p.seat,
            name=p.name,
            highlight=p.seat == view.active or p.seat in winners,
            halo=p.seat == view.active,
            colour=colours.get(p.seat),
            letter=(p.token or p.name)[:2],
        )
        for p in view.players
    ]
    summaries = {p.seat: p.summary for p in view.players}

    def details(
        _: Image.Image, pen: ImageDraw.ImageDraw, seat: PanelSeat, box: tuple[int, int, int, int]
    ) -> None:
        face = font(18)
        text = ellipsize(summaries.get(seat.seat, ""), face, box[2] - box[0])
        pen.text((box[0], box[1] - 6), text, font=face, fill=theme.muted)

    draw_player_panel(
        image,
        (x0, 124, x1, 124 + ROW * len(seats)),
        seats,
        details=details,
        max_row=ROW,
        theme=theme,
    )
    top = 136 + ROW * len(seats)
    face = font(19)
    for i, line in enumerate(wrap(view.phase, face, x1 - x0, 3)):
        draw.text((x0, top + i * 26), line, font=face, fill=theme.ink)
    legend = (
        ("g", "draw a card"),
        ("hand", "paralysed"),
        ("potion", "cures a Monster"),
        ("danger-red", "a pit may open"),
        ("arrow-purple", "go to its Danger"),
    )
    y = top + 84
    for kind, text in legend:
        sprite = space_sprite(kind).resize((40, 40), Image.Resampling.LANCZOS)
        paste_sprite(image, sprite, (x0 + 20, y + 20))
        draw.text((x0 + 52, y + 10), ellipsize(text, face, x1 - x0 - 52), font=face, fill=theme.ink)
        y += 44


SAVED_CARD = (210, 236)
KIND_COLOURS: dict[str, RGB] = {
    "later": (0, 114, 178),
    "now-or-later": (0, 158, 115),
    "anytime": (128, 60, 170),
}


def render_saved(view: View) -> bytes:
    """One seat's saved cards, a row per pawn (its panel picture); empty when it saved none."""
    pawns = list(view.private_board.get("pawns", []))
    widest = max((len(p["cards"]) for p in pawns), default=0)
    if not widest:
        return b""
    card_w, card_h = SAVED_CARD
    image = Image.new("RGB", (130 + widest * (card_w + 10), 20 + len(pawns) * (card_h + 20)), NIGHT)
    draw = ImageDraw.Draw(image)
    for row, pawn in enumerate(pawns):
        top = 20 + row * (card_h + 20)
        draw.text((16, top + 8), str(pawn["name"]), font=font(22, bold=True), fill=(236, 236, 240))
        for index, saved in enumerate(pawn["cards"]):
            colour = KIND_COLOURS.get(str(saved["kind"]), (0, 114, 178))
            story, _, effect = str(saved["text"]).partition(". ")
            lines = (HEADER.get(str(saved["kind"]), ""), effect or story)
            face = card_face(str(saved["title"]), lines, colour, size=SAVED_CARD)
            image.paste(face, (120 + index * (card_w + 10), top), face)
    return encode_png(image)


SAMPLE_NAMES = ("Ana", "Ben", "Chloé", "Dmitri")


class GoosebumpsBoard:
    """The public graveyard of one loaded game, drawn from the board its rules checked."""

    def __init__(self, rules: Goosebumps) -> None:
        self.rules = rules
        self.board = rules.board

    def image(self, view: View, *, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """The cached unchanging layer with this position's spaces, tombs, pawns and panel."""
        b = self.board
        image = static_layer((GAME_KEY, b), theme, partial(_draw_static, b)).copy()
        data = view.board
        tombs = tuple(data.get("tombs", (1, 1, 1)))
        kinds = b.kinds(tombs)
        for s in b.spaces.values():
            if s.kind == SHIFTING:
                paste_sprite(image, space_sprite(kinds[s.id]), cell_centre(b, s.id))
        for platform, pos in zip(b.platforms, tombs, strict=True):
            paste_sprite(image, tomb_sprite(platform.tomb), cell_centre(b, platform.pits[pos]))
        brink = data.get("brink") or {}
        if "platform" in brink and "to" in brink:
            coming = b.platforms[int(brink["platform"])].pits[int(brink["to"])]
            x, y = cell_centre(b, coming)
            half = CELL / 2 - 1
            ImageDraw.Draw(image).rounded_rectangle(
                (x - half, y - half, x + half, y + half), radius=8, outline=COMING_PIT, width=5
            )
        colours = _colours(view)
        last = data.get("last_move")
        if last and last.get("path") and all(p in b.spaces for p in last["path"]):
            seat = int(last["pawn"]) // 2
            draw_move_path(
                image, [cell_centre(b, p) for p in last["path"]], seat % len(PALETTE), theme=theme
            )
        _draw_pawns(image, b, data.get("pawns", []), colours, data.get("active"), theme)
        _draw_panel(image, view, colours, theme)
        return image

    def png(self, view: View, *, theme: Theme = DEFAULT_THEME) -> bytes:
        """Encoded against the fixed palette so every frame of this board shares its colours."""
        return encode_png(self.image(view, theme=theme), palette=self.palette(theme))

    def palette(self, theme: Theme = DEFAULT_THEME) -> Image.Image:
        """This game's fixed frame palette, shared with the warm-up that drew it first."""
        return frame_palette(self, theme)

    def sample_view(self, players: int = 4) -> View:
        """A mid-game position (Ana moved Sari onto a Danger space; Ben's Jerry is a Monster)."""
        game = self.rules
        state = game.setup(SAMPLE_NAMES[:players], 11, {})
        state.spaces = ["b8", "d3", "g6", "d2", "a10", "f4", "c7", "e9"][: 2 * players]
        state.tombs = [1, 2, 0]
        state.number, state.symbol, state.active, state.phase = 4, "wolf", 0, "move"
        state.monster[3] = next(c for c in state.deck.cards if c.startswith("monster"))
        state.deck.cards.remove(state.monster[3])
        state.saved[0].append(state.deck.cards.pop())
        state.saved[2].extend([state.deck.cards.pop(), state.deck.cards.pop()])
        state.last_pawn, state.last_path = 0, ["a7", "a8", "b8"]
        return game.view(state, None)


_PALETTES: dict[tuple[Goosebumps, Theme], Image.Image] = {}
_PALETTE_LOCK = threading.Lock()  # frames are drawn in worker threads


def frame_palette(renderer: GoosebumpsBoard, theme: Theme = DEFAULT_THEME) -> Image.Image:
    """Colours of a busy sample frame plus the pair colours, so every frame fits them.

    Kept per loaded game and theme: the sample is set up by that game's rules on its board.
    """
    key = (renderer.rules, theme)
    with _PALETTE_LOCK:
        palette = _PALETTES.get(key)
        if palette is None:
            sample = renderer.image(renderer.sample_view(), theme=theme)
            colours = [*(c.rgb for c in PALETTE), *DANGER_COLOURS.values()]
            palette = _PALETTES[key] = fixed_palette(sample, colours)
        return palette


def board_renderer(rules: Goosebumps) -> GoosebumpsBoard:
    """The table's public board for the game ``rules`` loaded."""
    return GoosebumpsBoard(rules)


def hand_renderer(rules: Goosebumps) -> Callable[[View], bytes]:
    """A seat's saved cards; the cards travel in the private view, so the board is not needed."""
    return render_saved


def warm_up(rules: Goosebumps) -> None:
    """Draw the static layer and the fixed palette before the first turn."""
    GoosebumpsBoard(rules).palette()
