"""Behaviour of the Rivals board and hand pictures: structure and pixels, never PNG bytes."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from cogs.drawings import GameDrawings
from renderers import life_rivals
from renderers.kit.seats import player_colour
from renderers.life_rivals import (
    HEIGHT,
    SPACE_H,
    SPACE_W,
    WIDTH,
    RivalsBoard,
    render_hand,
    space_xy,
)

KEY = "life-rivals"


@pytest.fixture(scope="module")
def game(games: Catalog) -> Any:
    return games.rules(KEY)


@pytest.fixture(scope="module")
def board(game: Any) -> RivalsBoard:
    return RivalsBoard(game)


@pytest.fixture(scope="module")
def view(board: RivalsBoard) -> View:
    """The board's own mid-game sample position."""
    return board.sample_view(2)


def test_the_table_makes_the_board_hand_and_warm_up_from_the_registration(
    games: Catalog,
) -> None:
    drawings = GameDrawings.of(games.entry(KEY))
    assert isinstance(drawings.board, RivalsBoard)
    assert drawings.board.box is games.rules(KEY).box
    assert drawings.private is render_hand
    assert drawings.warm_up is not None
    drawings.warm_up()
    view = drawings.board.sample_view(2)
    image = Image.open(io.BytesIO(drawings.board.png(view)))
    assert image.size == drawings.board.image(view).size == (WIDTH, HEIGHT)


def test_the_board_is_a_png_of_the_declared_size(board: RivalsBoard, view: View) -> None:
    image = Image.open(io.BytesIO(board.png(view)))
    assert image.size == (WIDTH, HEIGHT)


def test_the_road_drawn_is_the_one_the_rules_checked(game: Any, board: RivalsBoard) -> None:
    """Two boxes with different roads get different static layers, each drawn from its own."""
    assert board.road == tuple(game.box.road)
    start, *middle, end = game.box.road
    other = replace(game.box, road=(start, *reversed(middle), end))
    changed = RivalsBoard(type(game)(other, game.rules_text()))
    assert changed.static_layer().tobytes() != board.static_layer().tobytes()
    assert board.static_layer() is RivalsBoard(game).static_layer()


def test_every_space_is_inside_the_board_and_none_overlap(game: Any) -> None:
    road = game.box.road
    centres = [space_xy(i) for i in range(len(road))]
    for x, y in centres:
        assert SPACE_W / 2 <= x <= WIDTH - SPACE_W / 2 and 0 < y < 560
    for i, a in enumerate(centres):
        for b in centres[i + 1 :]:
            assert abs(a[0] - b[0]) >= SPACE_W or abs(a[1] - b[1]) >= SPACE_H


def test_a_car_is_drawn_where_its_position_says(board: RivalsBoard, view: View) -> None:
    moved = replace(view, board={**view.board, "position": [30, 21], "landed": None})
    before, after = board.image(view), board.image(moved)
    x, y = space_xy(30)
    box = (int(x - 20), int(y), int(x + 20), int(y + 30))
    assert before.crop(box).tobytes() != after.crop(box).tobytes()


def test_the_spinner_shows_the_spin(board: RivalsBoard, view: View) -> None:
    other = replace(view, board={**view.board, "spin": 1})
    box = (1060, 600, 1240, 740)
    assert board.image(view).crop(box).tobytes() != board.image(other).crop(box).tobytes()


def test_cards_in_front_of_a_player_are_drawn(board: RivalsBoard, view: View) -> None:
    bare = replace(view, board={**view.board, "table": [[], view.board["table"][1]]})
    box = (30, 700, 500, 820)
    assert board.image(view).crop(box).tobytes() != board.image(bare).crop(box).tobytes()


def test_a_private_view_is_never_drawn_on_the_board(game: Any, board: RivalsBoard) -> None:
    s = game.setup(["Ana", "Ben"], 1, {})
    with pytest.raises(ValueError):
        board.image(game.view(s, 0))


def test_the_hand_picture_shows_five_cards_and_the_gossip_row_only_when_looking(game: Any) -> None:
    s = game.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        s, _ = game.apply(s, seat, game.legal_actions(s, seat)[0].id)
    plain = Image.open(io.BytesIO(render_hand(game.view(s, 0))))
    s.phase = "gossip"
    s.active = 0
    peek = Image.open(io.BytesIO(render_hand(game.view(s, 0))))
    assert peek.height > plain.height and peek.width == plain.width
    with pytest.raises(ValueError):
        render_hand(game.view(s, None))


def test_space_colours_survive_the_palette(game: Any, board: RivalsBoard, view: View) -> None:
    """Each kind of space keeps its colour (within a few steps) in the encoded frame."""
    image = Image.open(io.BytesIO(board.png(view))).convert("RGB")
    for index, space in enumerate(game.box.road):
        x, y = space_xy(index)
        found = image.getpixel((int(x - SPACE_W / 2 + 8), int(y + SPACE_H / 2 - 8)))
        wanted = life_rivals.SPACE_COLOURS[space.kind]
        assert isinstance(found, tuple)
        assert max(abs(a - b) for a, b in zip(found, wanted, strict=True)) <= 16, space.kind


def test_the_last_move_is_drawn_as_a_path_in_the_movers_colour(
    board: RivalsBoard, view: View
) -> None:
    still = replace(view, board={**view.board, "last_move": None})
    x, y = space_xy(18)
    box = (int(x - 30), int(y + 10), int(x + 30), int(y + 34))
    moved, plain = board.image(view).crop(box), board.image(still).crop(box)
    assert moved.tobytes() != plain.tobytes()
    ben = player_colour(1).rgb
    assert ben in {moved.getpixel((i, 12)) for i in range(moved.width)}


def test_each_car_shows_a_peg_per_person_and_pet(board: RivalsBoard, view: View) -> None:
    def pegs(people: int, pets: int) -> int:
        shown = replace(view, board={**view.board, "people": [people, 2], "pets": [pets, 0]})
        car = board.image(shown).crop((340, 680, 520, 740))
        colours = [car.getpixel((x, y)) for x in range(car.width) for y in range(car.height)]
        return sum(1 for c in colours if c in (*life_rivals.PEG_COLOURS, life_rivals.PET_COLOUR))

    assert pegs(2, 0) < pegs(3, 0) < pegs(3, 2)
    assert pegs(2, 0) > 0


def test_names_in_any_script_are_drawn_in_the_spinner_panel(board: RivalsBoard, view: View) -> None:
    """Two Chinese names look different: their glyphs come from a fallback font, not boxes."""

    def panel(name: str) -> bytes:
        players = (view.players[0], replace(view.players[1], name=name))
        shown = replace(view, players=players, phase=f"{name}'s turn")
        return board.image(shown).crop((1060, 760, 1260, 840)).tobytes()

    assert panel("王小明") != panel("李大华")
