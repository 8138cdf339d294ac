"""One Game over look for every game: a trophy, who won and why, and the final standings.

A board draws it where its turn header and player panel were once ``view.outcome`` is set, so
the end of a game never looks like one more turn: no dice, no spinner, no row highlighted as
if it were someone's turn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from bot.engine import Outcome, PlayerInfo
from bot.languages import ENGLISH
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.seats import chosen_colour, player_colour
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.kit.words import winners_line
from renderers.text import MIN_TEXT_PX, draw_text, ellipsize, font, wrap

Box = tuple[int, int, int, int]
GOLD = (214, 164, 38)


def draw_trophy(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: float) -> None:
    """A gold cup on a stand, ``size`` pixels high."""
    x, y = centre
    s = size / 2
    draw.pieslice((x - s * 0.8, y - s * 1.3, x + s * 0.8, y + s * 0.5), 0, 180, fill=GOLD)
    draw.rectangle((x - s * 0.8, y - s * 0.9, x + s * 0.8, y - s * 0.4), fill=GOLD)
    draw.arc((x - s * 1.1, y - s * 0.8, x - s * 0.5, y - s * 0.1), 90, 270, fill=GOLD, width=3)
    draw.arc((x + s * 0.5, y - s * 0.8, x + s * 1.1, y - s * 0.1), 270, 90, fill=GOLD, width=3)
    draw.rectangle((x - s * 0.12, y + s * 0.35, x + s * 0.12, y + s * 0.75), fill=GOLD)
    draw.rectangle((x - s * 0.5, y + s * 0.75, x + s * 0.5, y + s), fill=GOLD)


def draw_game_over(
    image: Image.Image,
    box: Box,
    outcome: Outcome,
    players: Sequence[PlayerInfo],
    *,
    theme: Theme = DEFAULT_THEME,
    flat: bool = False,
    floor: int = MIN_TEXT_PX,
    language: str = ENGLISH,
) -> None:
    """The winner with a trophy, the reason, and one line a seat in final order with its
    result and what made it (the seat's summary), inside ``box`` of ``image``.

    A text too long for its line wraps onto the next where the box has room for it; only
    what would still run out of the box is cut, with an ellipsis. ``flat``: letters with hard
    edges, for a board encoded on a few flat colours; ``floor``: the fonts' floor of a board
    drawn smaller than its design (``phone.scaled_floor``), so the reason keeps its share of
    the width and is never drawn larger than the winner."""
    draw = ImageDraw.Draw(image)
    if flat:
        draw.fontmode = "1"
    x0, y0, x1, y1 = box
    big, small, line, small_line, trophy, pad = _measures(image.size[0], floor)
    draw.rounded_rectangle(box, radius=12, fill=theme.highlight, outline=theme.goal_edge, width=2)
    draw_trophy(draw, (x0 + pad + trophy / 2, y0 + pad + trophy / 2), trophy)
    tx = x0 + pad * 2 + trophy
    rows = [(seat, result) for seat, result in outcome.standings if 0 <= seat < len(players)]
    half = (x1 - x0) / 2 - pad
    results = [_result_lines(players[seat], result, big, box, pad, line) for seat, result in rows]
    title_lines = wrap(winners_line(outcome, players, language), big, x1 - tx - pad, 2)
    reason_lines = wrap(outcome.reason, small, x1 - tx - pad, 6)

    def height() -> float:
        beside = pad + len(title_lines) * line + len(reason_lines) * small_line
        return max(beside, 2 * pad + trophy) + sum(len(lines) for lines in results) * line

    # What can't fit loses a line, the longest result first, then the reason, then the title.
    texts = [
        *((lines, big, half) for lines in sorted(results, key=len, reverse=True)),
        (reason_lines, small, x1 - tx - pad),
        (title_lines, big, x1 - tx - pad),
    ]
    while height() > y1 - y0 and _shorten(texts):
        pass
    y = y0 + pad
    for text in title_lines:
        draw_text(draw, (tx, y), text, big, theme.ink)
        y += line
    for text in reason_lines:
        draw_text(draw, (tx, y), text, small, theme.ink)
        y += small_line
    y = max(y, y0 + pad * 2 + trophy)
    for rank, ((seat, _), lines) in enumerate(zip(rows, results, strict=True), start=1):
        if y + line > y1:
            break
        player = players[seat]
        colour = chosen_colour(seat, player.colour) if player.colour else player_colour(seat)
        dot = (x0 + pad, y + line * 0.15, x0 + pad + line * 0.6, y + line * 0.75)
        draw.ellipse(dot, fill=colour.rgb)
        room = x1 - pad - (x0 + pad + line) - big.getlength(lines[0]) - pad
        name = ellipsize(f"{rank}. {player.name}", big, room)
        draw_text(draw, (x0 + pad + line, y), name, big, theme.ink)
        for text in lines:
            if y + line > y1:
                break
            draw_text(draw, (x1 - pad, y), text, big, theme.ink, anchor="ra")
            y += line


def _measures(
    width: int, floor: int
) -> tuple[FreeTypeFont, FreeTypeFont, float, float, float, float]:
    """The look's faces and measures on an image ``width`` wide: the winner's and the
    standings' face, the reason's, their line heights, the trophy's size and the padding."""
    big, small = font(header_px(width), bold=True), font(smallest_px(width, floor))
    return (
        big,
        small,
        header_px(width) * 1.35,
        small.size * 1.3,
        header_px(width) * 1.6,
        header_px(width) * 0.6,
    )


def game_over_height(
    outcome: Outcome,
    players: Sequence[PlayerInfo],
    box_width: float,
    width: int,
    floor: int = MIN_TEXT_PX,
    language: str = ENGLISH,
) -> int:
    """How high a box ``box_width`` wide on an image ``width`` wide must be for the Game over
    look to show everything uncut, with a margin under the last line."""
    big, small, line, _, trophy, pad = _measures(width, floor)
    text = box_width - 3 * pad - trophy
    title = wrap(winners_line(outcome, players, language), big, text, 2)
    reason = wrap(outcome.reason, small, text, 6)
    box = (0, 0, round(box_width), 0)
    results = [
        _result_lines(players[seat], result, big, box, pad, line)
        for seat, result in outcome.standings
        if 0 <= seat < len(players)
    ]
    return _height(width, floor, len(title), len(reason), sum(map(len, results)))


def game_over_room(players: int, width: int, floor: int = MIN_TEXT_PX) -> int:
    """How high a box on an image ``width`` wide must be for the Game over look of
    ``players`` seats with a winner on one line, a reason on two and a result a line each:
    room a board can keep for it before anyone knows the outcome."""
    return _height(width, floor, title=1, reason=2, results=players)


def _height(width: int, floor: int, title: int, reason: int, results: int) -> int:
    """The look's height with ``title``, ``reason`` and ``results`` lines, and a margin."""
    _, _, line, small_line, trophy, pad = _measures(width, floor)
    beside = pad + title * line + reason * small_line
    return math.ceil(max(beside, 2 * pad + trophy) + results * line + pad)


def _result_lines(
    player: PlayerInfo, result: object, face: FreeTypeFont, box: Box, pad: float, line: float
) -> list[str]:
    """A seat's result and summary at the right of its line: whole on the line where the name
    leaves room, else wrapped in the right half of the box."""
    x0, _, x1, _ = box
    score = f"{result}" + (f" · {player.summary}" if player.summary else "")
    name_end = x0 + pad + line + face.getlength(f"9. {player.name}") + pad
    if face.getlength(score) <= x1 - pad - name_end:
        return [score]
    return wrap(score, face, (x1 - x0) / 2 - pad, 8) or [score]


def _shorten(texts: Sequence[tuple[list[str], FreeTypeFont, float]]) -> bool:
    """Take the last line off the first text that has more than one, ellipsising the line
    before; False when every text is down to one line."""
    for lines, face, room in texts:
        if len(lines) > 1:
            cut = lines.pop()
            lines[-1] = ellipsize(f"{lines[-1]} {cut}", face, room)
            return True
    return False
