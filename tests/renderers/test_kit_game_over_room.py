"""Room kept for the kit's Game over look before the outcome is known (kit/final.py)."""

from __future__ import annotations

from PIL import Image

from bot.engine import Outcome, PlayerInfo
from renderers.kit.final import draw_game_over, game_over_height, game_over_room
from renderers.text import ELLIPSIS, recording_sizes

NAMES = ("Ana", "Ben", "Cy", "Dee")
REASON = "Ana reached 21 points first; Ben was still two reveals short of his goal tile."


def finished(players: int) -> tuple[Outcome, tuple[PlayerInfo, ...]]:
    seats = tuple(PlayerInfo(seat, NAMES[seat], 20 - seat) for seat in range(players))
    standings = tuple((p.seat, f"{p.score}/21") for p in seats)
    return Outcome((0,), standings, REASON), seats


def test_each_seat_adds_one_line_of_room() -> None:
    rooms = [game_over_room(players, 720) for players in (2, 3, 4)]
    assert rooms[1] - rooms[0] == rooms[2] - rooms[1] > 0


def test_the_room_holds_a_game_with_a_two_line_reason_uncut() -> None:
    for players in (2, 4):
        outcome, seats = finished(players)
        room = game_over_room(players, 720)
        assert room >= game_over_height(outcome, seats, 680, 720)
        image = Image.new("RGB", (720, room + 40), (255, 255, 255))
        with recording_sizes() as drawn:
            draw_game_over(image, (20, 20, 700, 20 + room), outcome, seats)
        assert not [d.text for d in drawn if d.text.endswith(ELLIPSIS)]
        assert {f"{rank}. {name}" for rank, name in enumerate(NAMES[:players], 1)} <= {
            d.text for d in drawn
        }
