"""Closes each lobby nobody starts, a set time after it opened, so a forgotten lobby does not
hold one of its host's or its server's tables for ever. The time counts from the lobby's
``created_at`` in the store, so a restart re-arms each lobby for what it has left."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from bot.store import GameRecord

log = logging.getLogger(__name__)

Close = Callable[[int], Awaitable[None]]
"""Closes the lobby of a game id, if it is still a lobby."""


def age_seconds(created_at: str, now: datetime | None = None) -> float:
    """How long ago a store timestamp (ISO 8601, UTC) was."""
    opened = datetime.fromisoformat(created_at)
    if opened.tzinfo is None:
        opened = opened.replace(tzinfo=UTC)
    return ((now or datetime.now(UTC)) - opened).total_seconds()


class LobbyClock:
    """One timer per open lobby; a lobby that starts or is cancelled is disarmed."""

    def __init__(self, close: Close, seconds: float) -> None:
        self._close = close
        self.seconds = seconds
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._closing: set[asyncio.Task[None]] = set()

    def arm(self, record: GameRecord) -> None:
        """Close ``record``'s lobby once it is ``seconds`` old (at once if it already is)."""
        left = max(0.0, self.seconds - age_seconds(record.created_at))
        self.disarm(record.id)
        loop = asyncio.get_running_loop()
        self._timers[record.id] = loop.call_later(left, self._fire, record.id)

    def disarm(self, game_id: int) -> None:
        timer = self._timers.pop(game_id, None)
        if timer is not None:
            timer.cancel()

    def _fire(self, game_id: int) -> None:
        self._timers.pop(game_id, None)
        task = asyncio.create_task(self._run(game_id), name=f"close-lobby-{game_id}")
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    async def _run(self, game_id: int) -> None:
        try:
            await self._close(game_id)
        except Exception:
            log.exception("The lobby of game %s could not be closed on time", game_id)

    def stop(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        for task in self._closing:
            task.cancel()

    def __len__(self) -> int:
        return len(self._timers)
