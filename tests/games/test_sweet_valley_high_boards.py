"""The Sweet Valley High views carry declared boards: frozen structs whose fields the pictures and
the computer read, whose ``repr`` keys the board image, and which travel to the render workers."""

from __future__ import annotations

import pickle

import msgspec
import pytest
from msgspec import structs

from bot.engine import View
from bot.games.sweet_valley_high.boards import (
    FACE_DOWN,
    HIDDEN,
    Badge,
    Classroom,
    Peek,
    PublicBoard,
    Scoreboard,
    SeatSecrets,
    Walk,
)
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import read_peek
from bot.turns import board_key
from tests.games.svh_helpers import game, give, start
from tests.renderers.sweet_valley_high_positions import played

DECLARED = (Classroom, Scoreboard, Badge, Walk, PublicBoard, Peek, SeatSecrets)
PUBLIC_PARTS = (Classroom, Scoreboard, Badge, Walk)


@pytest.fixture(scope="module")
def rules() -> SweetValleyHigh:
    return game()


@pytest.fixture(scope="module")
def states() -> list[SvhState]:
    return played(1, 4)


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_every_board_part_is_a_frozen_struct(declared: type[msgspec.Struct]) -> None:
    assert issubclass(declared, msgspec.Struct) and declared.__struct_config__.frozen


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_a_board_part_without_a_field_is_refused(declared: type[msgspec.Struct]) -> None:
    """No field has a default: a view that forgets one fails where it is built."""
    with pytest.raises(TypeError, match="Missing required argument"):
        declared()


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


def test_the_board_key_is_the_same_for_the_same_position_and_names_every_field(
    rules: SweetValleyHigh, states: list[SvhState]
) -> None:
    """The image key is the view's ``repr``: built twice it is the same, and every declared
    field of the board shows in it, so no change of a field can keep an old picture."""
    for state in states[::10]:
        assert repr(rules.view(state, None)) == repr(rules.view(state, None))
    busy = next(s for s in states if s.last_mover is not None and rules.view(s, None).board.badges)
    shown = repr(rules.view(busy, None))
    for declared in (*PUBLIC_PARTS, PublicBoard):
        for name in declared.__struct_fields__:
            assert f"{name}=" in shown, (declared.__name__, name)


def test_a_change_of_any_field_changes_the_board_key(
    rules: SweetValleyHigh, states: list[SvhState]
) -> None:
    """Each field of a classroom, a scoreboard, a badge, the last walk and the board, changed
    alone, makes a new key."""
    full = next(
        s
        for s in states
        if s.last_mover is not None and all(s.characters) and rules.view(s, None).board.badges
    )
    view = rules.view(full, None)
    board = view.board
    assert board.last_move is not None
    room, side, badge = board.rooms[0], board.scoreboards[0], board.badges[0]
    boards = [
        structs.replace(board, rooms=(changed, *board.rooms[1:])) for changed in _each_changed(room)
    ]
    boards += [
        structs.replace(board, scoreboards=(changed, *board.scoreboards[1:]))
        for changed in _each_changed(side)
    ]
    boards += [
        structs.replace(board, badges=(changed, *board.badges[1:]))
        for changed in _each_changed(badge)
    ]
    boards += [
        structs.replace(board, last_move=changed) for changed in _each_changed(board.last_move)
    ]
    boards += [
        structs.replace(board, **{name: _other(getattr(board, name))})
        for name in PublicBoard.__struct_fields__
    ]
    boards.append(board)
    keys = {board_key(View(view.game, None, view.players, view.active, "", b)) for b in boards}
    fields = sum(len(declared.__struct_fields__) for declared in PUBLIC_PARTS)
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
    rules: SweetValleyHigh, states: list[SvhState]
) -> None:
    """Views are pickled to the render workers: a typed board comes back equal, same key."""
    for state in states[::25]:
        for seat in (None, 0):
            view = rules.view(state, seat)
            back = pickle.loads(pickle.dumps(view))
            assert back == view and repr(back) == repr(view)
