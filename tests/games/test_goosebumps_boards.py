"""What the Goosebumps boards hold: each field's meaning and each seat's secrets (that every
board part is a frozen struct keyed and pickled whole is checked for every game in
``tests/conformance/test_boards.py``)."""

from __future__ import annotations

import pytest

from bot.engine import ReactionWindow
from bot.games.goosebumps.boards import (
    ComingPit,
    Move,
    PawnBoard,
    PublicBoard,
    SavedCards,
)
from bot.games.goosebumps.state import Brink, GooseState
from tests.games.goosebumps_helpers import card, game, give, new

SARI, GABE, TERRI, JERRY = 0, 1, 2, 3


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
