"""Load benchmark: N concurrent Cheat Street games, the real bot process, the fake Discord.

    python -m bench.load                      # N = 1, 10, 50; every game to the end (or the cap)
    python -m bench.load --games 1,10 --max-actions 40

Each game is opened in turn (not measured), then all N are played at once by the seeded random
player of the end-to-end tests, through `/play` and the prompts' buttons and menus. The fake and
the players share one process and event loop with each other (not with the bot), so on a small
machine the latencies include some of the driver's own work.

Columns: applied actions per second of wall time; latency from an action's interaction sent to
its first response (the bot's defer) and to its new prompt with the board image posted; the bot
process's peak RSS (VmHWM); database growth per game over the empty database, as file bytes
(both compacted) and as bytes of records (indexes included); and actions the bot refused
although they were legal (e.g. "could not be saved"), which the player then retries.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import os
import random
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import (
    GAME_ENV,
    SecretTracker,
    Table,
    act,
    choose,
    legal_options,
    open_table,
    prompt_actions,
    wait_current_prompt,
)

PLAYERS = 3
LOAD_ENV = {**GAME_ENV, "LOG_LEVEL": "WARNING", "CALLOUT_SECONDS": "5"}
"""Quiet logs (debug lines would dominate the bot's CPU); a call-out timer that rarely fires."""


@dataclass
class Run:
    """What one N measured."""

    games: int
    cap: int
    actions: int = 0
    seconds: float = 0.0
    finished: int = 0
    first_response: list[float] = field(default_factory=list)
    prompt_posted: list[float] = field(default_factory=list)
    refusals: Counter[str] = field(default_factory=Counter)
    peak_rss_kib: int = 0
    db_bytes: tuple[int, int] = (0, 0)
    db_baseline: tuple[int, int] = (0, 0)

    @property
    def per_game_db(self) -> tuple[float, float]:
        """Database growth per game (file, records), measured after a clean stop."""
        file = (self.db_bytes[0] - self.db_baseline[0]) / self.games
        records = (self.db_bytes[1] - self.db_baseline[1]) / self.games
        return file, records


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile; NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def peak_rss_kib(pid: int) -> int:
    """VmHWM of a live process, in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def db_size(path: Path) -> tuple[int, int]:
    """(file bytes once compacted, bytes of records in it, indexes included).

    The record bytes show a small game's cost, which page slack hides in the file size. Only
    called while the bot is stopped, so the file is the bot's whole database.
    """
    connection = sqlite3.connect(path)
    try:
        connection.execute("VACUUM")
        (payload,) = connection.execute("SELECT SUM(payload) FROM dbstat").fetchone()
    finally:
        connection.close()
    return path.stat().st_size, int(payload or 0)


async def play(table: Table, rng: random.Random, cap: int, run: Run) -> None:
    """Random legal actions until Game over or `cap` applied; refused ones are retried."""
    tracker = SecretTracker(table.world, table.game_id, table.thread_id)
    applied = 0
    while applied < cap:
        prompt = await wait_current_prompt(table, timeout=120)
        if prompt is None:
            run.finished += 1
            return
        version = table.version()
        options = await legal_options(table, prompt)
        if table.version() != version or not options:
            continue
        seat, action_id = choose(rng, options, table, tracker)
        on_prompt = prompt_actions(prompt)
        surfaces = ["play"] + ([on_prompt[action_id][0]] if action_id in on_prompt else [])
        outcome = await act(
            table, table.members[seat], action_id, rng.choice(surfaces), prompt=prompt, timeout=120
        )
        run.first_response.append(outcome.result.latency)
        if outcome.applied:
            applied += 1
            run.actions += 1
            if outcome.prompt_latency is not None:
                run.prompt_posted.append(outcome.prompt_latency)
        elif not outcome.raced:
            run.refusals[outcome.refusal] += 1
    if table.game_over() is not None:
        run.finished += 1


async def measure(games: int, cap: int, seed: int, bot_argv: list[str] | None) -> Run:
    run = Run(games, cap)
    with tempfile.TemporaryDirectory(prefix="gn-load-") as folder:
        async with open_world(
            Path(folder), env=LOAD_ENV, bot_argv=bot_argv, interaction_deadline=None
        ) as world:
            await world.stop_bot()  # the empty database, checkpointed, is the baseline
            run.db_baseline = db_size(world.db_path)
            await world.start_bot()
            tables = [await open_table(world, PLAYERS, prefix=f"G{n}-") for n in range(games)]
            started = time.monotonic()
            await asyncio.gather(
                *(play(t, random.Random(seed + n), cap, run) for n, t in enumerate(tables))
            )
            run.seconds = time.monotonic() - started
            run.peak_rss_kib = bot_peak(world)
        run.db_bytes = db_size(world.db_path)
    return run


def bot_peak(world: World) -> int:
    assert world.bot is not None and world.bot.proc is not None
    return peak_rss_kib(world.bot.proc.pid)


def ms(value: float) -> str:
    return "-" if value != value else f"{value * 1000:,.0f}"


def table_text(runs: Sequence[Run]) -> str:
    head = (
        "| games | actions | finished | actions/s | 1st response p50 / p95 / max (ms) "
        "| prompt + board p50 / p95 (ms) | bot peak RSS (MiB) | DB per game, file (records) KiB "
        "| refused |"
    )
    lines = [head, "|" + "---|" * 9]
    for r in runs:
        per_game = r.per_game_db
        lines.append(
            f"| {r.games} | {r.actions} | {r.finished}/{r.games} "
            f"| {r.actions / r.seconds:,.1f} "
            f"| {ms(percentile(r.first_response, 50))} / {ms(percentile(r.first_response, 95))}"
            f" / {ms(max(r.first_response, default=float('nan')))} "
            f"| {ms(percentile(r.prompt_posted, 50))} / {ms(percentile(r.prompt_posted, 95))} "
            f"| {r.peak_rss_kib / 1024:,.1f} "
            f"| {per_game[0] / 1024:,.1f} ({per_game[1] / 1024:,.1f}) "
            f"| {sum(r.refusals.values())} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="1,10,50", help="comma-separated N (default 1,10,50)")
    parser.add_argument(
        "--max-actions",
        type=int,
        default=250,
        help="cap on applied actions per game (default 250: every game ends well before)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bot", default=None, help="run this command instead of `python -m bot` (experiments)"
    )
    args = parser.parse_args(argv)
    bot_argv = args.bot.split() if args.bot else None
    runs = []
    for n in (int(part) for part in args.games.split(",") if part.strip()):
        captured = io.StringIO()  # the harness prints the bot's log tail at teardown
        try:
            with contextlib.redirect_stdout(captured):
                run = asyncio.run(measure(n, args.max_actions, args.seed, bot_argv))
        except BaseException:
            print(captured.getvalue(), file=sys.stderr)
            raise
        runs.append(run)
        print(
            f"N={n}: {run.actions} actions in {run.seconds:.1f}s, {run.finished} finished",
            file=sys.stderr,
        )
    print(table_text(runs))
    capped = [r for r in runs if r.finished < r.games]
    print()
    print(
        f"{PLAYERS} players a game; {os.cpu_count()} CPUs; each game played to Game over or"
        f" {args.max_actions} applied actions."
    )
    if capped:
        print(
            "Not every game finished within the cap: "
            + ", ".join(f"N={r.games}: {r.finished}/{r.games}" for r in capped)
            + " (so DB per game is for unfinished games there)."
        )
    for r in runs:
        for text, count in r.refusals.most_common():
            print(f"N={r.games}: refused {count}x: {text}")


if __name__ == "__main__":
    main()
