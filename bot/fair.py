"""A fair share of a worker pool for every server.

Jobs wait in one first-in-first-out queue per guild, and the guilds with work waiting are served
in turn, one job each, so a server that sends a flood of jobs delays another server's single job
by at most one job of its own. At most ``slots`` jobs run at once (one per worker: a job handed
over is a job a worker starts now), and each guild's queue is bounded: a job past the bound is
refused with ``Busy``, so one busy server can neither starve the others nor grow a queue without
end.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class Busy(Exception):
    """A guild already has as many jobs waiting as it may; this one was not queued."""


class FairQueue:
    """Hands out ``slots`` places to run, round-robin between guilds, FIFO within one."""

    def __init__(self, slots: int, per_guild: int) -> None:
        if slots < 1 or per_guild < 1:
            raise ValueError("a fair queue needs at least one slot and one place per guild")
        self.slots = slots
        self.per_guild = per_guild
        self.running = 0
        self._waiting: OrderedDict[int, deque[asyncio.Future[None]]] = OrderedDict()
        """Guild id -> its waiting jobs, oldest first; the first guild is served next."""

    def waiting(self, guild: int | None = None) -> int:
        """Jobs waiting for a slot (of ``guild``, or of every guild)."""
        if guild is not None:
            return len(self._waiting.get(guild, ()))
        return sum(len(queue) for queue in self._waiting.values())

    @asynccontextmanager
    async def slot(self, guild: int) -> AsyncIterator[None]:
        """A place to run one job of ``guild``, held until the block ends; raises ``Busy``
        when the guild's queue is full."""
        if self.running < self.slots and not self._waiting:
            self.running += 1
        else:
            await self._wait_turn(guild)
        try:
            yield
        finally:
            self.running -= 1
            self._hand_on()

    async def _wait_turn(self, guild: int) -> None:
        queue = self._waiting.get(guild)
        if queue is None:
            queue = self._waiting[guild] = deque()
        elif len(queue) >= self.per_guild:
            raise Busy(f"guild {guild} has {len(queue)} jobs waiting")
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        queue.append(turn)
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.running -= 1  # handed a slot just as it was cancelled: pass it on
                self._hand_on()
            else:
                self._forget(guild, turn)
            raise

    def _forget(self, guild: int, turn: asyncio.Future[None]) -> None:
        queue = self._waiting.get(guild)
        if queue is not None and turn in queue:
            queue.remove(turn)
            if not queue:
                del self._waiting[guild]

    def _hand_on(self) -> None:
        """Give free slots to the next guilds in turn: each gets one and goes to the back."""
        while self.running < self.slots and self._waiting:
            guild, queue = next(iter(self._waiting.items()))
            turn = queue.popleft()
            if queue:
                self._waiting.move_to_end(guild)
            else:
                del self._waiting[guild]
            if not turn.done():
                self.running += 1
                turn.set_result(None)
