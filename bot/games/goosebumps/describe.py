"""A Goosebumps picture in English sentences, from the board it is drawn from (see
``bot.alt_text``): the dice, where each pawn stands, each seat's own saved cards."""

from __future__ import annotations

from bot.alt_text import name_of
from bot.games.goosebumps.board import space_name
from bot.games.goosebumps.boards import GooseView, SavedCards
from bot.games.goosebumps.rules import Goosebumps


def board_sentences(rules: Goosebumps, view: GooseView) -> list[str]:
    """The roll and each pawn's place; saved cards only as counts (their titles are secret)."""
    board = view.board
    said: list[str] = []
    if board.number is not None or board.symbol is not None:
        rolled = [str(board.number)] if board.number is not None else []
        rolled += [f"the {board.symbol} tomb"] if board.symbol is not None else []
        said.append(f"{name_of(view, board.active)} rolled {' and '.join(rolled)}.")
    for pawn in board.pawns:
        where = f"on {space_name(pawn.space)}" if pawn.space is not None else "out of the graveyard"
        saved = f", {pawn.saved} saved cards" if pawn.saved else ""
        said.append(f"{name_of(view, pawn.seat)}'s {pawn.name} is {where}{saved}.")
    return said


def private_sentences(rules: Goosebumps, view: GooseView) -> list[str]:
    """The seat's saved cards, pawn by pawn."""
    said: list[str] = []
    saved = view.private_board
    for pawn in saved.pawns if isinstance(saved, SavedCards) else ():
        titles = ", ".join(card.title for card in pawn.cards) or "no cards"
        fallen = " (fallen)" if pawn.fallen else ""
        said.append(f"{pawn.name}{fallen}: {titles}.")
    return said
