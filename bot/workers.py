"""Worker processes for long work (renders, computer players' thinking, recaps), never on the
event loop.

Each pool starts its workers with the spawn method (no copy of the bot's event loop or
connections) and each worker leaves as soon as the bot that started it is gone, even when the
bot was killed and never shut its pools down.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bot.heap import freeze_start_up

PARENT_CHECK_SECONDS = 1.0


def default_workers() -> int:
    """One worker per core the machine has."""
    return max(1, os.cpu_count() or 1)


def _leave_with_parent(parent: int) -> None:
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _start_worker(parent: int, prepare: Callable[..., object] | None, args: Sequence[Any]) -> None:
    _leave_with_parent(parent)
    if prepare is not None:
        prepare(*args)
    freeze_start_up()  # what it loaded lives as long as it does: later collections skip it


def worker_pool(
    workers: int, prepare: Callable[..., object] | None = None, args: Sequence[Any] = ()
) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that never outlive this one; each runs
    ``prepare(*args)`` once as it starts (to warm its caches), and what it has loaded then is
    kept out of its later garbage collections."""
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
        initargs=(os.getpid(), prepare, tuple(args)),
    )
