"""Behaviour of the Sweet Valley High board image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import copy
import io

import pytest
from msgspec import structs
from PIL import Image, ImageChops

from bot.catalog import Catalog
from bot.engine.model import View
from bot.games.sweet_valley_high.boards import FACE_DOWN, HIDDEN, Classroom
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from cogs.drawings import GameDrawings
from renderers import sweet_valley_high as svh
from renderers.kit.cards import CARD_SIZE
from renderers.kit.static import forget_static_layers
from renderers.sweet_valley_high.layout import WIDTH
from renderers.sweet_valley_high.pieces import CARD_WIDTH
from tests.games.svh_helpers import game, give, start

KEY = "sweet-valley-high"


@pytest.fixture(scope="module")
def rules(games: Catalog) -> SweetValleyHigh:
    game = games.rules(KEY)
    assert isinstance(game, SweetValleyHigh)
    return game


@pytest.fixture(scope="module")
def board(games: Catalog) -> svh.SchoolBoard:
    """The board renderer as the table makes it from the registration."""
    made = GameDrawings.of(games.entry(KEY)).board
    assert isinstance(made, svh.SchoolBoard)
    return made


def game_view(rules: SweetValleyHigh, seat: int | None = None) -> View:
    return rules.view(start(), seat)


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((int(xy[0]), int(xy[1])))


def test_png_is_the_declared_size(board: svh.SchoolBoard) -> None:
    """Portrait, as wide as the layout says, the panel under the school as high as the table
    needs."""
    for players in (2, 3, 4):
        image = Image.open(io.BytesIO(board.png(board.sample_view(players))))
        assert image.size == (WIDTH, board.panel(players).height)
        assert image.height > image.width


def test_private_view_is_refused(board: svh.SchoolBoard, rules: SweetValleyHigh) -> None:
    with pytest.raises(ValueError, match="public view"):
        board.image(game_view(rules, 0))


def test_face_down_and_empty_rooms_differ(board: svh.SchoolBoard) -> None:
    view = board.sample_view(4)
    image = board.image(view)
    down = board.geometry.card_box("economics")
    empty = board.geometry.card_box("science")
    card_at = lambda box: (box[2] - 4 - CARD_WIDTH / 2, (box[1] + box[3]) / 2 + 12)  # noqa: E731
    back = pixel(image, card_at(down))
    assert back != pixel(image, card_at(empty))
    assert back == pixel(board.image(view), card_at(down))


def test_face_up_card_is_drawn_and_hidden_ones_look_alike(board: svh.SchoolBoard) -> None:
    """Two views that differ only in which room shows a face-up card differ only there."""
    view = board.sample_view(4)
    other = copy.deepcopy(view)
    rooms = tuple(
        Classroom(c.room, FACE_DOWN) if c.room == "typing" else c for c in other.board.rooms
    )
    shown = structs.replace(other.board, rooms=rooms)
    other = View(view.game, None, view.players, view.active, view.phase, shown)
    diff = ImageChops.difference(
        board.image(view).convert("RGB"), board.image(other).convert("RGB")
    )
    x0, y0, x1, y1 = (int(v) for v in board.geometry.room_box("typing"))
    assert diff.getbbox() is not None
    bx0, by0, bx1, by1 = diff.getbbox()
    assert x0 <= bx0 and y0 <= by0 and bx1 <= x1 + 1 and by1 <= y1 + 1


def test_piece_drawn_in_character_colour_on_its_space(
    board: svh.SchoolBoard, rules: SweetValleyHigh
) -> None:
    view = game_view(rules)
    image = board.image(view)
    x, y = board.geometry.spot("x0y0")
    colour = view.players[0].colour
    assert colour is not None
    rgb = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    found = {pixel(image, (x + dx, y + dy)) for dx in range(-12, 13, 3) for dy in range(-12, 13, 3)}
    assert rgb in found


def test_scoreboard_slots_follow_the_items(board: svh.SchoolBoard, rules: SweetValleyHigh) -> None:
    """A collected item changes the panel and its emptied room, nothing else."""
    s = start()
    room = next(r for r, c in s.rooms.items() if c == "prom-dress")
    bare = board.image(rules.view(s, None)).convert("RGB")
    full = board.image(rules.view(give(s, 0, "prom-dress"), None)).convert("RGB")
    diff = ImageChops.difference(bare, full)
    top = board.geometry.board_height
    assert diff.crop((0, top, WIDTH, diff.height)).getbbox() is not None
    x0, y0, x1, y1 = (int(v) for v in board.geometry.room_box(room))
    diff.paste((0, 0, 0), (x0, y0, x1 + 1, y1 + 1))
    assert diff.crop((0, 0, WIDTH, top)).getbbox() is None


def test_hidden_boyfriend_drawn_face_down(board: svh.SchoolBoard) -> None:
    view = board.sample_view(4)
    assert view.board.scoreboards[1].boyfriend == HIDDEN
    assert "Todd" not in repr(view.board)


def test_private_scoreboard_needs_a_seat_and_draws(games: Catalog, rules: SweetValleyHigh) -> None:
    private = GameDrawings.of(games.entry(KEY)).private
    assert private is not None
    with pytest.raises(ValueError, match="seat"):
        private(game_view(rules))
    png = private(game_view(rules, 1))
    width, height = Image.open(io.BytesIO(png)).size
    assert width <= 640 and height > CARD_SIZE[1] * 2


def test_equal_schools_draw_the_same_board(board: svh.SchoolBoard) -> None:
    """A school loaded again from the same files shares the cached layer."""
    again = svh.SchoolBoard(game())
    assert again.school is not board.school
    assert again == board
    assert again.static_layer() is board.static_layer()
    view = board.sample_view(3)
    assert again.png(view) == board.png(view)


def test_warm_up_hook_prepares_the_table_board(games: Catalog, board: svh.SchoolBoard) -> None:
    """The warm-up hook's own board draws the school the table's board then finds ready."""
    warm_up = GameDrawings.of(games.entry(KEY)).warm_up
    assert warm_up is not None
    forget_static_layers()
    warm_up()
    drawn = {players: board.static_layer(players) for players in (2, 3, 4)}
    assert all(board.static_layer(n) is layer for n, layer in drawn.items())
