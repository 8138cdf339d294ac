"""What the Rivals boards hold: each field's meaning and each seat's secrets (that every
board part is a frozen struct keyed and pickled whole is checked for every game in
``tests/conformance/test_boards.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.life_rivals.boards import (
    HeldCareer,
    PublicBoard,
    SeatCards,
)
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.state import CAREER, GOSSIP, RivalsState
from tests.games.loading import load_game
from tests.renderers.life_rivals_positions import play

DATA = Path(__file__).resolve().parents[2] / "data" / "life-rivals"


@pytest.fixture(scope="module")
def game() -> LifeRivals:
    return load_game(LifeRivals, DATA)


@pytest.fixture(scope="module")
def states(game: LifeRivals) -> list[RivalsState]:
    return play(game, 4).states


def started(game: LifeRivals) -> RivalsState:
    """Both careers kept, the first turn about to begin."""
    s = game.setup(["Ana", "Ben"], 1, {})
    for seat in (0, 1):
        s, _ = game.apply(s, seat, f"keep:{s.dealt[seat][0]}")
    return s


def test_the_public_board_is_the_declared_struct_with_each_players_side(
    game: LifeRivals,
) -> None:
    s = started(game)
    board = game.view(s, None).board
    assert isinstance(board, PublicBoard) and len(board.seats) == 2
    for seat, side in enumerate(board.seats):
        career = game.box.career(s.careers[seat])
        assert side.career == HeldCareer(career.name, career.salary)
        assert (side.position, side.cash, side.hand_size) == (0, s.cash[seat], 5)
        assert side.table == () and not side.retired
    with pytest.raises(AttributeError):
        board.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _ = board.hand_sizes  # type: ignore[attr-defined]


def test_a_seats_own_view_carries_her_cards_and_the_public_one_none(
    game: LifeRivals, states: list[RivalsState]
) -> None:
    dealing = game.setup(["Ana", "Ben"], 1, {})
    own = game.view(dealing, 0).private_board
    assert isinstance(own, SeatCards) and dealing.phase == CAREER
    assert [career.key for career in own.careers] == dealing.dealt[0]
    assert [card.key for card in own.hand] == dealing.hands[0] and own.gossip == ()
    assert not game.view(dealing, None).private_board
    picking = next(s for s in states if s.phase == GOSSIP)
    peek = game.view(picking, picking.active).private_board
    assert isinstance(peek, SeatCards)
    assert [card.key for card in peek.gossip] == picking.hands[1 - picking.active]
