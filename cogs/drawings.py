"""Each game's pictures, made once from its checked rules and drawn off the event loop: in
render worker processes, or with ``workers=0`` in a thread of this process (for tests)."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Mapping
from typing import Any

import discord

from bot.alt_text import describe
from bot.catalog import Catalog
from bot.engine import View
from bot.fair import Busy
from bot.languages import say
from bot.turns import board_key
from bot.workers import WorkerTimeout
from cogs.game_drawings import NOTHING, GameDrawings, drawing_hook
from cogs.render_pool import RenderPool, draw_board, draw_private
from renderers.kit.drawing import drawn

log = logging.getLogger(__name__)

__all__ = ["NOTHING", "Drawings", "GameDrawings", "drawing_hook"]

PRIVATE_FILENAME = "cards.png"


class Drawings:
    """Every game's pictures by key; a game that draws nothing gets none."""

    def __init__(self, games: Catalog, workers: int = 0) -> None:
        """``workers`` render processes (they load the registered games themselves), or none:
        renders in a thread of this process, with the renderers of ``games``."""
        self._games = {entry.key: GameDrawings.of(entry) for entry in games}
        self._rules = {entry.key: entry.rules for entry in games}
        self.pool = RenderPool(workers) if workers > 0 else None

    def of(self, key: str) -> GameDrawings:
        return self._games.get(key, NOTHING)

    def describe(self, view: View) -> str:
        """The alt text of the picture of ``view``: cheap string building, fine on the loop; a
        game whose words fail still gets its picture, with a plain one (one ERROR line)."""
        try:
            return describe(self._rules.get(view.game), view)
        except Exception as error:
            log.error("The picture of %r could not be described: %r", view.game, error)
            return say(view.language, "alt-picture")

    def button_styles(self, key: str) -> Mapping[str, str]:
        return self.of(key).button_styles

    def badges(self, key: str) -> Mapping[str, str]:
        return self.of(key).badges

    async def warm_up(self) -> None:
        """Draw each static board and palette once at start-up, off the loop (in every render
        worker, or here)."""
        if self.pool is not None:
            await self.pool.start()
            return
        for drawings in self._games.values():
            if drawings.warm_up is not None:
                await asyncio.to_thread(drawings.warm_up)

    def board_key(self, view: View) -> str:
        """The key of the board image of ``view``: what its game's board draws of it."""
        board = self.of(view.game).board
        return board_key(view, None if board is None else drawn(board, view))

    async def _draw(
        self,
        what: str,
        view: View,
        here: Callable[[View], bytes] | None,
        job: Callable[..., bytes | None],
        guild: int,
    ) -> bytes | None:
        """``view`` drawn by a worker, in ``guild``'s turn (or ``here`` in a thread); a render
        that fails gives no picture (one ERROR line; a WARNING when it hung, none when the
        server has too many waiting), so the message goes on without a new image."""
        if here is None:
            return None
        log.debug("Drawing the %s of %r", what, view.game)
        try:
            if self.pool is not None:
                return await self.pool.run(job, view, guild=guild)
            return await asyncio.to_thread(here, view) or None
        except Busy:
            log.info("The %s of %r was not drawn: its server has too many waiting", what, view.game)
            return None
        except WorkerTimeout as error:
            log.warning("The %s of %r was not drawn: %s", what, view.game, error)
            return None
        except Exception as error:
            log.error("The %s of %r could not be drawn: %r", what, view.game, error)
            return None

    async def board_png(self, view: View, guild: int = 0) -> bytes | None:
        """The public board as PNG bytes, drawn off the event loop in ``guild``'s turn."""
        if view.seat is not None:
            raise ValueError("only the public view may be drawn for a channel")
        board = self.of(view.game).board
        here = None if board is None else board.png
        return await self._draw("board", view, here, draw_board, guild)

    async def board_file(self, view: View, guild: int = 0) -> discord.File | None:
        """The public board as ``board.png``."""
        png = await self.board_png(view, guild)
        if png is None:
            return None
        return discord.File(io.BytesIO(png), filename="board.png", description=self.describe(view))

    async def private_png(self, view: View, guild: int = 0) -> bytes | None:
        """One seat's private view as PNG bytes, for that seat only, drawn off the event loop
        in ``guild``'s turn."""
        if view.seat is None:
            raise ValueError("a private picture needs a seat")
        return await self._draw("picture", view, self.of(view.game).private, draw_private, guild)

    async def private_file(self, view: View, guild: int = 0) -> discord.File | None:
        """One seat's private view as ``cards.png``, for that seat's ephemeral panel only."""
        png = await self.private_png(view, guild)
        if not png:
            return None
        alt = self.describe(view)
        return discord.File(io.BytesIO(png), filename=PRIVATE_FILENAME, description=alt)

    async def picture_png(
        self, what: str, job: Callable[[Any], bytes], value: object, guild: int = 0
    ) -> bytes | None:
        """A picture that is no game's board (the standings), drawn by ``job`` like a board:
        in a worker in ``guild``'s turn, or in a thread; a failed render gives none."""
        try:
            if self.pool is not None:
                return await self.pool.run(job, value, guild=guild)
            return await asyncio.to_thread(job, value)
        except Busy:
            log.info("The %s was not drawn: its server has too many waiting", what)
        except WorkerTimeout as error:
            log.warning("The %s was not drawn: %s", what, error)
        except Exception as error:
            log.error("The %s could not be drawn: %r", what, error)
        return None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
