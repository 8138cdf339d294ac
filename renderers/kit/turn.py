"""The turn panel every board shows under its picture: whose turn it is, what is asked and the
dice, then one row a player with her name and standing; the Game over look in their place once
the game is over.

The kit reads the View's common parts (``players``, ``active``, ``phase``, ``outcome``); a game
gives the few facts only it knows (``TurnFacts``: its dice, a title while nobody is on turn,
each row's standing and anything drawn after a name) and where things go (``TurnStyle``: sizes
and spacing, in its design's units).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from PIL import Image, ImageDraw

from bot.engine import View
from bot.languages import say
from renderers.common import ScaledDraw, initial
from renderers.kit.canvas import paste_sprite
from renderers.kit.dice import die_face, spinner_face
from renderers.kit.final import draw_game_over
from renderers.kit.flat import flat_pen
from renderers.kit.phone import scaled_px
from renderers.kit.seats import PlayerColour, chosen_colour, player_colour
from renderers.kit.theme import Theme
from renderers.kit.tokens import token_sprite
from renderers.text import MIN_TEXT_PX, draw_text, ellipsize, font, text_width, wrap

Box = tuple[int, int, int, int]
Point = tuple[float, float]
AfterName = Callable[[ImageDraw.ImageDraw, Point, int], None]
"""Draws a game's marks after a player's name (at the name's right end, on its middle line)."""
UnderName = Callable[[Image.Image, ImageDraw.ImageDraw, Box], None]
"""Draws a game's own lines in a player's row under her name (a bar of points, what she does)."""


@dataclass(frozen=True)
class TurnStyle:
    """Where the turn panel's parts go: text sizes in pixels, every spacing in the design's
    units times ``unit`` (a frame drawn smaller than its design passes its scale)."""

    turn_px: int
    ask_px: int
    die: int
    unit: float = 1.0
    row_pad: int = 12
    """A row's height over its text's."""
    rows_gap: int = 6
    """Between the header and the first row."""
    dice_gap: int = 8
    columns: int = 1
    """Rows side by side: a small board's table of six fits in three lines of two."""
    column_gap: int = 24
    lettered: bool = False
    """Seat marks carry the initial, as the board's pawns do, so a row reads as its pawn (with
    ``flat``, a pawn with hard edges, not a bare shape)."""
    row_mark: int = 0
    """A row's seat mark's radius in pixels (0: half the row's letters)."""
    under_name: int = 0
    """Room in a row under the name's line for the game's own lines (``TurnFacts.under_name``)."""
    standing_share: float = 1.0
    """The most of a row's width a standing takes (cut with an ellipsis past it)."""
    flat: bool = False
    """Hard-edged letters and seat marks, for a board encoded on a few flat colours."""
    floor: int = MIN_TEXT_PX
    """The fonts' floor of the Game over look (``phone.scaled_floor``)."""

    def px(self, length: float) -> int:
        """A design length at this frame's scale, in whole pixels (at least one)."""
        return scaled_px(length, self.unit)

    @property
    def header_height(self) -> int:
        """Whose turn, then what is asked on up to two lines."""
        return self.turn_px + self.px(10) + 2 * (self.ask_px + self.px(5))

    @property
    def line_height(self) -> int:
        """A row's line of mark, name and standing."""
        return self.ask_px + self.px(self.row_pad)

    @property
    def row_height(self) -> int:
        """One player's row: her line and the game's room under it."""
        return self.line_height + (self.px(self.under_name) if self.under_name else 0)

    @property
    def name_inset(self) -> int:
        """From a row's left to its name: the seat's mark and a gap."""
        return 2 * self.mark_radius + self.px(10)

    @property
    def mark_radius(self) -> int:
        """A row's seat mark."""
        return self.row_mark or self.ask_px // 2 + 1

    def row(self, header: Box, index: int) -> Box:
        """The ``index``-th player's row under ``header``, row by row across the columns."""
        left, _, right, bottom = header
        line, column = divmod(index, self.columns)
        gap = self.px(self.column_gap)
        width = (right - left - (self.columns - 1) * gap) / self.columns
        x = round(left + column * (width + gap))
        top = bottom + self.px(self.rows_gap) + line * self.row_height
        return (x, top, round(x + width), top + self.row_height)


@dataclass(frozen=True)
class TurnFacts:
    """What only the game knows of the turn panel: its dice (``dice``, numbers, then its
    spinners' values in ``spins``, then any other faces as sprites in ``faces``), the title
    while nobody is on turn, what is asked when the game says it better than the View's phase,
    each seat's standing line (the player's own standing by default) and what follows each
    name."""

    dice: tuple[int, ...] = ()
    spins: tuple[int | None, ...] = ()
    """Spinners of ``segments`` sectors, each on its value (None: not spun yet, muted)."""
    segments: int = 6
    faces: tuple[Image.Image, ...] = ()
    title: str = ""
    ask: str = ""
    """What is asked, in place of ``view.phase`` when set."""
    standings: Mapping[int, str] = field(default_factory=dict)
    after_name: Mapping[int, tuple[float, AfterName]] = field(default_factory=dict)
    """Per seat: the width the marks take and how to draw them."""
    under_name: Mapping[int, UnderName] = field(default_factory=dict)
    """Per seat: the game's lines under the name, in the room ``TurnStyle.under_name`` makes."""
    lit: bool = True
    """Whether the active seat's row is lit up (not while nobody really is on turn)."""
    letters: Mapping[int, str] = field(default_factory=dict)
    """Per seat: the letter on its lettered mark when the board's pawn carries another than the
    name's initial (a character's)."""
    summaries: Mapping[int, str] = field(default_factory=dict)
    """Per seat: what follows its result at Game over, in place of the player's own summary."""


def seat_colours(view: View) -> dict[int, PlayerColour]:
    """Each seat's colour as the game chose it (its palette colour otherwise)."""
    return {
        p.seat: chosen_colour(p.seat, p.colour) if p.colour else player_colour(p.seat)
        for p in view.players
    }


def draw_turn_panel(
    image: Image.Image,
    header: Box,
    game_over: Box,
    view: View,
    facts: TurnFacts,
    style: TurnStyle,
    theme: Theme,
) -> None:
    """The header and one row a player from the top of ``header``, or the Game over look in
    ``game_over`` once ``view.outcome`` is set (no dice, no row lit up)."""
    if view.outcome is not None:
        players = [replace(p, summary=facts.summaries.get(p.seat, p.summary)) for p in view.players]
        draw_game_over(
            image,
            game_over,
            view.outcome,
            players,
            theme=theme,
            flat=style.flat,
            floor=style.floor,
            language=view.language,
        )
        return
    draw = _pen(image, style)
    colours = seat_colours(view)
    draw_header(image, draw, header, view, facts, colours, style, theme)
    lit = view.active if facts.lit else None
    for row, player in enumerate(view.players):
        box = style.row(header, row)
        standing = facts.standings.get(player.seat, player.standing)
        after = facts.after_name.get(player.seat)
        lit_row = player.seat == lit
        draw_row(
            image,
            draw,
            box,
            player.seat,
            player.name,
            standing,
            colours,
            lit_row,
            after,
            style,
            theme,
            facts.letters.get(player.seat),
        )
        under = facts.under_name.get(player.seat)
        if under:
            left = box[0] + style.name_inset
            under(image, draw, (left, box[1] + style.line_height, box[2], box[3]))


def _pen(image: Image.Image, style: TurnStyle) -> ImageDraw.ImageDraw:
    return flat_pen(image) if style.flat else ImageDraw.Draw(image)


def seat_mark(
    image: Image.Image,
    seat: int,
    colour: PlayerColour,
    at: Point,
    radius: int,
    style: TurnStyle,
    theme: Theme,
    name: str = "",
    letter: str | None = None,
) -> None:
    """A seat's colour in its shape (colour is never the only cue): a flat shape on a flat
    board, else the seat's pawn, lettered with ``letter`` or the name's initial when
    ``style.lettered`` (a flat lettered board's pawn has hard edges)."""
    if style.flat and not style.lettered:
        ScaledDraw(image, 1).shape(colour.shape, at, radius, colour.rgb, theme.ink, 1)
        return
    shown = (letter or initial(name)) if style.lettered else ""
    sprite = token_sprite(seat, shown, radius, theme=theme, colour=colour, flat=style.flat)
    paste_sprite(image, sprite, at)


def draw_header(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: View,
    facts: TurnFacts,
    colours: Mapping[int, PlayerColour],
    style: TurnStyle,
    theme: Theme,
) -> None:
    """Whose turn (or the game's title while nobody is on turn), what is asked wrapped to two
    lines, and the dice and spinners at the right."""
    left, top, right, _ = box
    faces = [die_face(value, side=style.die) for value in facts.dice]
    faces += [
        spinner_face(value, segments=facts.segments, side=style.die, theme=theme)
        for value in facts.spins
    ]
    faces += facts.faces
    gap = style.px(style.dice_gap)
    for i, face in enumerate(reversed(faces)):
        centre = (right - style.die / 2 - i * (style.die + gap), top + style.die / 2)
        paste_sprite(image, face, centre)
    beside = right - left - len(faces) * (style.die + gap)
    turn = font(style.turn_px, bold=True)
    active = view.active
    x, title = left, facts.title
    if active is not None and 0 <= active < len(view.players):
        radius = style.turn_px // 2 + 1
        at = (left + radius, top + style.turn_px / 2 + style.px(2))
        name = view.players[active].name
        letter = facts.letters.get(active)
        seat_mark(image, active, colours[active], at, radius, style, theme, name, letter)
        x = left + 2 * radius + style.px(8)
        title = say(view.language, "picture-turn", player=view.players[active].name)
    if title:
        shown = ellipsize(title, turn, beside - (x - left))
        draw_text(draw, (x, top), shown, turn, theme.ink)
    ask = font(style.ask_px)
    y = top + style.turn_px + style.px(10)
    for line in wrap(facts.ask or view.phase, ask, beside, 2):
        draw_text(draw, (left, y), line, ask, theme.ink)
        y += style.ask_px + style.px(5)


def draw_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    seat: int,
    name: str,
    standing: str,
    colours: Mapping[int, PlayerColour],
    lit: bool,
    after: tuple[float, AfterName] | None,
    style: TurnStyle,
    theme: Theme,
    letter: str | None = None,
) -> None:
    """One player: her seat's mark, her name (and the game's marks after it), her standing on
    the right; lit up when it is her turn."""
    left, top, right, bottom = box
    if lit:
        area = (left - style.px(6), top + 1, right + style.px(6), bottom - 1)
        radius = style.px(8)
        draw.rounded_rectangle(area, radius=radius, fill=theme.highlight, outline=theme.goal_edge)
    name_face, standing_face = font(style.ask_px, bold=True), font(style.ask_px)
    radius = style.mark_radius
    middle = top + style.line_height / 2
    at = (left + radius + style.px(2), middle)
    seat_mark(image, seat, colours[seat], at, radius, style, theme, name, letter)
    standing = ellipsize(standing, standing_face, (right - left) * style.standing_share)
    draw_text(draw, (right, middle), standing, standing_face, theme.ink, anchor="rm")
    x = left + style.name_inset
    marks = after[0] if after else 0.0
    room = right - text_width(standing, standing_face) - style.px(12) - marks - x
    shown = ellipsize(name, name_face, room)
    draw_text(draw, (x, middle), shown, name_face, theme.ink, anchor="lm")
    if after:
        after[1](draw, (x + text_width(shown, name_face) + style.px(8), middle), seat)
