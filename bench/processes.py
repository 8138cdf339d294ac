"""What the bot process and its workers cost, read from /proc while the bot runs.

CPU is read per process (the bot, and separately every process it started: render workers,
computer players' thinkers, the recap worker), so a figure says who spent it. A worker that
started during a run counts from zero; one that died during it loses what it had spent.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

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


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (children, their children, ...)."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                continue
            found += children
            todo += children
    return found


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


def read_stalls(path: Path, since: float, until: float) -> list[float] | None:
    """The stalls (milliseconds late) the bot's loop watch logged between two wall times;
    None for a bot that keeps no such log.

    The bot writes one line per stall, ``<unix time> <ms>``, to ``LOOP_STALL_LOG``."""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return None
    stalls = []
    for line in lines:
        parts = line.split()
        if len(parts) == 2 and since <= float(parts[0]) <= until:
            stalls.append(float(parts[1]))
    return stalls
