"""What the Scavenger Hunt boards hold: each field's meaning and each seat's secrets (that every
board part is a frozen struct keyed and pickled whole is checked for every game in
``tests/conformance/test_boards.py``)."""

from __future__ import annotations

import pytest

from bot.games.scavenger_hunt.boards import Badge, PublicBoard, SeatBoard, SeatHand
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import LISTING, ScavengerState
from tests.renderers.scavenger_hunt_positions import played, rules


@pytest.fixture(scope="module")
def game() -> ScavengerHunt:
    return rules()


@pytest.fixture(scope="module")
def states() -> list[ScavengerState]:
    return [state for state, _ in played(4, 1)]


def busy(game: ScavengerHunt, states: list[ScavengerState]) -> ScavengerState:
    """A count under way with every part of the board shown: dice, letters and a last count."""
    return next(
        s for s in states if s.dice and s.last_mover is not None and game.view(s, None).board.badges
    )


def test_the_public_board_is_the_declared_struct_with_each_players_side(
    game: ScavengerHunt, states: list[ScavengerState]
) -> None:
    s = busy(game, states)
    board = game.view(s, None).board
    assert isinstance(board, PublicBoard) and len(board.seats) == 4
    for seat, side in enumerate(board.seats):
        assert side == SeatBoard(
            colour=s.colours[seat],
            position=s.positions[seat],
            hand_size=len(s.hands[seat]),
            items=tuple(s.items[seat]),
            rooms=tuple(s.rooms[seat]),
            collected=s.collected[seat],
            unplaced=tuple(s.unplaced[seat]),
        )
    assert board.badges == tuple(Badge(space, letter) for space, letter in game.badges(s).items())
    with pytest.raises(AttributeError):
        board.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _ = board.positions  # type: ignore[attr-defined]


def test_a_seats_own_view_carries_her_cards_and_the_disc_she_is_placing(
    game: ScavengerHunt,
) -> None:
    state = game.setup(["Ana", "Ben", "Chloë"], 5, {})
    assert state.phase == LISTING
    disc = state.unplaced[1][0]
    state, _ = game.apply(state, 1, f"place:{disc}")
    assert game.view(state, 1).private_board == SeatHand(tuple(state.hands[1]), disc)
    assert game.view(state, 0).private_board == SeatHand(tuple(state.hands[0]), None)
    assert not game.view(state, None).private_board
