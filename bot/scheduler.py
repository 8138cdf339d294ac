"""The clocks of running games: a timed phase closing on its own, the watch for idle players,
and the short pause before a computer (or the table, for an empty seat) moves.

Each committed position restarts them (``watch``); a clock that fires checks that its position is
still the game's, so a move made meanwhile wins. The clocks count from when the position was saved
(``LiveGame.since``, wall clock), so after a restart they run for the time they had left.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Protocol

from bot.catalog import Catalog
from bot.live import LiveGame
from bot.table_port import Table

log = logging.getLogger(__name__)


class Clocked(Protocol):
    """What the clocks act on: the pipeline holding the running games (``bot.host.Host``).

    Declared here so the scheduler depends on no pipeline: the host passes itself."""

    def running(self, game_id: int) -> LiveGame | None:
        """The game while this process keeps it in memory."""

    def owns(self, guild_id: int) -> bool:
        """Whether this process plays a guild's games: clocks run only on the game's owner."""

    async def expire(self, game_id: int, version: int) -> bool:
        """Close the timed phase if the game is still at ``version``."""

    async def play_for_table(self, game_id: int, version: int) -> None:
        """Move for the computer or empty seat the game waits for at ``version``."""


def remaining_seconds(length: float, since: datetime, now: datetime | None = None) -> float:
    """What is left of a clock of ``length`` seconds started at ``since``: none once it has
    run out, never more than its length (a start in the future is a clock set back)."""
    elapsed = ((now or datetime.now(UTC)) - since).total_seconds()
    return min(length, max(0.0, length - elapsed))


class Scheduler:
    """One phase timer and one idle watch per running game.

    A timed phase lasts what its game's manifest declares (``phase_timers``);
    ``phase_seconds`` overrides a named phase in every game (an operator's setting)."""

    def __init__(
        self,
        games: Catalog,
        table: Table,
        pipeline: Clocked,
        *,
        phase_seconds: Mapping[str, float] | None = None,
        idle_warn_seconds: float = 600.0,
        idle_kick_seconds: float = 600.0,
        computer_pause_seconds: float = 1.5,
    ) -> None:
        self.games = games
        self.table = table
        self.pipeline = pipeline
        self.phase_seconds = dict(phase_seconds or {})
        self.idle_warn_seconds = idle_warn_seconds
        self.idle_kick_seconds = idle_kick_seconds
        self.computer_pause_seconds = computer_pause_seconds
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._idle_watch: dict[int, asyncio.Task[None]] = {}
        self._computers: dict[int, asyncio.Task[None]] = {}

    def watch(self, live: LiveGame) -> None:
        """Start the clocks of ``live``'s current position: its phase timer, the idle watch
        over the people it waits for, and the move of a computer or an empty seat it waits for.

        Only the process that plays the game's guild keeps its clocks; another one that showed
        a position (an input that reached it while shards moved) leaves them to the owner.
        A game that has ended keeps no clocks, whoever shows its last position."""
        if not self.pipeline.owns(live.record.guild_id) or live.record.status != "running":
            self.forget(live.record.id)
            return
        self._arm_timer(live)
        self._watch_idle(live)
        self._arm_computers(live)

    def has_clocks(self, game_id: int) -> bool:
        """Whether any clock of the game is set."""
        return any(
            game_id in timers for timers in (self._timers, self._idle_watch, self._computers)
        )

    def forget(self, game_id: int) -> None:
        """Stop the clocks of a game that ended or left memory."""
        for timers in (self._timers, self._idle_watch, self._computers):
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
        length = self.phase_length(live.game.key, phase)
        if length is None:
            log.error("Game %s waits on phase %r, which has no timer", live.record.id, phase)
            return
        left = remaining_seconds(length, live.since)
        self._timers[live.record.id] = asyncio.create_task(
            self._expire_later(live.record.id, live.version, left),
            name=f"expire-game-{live.record.id}",
        )

    def phase_length(self, game_key: str, phase: str) -> float | None:
        """The seconds a timed phase lasts: the operator's override, else the manifest's."""
        if phase in self.phase_seconds:
            return self.phase_seconds[phase]
        declared = self.games.registration(game_key)
        return declared.phase_timers.get(phase) if declared else None

    def _arm_computers(self, live: LiveGame) -> None:
        old = self._computers.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        waits_on_table = not all(seat.person for seat in live.waited_for)
        if not waits_on_table and not any(seat.computer for seat in live.may_act_off_turn):
            return
        self._computers[live.record.id] = asyncio.create_task(
            self._play_later(live.record.id, live.version), name=f"computer-game-{live.record.id}"
        )

    async def _play_later(self, game_id: int, version: int) -> None:
        """After a pause people can follow, move for the computer or empty seat waited for, or
        let a computer that may act off turn decide whether to."""
        try:
            await asyncio.sleep(self.computer_pause_seconds)
            await self.pipeline.play_for_table(game_id, version)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("A computer's move in game %s failed", game_id)

    def _watch_idle(self, live: LiveGame) -> None:
        old = self._idle_watch.pop(live.record.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        if not any(seat.person for seat in live.waited_for):
            return  # nobody to warn: the game waits for computers only, or for no one
        self._idle_watch[live.record.id] = asyncio.create_task(
            self._idle_later(live.record.id, live.version, live.since),
            name=f"idle-game-{live.record.id}",
        )

    async def _idle_later(self, game_id: int, version: int, since: datetime) -> None:
        """Warn the players the game waits for, then let the others move past them; both
        counted from ``since``, when the position was saved."""
        try:
            await asyncio.sleep(remaining_seconds(self.idle_warn_seconds, since))
            live = self.pipeline.running(game_id)
            if live is None or live.version != version:
                return
            await self.table.warn_idle(live.frame(()))
            whole = self.idle_warn_seconds + self.idle_kick_seconds
            await asyncio.sleep(remaining_seconds(whole, since))
            live = self.pipeline.running(game_id)
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
            await self.pipeline.expire(game_id, version)
        except Exception:
            log.exception("Closing the timed phase of game %s failed", game_id)

    async def close(self) -> None:
        for timers in (self._timers, self._idle_watch, self._computers):
            for timer in timers.values():
                timer.cancel()
            timers.clear()
