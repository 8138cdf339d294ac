"""What a Goosebumps view shows, declared: the public graveyard and a seat's own saved cards,
as frozen structs (why structs: "Typed boards" in docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from bot.engine.model import View
from bot.games.goosebumps.board import Tomb
from bot.games.goosebumps.cards import Card
from bot.games.goosebumps.state import Phase, Resume


class PawnBoard(msgspec.Struct, frozen=True):
    """One pawn as everybody sees it: whose it is, its name and the letters drawn on it, the
    space it stands on (None once it fell or left), its Monster card and how many cards lie
    under it (their titles stay secret)."""

    seat: int
    name: str
    mark: str
    space: str | None
    monster: bool
    saved: int


class ComingPit(msgspec.Struct, frozen=True):
    """A tomb about to slide to position ``to`` on ``platform`` while the table waits for the
    seats in ``waiting`` (who may jump first); the turn goes on at ``resume``."""

    platform: int
    to: int
    resume: Resume
    waiting: tuple[int, ...]


class Move(msgspec.Struct, frozen=True):
    """The last move: the pawn that walked and the spaces it crossed, first to last."""

    pawn: int
    path: tuple[str, ...]


class Badges(msgspec.Struct, frozen=True):
    """The number drawn on each place a public control names, read like a mapping from place
    to number; held as pairs in menu order so the frozen board can't change under its key."""

    pairs: tuple[tuple[str, str], ...]

    def __iter__(self) -> Iterator[str]:
        return (place for place, _ in self.pairs)

    def __len__(self) -> int:
        return len(self.pairs)

    def __getitem__(self, place: str) -> str:
        for named, number in self.pairs:
            if named == place:
                return number
        raise KeyError(place)

    def items(self) -> tuple[tuple[str, str], ...]:
        return self.pairs

    def values(self) -> tuple[str, ...]:
        return tuple(number for _, number in self.pairs)


class PublicBoard(msgspec.Struct, frozen=True):
    """Everything on the table, for the graveyard picture, the turn's image key and the
    computer: every pawn in pawn order, the tombs' positions, the dice, the phase, the piles,
    the drawn card waiting for its target, the coming pit, the last move, the winners and the
    badge of each place a public control names."""

    pawns: tuple[PawnBoard, ...]
    tombs: tuple[int, ...]
    number: int | None
    symbol: Tomb | None
    phase: Phase
    active: int
    draw: int
    discard: int
    pending: str | None
    brink: ComingPit | None
    last_move: Move | None
    winners: tuple[int, ...]
    badges: Badges


class PawnCards(msgspec.Struct, frozen=True):
    """One of the seat's pawns with the cards saved under it, for the seat's own picture."""

    name: str
    fallen: bool
    cards: tuple[Card, ...]


class SavedCards(msgspec.Struct, frozen=True):
    """One seat's own saved cards, pawn by pawn (girl, then boy)."""

    pawns: tuple[PawnCards, ...]


GooseView = View[PublicBoard, SavedCards]
"""A Goosebumps view: a seat's carries its ``SavedCards``; the public one an empty private
board."""
