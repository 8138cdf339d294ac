"""Behaviour of the Rivals board and hand pictures: structure and pixels, never PNG bytes."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from bot.engine import get_game
from renderers import life_rivals
from renderers.kit.seats import player_colour
from renderers.life_rivals import (
    HEIGHT,
    SPACE_H,
    SPACE_W,
    WIDTH,
    render,
    render_hand,
    render_png,
    sample_view,
    space_xy,
)


def game():  # type: ignore[no-untyped-def]
    return get_game("life-rivals")


def test_the_board_is_a_png_of_the_declared_size() -> None:
    image = Image.open(io.BytesIO(render_png(sample_view())))
    assert image.size == (WIDTH, HEIGHT)


def test_every_space_is_inside_the_board_and_none_overlap() -> None:
    road = game().box.road
    centres = [space_xy(i) for i in range(len(road))]
    for x, y in centres:
        assert SPACE_W / 2 <= x <= WIDTH - SPACE_W / 2 and 0 < y < 560
    for i, a in enumerate(centres):
        for b in centres[i + 1 :]:
            assert abs(a[0] - b[0]) >= SPACE_W or abs(a[1] - b[1]) >= SPACE_H


def test_a_car_is_drawn_where_its_position_says() -> None:
    view = sample_view()
    moved = replace(view, board={**view.board, "position": [30, 21], "landed": None})
    before, after = render(view), render(moved)
    x, y = space_xy(30)
    box = (int(x - 20), int(y), int(x + 20), int(y + 30))
    assert before.crop(box).tobytes() != after.crop(box).tobytes()


def test_the_spinner_shows_the_spin() -> None:
    view = sample_view()
    other = replace(view, board={**view.board, "spin": 1})
    box = (1060, 600, 1240, 740)
    assert render(view).crop(box).tobytes() != render(other).crop(box).tobytes()


def test_cards_in_front_of_a_player_are_drawn() -> None:
    view = sample_view()
    bare = replace(view, board={**view.board, "table": [[], view.board["table"][1]]})
    box = (30, 700, 500, 820)
    assert render(view).crop(box).tobytes() != render(bare).crop(box).tobytes()


def test_a_private_view_is_never_drawn_on_the_board() -> None:
    s = game().setup(["Ana", "Ben"], 1, {})
    with pytest.raises(ValueError):
        render(game().view(s, 0))


def test_the_hand_picture_shows_five_cards_and_the_gossip_row_only_when_looking() -> None:
    g = game()
    s = g.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        s, _ = g.apply(s, seat, g.legal_actions(s, seat)[0].id)
    plain = Image.open(io.BytesIO(render_hand(g.view(s, 0))))
    s.phase = "gossip"
    s.active = 0
    peek = Image.open(io.BytesIO(render_hand(g.view(s, 0))))
    assert peek.height > plain.height and peek.width == plain.width
    with pytest.raises(ValueError):
        render_hand(g.view(s, None))


def test_space_colours_survive_the_palette() -> None:
    """Each kind of space keeps its colour (within a few steps) in the encoded frame."""
    image = Image.open(io.BytesIO(render_png(sample_view()))).convert("RGB")
    for index, space in enumerate(game().box.road):
        x, y = space_xy(index)
        found = image.getpixel((int(x - SPACE_W / 2 + 8), int(y + SPACE_H / 2 - 8)))
        wanted = life_rivals.SPACE_COLOURS[space.kind]
        assert isinstance(found, tuple)
        assert max(abs(a - b) for a, b in zip(found, wanted, strict=True)) <= 16, space.kind


def test_the_last_move_is_drawn_as_a_path_in_the_movers_colour() -> None:
    view = sample_view()
    still = replace(view, board={**view.board, "last_move": None})
    x, y = space_xy(18)
    box = (int(x - 30), int(y + 10), int(x + 30), int(y + 34))
    moved, plain = render(view).crop(box), render(still).crop(box)
    assert moved.tobytes() != plain.tobytes()
    ben = player_colour(1).rgb
    assert ben in {moved.getpixel((i, 12)) for i in range(moved.width)}


def test_each_car_shows_a_peg_per_person_and_pet() -> None:
    view = sample_view()

    def pegs(people: int, pets: int) -> int:
        shown = replace(view, board={**view.board, "people": [people, 2], "pets": [pets, 0]})
        car = render(shown).crop((340, 680, 520, 740))
        colours = [car.getpixel((x, y)) for x in range(car.width) for y in range(car.height)]
        return sum(1 for c in colours if c in (*life_rivals.PEG_COLOURS, life_rivals.PET_COLOUR))

    assert pegs(2, 0) < pegs(3, 0) < pegs(3, 2)
    assert pegs(2, 0) > 0


def test_names_in_any_script_are_drawn_in_the_spinner_panel() -> None:
    """Two Chinese names look different: their glyphs come from a fallback font, not boxes."""
    view = sample_view()

    def panel(name: str) -> bytes:
        players = (view.players[0], replace(view.players[1], name=name))
        shown = replace(view, players=players, phase=f"{name}'s turn")
        return render(shown).crop((1060, 760, 1260, 840)).tobytes()

    assert panel("王小明") != panel("李大华")
