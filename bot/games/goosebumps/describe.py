"""Goosebumps' own words for the alt text of its pictures (the frame is ``bot.alt_text``): the
dice, where each pawn stands, each seat's own saved cards, as sentences of the game's catalog."""

from __future__ import annotations

from typing import Any

from bot.alt_text import name_of
from bot.engine import View
from bot.games.goosebumps.board import space_name
from bot.games.goosebumps.boards import PublicBoard, SavedCards
from bot.games.goosebumps.words import card_title, said
from bot.sentences import Joined


def board_sentences(rules: object, view: View[Any, Any]) -> list[str]:
    """Who rolled what, then each pawn's place; saved cards only as counts (their titles are
    secret)."""
    board: PublicBoard = view.board
    said_here: list[str] = []
    player = name_of(view, board.active)
    tomb = said(f"alt-tomb-{board.symbol}") if board.symbol is not None else None
    if board.number is not None and tomb is not None:
        said_here.append(said("alt-rolled", player=player, number=board.number, tomb=tomb))
    elif board.number is not None:
        said_here.append(said("alt-rolled-number", player=player, number=board.number))
    elif tomb is not None:
        said_here.append(said("alt-rolled-tomb", player=player, tomb=tomb))
    for pawn in board.pawns:
        owner = name_of(view, pawn.seat)
        where = {"space": space_name(pawn.space)} if pawn.space is not None else {}
        message = "alt-on" if pawn.space is not None else "alt-out"
        if pawn.saved:
            said_here.append(
                said(f"{message}-saved", player=owner, pawn=pawn.name, count=pawn.saved, **where)
            )
        else:
            said_here.append(said(message, player=owner, pawn=pawn.name, **where))
    return said_here


def private_sentences(rules: object, saved: SavedCards) -> list[str]:
    """The seat's saved cards, pawn by pawn."""
    lines: list[str] = []
    for pawn in saved.pawns:
        titles = (
            Joined([card_title(card) for card in pawn.cards], ", ")
            if pawn.cards
            else said("alt-no-cards")
        )
        message = "alt-own-fallen" if pawn.fallen else "alt-own"
        lines.append(said(message, pawn=pawn.name, titles=titles))
    return lines
