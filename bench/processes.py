"""What the bot process and its workers cost, read from /proc while the bot runs.

CPU is read per process (the bot, and separately every process it started: render workers,
computer players' thinkers, the recap worker), so a figure says who spent it. A worker that
started during a run counts from zero; one that died during it loses what it had spent.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.e2e.harness import descendants

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU of one live process (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def peak_rss_kib(pid: int) -> int:
    """VmHWM of a live process, in KiB (0 once it is gone)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return 0
    for line in lines:
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


@dataclass(frozen=True)
class Usage:
    """CPU seconds of the bot process and of its workers at one moment."""

    bot: float
    workers: dict[int, float]

    @classmethod
    def now(cls, pid: int) -> Usage:
        return cls(cpu_seconds(pid), {child: cpu_seconds(child) for child in descendants(pid)})

    def since(self, start: Usage) -> tuple[float, float]:
        """(bot, workers) CPU seconds spent between ``start`` and this moment."""
        workers = sum(max(0.0, t - start.workers.get(pid, 0.0)) for pid, t in self.workers.items())
        return self.bot - start.bot, workers


def workers_peak_rss_kib(pid: int) -> tuple[int, int]:
    """(largest, summed) peak RSS of the processes below ``pid``, in KiB."""
    peaks = [peak_rss_kib(child) for child in descendants(pid)]
    return max(peaks, default=0), sum(peaks)


@dataclass(frozen=True)
class Times:
    """One process's CPU from ``/proc/<pid>/stat``, in clock ticks: its own (user, system) and
    its children's that exited and were waited for (so a reaped worker's time is kept)."""

    utime: int
    stime: int
    cutime: int
    cstime: int

    @property
    def own(self) -> int:
        return self.utime + self.stime

    @property
    def reaped(self) -> int:
        return self.cutime + self.cstime


def parse_stat(text: str) -> Times:
    """The CPU fields of a ``/proc/<pid>/stat`` line (the command name may hold spaces and
    parentheses, so the fields are counted after its last ``)``)."""
    fields = text.rsplit(")", 1)[1].split()  # fields[0] is the state, field 3 of the line
    return Times(*(int(fields[n]) for n in (11, 12, 13, 14)))


def parse_rss_kib(status: str) -> int:
    """VmRSS of a ``/proc/<pid>/status`` text, in KiB (0 without one: a zombie)."""
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _times(pid: int) -> Times | None:
    try:
        return parse_stat(Path(f"/proc/{pid}/stat").read_text())
    except OSError:
        return None


@dataclass(frozen=True)
class TreeCpu:
    """CPU seconds so far of a process and of everything it started, alive or exited."""

    bot: float
    workers: float

    @classmethod
    def now(cls, pid: int) -> TreeCpu:
        """The bot's own time; its workers': the live ones' own and reaped children's, plus
        the bot's reaped children's (a worker that died and was replaced still counts)."""
        top = _times(pid)
        if top is None:
            return cls(0.0, 0.0)
        return cls.of(top, [t for t in map(_times, descendants(pid)) if t is not None])

    @classmethod
    def of(cls, top: Times, below: Sequence[Times]) -> TreeCpu:
        """From the stats of the top process and of the live ones below it."""
        workers = top.reaped + sum(t.own + t.reaped for t in below)
        return cls(top.own / TICKS, workers / TICKS)

    def since(self, start: TreeCpu) -> TreeCpu:
        return TreeCpu(self.bot - start.bot, self.workers - start.workers)

    @property
    def total(self) -> float:
        return self.bot + self.workers


def tree_rss_kib(pid: int) -> int:
    """Resident memory of a process and every process below it together, in KiB."""
    total = 0
    for one in (pid, *descendants(pid)):
        try:
            total += parse_rss_kib(Path(f"/proc/{one}/status").read_text())
        except OSError:
            continue
    return total


class PeakRss:
    """The largest ``tree_rss_kib`` seen, sampled every ``interval`` seconds while entered
    (peaks per process would add maxima reached at different moments)."""

    def __init__(self, pid: int, interval: float = 0.25):
        self.pid = pid
        self.interval = interval
        self.peak_kib = 0
        self._task: asyncio.Task[None] | None = None

    async def _sample(self) -> None:
        while True:
            self.peak_kib = max(self.peak_kib, tree_rss_kib(self.pid))
            await asyncio.sleep(self.interval)

    async def __aenter__(self) -> PeakRss:
        self._task = asyncio.create_task(self._sample())
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()
        self.peak_kib = max(self.peak_kib, tree_rss_kib(self.pid))


@dataclass(frozen=True)
class Stall:
    """One stall of an event loop: how late it woke, and the CPU its thread used meanwhile
    (None from a watch that did not record it)."""

    late_ms: float
    cpu_ms: float | None


def read_stalls(path: Path, since: float, until: float) -> list[Stall] | None:
    """The stalls the bot's loop watch logged between two wall times; None for a bot that
    keeps no such log.

    The bot writes one line per stall to ``LOOP_STALL_LOG``: ``<unix time> <ms late> <ms of the
    loop's CPU> <ms of it collecting garbage>`` (an older bot, without the last one or two)."""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return None
    stalls = []
    for line in lines:
        parts = line.split()
        if len(parts) in (2, 3, 4) and since <= float(parts[0]) <= until:
            cpu = float(parts[2]) if len(parts) >= 3 else None
            stalls.append(Stall(float(parts[1]), cpu))
    return stalls
