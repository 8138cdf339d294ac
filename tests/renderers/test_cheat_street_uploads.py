"""What a Cheat Street game uploads: a new board for every position the table shows, each a
light PNG, so a six-player game stays under 5 MB, and never the same picture twice in a row."""

from __future__ import annotations

import pytest

from bot.catalog import Catalog
from bot.turns import board_key
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from tests.renderers.cheat_street_positions import play, public

LIMIT = 5_000_000


@pytest.fixture(scope="module")
def board(games: Catalog) -> CheatStreetBoard:
    drawn = GameDrawings.of(games.entry("cheat-street")).board
    assert isinstance(drawn, CheatStreetBoard)
    return drawn


def uploads(board: CheatStreetBoard, players: int, seed: int) -> tuple[int, int]:
    """The boards a seeded game shows one after another (a new one whenever the public view
    changes, as the table uploads them): how many, and their bytes."""
    shown, count, total = None, 0, 0
    for state in play(players, seed):
        view = public(state)
        if board_key(view) != shown:
            shown = board_key(view)
            count += 1
            total += len(board.png(view))
    return count, total


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_a_six_player_game_uploads_under_5_mb(board: CheatStreetBoard, seed: int) -> None:
    count, total = uploads(board, 6, seed)
    assert total < LIMIT, f"{count} boards, {total / 1e6:.1f} MB"
    assert total / count < 45_000, "a board weighs more than a phone needs"


def test_a_new_board_is_uploaded_only_when_the_drawing_changed(board: CheatStreetBoard) -> None:
    """The table uploads a board whenever the public view changes (bot/turns.py's board key):
    every such change of a Cheat Street view changes what is drawn, so no upload repeats the
    picture before it."""
    for players, seed in ((3, 1), (6, 2)):
        shown, drawn = None, None
        for state in play(players, seed):
            view = public(state)
            if board_key(view) != shown:
                shown = board_key(view)
                assert board.drawing(view) != drawn, "the same picture uploaded again"
                drawn = board.drawing(view)
