"""A per-member rate limit for commands that cost the bot work (opening a table, drawing a
board): a member may send a few at once, then one every few seconds, so a burst from one member
is answered at once instead of queueing ahead of everyone else's."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

from bot.sentences import Sentence


class Cooldown:
    """A bucket of ``burst`` calls per key, refilled by one every ``seconds``.

    Only the ``keep`` most recently used keys are remembered: a key forgotten had been quiet
    longest, and a quiet key's bucket is full anyway, so the map stays bounded."""

    def __init__(
        self,
        seconds: float = 2.0,
        burst: int = 4,
        keep: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if seconds <= 0 or burst < 1 or keep < 1:
            raise ValueError("a cooldown needs seconds > 0, burst >= 1 and keep >= 1")
        self.seconds = seconds
        self.burst = burst
        self.keep = keep
        self._clock = clock
        self._buckets: OrderedDict[Hashable, tuple[float, float]] = OrderedDict()
        """Key -> (calls left, when that was counted)."""

    def wait(self, key: Hashable) -> float:
        """0 and the call is counted; else the seconds ``key`` must wait (nothing counted)."""
        now = self._clock()
        left, then = self._buckets.get(key, (float(self.burst), now))
        left = min(float(self.burst), left + (now - then) / self.seconds)
        if left < 1:
            return (1 - left) * self.seconds
        self._buckets[key] = (left - 1, now)
        self._buckets.move_to_end(key)
        while len(self._buckets) > self.keep:
            self._buckets.popitem(last=False)
        return 0.0

    def __len__(self) -> int:
        return len(self._buckets)


def slow_down(wait: float) -> Sentence:
    """The one-sentence answer to a call that came too soon."""
    return Sentence("reply-slow-down", seconds=max(1, math.ceil(wait)))
