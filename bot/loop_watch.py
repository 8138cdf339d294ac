"""A watch on the event loop: anything that holds it up delays every game of the process.

A task sleeps a few milliseconds at a time and measures how late it wakes; waking more than
``STALL_SECONDS`` late means the loop did not get round to it for that long. That has two
causes, which call for different fixes, so each stall also records the CPU time the loop's own
thread used meanwhile (``time.thread_time``): when that passes the threshold too, code ran on
the loop that long before the watch got its turn (one callback or several in a row, a garbage
collection) and the stall is **busy**; otherwise the thread was waiting: for a core the
machine gave to other processes, or for the interpreter lock another thread held. Stalls are
counted, the longest kept, and with a log file each is written there as ``<unix time> <ms
late> <ms of the loop's CPU> <ms of it collecting garbage>`` (one line each, flushed every
second) so a benchmark can read the stalls of its own run, and tell a long pass of the garbage
collector from code that ran long.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import threading
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

STALL_SECONDS = 0.020
"""Longer than this on the loop without yielding is a stall."""
TICK_SECONDS = 0.005
"""How often the watch wakes: a stall is measured to within this."""
FLUSH_SECONDS = 1.0


class LoopWatch:
    """Counts the event loop's stalls over ``threshold`` seconds, and the longest; and of them
    the busy ones, where the loop's thread itself ran that long."""

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
        self.busy = 0
        """Stalls in which the loop's thread used more than ``threshold`` of CPU itself."""
        self.longest_busy = 0.0
        """The most CPU the loop's thread used in one stall, in seconds."""
        self._unwritten: list[str] = []
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.get_ident()
        self._collecting_since = 0.0
        self.collecting = 0.0
        """The CPU the loop's thread has spent collecting garbage since the watch started."""

    def start(self) -> None:
        if self.log_path is not None:
            self.log_path.touch()  # an empty log: watched, and nothing stalled yet
        self._thread = threading.get_ident()
        gc.callbacks.append(self._on_collection)
        self._task = asyncio.get_running_loop().create_task(self._watch(), name="loop-watch")

    def _on_collection(self, phase: str, info: dict[str, Any]) -> None:
        if threading.get_ident() != self._thread:
            return
        if phase == "start":
            self._collecting_since = time.thread_time()
        else:
            self.collecting += time.thread_time() - self._collecting_since

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        flushed = loop.time()
        while True:
            expected = loop.time() + self.tick
            cpu, collecting = time.thread_time(), self.collecting
            await asyncio.sleep(self.tick)
            now = loop.time()
            late = now - expected
            if late > self.threshold:
                self._stalled(late, time.thread_time() - cpu, self.collecting - collecting)
            if now - flushed >= FLUSH_SECONDS:
                self._flush()
                flushed = now

    def _stalled(self, late: float, cpu: float, collecting: float = 0.0) -> None:
        self.stalls += 1
        self.longest = max(self.longest, late)
        if cpu > self.threshold:
            self.busy += 1
            self.longest_busy = max(self.longest_busy, cpu)
        if self.log_path is not None:
            line = f"{time.time():.3f} {late * 1000:.1f} {cpu * 1000:.1f} {collecting * 1000:.1f}"
            self._unwritten.append(line + "\n")

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
        if self._on_collection in gc.callbacks:
            gc.callbacks.remove(self._on_collection)
        self._flush()
        log.info(
            "Event loop: %d stalls over %.0f ms, the longest %.0f ms; %d busy (the loop's own"
            " CPU over %.0f ms), the busiest %.0f ms",
            self.stalls,
            self.threshold * 1000,
            self.longest * 1000,
            self.busy,
            self.threshold * 1000,
            self.longest_busy * 1000,
        )
