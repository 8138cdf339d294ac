"""Worker processes for long work (renders, computer players' thinking, recaps), never on the
event loop.

Each pool starts its workers with the spawn method (no copy of the bot's event loop or
connections) and each worker leaves as soon as the bot that started it is gone, even when the
bot was killed and never shut its pools down. A worker names itself after its kind
(``gn-render``, ``gn-thinking``, ``gn-recap`` in ``ps``), so an operator can tell them apart.

``HealingPool`` is how the bot uses them: a worker that dies breaks its pool, and a new pool
replaces it and the call is tried once more; a call that runs past its kind's timeout has its
pool's processes killed and replaced and fails with ``WorkerTimeout``, so a hung worker never
holds a game up. Calls wait for a worker in a ``FairQueue``: every server gets its turn.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot.fair import FairQueue
from bot.heap import freeze_start_up

log = logging.getLogger(__name__)
T = TypeVar("T")

PARENT_CHECK_SECONDS = 1.0
START_SECONDS = 120.0
"""How long a new pool's workers may take to start and warm their caches (loading every game,
drawing static layers) on a busy machine; a call's own timeout starts only once they have."""


def default_workers() -> int:
    """One worker per core the machine has."""
    return max(1, os.cpu_count() or 1)


def _leave_with_parent(parent: int) -> None:
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _name_process(name: str) -> None:
    """What ``ps`` and ``top`` show for this process (Linux; elsewhere nothing changes)."""
    try:
        with open("/proc/self/comm", "w") as comm:
            comm.write(name[:15])
    except OSError:
        pass


def _start_worker(
    parent: int,
    name: str,
    prepare: Callable[..., object] | None,
    args: Sequence[Any],
    niceness: int = 0,
) -> None:
    _leave_with_parent(parent)
    if name:
        _name_process(name)
    if niceness:
        os.nice(niceness)
    if prepare is not None:
        prepare(*args)
    freeze_start_up()  # what it loaded lives as long as it does: later collections skip it


def worker_pool(
    workers: int,
    prepare: Callable[..., object] | None = None,
    args: Sequence[Any] = (),
    *,
    name: str = "",
    niceness: int = 0,
) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes (each called ``name``) that never outlive this one; each
    runs ``prepare(*args)`` once as it starts (to warm its caches), and what it has loaded then
    is kept out of its later garbage collections. A positive ``niceness`` lowers the workers'
    priority, so their work takes only the CPU the bot and other workers leave."""
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
        initargs=(os.getpid(), name, prepare, tuple(args), niceness),
    )


BACKGROUND_NICENESS = 10
"""How much lower than the bot a pool of background work runs (computers' thinking, recaps):
a person's move shown on any server comes before a computer's search or a recap, which take
the CPU left over (at 10, about a tenth of a core against busy work of normal priority)."""


class WorkerTimeout(TimeoutError):
    """A worker ran a call past its kind's timeout; its pool was killed and replaced."""


class HealingPool:
    """``workers`` processes of one ``kind``, started on the first call (or ``start``), that
    heal: a dead worker's pool is replaced and the call tried once more, a hung one's is killed
    and replaced and the call fails with ``WorkerTimeout`` after ``timeout`` seconds. At most
    one call a worker runs at once, the others wait their guild's turn in ``fair``, at most
    ``per_guild`` of one guild (more are refused with ``bot.fair.Busy``)."""

    def __init__(
        self,
        kind: str,
        workers: int,
        timeout: float,
        prepare: Callable[..., object] | None = None,
        *,
        per_guild: int = 16,
        niceness: int = 0,
    ) -> None:
        if workers < 1:
            raise ValueError(f"a {kind} pool needs at least one worker")
        self.kind = kind
        self.workers = workers
        self.timeout = timeout
        self._prepare = prepare
        self.niceness = niceness
        self.fair = FairQueue(workers, per_guild)
        self._executor: ProcessPoolExecutor | None = None
        self._ready: asyncio.Task[list[int]] | None = None
        self.replaced = 0
        """How many times a broken or hung pool was replaced."""

    def pids(self) -> list[int]:
        """The process ids of the current pool's workers (none before it starts). The
        executor keeps its processes in ``_processes`` and offers no public way to them."""
        executor = self._executor
        return [] if executor is None else list(executor._processes or ())

    async def run(
        self, job: Callable[..., T], *args: object, guild: int = 0, timeout: float | None = None
    ) -> T:
        """``job(*args)`` in a worker, once ``guild``'s turn comes; tried once more on a new
        pool if a worker dies, ``WorkerTimeout`` past ``timeout`` (the kind's by default)."""
        async with self.fair.slot(guild):
            return await self._call(job, args, self.timeout if timeout is None else timeout)

    async def _call(self, job: Callable[..., T], args: Sequence[object], timeout: float) -> T:
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            try:
                pool = await self._started()
            except BrokenProcessPool:
                if attempt == 2:
                    raise
                continue
            try:
                return await asyncio.wait_for(loop.run_in_executor(pool, job, *args), timeout)
            except BrokenProcessPool:
                self._replace(pool, f"a {self.kind} worker died")
                if attempt == 2:
                    raise
            except TimeoutError:
                self._replace(pool, f"a {self.kind} call ran over {timeout:g} s", kill=True)
                raise WorkerTimeout(f"the {self.kind} call ran over {timeout:g} s") from None
            except asyncio.CancelledError:
                current = asyncio.current_task()
                if current is None or current.cancelling():
                    raise
                # not this call's cancellation: its pool was shut down under it (a hung
                # worker's was killed), so it is tried once more on the new one
                if attempt == 2:
                    raise BrokenProcessPool(f"the {self.kind} pool was shut down") from None
        raise AssertionError("unreachable")

    async def _started(self) -> ProcessPoolExecutor:
        """The current pool, once its workers have started (a new one is made if none is)."""
        if self._ready is None or self._executor is None:
            self._executor = worker_pool(
                self.workers, self._prepare, name=f"gn-{self.kind}", niceness=self.niceness
            )
            self._ready = asyncio.ensure_future(self._warm(self._executor))
        executor = self._executor
        try:
            await asyncio.shield(self._ready)
        except BrokenProcessPool:
            self._replace(executor, f"a {self.kind} worker died as it started")
            raise
        except TimeoutError:
            self._replace(executor, f"the {self.kind} workers never started", kill=True)
            raise BrokenProcessPool(f"the {self.kind} workers never started") from None
        return executor

    async def _warm(self, executor: ProcessPoolExecutor) -> list[int]:
        loop = asyncio.get_running_loop()
        started = (loop.run_in_executor(executor, os.getpid) for _ in range(self.workers))
        return list(await asyncio.wait_for(asyncio.gather(*started), START_SECONDS))

    def _replace(self, broken: ProcessPoolExecutor, why: str, *, kill: bool = False) -> None:
        """Drop ``broken`` (calls failing together replace it once); ``kill`` its workers
        first when one hangs."""
        if kill:
            for process in list((broken._processes or {}).values()):
                process.kill()
        if self._executor is broken:
            self._executor = None
            self._ready = None
            self.replaced += 1
            log.warning("%s; its pool was replaced", why[0].upper() + why[1:])
        broken.shutdown(wait=False, cancel_futures=True)

    async def start(self) -> list[int]:
        """Start every worker now (each warms its caches), not on the first call; their
        process ids."""
        await self._started()
        return self.pids()

    def close(self) -> None:
        if self._executor is not None:
            if self._ready is not None:
                self._ready.cancel()
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
            self._ready = None
