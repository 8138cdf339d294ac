"""The Game of Life: Rivals Edition drawn for the table, from the views the rules give: the
public board (``board``: the road of ``layout`` drawn by ``road``, the turn panel of ``header``,
each player's corner of ``seats``) and a player's own cards (``hand``)."""

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
