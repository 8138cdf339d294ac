"""The Scavenger Hunt house image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import dataclasses
import io

import pytest
from msgspec import structs
from PIL import Image

from bot.catalog import Catalog
from bot.engine import View
from bot.games.scavenger_hunt.boards import SeatHand
from bot.games.scavenger_hunt.house import House
from cogs.drawings import GameDrawings
from renderers import scavenger_hunt as art
from renderers.kit.seats import chosen_colour
from renderers.scavenger_hunt.colours import DOG_FUR
from renderers.scavenger_hunt.layout import px
from renderers.scavenger_hunt.pieces import DISC, slots

KEY = "scavenger-hunt"


@pytest.fixture(scope="module")
def board(games: Catalog) -> art.HuntBoard:
    """The public board renderer the table makes from the checked rules."""
    drawn = GameDrawings.of(games.entry(KEY)).board
    assert isinstance(drawn, art.HuntBoard)
    return drawn


@pytest.fixture(scope="module")
def house(board: art.HuntBoard) -> House:
    return board.house


def close(a, b, tolerance: int = 30) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def board_with(board: art.HuntBoard, **changes) -> View:
    view = board.sample_view(4)
    return dataclasses.replace(view, board=structs.replace(view.board, **changes))


def test_the_table_gets_the_hunt_renderers_from_the_rules(games: Catalog):
    drawings = GameDrawings.of(games.entry(KEY))
    assert isinstance(drawings.board, art.HuntBoard)
    assert drawings.private is not None
    assert drawings.board.house is games.rules(KEY).house
    assert drawings.warm_up is not None
    drawings.warm_up()


def test_rules_without_a_house_are_refused():
    with pytest.raises(ValueError, match="no checked house"):
        art.board_renderer(object())


def test_frame_has_the_size_of_its_table(board: art.HuntBoard):
    assert board.image(board.sample_view(4)).size == board.size(4)
    png = board.png(board.sample_view(2))
    assert Image.open(io.BytesIO(png)).size == board.size(2) != board.size(4)


def test_pawns_are_drawn_in_their_colours_on_their_spaces(board: art.HuntBoard):
    view = board.sample_view(4)
    image = board.image(view)
    for player in view.players:
        x, y = slots(board.spaces[view.board.seats[player.seat].position])[0]
        colour = chosen_colour(player.seat, player.colour).rgb
        assert close(image.getpixel((round(x - px(8)), round(y + px(3)))), colour), player.name


def test_dogs_are_drawn_where_they_stand(board: art.HuntBoard):
    x, y = board.spaces["p5"].middle
    without = board.image(board_with(board, dogs=()))
    with_dog = board.image(board_with(board, dogs=("p5",)))
    fur = (round(x - px(6)), round(y + px(4)))
    assert close(with_dog.getpixel(fur), DOG_FUR, 10)
    assert not close(without.getpixel(fur), DOG_FUR, 10)


def test_collected_discs_leave_the_board(board: art.HuntBoard):
    view = board.sample_view(4)
    seats = view.board.seats
    room = seats[3].rooms[0]  # Dmitri has collected none
    x, y = slots(board.spaces[room])[1]
    spot = (round(x - DISC + 1), round(y))  # on the ring of the disc
    waiting = board.image(view).getpixel(spot)
    dmitri = structs.replace(seats[3], collected=1)
    collected = board.image(board_with(board, seats=(*seats[:3], dmitri))).getpixel(spot)
    green = chosen_colour(3, view.players[3].colour).rgb
    assert close(waiting, green) and not close(collected, green)


def test_last_move_drawn_in_the_movers_chosen_colour(board: art.HuntBoard):
    view = board.sample_view(4)
    a, b = (board.spaces[s].middle for s in ("p21", "p22"))
    middle = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
    yellow = chosen_colour(2, view.players[2].colour).rgb
    assert close(board.image(view).getpixel(middle), yellow)
    assert not close(board.image(board_with(board, last_move=None)).getpixel(middle), yellow)


def test_the_public_picture_ignores_private_data(board: art.HuntBoard):
    view = board.sample_view(4)
    secret = dataclasses.replace(view, private_board=SeatHand(("K", "W", "D"), None))
    assert board.image(view).tobytes() == board.image(secret).tobytes()
    with pytest.raises(ValueError):
        board.image(dataclasses.replace(view, seat=0))


def test_hand_picture_shows_one_card_per_card(games: Catalog, board: art.HuntBoard):
    hand = GameDrawings.of(games.entry(KEY)).private
    assert hand is not None
    view = dataclasses.replace(board.sample_view(4), seat=0)

    def drawn(cards: tuple[str, ...]) -> Image.Image:
        own = dataclasses.replace(view, private_board=SeatHand(cards, None))
        return Image.open(io.BytesIO(hand(own)))

    one, four = drawn(("K",)), drawn(("K", "W", "D", "A"))
    assert four.size[1] > one.size[1] and four.size[0] == one.size[0]


def test_a_real_game_view_renders(games: Catalog, board: art.HuntBoard):
    game = games.rules(KEY)
    state = game.setup(["Ann", "Bo", "Cy"], 4, {})
    image = board.image(game.view(state, None))
    assert image.size == board.size(3)
