"""Wake waiters when the fake's records change, so tests wait on conditions, not on sleeps."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class Changes:
    """A broadcast "something changed" signal; waiters re-check their condition on each one."""

    def __init__(self) -> None:
        self._event = asyncio.Event()
        self.count = 0
        """How many changes so far: a watcher that was busy compares it with what it saw."""

    def notify(self) -> None:
        self.count += 1
        event, self._event = self._event, asyncio.Event()
        event.set()

    async def wait_for(
        self, predicate: Callable[[], T], timeout: float, *, poll: float = 0.05
    ) -> T:
        """Return the predicate's first truthy value; TimeoutError after `timeout` seconds.

        Conditions that depend on things the fake can't see (a process exiting, a file) are
        re-checked every `poll` seconds as well.
        """
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            event = self._event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, poll))

    async def next(self, timeout: float, *, since: int | None = None) -> bool:
        """Wait for the next change (or for any after change number `since`); False when
        `timeout` seconds passed without one."""
        if since is not None and self.count != since:
            return True
        event = self._event
        try:
            await asyncio.wait_for(event.wait(), timeout)
        except TimeoutError:
            return False
        return True
