"""Behaviour of the Sweet Valley High board image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image, ImageChops

from bot.engine import get_game
from bot.engine.model import View
from renderers import sweet_valley_high as svh
from tests.games.svh_helpers import give, start


def game_view(seat: int | None = None) -> View:
    return get_game("sweet-valley-high").view(start(), seat)


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((int(xy[0]), int(xy[1])))


def test_png_is_the_declared_size() -> None:
    image = Image.open(io.BytesIO(svh.render_png(svh.sample_view(4))))
    assert image.size == (svh.WIDTH, svh.HEIGHT)


def test_private_view_is_refused() -> None:
    with pytest.raises(ValueError, match="public view"):
        svh.render(game_view(0))


def test_face_down_and_empty_rooms_differ() -> None:
    view = svh.sample_view(4)
    image = svh.render(view)
    down = svh.room_box("economics")
    empty = svh.room_box("science")
    card_at = lambda box: (box[2] - 8 - svh.ROOM_CARD[0] / 2, box[3] - 6 - svh.ROOM_CARD[1] / 2)  # noqa: E731
    back = pixel(image, card_at(down))
    assert back != pixel(image, card_at(empty))
    assert back == pixel(svh.render(view), card_at(down))


def test_face_up_card_is_drawn_and_hidden_ones_look_alike() -> None:
    """Two views that differ only in which room shows a face-up card differ only there."""
    view = svh.sample_view(4)
    other = copy.deepcopy(view)
    rooms = dict(other.board["rooms"])
    rooms["typing"] = "down"
    board = {**other.board, "rooms": rooms}
    other = View(view.game, None, view.players, view.active, view.phase, board)
    diff = ImageChops.difference(svh.render(view).convert("RGB"), svh.render(other).convert("RGB"))
    x0, y0, x1, y1 = (int(v) for v in svh.room_box("typing"))
    assert diff.getbbox() is not None
    bx0, by0, bx1, by1 = diff.getbbox()
    assert x0 <= bx0 and y0 <= by0 and bx1 <= x1 + 1 and by1 <= y1 + 1


def test_piece_drawn_in_character_colour_on_its_space() -> None:
    view = game_view()
    image = svh.render(view)
    x, y = svh.centre("x0y0")
    colour = view.players[0].colour
    assert colour is not None
    rgb = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    found = {pixel(image, (x + dx, y + dy)) for dx in range(-12, 13, 3) for dy in range(-12, 13, 3)}
    assert rgb in found


def test_scoreboard_slots_follow_the_items() -> None:
    """A collected item changes the panel and its emptied room, nothing else."""
    g = get_game("sweet-valley-high")
    s = start()
    room = next(r for r, c in s.rooms.items() if c == "prom-dress")
    bare = svh.render(g.view(s, None)).convert("RGB")
    full = svh.render(g.view(give(s, 0, "prom-dress"), None)).convert("RGB")
    diff = ImageChops.difference(bare, full)
    assert diff.crop((svh.PANEL_X, 0, svh.WIDTH, svh.HEIGHT)).getbbox() is not None
    x0, y0, x1, y1 = (int(v) for v in svh.room_box(room))
    diff.paste((0, 0, 0), (x0, y0, x1 + 1, y1 + 1))
    assert diff.crop((0, 0, svh.PANEL_X, svh.HEIGHT)).getbbox() is None


def test_hidden_boyfriend_drawn_face_down() -> None:
    view = svh.sample_view(4)
    assert view.board["scoreboards"][1]["boyfriend"] == "hidden"
    assert "Todd" not in repr(view.board)


def test_private_scoreboard_needs_a_seat_and_draws() -> None:
    with pytest.raises(ValueError, match="seat"):
        svh.render_scoreboard(game_view())
    png = svh.render_scoreboard(game_view(1))
    assert Image.open(io.BytesIO(png)).size == (620, 300)
