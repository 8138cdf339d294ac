"""The Cheat Street views carry declared boards: frozen structs whose fields the pictures and the
computer read, whose ``repr`` keys the board image, and which travel to the render workers."""

from __future__ import annotations

import pickle

import msgspec
import pytest
from msgspec import structs

from bot.engine import View
from bot.games.cheat_street.boards import Badge, PublicBoard, SeatBoard, SeatGoal, Walk
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CheatStreetState
from bot.turns import board_key
from tests.renderers.cheat_street_positions import play, rules

DECLARED = (SeatBoard, Walk, Badge, PublicBoard, SeatGoal)


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return rules()


@pytest.fixture(scope="module")
def states() -> list[CheatStreetState]:
    return play(4, 1)


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_every_board_part_is_a_frozen_struct(declared: type[msgspec.Struct]) -> None:
    assert issubclass(declared, msgspec.Struct) and declared.__struct_config__.frozen


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_a_board_part_without_a_field_is_refused(declared: type[msgspec.Struct]) -> None:
    """No field has a default: a view that forgets one fails where it is built."""
    with pytest.raises(TypeError, match="Missing required argument"):
        declared()


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


def test_the_board_key_is_the_same_for_the_same_position_and_names_every_field(
    game: CheatStreet, states: list[CheatStreetState]
) -> None:
    """The image key is the view's ``repr``: built twice it is the same, and every declared
    field of the board shows in it, so no change of a field can keep an old picture."""
    for state in states[::10]:
        assert repr(game.view(state, None)) == repr(game.view(state, None))
    busy = next(s for s in states if s.last_mover is not None and game.view(s, None).board.badges)
    shown = repr(game.view(busy, None))
    for declared in (SeatBoard, Walk, Badge, PublicBoard):
        for name in declared.__struct_fields__:
            assert f"{name}=" in shown, (declared.__name__, name)


def test_a_change_of_any_field_changes_the_board_key(
    game: CheatStreet, states: list[CheatStreetState]
) -> None:
    """Each field of a player's pawn, of the last walk, of a badge and of the board, changed
    alone, makes a new key."""
    full = next(
        s
        for s in states
        if s.roll is not None and s.last_mover is not None and game.view(s, None).board.badges
    )
    view = game.view(full, None)
    board = view.board
    assert board.last_move is not None
    side, walk, badge = board.seats[0], board.last_move, board.badges[0]
    boards = [
        structs.replace(board, seats=(changed, *board.seats[1:])) for changed in _each_changed(side)
    ]
    boards += [structs.replace(board, last_move=changed) for changed in _each_changed(walk)]
    boards += [
        structs.replace(board, badges=(changed, *board.badges[1:]))
        for changed in _each_changed(badge)
    ]
    boards += [
        structs.replace(board, **{name: _other(getattr(board, name))})
        for name in PublicBoard.__struct_fields__
    ]
    boards.append(board)
    keys = {board_key(View(view.game, None, view.players, view.active, "", b)) for b in boards}
    fields = sum(len(declared.__struct_fields__) for declared in (SeatBoard, Walk, Badge))
    assert len(keys) == len(boards) == fields + len(PublicBoard.__struct_fields__) + 1


def _each_changed(part: msgspec.Struct) -> list[msgspec.Struct]:
    """``part`` once for each of its fields, with that field alone changed."""
    return [
        structs.replace(part, **{name: _other(getattr(part, name))})
        for name in part.__struct_fields__
    ]


def _other(value: object) -> object:
    """A value of a field's type unlike ``value``."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, tuple):
        return value[:-1] if value else (1,)
    if value is None:
        return 7
    return None


def test_a_view_reaches_a_render_worker_as_it_is(
    game: CheatStreet, states: list[CheatStreetState]
) -> None:
    """Views are pickled to the render workers: a typed board comes back equal, same key."""
    for state in states[::25]:
        for seat in (None, 0):
            view = game.view(state, seat)
            back = pickle.loads(pickle.dumps(view))
            assert back == view and repr(back) == repr(view)
