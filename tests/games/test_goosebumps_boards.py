"""The Goosebumps views carry declared boards: frozen structs whose fields the pictures and the
computer read, whose ``repr`` keys the board image, and which travel to the render workers."""

from __future__ import annotations

import pickle
import random

import msgspec
import pytest
from msgspec import structs

from bot.engine import ReactionWindow, View
from bot.games.goosebumps.boards import (
    ComingPit,
    Move,
    PawnBoard,
    PawnCards,
    PublicBoard,
    SavedCards,
)
from bot.games.goosebumps.state import Brink, GooseState
from bot.turns import board_key
from tests.games.goosebumps_helpers import card, game, give, new
from tests.games.goosebumps_play import play

DECLARED = (PawnBoard, ComingPit, Move, PublicBoard, PawnCards, SavedCards)
SARI, GABE, TERRI, JERRY = 0, 1, 2, 3


@pytest.fixture(scope="module")
def states() -> list[GooseState]:
    """Every position of two seeded games, at four players and at two."""
    played: list[GooseState] = []
    for players, seed in ((4, 3), (2, 5)):
        _, trail = play(game(), new(players, seed=seed), random.Random(seed), limit=400)
        played += [step[2] for step in trail if step[0] != "expire"]
    return played


def at_the_brink() -> GooseState:
    """A pit about to open under Terri while Ben may still jump: every part of the board set
    (a Monster on Jerry, cards saved under Sari and Terri, the last move, the coming pit)."""
    s = new(4)
    s.spaces[TERRI] = "c8"
    give(s, SARI, card("jump"))
    give(s, TERRI, card("ring"))
    s.monster[JERRY] = card("monster")
    s.deck.cards.remove(s.monster[JERRY])
    s.number, s.symbol = 3, "mummy"
    s.last_pawn, s.last_path = SARI, ["a7", "a8", "b8"]
    s.phase, s.brink = "brink", Brink(platform=0, to=2, resume="move")
    s.window = ReactionWindow(seats=[1])
    return s


@pytest.mark.parametrize("declared", DECLARED, ids=lambda struct: struct.__name__)
def test_every_board_part_is_a_frozen_struct(declared: type[msgspec.Struct]) -> None:
    assert issubclass(declared, msgspec.Struct) and declared.__struct_config__.frozen


def test_the_public_board_is_the_declared_struct_with_every_pawn() -> None:
    s = at_the_brink()
    board = game().view(s, None).board
    assert isinstance(board, PublicBoard) and len(board.pawns) == 8
    assert board.pawns[TERRI] == PawnBoard(
        seat=1, name="Terri", mark="Te", space="c8", monster=False, saved=1
    )
    assert board.pawns[JERRY].monster and board.pawns[SARI].saved == 1
    assert board.brink == ComingPit(platform=0, to=2, resume="move", waiting=(1,))
    assert board.last_move == Move(pawn=SARI, path=("a7", "a8", "b8"))
    assert (board.number, board.symbol, board.tombs) == (3, "mummy", tuple(s.tombs))
    with pytest.raises(AttributeError):
        board.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _ = board.saved  # type: ignore[attr-defined]


def test_a_board_missing_a_field_is_refused() -> None:
    """No field has a default: a view that forgets one fails where it builds the board."""
    with pytest.raises(TypeError):
        PawnBoard(seat=0, name="Sari", mark="Sa", space=None, monster=False)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        ComingPit(platform=0, to=2, resume="move")  # type: ignore[call-arg]


def test_no_coming_pit_and_no_last_move_are_none() -> None:
    board = game().view(new(), None).board
    assert board.brink is None and board.last_move is None and board.pending is None


def test_a_seats_own_view_carries_its_saved_cards_and_the_public_one_none() -> None:
    s = at_the_brink()
    own = game().view(s, 0).private_board
    assert isinstance(own, SavedCards)
    assert [pawn.name for pawn in own.pawns] == ["Sari", "Gabe"]
    assert own.pawns[0].cards == (game().cards[card("jump")],) and own.pawns[1].cards == ()
    theirs = game().view(s, 1).private_board
    assert isinstance(theirs, SavedCards)
    assert [c.effect for pawn in theirs.pawns for c in pawn.cards] == ["ring"]
    assert not game().view(s, None).private_board


def test_a_fallen_pawn_shows_fallen_in_its_seats_own_view() -> None:
    s = new()
    s.spaces[GABE] = ""
    own = game().view(s, 0).private_board
    assert isinstance(own, SavedCards)
    assert [pawn.fallen for pawn in own.pawns] == [False, True]
    assert game().view(s, None).board.pawns[GABE].space is None


def test_the_board_key_is_the_same_for_the_same_position_and_names_every_field(
    states: list[GooseState],
) -> None:
    """The image key is the view's ``repr``: built twice it is the same, and every declared
    field of the board shows in it, so no change of a field can keep an old picture."""
    for state in states[::10]:
        assert repr(game().view(state, None)) == repr(game().view(state, None))
    shown = repr(game().view(at_the_brink(), None))
    for declared in (PawnBoard, ComingPit, Move, PublicBoard):
        for name in declared.__struct_fields__:
            assert f"{name}=" in shown, (declared.__name__, name)


def test_a_change_of_any_field_changes_the_board_key() -> None:
    """Each field of a pawn, of the coming pit, of the last move and of the board, changed
    alone, makes a new key."""
    view = game().view(at_the_brink(), None)
    board = view.board
    assert board.brink is not None and board.last_move is not None
    pawn, pit, move = board.pawns[TERRI], board.brink, board.last_move
    boards = [
        structs.replace(board, pawns=_with(board.pawns, TERRI, _changed(pawn, name)))
        for name in PawnBoard.__struct_fields__
    ]
    boards += [structs.replace(board, brink=_changed(pit, name)) for name in pit.__struct_fields__]
    boards += [
        structs.replace(board, last_move=_changed(move, name)) for name in move.__struct_fields__
    ]
    boards += [
        structs.replace(board, **{name: _other(getattr(board, name))})
        for name in PublicBoard.__struct_fields__
    ]
    boards.append(board)
    keys = {board_key(View(view.game, None, view.players, view.active, "", b)) for b in boards}
    fields = (PawnBoard, ComingPit, Move, PublicBoard)
    assert len(keys) == len(boards) == sum(len(f.__struct_fields__) for f in fields) + 1


def _changed(part: msgspec.Struct, name: str) -> msgspec.Struct:
    return structs.replace(part, **{name: _other(getattr(part, name))})


def _with(pawns: tuple[PawnBoard, ...], index: int, pawn: object) -> tuple[object, ...]:
    return (*pawns[:index], pawn, *pawns[index + 1 :])


def _other(value: object) -> object:
    """A value of a field's type unlike ``value``."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, tuple) and value:
        return value[:-1]
    if isinstance(value, tuple):
        return (0,)
    if isinstance(value, dict):
        return {**value, "a1": "9"}
    if value is None:
        return "c8"
    return None


def test_a_view_reaches_a_render_worker_as_it_is(states: list[GooseState]) -> None:
    """Views are pickled to the render workers: a typed board comes back equal, same key."""
    for state in [at_the_brink(), *states[::25]]:
        for seat in (None, 0, 1):
            view = game().view(state, seat)
            back = pickle.loads(pickle.dumps(view))
            assert back == view and repr(back) == repr(view)
