"""Cheat Street's own measure reads the typed boards: the seat's score, its punishment marker,
and how near its pawn stands to the tile of the goal card on its own board."""

from __future__ import annotations

from dataclasses import replace

import pytest
from msgspec import structs

from bot.ai.cheat_street import FAR, PUNISHMENT, REVEAL, TARGET, advance, road
from bot.games.cheat_street.boards import CheatStreetView, SeatGoal
from bot.games.cheat_street.rules import CheatStreet
from tests.platform.catalog import registered_games


def game() -> CheatStreet:
    rules = registered_games().rules("cheat-street")
    assert isinstance(rules, CheatStreet)
    return rules


def with_side(view: CheatStreetView, seat: int, **changes: object) -> CheatStreetView:
    seats = list(view.board.seats)
    seats[seat] = structs.replace(seats[seat], **changes)
    return replace(view, board=structs.replace(view.board, seats=tuple(seats)))


def views() -> tuple[CheatStreetView, CheatStreetView]:
    """The public view at the deal and seat 0's own view."""
    rules = game()
    state = rules.setup(["Ana", "Ben", "Cy"], 1, {})
    return rules.view(state, None), rules.view(state, 0)


def test_a_pawn_nearer_its_goal_tile_is_further_along() -> None:
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    tile = own.private_board.tile
    near = next(space for space, steps in road(tile).items() if steps == 1)
    far, most = max(road(tile).items(), key=lambda pair: pair[1])
    shown = [advance(with_side(public, 0, position=space), own) for space in (near, far)]
    assert shown == [REVEAL * (1 - steps / FAR) / TARGET for steps in (1, most)]
    assert shown[0] > shown[1]


def test_the_goal_tile_is_read_from_the_seats_own_board_not_its_words() -> None:
    """Without the private lines that name the card, the goal card on the seat's own board
    still tells where the pawn heads; without that card, no road counts."""
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    near = next(s for s, steps in road(own.private_board.tile).items() if steps == 1)
    public = with_side(public, 0, position=near)
    assert advance(public, replace(own, private=())) == advance(public, own) > 0
    assert advance(public, replace(own, private_board={})) == 0


def test_a_punishment_marker_costs_a_turn_of_points() -> None:
    public, own = views()
    assert isinstance(own.private_board, SeatGoal)
    scored = replace(public.players[0], score=10)
    public = replace(public, players=(scored, *public.players[1:]))
    calm = advance(public, own)
    marked = advance(with_side(public, 0, punished=True), own)
    assert calm - marked == pytest.approx(PUNISHMENT / TARGET)
