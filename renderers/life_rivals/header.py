"""The turn header under the road: the spinner, whose turn it is, what is asked now, the last
spin and the Life deck, at a size a phone reads at a glance."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.games.life_rivals.actions import CAREER_PANEL, PANEL
from bot.games.life_rivals.boards import RivalsView
from renderers.kit.theme import Theme
from renderers.life_rivals.layout import HEADER_PX, MARGIN, TEXT_PX, WIDTH, Box, Point
from renderers.life_rivals.lines import Line, draw_lines, height, wrapped
from renderers.life_rivals.spinner import POINTER_H, draw_spinner
from renderers.text import font

if TYPE_CHECKING:
    from bot.games.life_rivals.data import Space

SPINNER_SIDE = 96
PAD = 12
TEXT_LEFT = MARGIN + PAD + SPINNER_SIDE + 16
TEXT_WIDTH = WIDTH - MARGIN - PAD - TEXT_LEFT
STOP_SPINS = {"stop-kids": "kids", "stop-pets": "pets", "stop-insurance": "life insurance"}


def letters(badges: Sequence[str]) -> str:
    """ "A", "A or B", "A–D": the steal badges on the board, as the header names them."""
    if len(badges) <= 2:
        return " or ".join(badges)
    return f"{badges[0]}–{badges[-1]}"


def asked(view: RivalsView) -> str:
    """What the table waits for now, beyond whose turn it is (the view's phase)."""
    board = view.board
    phase = board.phase
    if phase == "career":
        return f"Both keep one in {CAREER_PANEL}"
    if phase in ("play", "gossip") and view.active is not None:
        return f"{view.players[view.active].name} chooses in {PANEL}"
    if phase != "turn":
        return ""
    badges = [placed.badge for seat in board.seats for placed in seat.table if placed.badge]
    if not badges:
        return "Spin the spinner"
    return f"Spin, or first steal the Stuff marked {letters(badges)}"


def spin_caption(view: RivalsView, road: Sequence[Space]) -> str:
    """ "Ana spun 4", and the spin on a Stop space after it."""
    board = view.board
    spin, move = board.spin, board.last_move
    if not spin or not move or not 0 <= move.seat < len(view.players):
        return "No spin yet"
    said = f"{view.players[move.seat].name} spun {spin}"
    stop = board.stop_spin
    landed = move.end
    if stop and 0 <= landed < len(road) and road[landed].kind in STOP_SPINS:
        said += f", then {stop} for {STOP_SPINS[road[landed].kind]}"
    return said


def header_lines(view: RivalsView, road: Sequence[Space], theme: Theme) -> list[Line]:
    big, bold = font(HEADER_PX), font(HEADER_PX, bold=True)
    lines = wrapped(view.phase, bold, theme.ink, TEXT_WIDTH, 2)
    for text in (asked(view), spin_caption(view, road)):
        if text:
            lines += wrapped(text, big, theme.ink, TEXT_WIDTH, 2)
    deck = f"Life deck {view.board.deck} · {view.board.discards} discarded"
    return lines + wrapped(deck, font(TEXT_PX), theme.muted, TEXT_WIDTH, 1)


def header_height(lines: Sequence[Line]) -> int:
    return max(height(lines), SPINNER_SIDE + POINTER_H) + 2 * PAD


def draw_header(
    image: Image.Image, top: int, view: RivalsView, road: Sequence[Space], theme: Theme
) -> Box:
    """The header from ``top``, the whole width; returns its box."""
    lines = header_lines(view, road, theme)
    box = (MARGIN, top, WIDTH - MARGIN, top + header_height(lines))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(box, radius=14, fill=theme.panel, outline=theme.panel_edge, width=2)
    spin = view.board.spin
    draw_spinner(image, spinner_centre(box), SPINNER_SIDE, spin or None, theme=theme)
    draw_lines(draw, TEXT_LEFT, (box[1] + box[3] - height(lines)) / 2, lines)
    return box


def spinner_centre(box: Box) -> Point:
    """Where the spinner stands in a header drawn in ``box``."""
    return (box[0] + PAD + SPINNER_SIDE / 2, (box[1] + box[3]) / 2)
