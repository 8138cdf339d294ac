"""Open-loop load: actions at a fixed rate across many games, whatever the bot's pace.

    python -m bench.load --rate 50 --open-games 200 --seconds 20
    python -m bench.load --rate 50,100 --game all     # the registered games mixed, in turn

A closed loop (each player waits for the answer before acting again) slows down with the
bot and so hides queueing; here an action is sent every 1/rate seconds to the next game that
is waiting for someone, whether or not earlier actions were answered. A game still busy with
an earlier action is passed over (counted as "no game ready" when all are). Choices are
uniform among the legal actions of the seats the prompt waits for, read from the saved game
with the rules, so picking one costs the bot nothing. Latencies: from the interaction sent to
its first response (the defer), and to the prompt after it shown (posted or edited in).
Everything runs against the fake Discord on 127.0.0.1, bounded by `--seconds` and by
rate x seconds actions. With `--game all` the tables take every registered game in turn, each
at its smallest table unless `--players` says otherwise.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.processes import Stall
from bot.engine.serial import loads_state
from tests.e2e.driver import (
    Outcome,
    Table,
    act,
    controls_for,
    game,
    game_keys,
    mentioned,
    open_table,
    prompt_version,
    query,
)
from tests.e2e.harness import World

ALL = "all"
"""`--game all`: every registered game, in turn."""
EACH = "each"
"""`--game each`: one run per registered game (so each game's stalls are its own)."""


@dataclass
class OpenRun:
    """What one open-loop run measured."""

    rate: float
    games: int
    seconds: float
    game: str = ALL
    """The game key of every table, or ``all`` (mixed)."""
    sent: int = 0
    applied: int = 0
    no_game_ready: int = 0
    elapsed: float = 0.0
    drained: float = 0.0
    first_response: list[float] = field(default_factory=list)
    prompt_shown: list[float] = field(default_factory=list)
    prompt_by_game: dict[str, list[float]] = field(default_factory=dict)
    refusals: Counter[str] = field(default_factory=Counter)
    lost: int = 0
    """Actions that got no answer or no new prompt within the timeout."""
    overtaken: Counter[str] = field(default_factory=Counter)
    """Actions answered with a refusal because the game had moved on before they arrived (a
    call-out window's timer closed it), by the refusal's words."""
    finished: int = 0
    peak_rss_kib: int = 0
    bot_cpu: float = 0.0
    """CPU seconds of the bot process while actions were sent and answered."""
    workers_cpu: float = 0.0
    """CPU seconds of the bot's worker processes over the same time."""
    workers_peak_rss_kib: tuple[int, int] = (0, 0)
    """(largest, summed) peak RSS of the bot's worker processes."""
    driver_cpu: float = 0.0
    """CPU seconds of this process (the fake Discord and the players) over the same time."""
    driver_stalls: list[Stall] = field(default_factory=list)
    """Stalls over 20 ms of this process's own loop: the fake Discord answers late for all
    games while the players work something out."""
    stalls: list[Stall] | None = None
    """The loop watch's stalls over the run; None for a bot without the watch."""


def game_for(key: str, n: int) -> str:
    """The game of the ``n``-th table: ``key``, or with ``all`` every registered one in turn."""
    if key != ALL:
        return key
    keys = game_keys()
    return keys[n % len(keys)]


def seats_for(key: str, players: int) -> int:
    """``players`` where the game takes that many, else its smallest table."""
    rules = game(key)
    return players if rules.min_players <= players <= rules.max_players else rules.min_players


async def open_tables(
    world: World, key: str, players: int, games: int, channels: Sequence[int] = ()
) -> list[Table]:
    """`games` tables, a few opened at a time (opening is not measured), in `channels` in
    turn (default: the home server's text channel)."""
    tables: list[Table] = []
    batch = 8
    where = list(channels) or [world.channel_id]

    def one(n: int) -> Any:
        key_n = game_for(key, n)
        players_n = seats_for(key_n, players)
        channel = where[n % len(where)]
        return open_table(world, players_n, game=key_n, prefix=f"O{n}-", channel=channel)

    for first in range(0, games, batch):
        tables += await asyncio.gather(*(one(n) for n in range(first, min(games, first + batch))))
    return tables


def legal_by_seat(key: str, saved: str, seats: Sequence[int]) -> dict[int, list[str]]:
    """The legal action ids of each of `seats` that has any, in the game saved as `saved`
    (a snapshot's JSON; one saved by an older build, benchmarked side by side, is migrated
    as the bot would)."""
    rules = game(key)
    state = loads_state(rules, saved)
    options = {seat: [a.id for a in rules.legal_actions(state, seat)] for seat in seats}
    return {seat: ids for seat, ids in options.items() if ids}


def pick(table: Table, rng: random.Random) -> tuple[int, str] | None:
    """(seat, action id) for a game whose shown prompt is the saved version, else None."""
    if table.game_over() is not None:
        return None
    prompt = table.latest_prompt()
    if prompt is None:
        return None
    shown = prompt_version(prompt, table.game_id)
    rows = query(
        table.world,
        "SELECT version, state_json FROM snapshots WHERE game_id = ?",
        (table.game_id,),
    )
    if not rows or shown != int(rows[0][0]):
        return None  # the bot has not shown the saved version yet
    asked = [table.by_id(user_id) for user_id in mentioned(prompt)]
    seats = [table.seat_of(member) for member in asked if member is not None]
    options = legal_by_seat(table.game, rows[0][1], seats)
    if not options:
        return None
    seat = rng.choice(sorted(options))
    return seat, rng.choice(options[seat])


async def fire(table: Table, seat: int, action_id: str, rng: random.Random, run: OpenRun) -> None:
    member = table.members[seat]
    prompt = table.latest_prompt()
    controls = await controls_for(member, prompt) if prompt is not None else {}
    how = controls[action_id].kind if action_id in controls and rng.random() < 0.7 else "play"
    try:
        outcome: Outcome = await act(table, member, action_id, how, prompt=prompt, timeout=60)
    except AssertionError:
        run.lost += 1
        return
    run.first_response.append(outcome.result.latency)
    if outcome.applied:
        run.applied += 1
        if outcome.prompt_latency is not None:
            run.prompt_shown.append(outcome.prompt_latency)
            run.prompt_by_game.setdefault(table.game, []).append(outcome.prompt_latency)
    elif outcome.raced:
        run.overtaken[outcome.refusal] += 1
    else:
        run.refusals[outcome.refusal] += 1


async def drive(tables: Sequence[Table], run: OpenRun, seed: int) -> None:
    """Send one action every 1/rate seconds for `run.seconds`, then wait for the answers."""
    rng = random.Random(seed)
    busy: set[int] = set()
    tasks: set[asyncio.Task[None]] = set()
    interval = 1.0 / run.rate
    started = time.monotonic()
    budget = int(run.rate * run.seconds)
    turn = 0
    for n in range(budget):
        delay = started + n * interval - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        chosen = None
        for _ in range(len(tables)):
            index = turn % len(tables)
            turn += 1
            if index in busy:
                continue
            choice = pick(tables[index], rng)
            if choice is not None:
                chosen = index, choice
                break
        if chosen is None:
            run.no_game_ready += 1
            continue
        index, (seat, action_id) = chosen
        busy.add(index)
        run.sent += 1

        async def one(index: int = index, seat: int = seat, action_id: str = action_id) -> None:
            try:
                await fire(tables[index], seat, action_id, rng, run)
            finally:
                busy.discard(index)

        task = asyncio.create_task(one())
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    run.elapsed = time.monotonic() - started
    if tasks:
        await asyncio.wait(set(tasks), timeout=90)
    run.drained = time.monotonic() - started - run.elapsed
    run.finished = sum(1 for t in tables if t.game_over() is not None)
