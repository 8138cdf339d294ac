"""The road: its spaces, each named as the turn story names it ("stopped on Best lawn") so every
place a line mentions can be found, drawn once per road and theme; then the last move's path in
the mover's colour and the two cars, kept to the bottom of a space and the gutter."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from bot.games.life_rivals.boards import Move, RivalsView
from bot.games.life_rivals.data import Space
from bot.games.life_rivals.words import money, pets_word, space_name
from bot.languages import ENGLISH, say
from bot.sentences import worded
from renderers.kit.canvas import new_canvas
from renderers.kit.fan import fanned
from renderers.kit.highlight import draw_move_path
from renderers.kit.seats import player_colour
from renderers.kit.theme import Theme, ink_on
from renderers.kit.tokens import draw_token
from renderers.life_rivals.layout import HEADER_PX, LINE_PX, SPACE_W, TEXT_PX, WIDTH, RoadLayout
from renderers.life_rivals.style import SPACE_COLOURS, STOPS
from renderers.text import draw_text, font, text_width

CAR_RADII = (16, 15)
"""A car alone on a space, and two sharing one."""
HALO = 4
"""Room between two cars on one space for the ring around the one on turn."""


def draw_road(road: Sequence[Space], theme: Theme, language: str = ENGLISH) -> Image.Image:
    """The background of every frame: the road's spaces, each named in ``language``, on the
    board's colour; Retirement's name alone, larger, on its strip."""
    layout = RoadLayout(len(road))
    image = new_canvas((WIDTH, layout.bottom), theme.background)
    draw = ImageDraw.Draw(image)
    for index in range(layout.retirement):
        draw.line(layout.step(index), fill=theme.road, width=12, joint="curve")
    for index, space in enumerate(road):
        colour = SPACE_COLOURS.get(space.kind, theme.space)
        box, (x0, y0, x1, y1) = layout.space_box(index), layout.label_box(index)
        draw.rounded_rectangle(box, radius=12, fill=colour, outline=theme.ink, width=2)
        if index == layout.retirement:
            face, middle = font(HEADER_PX, bold=True), ((x0 + x1) / 2, (y0 + y1) / 2)
            name = worded(space_name(space), language)
            draw_text(draw, middle, name, face, ink_on(colour), anchor="mm")
        lines = space_lines(space, language) if index < layout.retirement else []
        for n, (line, bold) in enumerate(lines):
            at = ((x0 + x1) / 2, y0 + 1 + n * line_step(len(lines)))
            draw_text(draw, at, line, font(TEXT_PX, bold=bold), ink_on(colour), anchor="ma")
    return image


def space_lines(space: Space, language: str) -> list[tuple[str, bool]]:
    """The lines written on a space, each with whether it is bold: its name, then what it does
    (an orange or red space's effect, a Stop space's spin; nothing where its name says it)."""
    hint = ""
    if space.kind in STOPS:
        hint = say(language, "life-rivals-hint-stop")
    elif space.effect:
        amount = worded(money(space.amount), language)
        pets = worded(pets_word(space.amount), language)
        hint = say(language, f"life-rivals-hint-{space.effect}", money=amount, pets=pets)
    name = worded(space_name(space), language)
    names = broken(name, font(TEXT_PX, bold=True), SPACE_W - 6)
    hints = broken(hint, font(TEXT_PX), SPACE_W - 4) if hint else []
    return [(name, True) for name in names] + [(hint, False) for hint in hints]


PIECE = 3
"""The fewest letters a broken word leaves on either line ("Briefkas-ten", not "-en")."""


def broken(text: str, face: FreeTypeFont, width: float) -> list[str]:
    """``text`` wrapped to ``width``, a word wider than that broken with a hyphen: a space's
    name in German or the pseudo-language ("Steuerprüfung") fits only so, and is never cut."""
    lines, current = [], ""
    for word in text.split(" "):  # a no-break space ("10K $") holds a sum together
        trial = f"{current} {word}" if current else word
        if text_width(trial, face) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        while text_width(word, face) > width and len(word) > 2 * PIECE:
            fits = range(PIECE, len(word) - PIECE + 1)  # no piece shorter than PIECE letters
            cut = max((n for n in fits if text_width(f"{word[:n]}-", face) <= width), default=PIECE)
            lines.append(f"{word[:cut]}-")
            word = word[cut:]
        current = word
    return [*lines, current] if current else lines


def line_step(lines: int) -> int:
    """How far apart a space's lines are: two at the usual spacing, more closer, so they
    keep above the cars (four, in the pseudo-language only, reach a car's top)."""
    return LINE_PX if lines <= 2 else TEXT_PX + 1 if lines == 3 else TEXT_PX


def draw_last_move(image: Image.Image, layout: RoadLayout, move: Move | None, theme: Theme) -> None:
    """The last move as a path in the mover's colour, a dot on each space it passed (not on
    the road's bends), and the space it ended on ringed."""
    if not move:
        return
    points, stops = [layout.car_point(move.start)], []
    for index in range(move.start, move.end):
        points += layout.step(index)[1:]
        stops.append(len(points) - 1)
    draw_move_path(image, points, move.seat, stops=stops[:-1], theme=theme)
    x0, y0, x1, y1 = layout.space_box(move.end)
    ring, draw = (x0 - 5, y0 - 5, x1 + 5, y1 + 5), ImageDraw.Draw(image)
    for colour, width in ((theme.ink, 7), (player_colour(move.seat).rgb, 4)):
        draw.rounded_rectangle(ring, radius=15, outline=colour, width=width)


def draw_cars(image: Image.Image, layout: RoadLayout, view: RivalsView, theme: Theme) -> None:
    """Both cars, side by side on a shared space, the one on turn ringed."""
    positions = {seat: side.position for seat, side in enumerate(view.board.seats)}
    for seat, (x, y, radius) in fanned(positions, layout.car_point, CAR_RADII, HALO).items():
        name = view.players[seat].name if seat < len(view.players) else "?"  # no word: a mark
        draw_token(image, (x, y), seat, name, radius, halo=view.active == seat, theme=theme)
