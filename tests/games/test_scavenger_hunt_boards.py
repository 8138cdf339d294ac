"""The Scavenger Hunt views carry declared boards: frozen structs whose fields the pictures and
the computer read, whose ``repr`` keys the board image, and which travel to the render workers."""

from __future__ import annotations

import pickle

import msgspec
import pytest
from msgspec import structs

from bot.engine import View
from bot.games.scavenger_hunt.boards import Badge, PublicBoard, SeatBoard, SeatHand, Walk
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import LISTING, ScavengerState
from bot.turns import board_key
from tests.renderers.scavenger_hunt_positions import played, rules

DECLARED = (SeatBoard, Walk, Badge, PublicBoard, SeatHand)


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


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_every_board_part_is_a_frozen_struct(declared: type[msgspec.Struct]) -> None:
    assert issubclass(declared, msgspec.Struct) and declared.__struct_config__.frozen


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_a_board_part_without_a_field_is_refused(declared: type[msgspec.Struct]) -> None:
    """No field has a default: a view that forgets one fails where it is built."""
    with pytest.raises(TypeError, match="Missing required argument"):
        declared()


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


def test_the_board_key_is_the_same_for_the_same_position_and_names_every_field(
    game: ScavengerHunt, states: list[ScavengerState]
) -> None:
    """The image key is the view's ``repr``: built twice it is the same, and every declared
    field of the board shows in it, so no change of a field can keep an old picture."""
    for state in states[::10]:
        assert repr(game.view(state, None)) == repr(game.view(state, None))
    shown = repr(game.view(busy(game, states), None))
    for declared in (SeatBoard, Walk, Badge, PublicBoard):
        for name in declared.__struct_fields__:
            assert f"{name}=" in shown, (declared.__name__, name)


def test_a_change_of_any_field_changes_the_board_key(
    game: ScavengerHunt, states: list[ScavengerState]
) -> None:
    """Each field of a player's side, of the last count, of a badge and of the board, changed
    alone, makes a new key."""
    view = game.view(busy(game, states), None)
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
        return value[:-1] if value else ("x",)
    if value is None:
        return 7
    return None


def test_a_view_reaches_a_render_worker_as_it_is(
    game: ScavengerHunt, states: list[ScavengerState]
) -> None:
    """Views are pickled to the render workers: a typed board comes back equal, same key."""
    for state in states[::25]:
        for seat in (None, 0):
            view = game.view(state, seat)
            back = pickle.loads(pickle.dumps(view))
            assert back == view and repr(back) == repr(view)
