"""What the Sweet Valley High boards hold: each field's meaning and each seat's secrets (that every
board part is a frozen struct keyed and pickled whole is checked for every game in
``tests/conformance/test_boards.py``)."""

from __future__ import annotations

import pytest
from msgspec import structs

from bot.games.sweet_valley_high.boards import (
    FACE_DOWN,
    HIDDEN,
    Peek,
    PublicBoard,
    SeatSecrets,
)
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import read_peek
from tests.games.svh_helpers import game, give, start
from tests.renderers.sweet_valley_high_positions import played


@pytest.fixture(scope="module")
def rules() -> SweetValleyHigh:
    return game()


@pytest.fixture(scope="module")
def states() -> list[SvhState]:
    return played(1, 4)


def test_the_public_board_is_the_declared_struct_with_each_players_scoreboard(
    rules: SweetValleyHigh, states: list[SvhState]
) -> None:
    s = next(s for s in states if any(s.items) and all(s.characters))
    board = rules.view(s, None).board
    assert isinstance(board, PublicBoard) and len(board.scoreboards) == 4
    for seat, side in enumerate(board.scoreboards):
        assert side.character == s.characters[seat] and side.items == tuple(s.items[seat])
    assert [c.room for c in board.rooms] == list(s.rooms)
    with pytest.raises(AttributeError):
        board.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _ = board.positions[0].space  # type: ignore[attr-defined]


def test_a_boyfriend_nobody_else_saw_lies_face_down_on_the_public_scoreboard(
    rules: SweetValleyHigh,
) -> None:
    s = give(start(), 1, "todd")
    s.seen[1] = False
    assert rules.view(s, None).board.scoreboards[1].boyfriend == HIDDEN
    own = rules.view(s, 1).private_board
    assert isinstance(own, SeatSecrets) and own.boyfriend == "todd"


def test_a_seats_own_view_carries_her_peek_as_room_and_card_and_the_public_one_none(
    rules: SweetValleyHigh, states: list[SvhState]
) -> None:
    s = next(s for s in states if s.peeks[0])
    own = rules.view(s, 0).private_board
    told = read_peek(rules.school, s.peeks[0])
    assert isinstance(own, SeatSecrets) and told is not None
    assert own.peek == Peek(*told)
    assert not rules.view(s, None).private_board


def test_the_board_after_the_turn_is_the_same_struct_with_the_shown_card_face_down(
    rules: SweetValleyHigh,
) -> None:
    for s in played(2, 3):
        view = rules.view(s, None)
        if view.board_after_turn is None:
            continue
        after = view.board_after_turn
        assert isinstance(after, PublicBoard)
        assert structs.replace(after, rooms=view.board.rooms) == view.board
        changed = [a for a, b in zip(after.rooms, view.board.rooms, strict=True) if a != b]
        assert changed and all(c.shown == FACE_DOWN for c in changed)
        return
    pytest.fail("no position showed a card to all")
