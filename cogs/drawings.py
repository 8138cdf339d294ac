"""Each game's pictures, made once from its checked rules and drawn off the event loop."""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.catalog import Catalog, CatalogEntry
from bot.engine import View
from bot.turns import board_key
from renderers.kit.drawing import BoardRenderer, PrivateRenderer, drawn

log = logging.getLogger(__name__)


def drawing_hook(reference: str | None) -> Callable[..., Any] | None:
    """The function a registration names as ``"module:function"``."""
    if reference is None:
        return None
    module, _, name = reference.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class GameDrawings:
    """One game's renderers and warm-up, bound to its checked rules."""

    board: BoardRenderer | None = None
    private: PrivateRenderer | None = None
    warm_up: Callable[[], object] | None = None
    button_styles: Mapping[str, str] = field(default_factory=dict)
    badges: Mapping[str, str] = field(default_factory=dict)
    """The mark shown after a name for each badge of ``PlayerInfo``."""

    @classmethod
    def of(cls, entry: CatalogEntry) -> GameDrawings:
        """A game's drawings; one whose renderers can't be made is played without pictures
        (one ERROR line says why), as a broken plugin leaves the other games playable."""
        record = entry.registration
        shown = cls(button_styles=dict(record.button_styles), badges=dict(record.badges))
        try:
            board = drawing_hook(record.renderer)
            private = drawing_hook(record.private_renderer)
            warm_up = drawing_hook(record.warm_up)
            return replace(
                shown,
                board=None if board is None else board(entry.rules),
                private=None if private is None else private(entry.rules),
                warm_up=None if warm_up is None else lambda: warm_up(entry.rules),
            )
        except Exception as error:
            log.error("The pictures of %r can't be made and are left out: %s", entry.key, error)
            return shown


NOTHING = GameDrawings()


class Drawings:
    """Every game's pictures by key; a game that draws nothing gets none."""

    def __init__(self, games: Catalog) -> None:
        self._games = {entry.key: GameDrawings.of(entry) for entry in games}

    def of(self, key: str) -> GameDrawings:
        return self._games.get(key, NOTHING)

    def button_styles(self, key: str) -> Mapping[str, str]:
        return self.of(key).button_styles

    def badges(self, key: str) -> Mapping[str, str]:
        return self.of(key).badges

    async def warm_up(self) -> None:
        """Draw each static board and palette once at start-up, off the loop."""
        for drawings in self._games.values():
            if drawings.warm_up is not None:
                await asyncio.to_thread(drawings.warm_up)

    def board_key(self, view: View) -> str:
        """The key of the board image of ``view``: what its game's board draws of it."""
        board = self.of(view.game).board
        return board_key(view, None if board is None else drawn(board, view))

    async def board_png(self, view: View) -> bytes | None:
        """The public board as PNG bytes, drawn off the event loop."""
        if view.seat is not None:
            raise ValueError("only the public view may be drawn for a channel")
        board = self.of(view.game).board
        return None if board is None else (await asyncio.to_thread(board.png, view)) or None

    async def board_file(self, view: View) -> discord.File | None:
        """The public board as ``board.png``."""
        png = await self.board_png(view)
        return None if png is None else discord.File(io.BytesIO(png), filename="board.png")

    async def private_file(self, view: View) -> discord.File | None:
        """One seat's private view as ``cards.png``, for that seat's ephemeral panel only."""
        if view.seat is None:
            raise ValueError("a private picture needs a seat")
        private = self.of(view.game).private
        png = None if private is None else await asyncio.to_thread(private, view)
        return None if not png else discord.File(io.BytesIO(png), filename="cards.png")
