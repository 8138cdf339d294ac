"""The Scavenger Hunt house image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import dataclasses
import io

from PIL import Image

from bot.engine import get_game
from renderers import scavenger_hunt as art
from renderers.kit.seats import chosen_colour


def close(a, b, tolerance: int = 30) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def board_with(**changes):
    view = art.sample_view(4)
    return dataclasses.replace(view, board={**view.board, **changes})


def test_frame_has_the_house_and_panel_size():
    assert art.render(art.sample_view(4)).size == (art.WIDTH, art.HEIGHT)
    png = art.render_png(art.sample_view(2))
    assert Image.open(io.BytesIO(png)).size == (art.WIDTH, art.HEIGHT)


def test_pawns_are_drawn_in_their_colours_on_their_spaces():
    view = art.sample_view(4)
    image = art.render(view)
    house = art.house()
    for player in view.players:
        x, y = art.centre(house, view.board["positions"][player.seat])
        colour = chosen_colour(player.seat, player.colour).rgb
        assert close(image.getpixel((round(x - 15), round(y))), colour), player.name


def test_dogs_are_drawn_where_they_stand():
    house = art.house()
    x, y = art.centre(house, "p5")
    without = art.render(board_with(dogs=[]))
    with_dog = art.render(board_with(dogs=["p5"]))
    assert close(with_dog.getpixel((round(x - 24), round(y))), art.DOG_FUR, 10)
    assert not close(without.getpixel((round(x - 24), round(y))), art.DOG_FUR, 10)


def test_collected_discs_leave_the_board():
    house = art.house()
    view = art.sample_view(4)
    room = view.board["rooms"][3][0]  # Dmitri has collected none
    _, _, x1, y1 = art.box(house.space(room).rect)
    spot = (round(x1 - 20 - 13), round(y1 - 20))  # on the ring of the disc
    waiting = art.render(view).getpixel(spot)
    collected = art.render(board_with(collected=[2, 1, 3, 1])).getpixel(spot)
    green = chosen_colour(3, view.players[3].colour).rgb
    assert close(waiting, green) and not close(collected, green)


def test_last_move_drawn_in_the_movers_chosen_colour():
    house = art.house()
    view = art.sample_view(4)
    a, b = (art.centre(house, s) for s in ("p36", "p37"))
    middle = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
    red = chosen_colour(0, view.players[0].colour).rgb
    assert close(art.render(view).getpixel(middle), red)
    assert not close(art.render(board_with(last_move=None)).getpixel(middle), red)


def test_the_public_picture_ignores_private_data():
    view = art.sample_view(4)
    secret = dataclasses.replace(view, seat=0, private_board={"hand": ["K", "W", "D"]})
    assert art.render(view).tobytes() == art.render(secret).tobytes()


def test_hand_picture_shows_one_card_per_card():
    view = art.sample_view(4)
    one = Image.open(
        io.BytesIO(art.render_hand(dataclasses.replace(view, private_board={"hand": ["K"]})))
    )
    three = Image.open(
        io.BytesIO(
            art.render_hand(dataclasses.replace(view, private_board={"hand": ["K", "W", "D"]}))
        )
    )
    assert three.size[0] - one.size[0] == 2 * 96


def test_a_real_game_view_renders():
    game = get_game("scavenger-hunt")
    state = game.setup(["Ann", "Bo", "Cy"], 4, {})
    image = art.render(game.view(state, None))
    assert image.size == (art.WIDTH, art.HEIGHT)
