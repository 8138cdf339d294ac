"""What the Cheat Street boards hold: each field's meaning and each seat's secrets (that every
board part is a frozen struct keyed and pickled whole is checked for every game in
``tests/conformance/test_boards.py``)."""

from __future__ import annotations

import pytest

from bot.games.cheat_street.boards import PublicBoard, SeatBoard, SeatGoal
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CheatStreetState
from tests.renderers.cheat_street_positions import play, rules


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return rules()


@pytest.fixture(scope="module")
def states() -> list[CheatStreetState]:
    return play(4, 1)


def test_the_public_board_is_the_declared_struct_with_each_players_pawn(
    game: CheatStreet, states: list[CheatStreetState]
) -> None:
    s = states[0]
    board = game.view(s, None).board
    assert isinstance(board, PublicBoard) and len(board.seats) == 4
    for seat, side in enumerate(board.seats):
        assert side == SeatBoard(s.positions[seat], s.punished[seat], s.scores[seat], made="")
    with pytest.raises(AttributeError):
        board.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _ = board.positions  # type: ignore[attr-defined]


def test_a_seats_own_view_carries_its_goal_card_and_the_public_one_none(
    game: CheatStreet, states: list[CheatStreetState]
) -> None:
    s = states[0]
    own = game.view(s, 2).private_board
    assert isinstance(own, SeatGoal)
    assert own.goal == s.hands[2] and own.tile == game.board.goal_tile(s.hands[2])
    assert own.name == game.board.goal(s.hands[2]).name and own.where
    assert not game.view(s, None).private_board
