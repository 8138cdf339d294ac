"""Side by side: the same open-loop load on this checkout and on another git revision, in one run.

    python -m bench.compare d6b0db6 --rate 30 --game cheat-street --seconds 30
    python -m bench.compare d6b0db6 --rate 30 --game all       # the five games mixed
    python -m bench.compare d6b0db6 --rate 30 --game each      # one pair of runs per game
    python -m bench.compare d6b0db6 --engine --rounds 3        # engine and frame figures instead

Machines of the same kind differ severalfold and a shared one from minute to minute, so a
figure only counts beside its baseline measured the same way at the same time: the ratio is
what this prints for. The other revision is checked out with `git worktree add --detach` into
``var/compare/<commit>`` with a venv of its own (``pip install -e`` of its own pins) and kept
there for the next run. Both bots are driven by this checkout's driver (`bench.open_loop`,
the fake Discord of the end-to-end tests) with the same seed and tables, this build first,
then the other, each from its own checkout with its own Python.

CPU is read from /proc: the bot process's own, and its workers' (every process below it, the
live ones' and those that exited), per applied action; the driver's (this process: the fake
Discord and the players) apart. Peak RSS is of the bot and its workers together, sampled.
"""

from __future__ import annotations

import argparse
import gc
import os
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench import compare_engine
from bench.load import LOAD_ENV, percentile, quietly
from bench.open_loop import ALL, EACH, OpenRun, drive, open_tables
from bench.processes import PeakRss, TreeCpu
from bot.heap import freeze_start_up
from tests.e2e.driver import game_keys
from tests.e2e.harness import REPO_ROOT, open_world

CACHE = REPO_ROOT / "var" / "compare"
INSTALLED = ".installed"
"""Written into a build's folder once its venv is complete, so a broken install is redone."""


@dataclass(frozen=True)
class Build:
    """A checkout of the bot and the Python that runs it."""

    label: str
    root: Path
    python: Path


def this_build() -> Build:
    return Build("this", REPO_ROOT, Path(sys.executable))


def git(*args: str, cwd: Path = REPO_ROOT) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


def install(revision: str, cache: Path = CACHE) -> Build:
    """The revision checked out beside this one with its own venv; re-used when present."""
    commit = git("rev-parse", "--verify", f"{revision}^{{commit}}")
    root = cache / commit
    python = root / ".venv" / "bin" / "python"
    if not (root / INSTALLED).exists():
        if not root.exists():
            cache.mkdir(parents=True, exist_ok=True)
            git("worktree", "add", "--detach", str(root), commit)
        print(f"installing {revision} ({commit[:10]}) into {root} ...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(root / ".venv")], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "-e", "."], cwd=root, check=True)
        (root / INSTALLED).write_text(commit + "\n")
    return Build(revision, root, python)


@dataclass
class Measured:
    """One build's open-loop run and what it cost."""

    build: Build
    run: OpenRun
    cpu: TreeCpu
    driver_cpu: float
    peak_rss_kib: int

    def per_action_ms(self, seconds: float) -> float:
        return seconds * 1000 / self.run.applied if self.run.applied else float("nan")


async def measure(
    build: Build, key: str, rate: float, games: int, seconds: float, seed: int, players: int
) -> Measured:
    """`games` tables of `key` on `build`'s bot, then `seconds` of actions at `rate`."""
    run = OpenRun(rate, games, seconds, key)
    with tempfile.TemporaryDirectory(prefix="gn-compare-") as folder:
        async with open_world(
            Path(folder),
            env=LOAD_ENV,
            bot_argv=[str(build.python), "-m", "bot"],
            bot_root=build.root,
            interaction_deadline=None,
        ) as world:
            tables = await open_tables(world, key, players, games)
            freeze_start_up()  # what opening built: the players' collections skip it
            assert world.bot is not None and world.bot.proc is not None
            pid = world.bot.proc.pid
            async with PeakRss(pid) as rss:
                cpu, driver = TreeCpu.now(pid), time.process_time()
                await drive(tables, run, seed)
                spent = TreeCpu.now(pid).since(cpu)
                driver_cpu = time.process_time() - driver
    gc.unfreeze()
    return Measured(build, run, spent, driver_cpu, rss.peak_kib)


def ratio(new: float, old: float) -> str:
    """new / old to two places, "-" where either is missing or the old is zero."""
    if new != new or old != old or old == 0:
        return "-"
    return f"{new / old:.2f}"


def ms(value: float) -> str:
    return "-" if value != value else f"{value:,.1f}"


def rows(new: Measured, old: Measured) -> list[tuple[str, str, str, str]]:
    """(figure, this build, the other, ratio) for one game's pair of runs."""

    def per_action(m: Measured) -> tuple[float, float, float, float]:
        return (
            m.per_action_ms(m.cpu.total),
            m.per_action_ms(m.cpu.bot),
            m.per_action_ms(m.cpu.workers),
            m.per_action_ms(m.driver_cpu),
        )

    n, o = per_action(new), per_action(old)
    names = ("CPU per applied action, bot + workers (ms)", "  of it the bot (ms)")
    names += ("  of it the workers (ms)", "driver's CPU per applied action (ms)")
    table = [(name, ms(a), ms(b), ratio(a, b)) for name, a, b in zip(names, n, o, strict=True)]
    for p in (50, 95, 99):
        a = percentile(new.run.prompt_shown, p) * 1000
        b = percentile(old.run.prompt_shown, p) * 1000
        table.append((f"prompt shown p{p} (ms)", ms(a), ms(b), ratio(a, b)))
    a, b = new.peak_rss_kib / 1024, old.peak_rss_kib / 1024
    table.append(("peak RSS, bot + workers (MiB)", ms(a), ms(b), ratio(a, b)))
    table.append(
        (
            "applied / sent actions",
            f"{new.run.applied} / {new.run.sent}",
            f"{old.run.applied} / {old.run.sent}",
            "",
        )
    )
    return table


def table_text(game: str, new: Measured, old: Measured) -> str:
    head = f"| {game} | {new.build.label} | {old.build.label} | ratio |"
    lines = [head, "|---|---:|---:|---:|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows(new, old)]
    return "\n".join(lines)


def games_for(key: str) -> list[str]:
    return game_keys() if key == EACH else [key]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="the git revision to compare with (e.g. d6b0db6)")
    parser.add_argument("--rate", type=float, default=30.0, help="actions per second (30)")
    parser.add_argument(
        "--game", default=ALL, help="a game key, `all` (mixed, default) or `each` (one by one)"
    )
    parser.add_argument("--open-games", type=int, default=200, help="tables (200)")
    parser.add_argument("--seconds", type=float, default=30.0, help="seconds of sending (30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=0, help="default: each game's minimum")
    parser.add_argument(
        "--engine", action="store_true", help="each game's `bench.run` engine and frame figures"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --engine (3)")
    args = parser.parse_args(argv)
    command = shlex.join(["python", "-m", "bench.compare", *(argv or sys.argv[1:])])
    new, old = this_build(), install(args.revision)
    new = Build(f"this ({git('rev-parse', '--short', 'HEAD')})", new.root, new.python)
    if args.engine:
        keys = game_keys() if args.game in (ALL, EACH) else [args.game]
        found = compare_engine.rounds_of((new, old), keys, args.rounds)
        print(compare_engine.table_text(new, old, found))
        print()
        print(footer(command))
        return
    for key in games_for(args.game):
        pair = []
        for build in (new, old):
            measured = quietly(
                measure(
                    build, key, args.rate, args.open_games, args.seconds, args.seed, args.players
                )
            )
            print(
                f"{key} on {build.label}: {measured.run.applied} applied of "
                f"{measured.run.sent} sent",
                file=sys.stderr,
            )
            pair.append(measured)
        print(table_text(key, *pair))
        print()
    print(footer(command))


def footer(command: str) -> str:
    """The command and the machine's load, said under a table."""
    load = os.getloadavg()[0]
    return f"`{command}`; {os.cpu_count()} CPUs, 1-minute load {load:.1f} at the end."


if __name__ == "__main__":
    main()
