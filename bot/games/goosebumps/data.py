"""The game's box, read once: the graveyard board and the 36 cards, handed to every rule
function that needs them (the rules class holds it, nothing else reaches for the class)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.games.goosebumps.board import Board, load_board
from bot.games.goosebumps.cards import RING, Card, load_cards


@dataclass(frozen=True)
class Graveyard:
    """The board, the cards by id, and which of them are Magic Rings."""

    board: Board
    cards: Mapping[str, Card]
    ring_ids: frozenset[str]


def read_graveyard(folder: Path) -> Graveyard:
    """The graveyard board and the 36 cards."""
    board = load_board(folder / "board.json")
    cards = dict(load_cards(folder / "cards.json"))
    rings = frozenset(card.id for card in cards.values() if card.effect == RING)
    return Graveyard(board=board, cards=cards, ring_ids=rings)
