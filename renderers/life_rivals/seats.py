"""A player's corner under the turn panel, as the kit draws one: her career and hand (at Game
over, her standing and how her score was made) beside her car with its pegs, and every card in
front of her as a band (Stuff the player on turn may steal badged with its option's letter)."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.life_rivals.boards import OnTable, RivalsView, SeatBoard
from bot.games.life_rivals.words import card_name, career_on_board
from bot.languages import say
from bot.sentences import worded
from renderers.kit.bands import Band, BandStyle, band
from renderers.kit.corner import Corner, CornerStyle, corner
from renderers.kit.lines import wrapped
from renderers.kit.seats import player_colour
from renderers.kit.theme import Theme
from renderers.life_rivals.layout import HEADER_PX, TEXT_PX, Point
from renderers.life_rivals.style import PEG_COLOURS, PET_COLOUR, card_colour
from renderers.text import draw_text, font

CAR_W, CAR_H = 104, 44
PEGS_A_ROW, PEG_SLOTS = 6, 12
"""Two rows of pegs fit in a car; more show as "+n"."""
STYLE = CornerStyle(HEADER_PX, TEXT_PX, picture=(CAR_W, CAR_H))
BANDS = BandStyle(TEXT_PX)


def seat_corner(view: RivalsView, seat: int, width: float, theme: Theme) -> Corner:
    """The corner of ``seat``, ``width`` wide (during the game her standing is in her row of
    the turn panel; at Game over it is here, the parts of her score in place of her hand)."""
    side, info, over = view.board.seats[seat], view.players[seat], view.outcome
    small, beside, inner = font(TEXT_PX), STYLE.beside(width), STYLE.inner(width)
    language = view.language
    career = worded(career_on_board(side.career), language)
    details = wrapped(career, small, theme.ink, beside, 3)
    if over:
        details += wrapped(str(dict(over.standings).get(seat, "")), small, theme.ink, beside, 4)
    else:
        counted = "life-rivals-hand-count-retired" if side.retired else "life-rivals-hand-count"
        hand = say(language, counted, count=side.hand_size)
        details += wrapped(hand, small, theme.muted, beside, 2)
    standing = wrapped(info.summary, font(HEADER_PX), theme.ink, inner, 2) if over else []
    bands = [card_band(on, inner, language) for on in side.table]
    score = say(language, "life-rivals-points-short", score=info.score)
    return corner(
        seat, info.name, score, width, STYLE, theme, lines=standing, beside=details, bands=bands
    )


def card_band(on: OnTable, width: float, language: str) -> Band:
    """A card in front of a player: its name, points and colour, and a steal badge's letter."""
    card = on.card
    name = worded(card_name(card.key), language)
    return band(name, f"{card.points:+d}", card_colour(card.kind), width, BANDS, on.badge)


def draw_car(
    draw: ImageDraw.ImageDraw, at: Point, *, seat: int, side: SeatBoard, theme: Theme
) -> None:
    """A car in the seat's colour with a peg per person (blue and pink) and per pet (brown);
    pegs beyond the seats show as "+n"."""
    (x, y), body = at, player_colour(seat).rgb
    car = (x, y, x + CAR_W, y + CAR_H)
    draw.rounded_rectangle(car, radius=12, fill=body, outline=theme.ink, width=2)
    draw.rounded_rectangle((x + 5, y + 5, x + CAR_W - 5, y + CAR_H - 5), radius=7, fill=theme.panel)
    for wheel in (x + 22, x + CAR_W - 22):
        draw.ellipse((wheel - 8, y + CAR_H - 6, wheel + 8, y + CAR_H + 10), fill=theme.ink)
    pegs = [PEG_COLOURS[i % 2] for i in range(side.people)] + [PET_COLOUR] * side.pets
    shown = pegs if len(pegs) <= PEG_SLOTS else pegs[: PEG_SLOTS - 2]
    for n, colour in enumerate(shown):
        cx, cy = peg_centre(x, y, n)
        draw.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), fill=colour, outline=theme.ink, width=1)
    if len(shown) < len(pegs):
        cx, cy = peg_centre(x, y, len(shown))
        more = f"+{len(pegs) - len(shown)}"
        draw_text(draw, (cx - 6, cy), more, font(TEXT_PX, bold=True), theme.ink, anchor="lm")


def peg_centre(x: float, y: float, n: int) -> Point:
    """Where peg ``n`` stands in a car drawn at (x, y): two rows of six."""
    return x + 15 + (n % PEGS_A_ROW) * 15, y + 14 + (n // PEGS_A_ROW) * 15
