"""Under the board: the kit's turn panel (whose turn, what is asked now, the die) with each
player's standing, her bar of points and what she does now under her name; once the game is
over, the kit's Game over look in their place."""

from __future__ import annotations

from functools import lru_cache, partial

from PIL import Image, ImageDraw

from bot.engine import PlayerInfo, View
from bot.games.cheat_street.turns import TARGET
from bot.languages import say
from renderers.cheat_street.frame import BoardScene, Player
from renderers.cheat_street.geometry import BAR_HEIGHT, PAD, SMALL_PX, STYLE, Layout
from renderers.cheat_street.static import PICTURES
from renderers.kit.bar import draw_points_bar
from renderers.kit.canvas import paste_sprite
from renderers.kit.dice import HIGH_ROLLER, die_face
from renderers.kit.seats import player_colour
from renderers.kit.theme import Theme
from renderers.kit.turn import Box, TurnFacts, draw_turn_panel
from renderers.text import draw_text, ellipsize, font, text_width


def draw_panel(image: Image.Image, frame: BoardScene, layout: Layout, theme: Theme) -> None:
    """Everything under the board, as the frame stands."""
    players = tuple(
        PlayerInfo(p.seat, p.name, p.score, summary=p.made)
        for p in sorted(frame.players, key=lambda p: p.seat)
    )
    view = View(
        "",
        None,
        players,
        frame.active,
        frame.asked,
        None,
        outcome=frame.outcome,
        language=frame.language,
    )
    over = frame.outcome is not None
    die = () if over else (die_face(frame.roll, faces=HIGH_ROLLER, side=STYLE.die, theme=theme),)
    facts = TurnFacts(
        faces=die,
        standings={p.seat: f"{p.score}/{TARGET}" for p in frame.players},
        under_name={p.seat: partial(_draw_under, frame, p, theme) for p in frame.players},
    )
    x0, y0, x1, y1 = layout.panel
    game_over = (x0 + PAD, y0 + PAD, x1 - PAD, y1 - PAD // 2)
    draw_turn_panel(image, layout.turn, game_over, view, facts, STYLE, theme)


def tags(frame: BoardScene, player: Player) -> list[str]:
    """What a seat does now, in words: left, may call out, passed."""
    language = frame.language
    words = [say(language, "cheat-street-tag-left")] if player.removed else []
    if frame.caller == player.seat:
        words.append(say(language, "cheat-street-tag-caller", player=frame.name(frame.active)))
    elif player.seat in frame.passed:
        words.append(say(language, "cheat-street-tag-passed"))
    return words


def _draw_under(
    frame: BoardScene,
    player: Player,
    theme: Theme,
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
) -> None:
    """Under a seat's name: the bar of its points to 21, then its punishment marker and what
    it does now."""
    x, top, right, _ = box
    colour = player_colour(player.seat).rgb
    draw_points_bar(draw, (x, top, right, top + BAR_HEIGHT), player.score, TARGET, colour, theme)
    y = top + BAR_HEIGHT + 3
    small = font(SMALL_PX)
    words = tags(frame, player)
    if player.punished:
        marker = _punish_sprite(theme)
        paste_sprite(image, marker, (x + marker.width / 2, y + SMALL_PX * 0.6))
        x += marker.width + 4
        punished = say(frame.language, "cheat-street-tag-punished")
        draw_text(draw, (x, y), punished, small, theme.danger)
        x += round(text_width(punished + (" · " if words else ""), small))
    if words:
        draw_text(draw, (x, y), ellipsize(" · ".join(words), small, right - x), small, theme.muted)


@lru_cache(maxsize=4)
def _punish_sprite(theme: Theme) -> Image.Image:
    """The punishment marker: a red warning triangle."""
    side = SMALL_PX + 4
    return PICTURES.sprite("warning", side, side / 26, {"ink": theme.ink, "danger": theme.danger})
