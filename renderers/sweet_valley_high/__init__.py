"""The Sweet Valley High board image, drawn from the public view only, laid out for a phone.

A ``SchoolBoard`` is made once from the game's checked rules and draws the school they loaded:
``layout`` says where everything goes, ``school`` draws what never changes (once per school and
theme), ``pieces`` what a move changes on it (the last move, the classrooms' cards, the pawns,
the badges of the places a roll reaches), ``panel`` the turn, the standings and Game over under
it, ``colours`` maps a frame onto its few colours before it is encoded. The public view carries
no face-down card, so nothing here could draw one.

``scoreboard`` draws one player's own scoreboard as cards for her private panel.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import View
from bot.games.sweet_valley_high.rules import SweetValleyHigh
from renderers.sweet_valley_high.board import SchoolBoard

__all__ = ["SchoolBoard", "board_renderer", "hand_renderer", "warm_up"]


def board_renderer(rules: SweetValleyHigh) -> SchoolBoard:
    """The public board renderer the table makes once from the checked rules."""
    return SchoolBoard(rules)


def hand_renderer(rules: SweetValleyHigh) -> Callable[[View], bytes]:
    """The private renderer: one seat's own scoreboard, drawn from the checked rules."""
    return SchoolBoard(rules).scoreboard_png


def warm_up(rules: SweetValleyHigh) -> None:
    """Draw the school before the first turn."""
    SchoolBoard(rules).warm_up()
