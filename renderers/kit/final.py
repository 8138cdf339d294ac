"""One Game over look for every game: a trophy, who won and why, and the final standings.

A board draws it where its turn header and player panel were once ``view.outcome`` is set, so
the end of a game never looks like one more turn: no dice, no spinner, no row highlighted as
if it were someone's turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine import Outcome, PlayerInfo
from renderers.kit.phone import header_px, smallest_px
from renderers.kit.seats import chosen_colour, player_colour
from renderers.kit.theme import DEFAULT_THEME, Theme
from renderers.text import draw_text, ellipsize, font, wrap

Box = tuple[int, int, int, int]
GOLD = (214, 164, 38)


def winners_line(outcome: Outcome, players: Sequence[PlayerInfo]) -> str:
    """'Ana wins', 'Ana and Ben win', or 'Nobody wins'."""
    names = [players[seat].name for seat in outcome.winners if 0 <= seat < len(players)]
    if not names:
        return "Nobody wins"
    joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{joined} {'wins' if len(names) == 1 else 'win'}"


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
) -> None:
    """The winner with a trophy, the reason, and one line a seat in final order with its
    result and what made it (the seat's summary), inside ``box`` of ``image``."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    width = image.size[0]
    big, small = font(header_px(width), bold=True), font(smallest_px(width))
    line = header_px(width) * 1.35
    draw.rounded_rectangle(box, radius=12, fill=theme.highlight, outline=theme.goal_edge, width=2)
    trophy = header_px(width) * 1.6
    pad = header_px(width) * 0.6
    draw_trophy(draw, (x0 + pad + trophy / 2, y0 + pad + trophy / 2), trophy)
    tx = x0 + pad * 2 + trophy
    title = ellipsize(winners_line(outcome, players), big, x1 - tx - pad)
    draw_text(draw, (tx, y0 + pad), title, big, theme.ink)
    y = y0 + pad + line
    for text in wrap(outcome.reason, small, x1 - tx - pad, 2):
        draw_text(draw, (tx, y), text, small, theme.ink)
        y += small.size * 1.3
    y = max(y, y0 + pad * 2 + trophy)
    for rank, (seat, result) in enumerate(outcome.standings, start=1):
        if y + line > y1 or not 0 <= seat < len(players):
            break
        player = players[seat]
        colour = chosen_colour(seat, player.colour) if player.colour else player_colour(seat)
        dot = (x0 + pad, y + line * 0.15, x0 + pad + line * 0.6, y + line * 0.75)
        draw.ellipse(dot, fill=colour.rgb)
        name = f"{rank}. {player.name}"
        score = f"{result}" + (f" · {player.summary}" if player.summary else "")
        shown = ellipsize(score, big, (x1 - x0) / 2)
        draw_text(draw, (x1 - pad, y), shown, big, theme.ink, anchor="ra")
        room = x1 - pad - (x0 + pad + line) - big.getlength(shown) - pad
        draw_text(draw, (x0 + pad + line, y), ellipsize(name, big, room), big, theme.ink)
        y += line
