"""The kit's turn panel letters a seat's mark as the board's pawn is lettered, flat or not."""

from __future__ import annotations

from PIL import Image, ImageChops

from bot.engine import PlayerInfo, View
from renderers.kit.theme import DEFAULT_THEME
from renderers.kit.turn import Box, TurnFacts, TurnStyle, draw_turn_panel

HEADER: Box = (20, 10, 620, 10 + TurnStyle(turn_px=24, ask_px=20, die=40).header_height)


def panel(style: TurnStyle, facts: TurnFacts) -> Image.Image:
    players = tuple(PlayerInfo(seat, name, 0) for seat, name in enumerate(("Ana", "Ben")))
    image = Image.new("RGB", (640, 300), DEFAULT_THEME.panel)
    view = View("toy", None, players, 0, "Ana to roll", None)
    draw_turn_panel(image, HEADER, (0, 0, 640, 300), view, facts, style, DEFAULT_THEME)
    return image


def mark_of(style: TurnStyle, row: int) -> Box:
    left, top, _, bottom = style.row(HEADER, row)
    return (left, top, left + style.name_inset - style.px(10), bottom)


def test_a_seat_is_lettered_as_the_game_letters_its_pawn() -> None:
    style = TurnStyle(turn_px=24, ask_px=20, die=40, lettered=True)
    plain = panel(style, TurnFacts())
    chosen = panel(style, TurnFacts(letters={1: "Zo"}))
    mark = mark_of(style, 1)
    assert ImageChops.difference(plain.crop(mark), chosen.crop(mark)).getbbox() is not None
    other = mark_of(style, 0)
    assert ImageChops.difference(plain.crop(other), chosen.crop(other)).getbbox() is None


def test_a_flat_lettered_mark_is_a_pawn_with_hard_edges() -> None:
    flat = TurnStyle(turn_px=24, ask_px=20, die=40, lettered=True, flat=True)
    shape = TurnStyle(turn_px=24, ask_px=20, die=40, flat=True)
    mark = mark_of(flat, 1)
    lettered = panel(flat, TurnFacts()).crop(mark)
    bare = panel(shape, TurnFacts()).crop(mark)
    assert ImageChops.difference(lettered, bare).getbbox() is not None
    soft = panel(TurnStyle(turn_px=24, ask_px=20, die=40, lettered=True), TurnFacts()).crop(mark)
    assert len(lettered.getcolors(4096) or []) < len(soft.getcolors(4096) or [])
