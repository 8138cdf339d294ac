"""The Game of Life: Rivals Edition drawn for the table: the public board and a player's own
cards, from the views the rules give (never a secret on the board).

``layout`` places the road and sizes the fonts for a phone; ``road`` draws the spaces, the last
move and the cars; ``header`` the kit's turn panel with the spinner; ``final`` what Game over shows;
``seats`` each player's corner; ``board`` puts them together; ``hand`` is the private picture.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.engine.model import View
from renderers.life_rivals.board import RivalsBoard
from renderers.life_rivals.hand import render_hand

if TYPE_CHECKING:
    from bot.games.life_rivals.rules import LifeRivals

__all__ = ["RivalsBoard", "board_renderer", "hand_renderer", "render_hand", "warm_up"]


def board_renderer(rules: LifeRivals) -> RivalsBoard:
    """The registration's ``renderer`` hook: the public board of the rules' checked box."""
    return RivalsBoard(rules)


def hand_renderer(rules: LifeRivals) -> Callable[[View], bytes]:
    """The registration's ``private_renderer`` hook: a hand's cards carry all they show."""
    return render_hand


def warm_up(rules: LifeRivals) -> None:
    """The registration's ``warm_up`` hook: the road layer and the frame palette, drawn once."""
    RivalsBoard(rules).palette()
