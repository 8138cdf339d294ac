"""The graveyard draws nothing false or hidden: the last move in its player's colour, the grid
the menus name, a pawn's own letters, labels no path or pawn covers, a small upload."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PIL import Image

from bot.catalog import Catalog
from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.state import AFTER, GooseState
from bot.games.goosebumps.words import PAIR_COLOURS
from cogs.drawings import GameDrawings
from renderers.goosebumps import GoosebumpsBoard
from renderers.goosebumps.layout import cell_centre
from renderers.kit.static import forget_static_layers
from renderers.text import recording_sizes
from tests.games.goosebumps_helpers import new
from tests.games.goosebumps_play import play

AMANDA = 4
"""Cat's girl: Cat plays the third pair, orange."""
ORANGE = (230, 159, 0)
GREEN = (0, 158, 115)
"""The third seat's default colour, which Cat's pawns are not."""


@pytest.fixture(scope="module")
def game(games: Catalog) -> Goosebumps:
    return games.rules("goosebumps")  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def board(games: Catalog) -> GoosebumpsBoard:
    drawn = GameDrawings.of(games.entry("goosebumps")).board
    assert isinstance(drawn, GoosebumpsBoard)
    return drawn


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 30) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def walked(path: list[str], pawn: int = AMANDA) -> GooseState:
    """Four players; ``pawn`` has just walked ``path`` and waits for Done."""
    s = new(4)
    s.spaces[pawn] = path[-1]
    s.last_pawn, s.last_path = pawn, path
    s.active, s.phase = pawn // 2, AFTER
    return s


def test_the_last_move_is_drawn_in_the_movers_colour(game: Goosebumps, board: GoosebumpsBoard):
    """Cat's pawns are orange: the path that ends at her pawn is orange, not the seat's green."""
    assert PAIR_COLOURS[2][1] == "#e69f00"
    image = board.image(game.view(walked(["d11", "d10", "c10", "b10"]), None))
    (ax, ay), (bx, by) = (cell_centre(board.board, s) for s in ("d10", "c10"))
    between = image.getpixel((round((ax + bx) / 2), round((ay + by) / 2)))
    assert near(between, ORANGE) and not near(between, GREEN)


def test_the_grid_the_menus_name_is_drawn(game: Goosebumps, board: GoosebumpsBoard) -> None:
    """Menus say "B4" and "D8": the columns are lettered and the rows numbered."""
    forget_static_layers()
    with recording_sizes() as drawn:
        board.image(game.view(new(2), None))
    texts = {d.text for d in drawn}
    assert set("ABCDEFG") <= texts
    assert {str(row) for row in range(1, 12)} <= texts


def test_every_pawn_is_marked_with_letters_of_its_own(
    game: Goosebumps, board: GoosebumpsBoard
) -> None:
    """Jerry and Josh both begin with J: the letters drawn on each pawn are its own."""
    s = new(4)
    s.spaces = ["b8", "d3", "g6", "d2", "a10", "f4", "c7", "e9"]
    view = game.view(s, None)
    with recording_sizes() as drawn:
        board.image(view)
    marks = [pawn.mark for pawn in view.board.pawns]
    assert len(set(marks)) == len(marks) == 8
    texts = [d.text for d in drawn]
    assert all(texts.count(mark) >= 1 for mark in marks)


def test_a_pawn_and_a_path_never_cover_a_space_name(
    game: Goosebumps, board: GoosebumpsBoard
) -> None:
    """The Exit's and the Crypt's names stay whole with pawns on them and a path through them."""
    empty = new(2)
    empty.phase = AFTER
    crowded = walked(["d4", "d3", "d2", "d1"], pawn=0)
    crowded.spaces[1] = crowded.spaces[2] = "d2"
    before = board.image(game.view(empty, None)).convert("RGB")
    after = board.image(game.view(crowded, None)).convert("RGB")
    for space in ("d2", "d1"):
        letters = ink_inside(before, cell_centre(board.board, space), board_cell(board))
        assert letters, f"no name drawn on {space}"
        assert all(after.getpixel(p) == before.getpixel(p) for p in letters), space


def board_cell(board: GoosebumpsBoard) -> float:
    (ax, _), (bx, _) = cell_centre(board.board, "c5"), cell_centre(board.board, "d5")
    return bx - ax


def ink_inside(image: Image.Image, centre: tuple[float, float], cell: float) -> list[tuple]:
    """The pixels of the lettering inside a cell, away from its rim: dark letters on a light
    space, white ones on a dark space."""
    x, y = centre
    inner = cell / 2 - 8
    return [
        (px, py)
        for px in range(round(x - inner), round(x + inner))
        for py in range(round(y - inner), round(y + inner))
        if not 150 <= sum(image.getpixel((px, py))) <= 690
    ]


@pytest.mark.slow
def test_a_game_uploads_little(game: Goosebumps, board: GoosebumpsBoard) -> None:
    """A long four-player game posts about 140 frames (two a turn): at under 31 KB a frame on
    average (zlib level 6, the level every board encodes at for speed), and never much more,
    its uploads with the recap stay under 5 MB."""
    s, trail = play(game, new(4, seed=1), random.Random(1))
    views = [game.view(step[2], None) for step in trail if step[0] != "expire"]
    views.append(dataclasses.replace(game.view(s, None), outcome=game.outcome(s)))
    sizes = [len(board.png(view)) for view in views]
    assert sum(sizes) / len(sizes) < 31_000 and max(sizes) < 35_000, (sum(sizes), max(sizes))
