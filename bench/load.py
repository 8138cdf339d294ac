"""Load benchmark: N concurrent games, the real bot process, the fake Discord.

    python -m bench.load                      # N = 1, 10, 50; every game to the end (or the cap)
    python -m bench.load --games 1,10 --max-actions 40 --game cheat-street
    python -m bench.load --rate 50 --open-games 200 --seconds 20    # open loop (bench.open_loop)
    python -m bench.load --rate 50,100 --game all   # open loop, the registered games mixed
    python -m bench.load --rate 50 --game each      # open loop, one run per registered game
    python -m bench.load --database-url postgresql://…   # the bot on PostgreSQL (a fresh schema)
    python -m bench.load --flood --rate 30 --open-games 200   # one server floods (bench.flood)
    python -m bench.compare d6b0db6 --rate 30 --game all   # this build beside another revision

Each game is opened in turn (not measured), then all N are played at once by the seeded random
player of the end-to-end driver (steered by the game's strategy), through `/play` and the
prompts' buttons and menus. The fake and the players share one process and event loop with
each other (not with the bot), so on a small machine the latencies include some of the
driver's own work.

Columns: applied actions per second of wall time; latency from an action's interaction sent to
its first response (the bot's defer) and to its new prompt with the board image posted; the bot
process's peak RSS (VmHWM); database growth per game over the empty database, as file bytes
(both compacted) and as bytes of records (indexes included); and actions the bot refused
although they were legal (e.g. "could not be saved"), which the player then retries.

With ``--flood`` the open loop's tables are spread over four servers and played twice on one
bot, quietly and then while one member of a fifth server floods it (``bench.flood``); it
prints the calm servers' prompt times side by side, their ratio, and how the flood's requests
were answered (in full, refused, lost) and how fast.

The open loop counts apart the actions it sent that the game had already moved past (a
call-out window's timer closed it meanwhile): the bot answers those out of date, as it should.
It also prints what an applied action cost in CPU, the bot process's own and its
worker processes' (render workers, thinkers) apart, both read from /proc over the time actions
were sent and answered, and the event loop's stalls over 20 ms in that time, from the log the
bot's loop watch keeps (``LOOP_STALL_LOG``; "-" for a bot without the watch): how many and the
longest, then how many were busy (the loop's own thread ran over 20 ms of CPU in them: code
on the loop, a garbage collection) and the most CPU in one. The rest waited for a core (or
the GIL): on a machine shared with other work, the load, not the bot. The driver's own loop
(the fake Discord and the players) is watched the same way.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import io
import os
import random
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bench.flood import FloodPlan, FloodRun, add_servers, flood
from bench.open_loop import ALL, EACH, OpenRun, drive, game_for, open_tables, seats_for
from bench.processes import Stall, Usage, peak_rss_kib, read_stalls, workers_peak_rss_kib
from bot.heap import freeze_start_up
from bot.loop_watch import STALL_SECONDS, LoopWatch
from tests.databases import fresh_schema
from tests.e2e.driver import (
    LeakChecker,
    Table,
    act,
    controls_for,
    game,
    game_keys,
    legal_options,
    open_table,
    wait_current_prompt,
)
from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import GAME_ENV

PRODUCTION_PAUSE = 1.5
"""A deployed bot's ``COMPUTER_PAUSE_SECONDS`` (its default)."""

LOAD_ENV = {
    **GAME_ENV,
    "LOG_LEVEL": "WARNING",
    "CALLOUT_SECONDS": "5",
    "WORKER_PROCESSES": "",
    "MAX_TABLES_PER_SERVER": "1000",  # the open loop plays 200 tables in one server
}
"""Quiet logs (debug lines would dominate the bot's CPU); a call-out timer that rarely fires;
as many render workers as the machine has cores, as in production."""


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


@contextlib.asynccontextmanager
async def database(setup: Setup) -> AsyncIterator[str | None]:
    """The PostgreSQL schema the bot gets to itself for one run; None: its SQLite file."""
    if setup.database_url is None:
        yield None
        return
    async with fresh_schema(setup.database_url) as url:
        yield url


TABLES = ("games", "seats", "events", "snapshots", "secret_outbox", "schema_migrations")


def world_db_size(world: World) -> tuple[int, int]:
    """``db_size`` of the bot's database, whichever it is; PostgreSQL's tables are compacted
    (VACUUM FULL), their sizes with indexes, and the bytes of their rows."""
    if world.database_url is None:
        return db_size(world.db_path)
    file = records = 0
    for table in TABLES:
        world.execute(f"VACUUM FULL {table}")
        ((size,),) = world.query(f"SELECT pg_total_relation_size('{table}')")
        ((rows,),) = world.query(f"SELECT COALESCE(SUM(pg_column_size(t.*)), 0) FROM {table} t")
        file, records = file + int(size), records + int(rows)
    return file, records


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
    strategy = table.strategy
    checker = LeakChecker(table.world, table.game_id, table.thread_id, strategy.tracker())
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
        seat, action_id = strategy.choose(rng, options, table, checker)
        member = table.members[seat]
        on_prompt = await controls_for(member, prompt)
        surfaces = ["play"] + ([on_prompt[action_id].kind] if action_id in on_prompt else [])
        outcome = await act(
            table, member, action_id, rng.choice(surfaces), prompt=prompt, timeout=120
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


@dataclass(frozen=True)
class Setup:
    """What every run of one invocation shares."""

    game: str
    players: int
    seed: int
    bot_argv: list[str] | None
    database_url: str | None = None


async def measure(games: int, cap: int, setup: Setup) -> Run:
    run = Run(games, cap)
    with tempfile.TemporaryDirectory(prefix="gn-load-") as folder:
        async with (
            database(setup) as url,
            open_world(
                Path(folder),
                env=LOAD_ENV,
                bot_argv=setup.bot_argv,
                interaction_deadline=None,
                database_url=url,
            ) as world,
        ):
            await world.stop_bot()  # the empty database, checkpointed, is the baseline
            run.db_baseline = world_db_size(world)
            await world.start_bot()
            tables = [
                await open_table(
                    world,
                    seats_for(game_for(setup.game, n), setup.players),
                    game=game_for(setup.game, n),
                    prefix=f"G{n}-",
                )
                for n in range(games)
            ]
            started = time.monotonic()
            await asyncio.gather(
                *(play(t, random.Random(setup.seed + n), cap, run) for n, t in enumerate(tables))
            )
            run.seconds = time.monotonic() - started
            run.peak_rss_kib = bot_peak(world)
            await world.stop_bot()
            run.db_bytes = world_db_size(world)
    return run


async def measure_open(rate: float, games: int, seconds: float, setup: Setup) -> OpenRun:
    run = OpenRun(rate, games, seconds, setup.game)
    with tempfile.TemporaryDirectory(prefix="gn-open-") as folder:
        stall_log = Path(folder) / "stalls.log"
        env = {**LOAD_ENV, "LOOP_STALL_LOG": str(stall_log)}
        async with (
            database(setup) as url,
            open_world(
                Path(folder),
                env=env,
                bot_argv=setup.bot_argv,
                interaction_deadline=None,
                database_url=url,
            ) as world,
        ):
            tables = await open_tables(world, setup.game, setup.players, games)
            freeze_start_up()  # what opening built: the players' collections skip it
            pid = bot_pid(world)
            started, usage, driver = time.time(), Usage.now(pid), time.process_time()
            driver_log = Path(folder) / "driver-stalls.log"
            watch = LoopWatch(driver_log)
            watch.start()
            await drive(tables, run, setup.seed)
            watch.stop()
            run.bot_cpu, run.workers_cpu = Usage.now(pid).since(usage)
            run.driver_cpu = time.process_time() - driver
            run.driver_stalls = read_stalls(driver_log, started, time.time()) or []
            await asyncio.sleep(1.5)  # the watch writes its log every second
            run.stalls = read_stalls(stall_log, started, time.time())
            run.peak_rss_kib = bot_peak(world)
            run.workers_peak_rss_kib = workers_peak_rss_kib(pid)
    gc.unfreeze()
    return run


async def measure_flood(
    rate: float, games: int, seconds: float, setup: Setup, plan: FloodPlan
) -> tuple[OpenRun, OpenRun, FloodRun]:
    """The calm servers' tables played quietly, then again while one server floods."""
    quiet = OpenRun(rate, games, seconds, setup.game)
    flooded = OpenRun(rate, games, seconds, setup.game)
    with tempfile.TemporaryDirectory(prefix="gn-flood-") as folder:
        # The commands synced globally (every server's), and computers pausing before they
        # move as a deployed bot's do: the flood is what one member can make a real bot do.
        env = {**LOAD_ENV, "DEV_GUILD_ID": "", "COMPUTER_PAUSE_SECONDS": str(PRODUCTION_PAUSE)}
        async with (
            database(setup) as url,
            open_world(
                Path(folder),
                env=env,
                bot_argv=setup.bot_argv,
                interaction_deadline=None,
                database_url=url,
                start_bot=False,
            ) as world,
        ):
            calm, flooding = add_servers(world, plan)
            await world.start_bot()
            tables = await open_tables(world, setup.game, setup.players, games, calm)
            freeze_start_up()
            await drive(tables, quiet, setup.seed)
            _, flood_run = await asyncio.gather(
                drive(tables, flooded, setup.seed + 1),
                flood(world, flooding, plan, seconds, setup.game, setup.seed),
            )
            flooded.peak_rss_kib = bot_peak(world)
    gc.unfreeze()
    return quiet, flooded, flood_run


def bot_pid(world: World) -> int:
    assert world.bot is not None and world.bot.proc is not None
    return world.bot.proc.pid


def bot_peak(world: World) -> int:
    return peak_rss_kib(bot_pid(world))


def ms(value: float) -> str:
    return "-" if value != value else f"{value * 1000:,.0f}"


def table_text(runs: Sequence[Run]) -> str:
    head = (
        "| games | actions | finished | actions/s | 1st response p50 / p95 / max (ms) "
        "| prompt updated p50 / p95 (ms) | bot peak RSS (MiB) | DB per game, file (records) KiB "
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


def three(values: Sequence[float]) -> str:
    return " / ".join(ms(percentile(values, p)) for p in (50, 95, 99))


def stall_text(stalls: list[Stall] | None) -> str:
    """ "count over 20 ms / longest ms; busy ones / the most CPU in one (ms)", or "-" for a bot
    without the loop watch. A busy stall is one where the loop's own thread ran over 20 ms of
    CPU (code on the loop, a garbage collection); the others waited for a core or the GIL."""
    if stalls is None:
        return "-"
    text = f"{len(stalls)} / {max((s.late_ms for s in stalls), default=0):,.0f}"
    if any(s.cpu_ms is None for s in stalls):
        return text
    busy = [s.cpu_ms for s in stalls if s.cpu_ms is not None and s.cpu_ms > STALL_SECONDS * 1000]
    return f"{text}; busy {len(busy)} / {max(busy, default=0):,.0f}"


def open_text(runs: Sequence[OpenRun]) -> str:
    head = (
        "| game | rate (actions/s) | games | sent / planned | applied | overtaken | no game ready "
        "| 1st response p50 / p95 / p99 (ms) | prompt updated p50 / p95 / p99 (ms) "
        "| refused | lost | CPU ms per action: bot / workers / driver "
        "| bot loop stalls > 20 ms / longest (ms); busy / busiest (ms) | driver's "
        "| bot peak RSS (MiB) "
        "| workers peak RSS, largest / all (MiB) |"
    )
    lines = [head, "|" + "---|" * 17]
    for r in runs:
        per_action = 1000 / max(r.applied, 1)
        largest, summed = r.workers_peak_rss_kib
        lines.append(
            f"| {r.game} | {r.rate:g} | {r.games} | {r.sent} / {int(r.rate * r.seconds)}"
            f" | {r.applied} | {sum(r.overtaken.values())} "
            f"| {r.no_game_ready} | {three(r.first_response)} | {three(r.prompt_shown)} "
            f"| {sum(r.refusals.values())} | {r.lost} "
            f"| {r.bot_cpu * per_action:.1f} / {r.workers_cpu * per_action:.1f}"
            f" / {r.driver_cpu * per_action:.1f} "
            f"| {stall_text(r.stalls)} | {stall_text(r.driver_stalls)} "
            f"| {r.peak_rss_kib / 1024:,.1f} "
            f"| {largest / 1024:,.1f} / {summed / 1024:,.1f} |"
        )
    return "\n".join(lines)


def by_game_text(runs: Sequence[OpenRun]) -> str:
    """Prompt updated p50 / p95 / p99 per game, for a run of several games."""
    lines = []
    for r in runs:
        for key, values in sorted(r.prompt_by_game.items()):
            lines.append(
                f"rate {r.rate:g}: {key}: {len(values)} applied, prompt updated"
                f" p50 / p95 / p99 {three(values)} ms"
            )
    return "\n".join(lines)


def quietly(coroutine: Any) -> Any:
    """Run `coroutine`; the harness's teardown output only if it fails."""
    captured = io.StringIO()  # the harness prints the bot's log tail at teardown
    try:
        with contextlib.redirect_stdout(captured):
            return asyncio.run(coroutine)
    except BaseException:
        print(captured.getvalue(), file=sys.stderr)
        raise


def main_open(args: argparse.Namespace, setup: Setup) -> None:
    runs = []
    each = game_keys() if setup.game == EACH else [setup.game]
    for key in each:
        one = replace(setup, game=key)
        for rate in (float(part) for part in args.rate.split(",") if part.strip()):
            run = quietly(measure_open(rate, args.open_games, args.seconds, one))
            runs.append(run)
            print(
                f"{key}, rate {rate:g}: {run.sent} sent, {run.applied} applied in"
                f" {run.elapsed:.1f}s (+{run.drained:.1f}s to drain)",
                file=sys.stderr,
            )
    print(open_text(runs))
    print()
    if setup.game == ALL:
        print(by_game_text(runs))
        print()
    print(
        f"{setup.game}, {setup.players or 'fewest'} players a game; {os.cpu_count()} CPUs;"
        f" actions sent for {args.seconds:g}s at a fixed rate, each to a game waiting for"
        " someone."
    )
    for r in runs:
        for text, count in r.refusals.most_common():
            print(f"rate {r.rate:g}: refused {count}x: {text}")
        for text, count in r.overtaken.most_common():
            print(f"rate {r.rate:g}: overtaken {count}x (the game had moved on): {text}")


def ratio(flooded: Sequence[float], quiet: Sequence[float]) -> str:
    """p50 / p95 / p99 under the flood over the same without it."""
    parts = []
    for p in (50, 95, 99):
        before, after = percentile(quiet, p), percentile(flooded, p)
        parts.append("-" if not before or before != before else f"{after / before:.2f}")
    return " / ".join(parts)


def flood_text(quiet: OpenRun, flooded: OpenRun, flood_run: FloodRun) -> str:
    head = (
        "| calm servers' tables | applied / sent | lost | prompt updated p50 / p95 / p99 (ms) "
        "| 1st response p50 / p95 / p99 (ms) |"
    )
    lines = [head, "|" + "---|" * 5]
    for name, r in (("quiet", quiet), ("one server flooding", flooded)):
        lines.append(
            f"| {name} | {r.applied} / {r.sent} | {r.lost} | {three(r.prompt_shown)}"
            f" | {three(r.first_response)} |"
        )
    lines.append(
        f"| flooding / quiet | | | {ratio(flooded.prompt_shown, quiet.prompt_shown)}"
        f" | {ratio(flooded.first_response, quiet.first_response)} |"
    )
    lines += [
        "",
        "| flood request | sent | answered | refused | lost | answer time p50 / p95 / p99 (ms) |",
        "|" + "---|" * 6,
    ]
    for kind, t in flood_run.tallies.items():
        lines.append(
            f"| {kind} | {t.sent} | {t.answered} | {t.refused} | {t.lost} | {three(t.seconds)} |"
        )
    lines.append(
        f"| own moves at computer tables | {flood_run.moves} | {flood_run.moves} | | "
        f"| {three(flood_run.move_seconds)} (to the next prompt) |"
    )
    return "\n".join(lines)


def main_flood(args: argparse.Namespace, setup: Setup) -> None:
    plan = FloodPlan()
    rate = float(args.rate.split(",")[0] or 30)
    quiet, flooded, flood_run = quietly(
        measure_flood(rate, args.open_games, args.seconds, setup, plan)
    )
    print(flood_text(quiet, flooded, flood_run))
    print()
    print(
        f"{setup.game}, {args.open_games} tables over four calm servers, {rate:g} actions/s for"
        f" {args.seconds:g}s, first quiet, then while one member of a fifth server sends"
        f" {plan.computer_tables} tables of computers, {plan.lobbies} lobbies at once and"
        f" {plan.bursts} bursts of {plan.burst_size} /game status; {os.cpu_count()} CPUs."
    )
    for kind, t in flood_run.tallies.items():
        for text, count in t.refusals.most_common(3):
            print(f"{kind}: refused {count}x: {text}")
    for name, r in (("quiet", quiet), ("flooding", flooded)):
        for text, count in r.refusals.most_common(3):
            print(f"{name}: a calm table's action refused {count}x: {text}")


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
    parser.add_argument(
        "--game",
        default=None,
        help="game key; `all`: the registered games mixed; `each`: open loop, one run per game"
        " (default: the first registered)",
    )
    parser.add_argument(
        "--database-url",
        default=None,
        help="run the bot on this PostgreSQL server, in a fresh schema (default: a SQLite file)",
    )
    parser.add_argument("--players", type=int, default=0, help="default: the game's minimum")
    parser.add_argument(
        "--rate", default="", help="open loop: comma-separated actions per second (e.g. 50)"
    )
    parser.add_argument("--open-games", type=int, default=200, help="open loop: games (200)")
    parser.add_argument(
        "--seconds", type=float, default=20.0, help="open loop: seconds of sending (20)"
    )
    parser.add_argument(
        "--flood",
        action="store_true",
        help="open loop over four servers, quiet then while a fifth floods (default rate 30)",
    )
    args = parser.parse_args(argv)
    key = args.game or game_keys()[0]
    players = args.players or (0 if key in (ALL, EACH) else game(key).min_players)
    setup = Setup(
        key, players, args.seed, args.bot.split() if args.bot else None, args.database_url
    )
    if args.flood:
        if key == EACH:
            parser.error("--flood takes one game or `all`, not `each`.")
        main_flood(args, setup)
        return
    if args.rate:
        main_open(args, setup)
        return
    if key in (ALL, EACH):
        parser.error(f"--game {key} is for the open loop: give --rate too.")
    runs = []
    for n in (int(part) for part in args.games.split(",") if part.strip()):
        run = quietly(measure(n, args.max_actions, setup))
        runs.append(run)
        print(
            f"N={n}: {run.actions} actions in {run.seconds:.1f}s, {run.finished} finished",
            file=sys.stderr,
        )
    print(table_text(runs))
    capped = [r for r in runs if r.finished < r.games]
    print()
    where = "PostgreSQL" if args.database_url else "SQLite"
    print(
        f"{key}, {players} players a game; {os.cpu_count()} CPUs; {where}; each game played to"
        f" Game over or {args.max_actions} applied actions."
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
