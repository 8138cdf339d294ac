"""Cheat Street's own words for the alt text of its pictures (the frame is ``bot.alt_text``):
the roll, where each player stands, each seat's own goal, each a whole sentence from the
catalogs so the description reads in the table's language."""

from __future__ import annotations

from typing import Any, Protocol

from bot.alt_text import name_of
from bot.engine import View
from bot.games.cheat_street.board import STREET, Board
from bot.games.cheat_street.boards import PublicBoard, SeatGoal
from bot.games.cheat_street.words import AT, said, side, space_name


class Named(Protocol):
    """What the words read of the rules: the board that names the spaces."""

    board: Board


def board_sentences(rules: Named, view: View[PublicBoard, Any]) -> list[str]:
    """Who rolled what, then each player's place and punishment, in seat order."""
    board = view.board
    said_: list[str] = []
    if board.roll is not None:
        said_.append(said("alt-rolled", player=name_of(view, board.active), roll=board.roll))
    for seat, place in enumerate(board.seats):
        said_.append(_placed(rules.board, name_of(view, seat), place.position, place.punished))
    return said_


def _placed(board: Board, player: str, space: str, punished: bool) -> str:
    """ "Ana is on the Bakery.", "Ben is on a street space north-east of Start, punished." """
    mark = "-punished" if punished else ""
    if board.space(space).kind == STREET:
        return said(f"alt-on-street{mark}", player=player, side=side(board, board.start, space))
    return said(f"alt-on{mark}", player=player, place=space_name(board, space, AT))


def private_sentences(rules: Named, goal: SeatGoal) -> list[str]:
    """The seat's own goal."""
    return [said("alt-goal", goal=goal.name, where=goal.where)]
