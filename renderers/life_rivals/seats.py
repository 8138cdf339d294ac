"""A player's corner under the header: her name and score, her standing, career and hand, her
car with its pegs, and every card in front of her as the kit's band, by its whole name (Stuff
the player on turn may steal badged with its menu option's letter).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.games.life_rivals.boards import RivalsView
from bot.games.life_rivals.words import career_on_board
from renderers.kit.bands import Band, BandStyle, band, bands_height, draw_bands
from renderers.kit.lines import Line, draw_lines, height, wrapped
from renderers.kit.seats import player_colour
from renderers.kit.theme import Theme
from renderers.kit.tokens import draw_token
from renderers.life_rivals.layout import HEADER_PX, LINE_PX, TEXT_PX, Box
from renderers.life_rivals.style import PEG_COLOURS, PET_COLOUR, card_colour
from renderers.text import draw_text, font, text_width

PAD = 10
TOKEN_RADIUS = 14
CAR_W, CAR_H = 104, 44
PEGS_A_ROW = 6
PEG_SLOTS = 2 * PEGS_A_ROW
"""Two rows of pegs fit in a car; more show as "+n"."""
BANDS = BandStyle(TEXT_PX)


@dataclass(frozen=True)
class SeatPanel:
    """Everything one corner draws, wrapped to its width, so its height is known first."""

    seat: int
    player: str
    name: list[Line]
    score: str
    standing: list[Line]
    details: list[Line]
    bands: list[Band]
    people: int
    pets: int

    @property
    def title_height(self) -> int:
        return max(2 * TOKEN_RADIUS + 8, height(self.name))

    @property
    def details_height(self) -> int:
        return max(height(self.details), CAR_H + 14)

    @property
    def height(self) -> int:
        top = self.title_height + height(self.standing) + self.details_height
        return 8 + top + 10 + (bands_height(self.bands) or LINE_PX) + PAD


def seat_panel(
    view: RivalsView,
    seat: int,
    width: float,
    theme: Theme,
    *,
    final: str = "",
    standing: bool = True,
) -> SeatPanel:
    """The corner of ``seat``, ``width`` wide, with its ``standing`` line. At Game over
    ``final`` (the score's parts) takes the place of the hand."""
    side, info = view.board.seats[seat], view.players[seat]
    inner = width - 2 * PAD
    bold = font(HEADER_PX, bold=True)
    score = f"{info.score} pts"
    name_room = inner - 2 * TOKEN_RADIUS - 8 - text_width(score, bold) - 10
    small = font(TEXT_PX)
    beside_car = inner - CAR_W - 10
    career = career_on_board(side.career)
    details = wrapped(career, small, theme.ink, beside_car, 2)
    if final:
        details += wrapped(final, small, theme.ink, beside_car, 4)
    else:
        hand = side.hand_size
        retired = " · retired" if side.retired else ""
        said = f"{hand} card{'' if hand == 1 else 's'} in hand{retired}"
        details += wrapped(said, small, theme.muted, beside_car, 2)
    return SeatPanel(
        seat=seat,
        player=info.name,
        name=wrapped(info.name, bold, theme.ink, name_room, 3),
        score=score,
        standing=wrapped(info.summary, font(HEADER_PX), theme.ink, inner, 2) if standing else [],
        details=details,
        bands=[
            band(
                on.card.name,
                f"{on.card.points:+d}",
                card_colour(on.card.kind),
                inner,
                BANDS,
                on.badge,
            )
            for on in side.table
        ],
        people=side.people,
        pets=side.pets,
    )


def draw_seat(
    image: Image.Image, panel: SeatPanel, box: Box, *, on_turn: bool, theme: Theme
) -> list[Box]:
    """The corner inside ``box``, its title row shaded when it is this seat's turn; returns
    each card's box, in the order they lie."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, _ = box
    edge = theme.goal_edge if on_turn else theme.panel_edge
    draw.rounded_rectangle(
        box, radius=14, fill=theme.panel, outline=edge, width=3 if on_turn else 2
    )
    y = y0 + 8
    if on_turn:
        draw.rounded_rectangle(
            (x0 + 4, y - 4, x1 - 4, y + panel.title_height + 2), radius=10, fill=theme.highlight
        )
    middle = y + panel.title_height / 2
    pawn = (x0 + PAD + TOKEN_RADIUS, middle)
    draw_token(image, pawn, panel.seat, panel.player, TOKEN_RADIUS, theme=theme)
    bold = font(HEADER_PX, bold=True)
    draw_text(draw, (x1 - PAD, middle), panel.score, bold, theme.ink, anchor="rm")
    draw_lines(draw, x0 + PAD + 2 * TOKEN_RADIUS + 8, middle - height(panel.name) / 2, panel.name)
    y += panel.title_height
    y = draw_lines(draw, x0 + PAD, y, panel.standing)
    draw_lines(draw, x0 + PAD, y + 4, panel.details)
    draw_car(draw, (x1 - PAD - CAR_W, y + 6), panel.seat, panel.people, panel.pets, theme)
    y += panel.details_height + 10
    if not panel.bands:
        draw_text(draw, (x0 + PAD, y), "No cards in front yet", font(TEXT_PX), theme.muted)
    return draw_bands(draw, panel.bands, (x0 + PAD, y, x1 - PAD, y))


def draw_car(
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
    draw.rounded_rectangle(
        (x, y, x + CAR_W, y + CAR_H), radius=12, fill=body, outline=theme.ink, width=2
    )
    draw.rounded_rectangle((x + 5, y + 5, x + CAR_W - 5, y + CAR_H - 5), radius=7, fill=theme.panel)
    for wheel in (x + 22, x + CAR_W - 22):
        draw.ellipse((wheel - 8, y + CAR_H - 6, wheel + 8, y + CAR_H + 10), fill=theme.ink)
    pegs = [PEG_COLOURS[i % 2] for i in range(people)] + [PET_COLOUR] * pets
    shown = pegs if len(pegs) <= PEG_SLOTS else pegs[: PEG_SLOTS - 2]
    for n, colour in enumerate(shown):
        cx, cy = peg_centre(x, y, n)
        draw.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), fill=colour, outline=theme.ink, width=1)
    if len(shown) < len(pegs):
        cx, cy = peg_centre(x, y, len(shown))
        more = f"+{len(pegs) - len(shown)}"
        draw_text(draw, (cx - 6, cy), more, font(TEXT_PX, bold=True), theme.ink, anchor="lm")


def peg_centre(x: float, y: float, n: int) -> tuple[float, float]:
    """Where peg ``n`` stands in a car drawn at (x, y): two rows of six."""
    return x + 15 + (n % PEGS_A_ROW) * 15, y + 14 + (n // PEGS_A_ROW) * 15
