"""A watch on the event loop: anything that holds it up delays every game of the process.

A task sleeps a few milliseconds at a time and measures how late it wakes; waking more than
``STALL_SECONDS`` late means something ran on the loop that long without yielding. Stalls are
counted, the longest kept, and with a log file each is written there as ``<unix time> <ms>``
(one line each, flushed every second) so a benchmark can read the stalls of its own run.
"""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

log = logging.getLogger(__name__)

STALL_SECONDS = 0.020
"""Longer than this on the loop without yielding is a stall."""
TICK_SECONDS = 0.005
"""How often the watch wakes: a stall is measured to within this."""
FLUSH_SECONDS = 1.0


class LoopWatch:
    """Counts the event loop's stalls over ``threshold`` seconds, and the longest."""

    def __init__(
        self,
        log_path: Path | None = None,
        threshold: float = STALL_SECONDS,
        tick: float = TICK_SECONDS,
    ) -> None:
        self.log_path = log_path
        self.threshold = threshold
        self.tick = tick
        self.stalls = 0
        self.longest = 0.0
        """The longest stall seen, in seconds late."""
        self._unwritten: list[str] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.log_path is not None:
            self.log_path.touch()  # an empty log: watched, and nothing stalled yet
        self._task = asyncio.get_running_loop().create_task(self._watch(), name="loop-watch")

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        flushed = loop.time()
        while True:
            expected = loop.time() + self.tick
            await asyncio.sleep(self.tick)
            now = loop.time()
            late = now - expected
            if late > self.threshold:
                self._stalled(late)
            if now - flushed >= FLUSH_SECONDS:
                self._flush()
                flushed = now

    def _stalled(self, late: float) -> None:
        self.stalls += 1
        self.longest = max(self.longest, late)
        if self.log_path is not None:
            self._unwritten.append(f"{time.time():.3f} {late * 1000:.1f}\n")

    def _flush(self) -> None:
        if self._unwritten and self.log_path is not None:
            try:
                with self.log_path.open("a") as file:
                    file.writelines(self._unwritten)
            except OSError as error:
                log.warning("The loop stall log %s can't be written: %s", self.log_path, error)
            self._unwritten.clear()

    def stop(self) -> None:
        """Stop watching; one line says how the loop fared."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self._flush()
        log.info(
            "Event loop: %d stalls over %.0f ms, the longest %.0f ms",
            self.stalls,
            self.threshold * 1000,
            self.longest * 1000,
        )
