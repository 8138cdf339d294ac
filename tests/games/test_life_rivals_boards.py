"""The Rivals views carry declared boards: frozen structs whose fields the pictures and the
computer read, whose ``repr`` keys the board image, and which travel to the render workers."""

from __future__ import annotations

import pickle
from pathlib import Path

import msgspec
import pytest
from msgspec import structs

from bot.engine import View
from bot.games.life_rivals.boards import (
    HeldCareer,
    Move,
    OnTable,
    PublicBoard,
    SeatBoard,
    SeatCards,
)
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.state import CAREER, GOSSIP, RivalsState
from bot.turns import board_key
from tests.games.loading import load_game
from tests.renderers.life_rivals_positions import play

DATA = Path(__file__).resolve().parents[2] / "data" / "life-rivals"
DECLARED = (HeldCareer, OnTable, Move, SeatBoard, PublicBoard, SeatCards)


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


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_every_board_part_is_a_frozen_struct(declared: type[msgspec.Struct]) -> None:
    assert issubclass(declared, msgspec.Struct) and declared.__struct_config__.frozen


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


def test_the_board_key_is_the_same_for_the_same_position_and_names_every_field(
    game: LifeRivals, states: list[RivalsState]
) -> None:
    """The image key is the view's ``repr``: built twice it is the same, and every declared
    field of the board shows in it, so no change of a field can keep an old picture."""
    for state in states[::10]:
        assert repr(game.view(state, None)) == repr(game.view(state, None))
    moved = next(s for s in states if s.last_path and any(s.table) and s.careers[0])
    shown = repr(game.view(moved, None))
    for declared in (HeldCareer, OnTable, Move, SeatBoard, PublicBoard):
        for name in declared.__struct_fields__:
            assert f"{name}=" in shown, (declared.__name__, name)


def test_a_change_of_any_field_changes_the_board_key(
    game: LifeRivals, states: list[RivalsState]
) -> None:
    """Each field of a player's side and of the board, changed alone, makes a new key."""
    full = next(s for s in states if s.spin and s.last_path and s.table[0] and s.careers[0])
    view = game.view(full, None)
    side = view.board.seats[0]
    changed_sides = [
        structs.replace(side, **{name: _other(getattr(side, name))})
        for name in SeatBoard.__struct_fields__
    ]
    boards = [structs.replace(view.board, seats=(s, view.board.seats[1])) for s in changed_sides]
    boards += [
        structs.replace(view.board, **{name: _other(getattr(view.board, name))})
        for name in PublicBoard.__struct_fields__
        if name != "seats"
    ]
    boards.append(view.board)
    keys = {board_key(View(view.game, None, view.players, view.active, "", b)) for b in boards}
    assert len(keys) == len(boards) == len(SeatBoard.__struct_fields__) + 9


def _other(value: object) -> object:
    """A value of a field's type unlike ``value``."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return "over" if value != "over" else "turn"
    if isinstance(value, tuple) and value:
        return value[:-1]
    if value is None:
        return 7
    return None


def test_a_view_reaches_a_render_worker_as_it_is(
    game: LifeRivals, states: list[RivalsState]
) -> None:
    """Views are pickled to the render workers: a typed board comes back equal, same key."""
    for state in states[::25]:
        for seat in (None, 0):
            view = game.view(state, seat)
            back = pickle.loads(pickle.dumps(view))
            assert back == view and repr(back) == repr(view)
