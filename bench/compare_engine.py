"""Side by side: each game's engine and frame figures of `bench.run` on two builds, interleaved.

    python -m bench.compare d6b0db6 --engine --rounds 3

Each round runs, for every game, this build's `bench.engine` and `bench.render` in a fresh
process and then the other build's, each from its own checkout with its own Python, so both
see the same machine at nearly the same moment (the two take turns going first). Printed: the
median of the rounds on each build, and the median of each round's ratio this / other, which
a machine's load shifting between rounds moves far less than either figure: above 1 for
actions a second and below 1 for frame ms mean this build is faster.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bench.compare import Build

PROBE = """
import json, sys
from bench.engine import bench_engine
from bench.render import bench_render
key = sys.argv[1]
print(json.dumps({
    "actions_per_s": bench_engine(key)["actions_per_s"],
    "frame_ms": bench_render(key).get("frame_ms", float("nan")),
}))
"""
"""Run with ``-c`` in a build's own folder: both the old and the new bench offer these calls."""

FIGURES = ("actions_per_s", "frame_ms")

Rounds = dict[str, dict[str, dict[str, list[float]]]]
"""figure -> game -> build label -> one value a round."""


def probe(build: Build, key: str) -> dict[str, float]:
    """``key``'s engine throughput and frame time on ``build``, in a process of its own."""
    done = subprocess.run(
        [str(build.python), "-c", PROBE, key],
        cwd=build.root,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(done.stdout.splitlines()[-1])


def rounds_of(builds: Sequence[Build], keys: Sequence[str], rounds: int) -> Rounds:
    """Every figure of every game on every build, ``rounds`` times, the builds taking turns."""
    found: Rounds = {f: {k: {b.label: [] for b in builds} for k in keys} for f in FIGURES}
    for n in range(rounds):
        for key in keys:
            for build in builds if n % 2 == 0 else reversed(builds):
                figures = probe(build, key)
                print(f"round {n + 1} {key} on {build.label}: {figures}", file=sys.stderr)
                for figure in FIGURES:
                    found[figure][key][build.label].append(figures[figure])
    return found


def table_text(new: Build, old: Build, found: Rounds) -> str:
    """One row a game: medians of actions a second and frame ms, and of this / other."""
    head = f"| game | actions/s {old.label} | actions/s {new.label} | ratio "
    head += f"| frame ms {old.label} | frame ms {new.label} | ratio |"
    lines = [head, "|---|---:|---:|---:|---:|---:|---:|"]
    for key in found["actions_per_s"]:
        cells = [key]
        for figure, shown in (("actions_per_s", "{:,.0f}"), ("frame_ms", "{:.1f}")):
            olds, news = found[figure][key][old.label], found[figure][key][new.label]
            paired = statistics.median(b / a for a, b in zip(olds, news, strict=True))
            medians = (statistics.median(olds), statistics.median(news))
            cells += [*(shown.format(m) for m in medians), f"{paired:.2f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)
