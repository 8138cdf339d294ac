"""Goosebumps' own words for the alt text of its pictures (the frame is ``bot.alt_text``): the
dice, where each pawn stands, each seat's own saved cards."""

from __future__ import annotations

from collections.abc import Iterator

from bot.alt_text import Did
from bot.games.goosebumps.board import space_name
from bot.games.goosebumps.boards import PublicBoard, SavedCards


def rolled(board: PublicBoard) -> Did | None:
    """The number and the tomb the dice show."""
    shown = [str(board.number)] if board.number is not None else []
    shown += [f"the {board.symbol} tomb"] if board.symbol is not None else []
    return (board.active, f"rolled {' and '.join(shown)}") if shown else None


def places(rules: object, board: PublicBoard) -> Iterator[tuple[int, str]]:
    """Each pawn's place; saved cards only as counts (their titles are secret)."""
    for pawn in board.pawns:
        where = f"on {space_name(pawn.space)}" if pawn.space is not None else "out of the graveyard"
        saved = f", {pawn.saved} saved cards" if pawn.saved else ""
        yield pawn.seat, f"'s {pawn.name} is {where}{saved}"


def private_sentences(rules: object, saved: SavedCards) -> list[str]:
    """The seat's saved cards, pawn by pawn."""
    said: list[str] = []
    for pawn in saved.pawns:
        titles = ", ".join(card.title for card in pawn.cards) or "no cards"
        fallen = " (fallen)" if pawn.fallen else ""
        said.append(f"{pawn.name}{fallen}: {titles}.")
    return said
