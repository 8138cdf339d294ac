"""A Cheat Street picture in English sentences, from the board it is drawn from (see
``bot.alt_text``): the roll, where each player stands, each seat's own goal."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.cheat_street.boards import CheatStreetView, SeatGoal
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.words import space_name, whereabouts


def board_sentences(rules: CheatStreet, view: CheatStreetView) -> list[str]:
    """The roll and each player's place, score and punishment."""
    board = view.board
    said: list[str] = []
    if board.roll is not None:
        said.append(f"{name_of(view, board.active)} rolled {board.roll}.")
    for seat, place in enumerate(board.seats):
        punished = ", punished" if place.punished else ""
        said.append(f"{name_of(view, seat)} is on {_place(rules, place.position)}{punished}.")
    return said


def private_sentences(rules: CheatStreet, view: CheatStreetView) -> list[str]:
    """The seat's own goal."""
    goal = view.private_board
    if not isinstance(goal, SeatGoal):
        return []
    return [f"Goal: {goal.name}, {goal.where}."]


def _place(rules: CheatStreet, space: str) -> str:
    """ "the Bakery", "bus stop A", or "a street space north-east of Start"."""
    name = space_name(rules.board, space)
    if name.startswith("a "):
        return f"{name} {whereabouts(rules.board, space)}"
    return name
