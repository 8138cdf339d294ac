"""Goosebumps' own measure reads the typed board: the pawns still standing, and how near the
Crypt the best of them is, a pawn with a Ring saved under it counting most."""

from __future__ import annotations

from dataclasses import replace

import pytest
from msgspec import structs

from bot.ai.goosebumps import NEAR, RING, STANDING, WALK, advance, ringed_pawns, to_crypt
from bot.games.goosebumps.boards import GooseView, PawnBoard, PawnCards, SavedCards
from tests.games.goosebumps_helpers import card, game, new

SARI, GABE = 0, 1


def with_pawn(view: GooseView, pawn: int, **changes: object) -> GooseView:
    pawns = list(view.board.pawns)
    pawns[pawn] = structs.replace(pawns[pawn], **changes)
    return replace(view, board=structs.replace(view.board, pawns=tuple(pawns)))


def holding(own: GooseView, pawn_name: str, effect: str) -> GooseView:
    """Seat 0's own view with a card of ``effect`` saved under ``pawn_name`` only."""
    held = (game().cards[card(effect)],)
    pawns = tuple(
        PawnCards(name, False, held if name == pawn_name else ()) for name in ("Sari", "Gabe")
    )
    return replace(own, private_board=SavedCards(pawns))


def test_a_ring_is_told_by_its_effect_in_the_seats_own_cards() -> None:
    own = game().view(new(), 0)
    assert ringed_pawns(holding(own, "Gabe", "ring")) == {"Gabe"}
    assert ringed_pawns(holding(own, "Gabe", "jump")) == frozenset()
    assert ringed_pawns(game().view(new(), None)) == frozenset()


def test_a_ringed_pawn_near_the_crypt_counts_most_unless_a_monster() -> None:
    public = game().view(new(), None)
    own = holding(game().view(new(), 0), "Gabe", "ring")
    crypt = game().board.crypt
    near = with_pawn(public, GABE, space=crypt)
    standing = 2 * STANDING
    assert to_crypt()[crypt] == 0
    assert advance(near, own) == pytest.approx(min(1.0, standing + RING + NEAR))
    assert advance(with_pawn(near, GABE, monster=True), own) == pytest.approx(standing + WALK)
    assert advance(with_pawn(near, SARI, space=None), own) == pytest.approx(STANDING + RING + NEAR)


def test_a_pawn_that_fell_no_longer_stands() -> None:
    public = game().view(new(), None)
    own = game().view(new(), 0)
    gone = with_pawn(with_pawn(public, SARI, space=None), GABE, space=None)
    assert advance(gone, own) == 0
    assert isinstance(public.board.pawns[SARI], PawnBoard)
