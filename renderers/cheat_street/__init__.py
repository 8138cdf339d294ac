"""Cheat Street's pictures, drawn from the board the rules checked at start-up: the public
board (board.py) and a seat's own goal card for its private panel (goal_card.py; the public
view carries no goal card, so the board could not draw one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.games.cheat_street.boards import CheatStreetView
from renderers.cheat_street.board import CheatStreetBoard
from renderers.cheat_street.goal_card import goal_card_png

if TYPE_CHECKING:
    from bot.games.cheat_street.rules import CheatStreet

__all__ = ["CheatStreetBoard", "board_renderer", "hand_renderer", "warm_up"]


def board_renderer(rules: CheatStreet) -> CheatStreetBoard:
    """The table's public board for Cheat Street, made once from the checked rules."""
    return CheatStreetBoard(rules)


def hand_renderer(rules: CheatStreet) -> Callable[[CheatStreetView], bytes]:
    """A seat's own goal card and where its tile lies, as PNG, for its private panel."""
    board = CheatStreetBoard(rules)
    return lambda view: goal_card_png(board, view)


def warm_up(rules: CheatStreet) -> None:
    """Draw the static board and work out the frame palette before the first turn."""
    CheatStreetBoard(rules).frame_palette()
