"""What the bot process and its workers cost, read from /proc while the bot runs.

CPU is read per process (the bot, and separately every process it started: render workers,
computer players' thinkers, the recap worker), so a figure says who spent it. A worker that
started during a run counts from zero; one that died during it loses what it had spent.
"""

from __future__ import annotations

import os
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
class Stall:
    """One stall of an event loop: how late it woke, and the CPU its thread used meanwhile
    (None from a watch that did not record it)."""

    late_ms: float
    cpu_ms: float | None


def read_stalls(path: Path, since: float, until: float) -> list[Stall] | None:
    """The stalls the bot's loop watch logged between two wall times; None for a bot that
    keeps no such log.

    The bot writes one line per stall to ``LOOP_STALL_LOG``: ``<unix time> <ms late> <ms of the
    loop's CPU>`` (an older bot, without the CPU)."""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return None
    stalls = []
    for line in lines:
        parts = line.split()
        if len(parts) in (2, 3) and since <= float(parts[0]) <= until:
            cpu = float(parts[2]) if len(parts) == 3 else None
            stalls.append(Stall(float(parts[1]), cpu))
    return stalls
