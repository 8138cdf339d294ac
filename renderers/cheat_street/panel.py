"""Under the board: the turn's header (whose turn, what is asked now, the die) and each player's
standing; once the game is over, the kit's Game over look in their place."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine import PlayerInfo
from renderers.cheat_street.frame import BoardScene, Player
from renderers.cheat_street.geometry import (
    BAR_HEIGHT,
    HEAD_PX,
    PAD,
    SMALL_PX,
    TARGET_SCORE,
    TITLE_PX,
    IntBox,
    Layout,
)
from renderers.kit.canvas import opaque, paste_sprite, shrink, sprite_pen
from renderers.kit.dice import HIGH_ROLLER, die_face
from renderers.kit.final import draw_game_over
from renderers.kit.seats import player_colour
from renderers.kit.theme import Theme
from renderers.kit.tokens import draw_token
from renderers.text import draw_text, ellipsize, font, text_width, wrap

DIE_SIDE = 60


def die_centre(layout: Layout) -> tuple[float, float]:
    """Where the die sits: at the right of the header."""
    _, y0, x1, y1 = layout.header
    return (x1 - PAD - DIE_SIDE / 2, (y0 + y1) / 2)


def draw_panel(image: Image.Image, frame: BoardScene, layout: Layout, theme: Theme) -> None:
    """Everything under the board, as the frame stands."""
    draw = ImageDraw.Draw(image)
    if frame.outcome is not None:
        _draw_game_over(image, frame, layout, theme)
    else:
        _draw_header(image, draw, frame, layout, theme)
        for index, player in enumerate(frame.players):
            _draw_standing(image, draw, frame, player, layout.cell(index), theme)


def _draw_header(
    image: Image.Image, draw: ImageDraw.ImageDraw, frame: BoardScene, layout: Layout, theme: Theme
) -> None:
    """'Ana's turn' by her pawn, what is asked now under it, the die on the right."""
    x0, y0, x1, _ = layout.header
    left, right = x0 + PAD, x1 - 2 * PAD - DIE_SIDE
    title = font(TITLE_PX, bold=True)
    line = round(TITLE_PX * 1.3)
    top = y0 + PAD
    if frame.active is not None:
        radius = round(TITLE_PX * 0.6)
        draw_token(
            image,
            (left + radius, top + line / 2),
            frame.active,
            frame.name(frame.active),
            radius,
            theme=theme,
        )
        tx = left + 2 * radius + PAD
        text = ellipsize(f"{frame.name(frame.active)}'s turn", title, right - tx)
        draw_text(draw, (tx, top + line / 2), text, title, theme.ink, anchor="lm")
    asked = font(HEAD_PX)
    y = top + line
    for text in wrap(frame.asked, asked, right - left, 2):
        draw_text(draw, (left, y), text, asked, theme.ink)
        y += round(HEAD_PX * 1.25)
    paste_sprite(
        image,
        die_face(frame.roll, faces=HIGH_ROLLER, side=DIE_SIDE, theme=theme),
        die_centre(layout),
    )


def _draw_standing(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    frame: BoardScene,
    player: Player,
    cell: IntBox,
    theme: Theme,
) -> None:
    """The seat's pawn, name and score, a bar of its points to 21, and what it does now."""
    x0, y0, x1, y1 = cell
    on_turn = player.seat == frame.active
    if on_turn:
        draw.rounded_rectangle(
            (x0, y0 + 2, x1 - PAD // 2, y1 - 2),
            radius=10,
            fill=theme.highlight,
            outline=theme.goal_edge,
            width=2,
        )
    bold = font(HEAD_PX, bold=True)
    line = round(HEAD_PX * 1.3)
    radius = round(HEAD_PX * 0.75)
    draw_token(
        image,
        (x0 + PAD // 2 + radius + 4, y0 + 2 + line / 2),
        player.seat,
        player.name,
        radius,
        halo=on_turn,
        theme=theme,
    )
    tx, right = x0 + PAD + 2 * radius + 8, x1 - PAD
    score = f"{player.score}/{TARGET_SCORE}"
    draw_text(draw, (right, y0 + 2 + line / 2), score, bold, theme.ink, anchor="rm")
    room = right - tx - text_width(score, bold) - 8
    draw_text(
        draw,
        (tx, y0 + 2 + line / 2),
        ellipsize(player.name, bold, room),
        bold,
        theme.ink,
        anchor="lm",
    )
    bar_top = y0 + 2 + line + 2
    _draw_bar(draw, (tx, bar_top, right, bar_top + BAR_HEIGHT), player, theme)
    _draw_tags(image, draw, frame, player, (tx, bar_top + BAR_HEIGHT + 3, right, y1), theme)


def _draw_bar(draw: ImageDraw.ImageDraw, box: IntBox, player: Player, theme: Theme) -> None:
    """The seat's points on the way to the target, in its colour, a notch every five."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=theme.bar, outline=theme.muted)
    step = (x1 - x0) / TARGET_SCORE
    filled = max(0, min(TARGET_SCORE, player.score))
    if filled:
        colour = player_colour(player.seat).rgb
        draw.rectangle((x0 + 1, y0 + 1, x0 + round(step * filled) - 1, y1 - 1), fill=colour)
    for point in range(5, TARGET_SCORE, 5):
        gx = x0 + round(step * point)
        draw.line([(gx, y0 + 1), (gx, y1 - 1)], fill=theme.panel, width=2)


def tags(frame: BoardScene, player: Player) -> list[str]:
    """What a seat does now, in words: left, may call out, passed."""
    words = ["left the game"] if player.removed else []
    if frame.caller == player.seat:
        words.append(f"may call {frame.name(frame.active)} out")
    elif player.seat in frame.passed:
        words.append("passed")
    return words


def _draw_tags(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    frame: BoardScene,
    player: Player,
    box: IntBox,
    theme: Theme,
) -> None:
    x, y, right, _ = box
    small = font(SMALL_PX)
    words = tags(frame, player)
    if player.punished:
        marker = _punish_sprite(theme)
        paste_sprite(image, marker, (x + marker.width / 2, y + SMALL_PX * 0.6))
        x += marker.width + 4
        draw_text(draw, (x, y), "punished", small, theme.danger)
        x += round(text_width("punished" + (" · " if words else ""), small))
    if words:
        draw_text(draw, (x, y), ellipsize(" · ".join(words), small, right - x), small, theme.muted)


@lru_cache(maxsize=4)
def _punish_sprite(theme: Theme) -> Image.Image:
    """The punishment marker: a red warning triangle."""
    side = SMALL_PX + 4
    pen = sprite_pen(side)
    s = side / 26
    pen.polygon([(13 * s, 1.5 * s), (25 * s, 23.5 * s), (1 * s, 23.5 * s)], fill=opaque(theme.ink))
    pen.polygon(
        [(13 * s, 4.5 * s), (22.5 * s, 21.8 * s), (3.5 * s, 21.8 * s)], fill=opaque(theme.danger)
    )
    pen.rect((11.6 * s, 9 * s, 14.4 * s, 16.5 * s), fill=(255, 255, 255, 255), radius=1)
    pen.circle((13 * s, 19 * s), 1.6 * s, fill=(255, 255, 255, 255))
    return shrink(pen)


def _draw_game_over(image: Image.Image, frame: BoardScene, layout: Layout, theme: Theme) -> None:
    """The winner with a trophy, why the game ended, the final standings with what made each
    score; no die, and no row marked as if it were a turn."""
    assert frame.outcome is not None
    x0, y0, x1, y1 = layout.panel
    players = [
        PlayerInfo(p.seat, p.name, p.score, summary=p.made)
        for p in sorted(frame.players, key=lambda p: p.seat)
    ]
    draw_game_over(
        image, (x0 + PAD, y0 + PAD, x1 - PAD, y1 - PAD // 2), frame.outcome, players, theme=theme
    )
