"""What a Cheat Street game uploads: a new board for every position the table shows, each a
light PNG, so a six-player game stays under 5 MB; a frame drawn before is not drawn again."""

from __future__ import annotations

import pytest

from bot.catalog import Catalog
from bot.turns import board_key
from cogs.drawings import GameDrawings
from renderers.cheat_street import CheatStreetBoard
from renderers.cheat_street import board as board_module
from tests.renderers.cheat_street_positions import make_view, play, public

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


@pytest.mark.parametrize("seed", [1, 2])
def test_a_six_player_game_uploads_under_5_mb(board: CheatStreetBoard, seed: int) -> None:
    count, total = uploads(board, 6, seed)
    assert total < LIMIT, f"{count} boards, {total / 1e6:.1f} MB"
    assert total / count < 45_000, "a board weighs more than a phone needs"


def test_a_frame_drawn_before_is_not_drawn_again(
    board: CheatStreetBoard, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = make_view(["s12", "s40", "s50"], phase_text="Ben may call Ana out, again")
    first = board.png(view)
    monkeypatch.setattr(board_module, "draw_path", _never)
    assert board.png(view) == first


def _never(*args: object) -> None:
    raise AssertionError("drawn again")
