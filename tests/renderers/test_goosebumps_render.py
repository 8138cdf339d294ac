"""Behaviour of the Goosebumps graveyard image: structure and pixels, never PNG bytes."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.engine import ReactionWindow
from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.state import Brink
from cogs.drawings import GameDrawings
from renderers.goosebumps import GoosebumpsBoard
from renderers.goosebumps.art import COMING_PIT, DANGER_COLOURS, KIND_FILL, frame_colours
from renderers.goosebumps.layout import CELL, cell_centre
from renderers.goosebumps.saved import KIND_COLOURS
from renderers.kit.theme import DEFAULT_THEME
from tests.games.goosebumps_helpers import card, give, new
from tests.games.goosebumps_play import play

PIT_FILL = KIND_FILL["pit"]


@pytest.fixture(scope="module")
def game(games: Catalog) -> Goosebumps:
    return games.rules("goosebumps")  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def drawings(games: Catalog) -> GameDrawings:
    """The renderers as the table makes them from the catalog's entry."""
    return GameDrawings.of(games.entry("goosebumps"))


@pytest.fixture(scope="module")
def board(drawings: GameDrawings) -> GoosebumpsBoard:
    assert isinstance(drawings.board, GoosebumpsBoard)
    return drawings.board


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def corner(board: GoosebumpsBoard, image: Image.Image, space: str) -> tuple[int, ...]:
    """A pixel inside the space, away from its picture and any pawn."""
    x, y = cell_centre(board.board, space)
    return image.getpixel((round(x - 24), round(y + 24)))  # type: ignore[return-value]


def test_the_table_draws_the_board_the_catalog_checked(
    game: Goosebumps, board: GoosebumpsBoard, drawings: GameDrawings
) -> None:
    """The renderer holds the catalog's rules; a frame is on the graveyard's own few colours."""
    assert board.rules is game and board.board is game.board
    assert drawings.warm_up is not None
    drawings.warm_up()
    frame = Image.open(io.BytesIO(board.png(board.sample_view(2))))
    assert frame.size == board.size(2)
    colours = {colour for _, colour in frame.convert("RGB").getcolors(1 << 16) or []}
    assert colours and colours <= set(frame_colours(DEFAULT_THEME))


def test_png_has_the_frame_size(board: GoosebumpsBoard) -> None:
    """A portrait frame whose panel grows with the table."""
    image = Image.open(io.BytesIO(board.png(board.sample_view(4))))
    assert image.size == board.size(4)
    assert board.size(2)[1] < board.size(4)[1] and image.height > image.width


def test_the_pit_follows_the_tomb(game: Goosebumps, board: GoosebumpsBoard) -> None:
    s = new()
    before = board.image(game.view(s, None))
    assert near(corner(board, before, "c8"), PIT_FILL)
    assert not near(corner(board, before, "b8"), PIT_FILL)
    s.tombs[0] = 0
    after = board.image(game.view(s, None))
    assert near(corner(board, after, "b8"), PIT_FILL)
    assert near(corner(board, after, "d8"), KIND_FILL["potion"])


def test_danger_spaces_show_their_colour(game: Goosebumps, board: GoosebumpsBoard) -> None:
    image = board.image(game.view(new(), None))
    assert near(corner(board, image, "b8"), DANGER_COLOURS["red"])
    assert near(corner(board, image, "d6"), DANGER_COLOURS["purple"])
    assert near(corner(board, image, "b4"), DANGER_COLOURS["gold"])


def test_a_pawn_is_drawn_in_its_pair_colour_where_it_stands(
    game: Goosebumps, board: GoosebumpsBoard
) -> None:
    s = new()
    s.spaces[2] = "a5"
    image = board.image(game.view(s, None))
    x, y = cell_centre(board.board, "a5")
    pixels = {
        image.getpixel((round(x + dx), round(y + dy)))
        for dx in range(-14, 15, 2)
        for dy in (-12, 12)
    }
    assert any(near(p, (0, 158, 115), 10) for p in pixels)
    empty = board.image(game.view(new(), None))
    assert not any(
        near(empty.getpixel((round(x + dx), round(y + dy))), (0, 158, 115), 10)
        for dx in range(-14, 15, 2)
        for dy in (-12, 12)
    )


def test_saved_cards_change_only_the_count_badge(game: Goosebumps, board: GoosebumpsBoard) -> None:
    """Two states with different saved cards (same count) draw the same picture."""
    a, b = new(), new()
    give(a, 0, card("ring"))
    give(b, 0, card("switch"))
    assert board.image(game.view(a, None)).tobytes() == board.image(game.view(b, None)).tobytes()
    assert (
        board.image(game.view(a, None)).tobytes() != board.image(game.view(new(), None)).tobytes()
    )


def test_random_positions_render(game: Goosebumps, board: GoosebumpsBoard) -> None:
    """Frames of a played game, pits and fallen pawns included, all draw."""
    s, trail = play(game, new(4, seed=3), random.Random(3))
    for step in trail[:: max(1, len(trail) // 8)]:
        if step[0] != "expire":
            assert board.image(game.view(step[2], None)).size == board.size(4)
    assert board.image(game.view(s, None)).size == board.size(4)


def test_the_panel_picture_shows_only_the_seats_own_saved_cards(
    game: Goosebumps, drawings: GameDrawings
) -> None:
    saved = drawings.private
    assert saved is not None
    s = new()
    give(s, 0, card("jump"))
    give(s, 2, card("ring"))
    assert saved(game.view(s, None)) == b""
    mine = Image.open(io.BytesIO(saved(game.view(s, 0)))).convert("RGB")
    colours = {colour for _, colour in mine.getcolors(1 << 20)}
    assert KIND_COLOURS["anytime"] in colours and KIND_COLOURS["later"] not in colours
    theirs = Image.open(io.BytesIO(saved(game.view(s, 1)))).convert("RGB")
    assert KIND_COLOURS["later"] in {colour for _, colour in theirs.getcolors(1 << 20)}
    assert saved(game.view(new(), 0)) == b""


def test_the_coming_pit_is_framed_during_the_window(
    game: Goosebumps, board: GoosebumpsBoard
) -> None:
    s = new()
    s.spaces[2] = "c8"
    give(s, 2, card("ring"))
    s.phase, s.brink = "brink", Brink(platform=0, to=2, resume="move")
    s.window = ReactionWindow(seats=[1])
    x, y = cell_centre(board.board, "d8")
    edge = (round(x), round(y - CELL / 2 + 3))
    assert board.image(game.view(s, None)).getpixel(edge) == COMING_PIT
    s.phase, s.brink, s.window = "move", None, ReactionWindow()
    assert board.image(game.view(s, None)).getpixel(edge) != COMING_PIT


def test_a_seats_view_is_never_drawn_on_the_board(game: Goosebumps, board: GoosebumpsBoard) -> None:
    """A seat's view carries its saved cards: the table's picture refuses it."""
    s = new()
    give(s, 0, card("ring"))
    with pytest.raises(ValueError, match="public"):
        board.image(game.view(s, 0))
