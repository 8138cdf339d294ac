"""The kit's Game over look says how high it needs its box, so a board sizes it to fit."""

from __future__ import annotations

from PIL import Image

from bot.engine import Outcome, PlayerInfo
from renderers.kit.final import draw_game_over, game_over_height
from renderers.text import ELLIPSIS, recording_sizes

PLAYERS = (PlayerInfo(0, "Ana", 80, summary="$190K · 4 people"), PlayerInfo(1, "Ben", 78))
SHORT = Outcome((0,), ((0, 80), (1, 78)), "Ben retired first.")
LONG = Outcome((0,), ((0, 80), (1, 78)), "Ben retired first and Ana took the last turn. " * 4)


def test_a_longer_reason_or_result_needs_more_height() -> None:
    base = game_over_height(SHORT, PLAYERS, 700, 740)
    assert game_over_height(LONG, PLAYERS, 700, 740) > base
    assert game_over_height(SHORT, PLAYERS, 300, 740) > base, "a result wraps in a narrow box"


def test_a_box_of_that_height_shows_everything_uncut() -> None:
    for outcome in (SHORT, LONG):
        height = game_over_height(outcome, PLAYERS, 700, 740)
        image = Image.new("RGB", (740, height + 40), (255, 255, 255))
        with recording_sizes() as drawn:
            draw_game_over(image, (20, 20, 720, 20 + height), outcome, PLAYERS)
        assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)]
        with recording_sizes() as cramped:
            draw_game_over(image, (20, 20, 720, 20 + height // 2), outcome, PLAYERS)
        assert [d.text for d in cramped] != [d.text for d in drawn]
