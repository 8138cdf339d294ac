"""Cheat Street's own words for the alt text of its pictures (the frame is ``bot.alt_text``):
the roll, where each player stands, each seat's own goal."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from bot.alt_text import Did
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.boards import PublicBoard, SeatGoal
from bot.games.cheat_street.words import space_name, whereabouts


class Named(Protocol):
    """What the words read of the rules: the board that names the spaces."""

    board: Board


def rolled(board: PublicBoard) -> Did | None:
    return None if board.roll is None else (board.active, f"rolled {board.roll}")


def places(rules: Named, board: PublicBoard) -> Iterator[tuple[int, str]]:
    """Each player's place and punishment."""
    for seat, place in enumerate(board.seats):
        punished = ", punished" if place.punished else ""
        yield seat, f" is on {_place(rules.board, place.position)}{punished}"


def private_sentences(rules: Named, goal: SeatGoal) -> list[str]:
    """The seat's own goal."""
    return [f"Goal: {goal.name}, {goal.where}."]


def _place(board: Board, space: str) -> str:
    """ "the Bakery", "bus stop A", or "a street space north-east of Start"."""
    name = space_name(board, space)
    if name.startswith("a "):
        return f"{name} {whereabouts(board, space)}"
    return name
