"""The clocks of running games: a timed phase closing on its own, and the watch for idle players.

Each committed position restarts them (``watch``); a clock that fires checks that its position is
still the game's, so a move made meanwhile wins.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.catalog import Catalog
from bot.live import LiveGame

if TYPE_CHECKING:
    from bot.publication import Table

log = logging.getLogger(__name__)


class Scheduler:
    """One phase timer and one idle watch per running game."""

    def __init__(
        self,
        games: Catalog,
        table: Table,
        find: Callable[[int], LiveGame | None],
        expire: Callable[[int, int], Awaitable[bool]],
        *,
        callout_seconds: float = 60.0,
        idle_warn_seconds: float = 600.0,
        idle_kick_seconds: float = 600.0,
    ) -> None:
        self.games = games
        self.table = table
        self._find = find
        self._expire = expire
        self.callout_seconds = callout_seconds
        self.idle_warn_seconds = idle_warn_seconds
        self.idle_kick_seconds = idle_kick_seconds
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._idle_watch: dict[int, asyncio.Task[None]] = {}

    def watch(self, live: LiveGame) -> None:
        """Start the clocks of ``live``'s current position (its phase timer and idle watch)."""
        self._arm_timer(live)
        self._watch_idle(live)

    def forget(self, game_id: int) -> None:
        """Stop the clocks of a game that ended or left memory."""
        for timers in (self._timers, self._idle_watch):
            timer = timers.pop(game_id, None)
            if timer is not None and timer is not asyncio.current_task():
                timer.cancel()

    def _arm_timer(self, live: LiveGame) -> None:
        old = self._timers.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        phase = live.position.deadline
        if phase is None:
            return
        declared = self.games.registration(live.game.key)
        delay = declared.phase_timers.get(phase) if declared else None
        self._timers[live.record.id] = asyncio.create_task(
            self._expire_later(live.record.id, live.version, delay or self.callout_seconds),
            name=f"expire-game-{live.record.id}",
        )

    def _watch_idle(self, live: LiveGame) -> None:
        old = self._idle_watch.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        self._idle_watch[live.record.id] = asyncio.create_task(
            self._idle_later(live.record.id, live.version), name=f"idle-game-{live.record.id}"
        )

    async def _idle_later(self, game_id: int, version: int) -> None:
        """Warn the players the game waits for, then let the others move past them."""
        try:
            await asyncio.sleep(self.idle_warn_seconds)
            live = self._find(game_id)
            if live is None or live.version != version:
                return
            await self.table.warn_idle(live.frame(()))
            await asyncio.sleep(self.idle_kick_seconds)
            live = self._find(game_id)
            if live is None or live.version != version:
                return
            await self.table.offer_idle_choice(live.frame(()))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("Watching game %s for idle players failed", game_id)

    async def _expire_later(self, game_id: int, version: int, delay: float) -> None:
        await asyncio.sleep(delay)
        try:
            await self._expire(game_id, version)
        except Exception:
            log.exception("Closing the timed phase of game %s failed", game_id)

    async def close(self) -> None:
        for timers in (self._timers, self._idle_watch):
            for timer in timers.values():
                timer.cancel()
            timers.clear()
