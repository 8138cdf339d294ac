"""One server floods while the others play: does one member slow everyone else's tables down?

    python -m bench.load --flood --rate 30 --open-games 200 --seconds 20

The tables are spread over several calm servers (guilds of the fake Discord) and played open
loop (``bench.open_loop``) twice on the same bot: first quietly, then while one member of one
more server floods it. The flood, spread over the run by ``schedule``: a few tables of
computers that the member plays as fast as the bot answers (their thinking and boards are the
load), lobby spam (``/game new`` in many channels at once), and bursts of ``/game status`` in
those tables' threads. Limits on one member or one server refuse part of it; a refusal is an
answer too, so the flood counts its requests as answered (the full answer: a board, a lobby),
refused (one sentence) or lost (no answer in time), with their answer times. The calm servers'
prompt times, flood against quiet, are the figure that matters.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from bench.open_loop import game_for, pick
from bot.standin.state import TEXT_CHANNEL
from tests.e2e.driver import Table, act, game, surface
from tests.e2e.harness import Member, World

CALM_SERVERS = 4
"""The servers whose tables are measured; the flooding one is one more."""

STATUS = "/game status"
NEW = "/game new"
COMPUTERS = "computer table"


@dataclass(frozen=True)
class FloodPlan:
    """What the one flooding member sends over a run."""

    computer_tables: int = 4
    """Tables of computers opened at the start (one seat the member's own, played at once)."""
    lobbies: int = 30
    """``/game new`` in this many channels at once, a third of the way in."""
    bursts: int = 3
    burst_size: int = 100
    """``/game status`` this many times at once, in the member's tables' threads, each burst."""


@dataclass(frozen=True)
class Step:
    """``count`` requests of ``kind`` sent together ``at`` seconds into the run."""

    at: float
    kind: str
    count: int


def schedule(plan: FloodPlan, seconds: float) -> list[Step]:
    """When the flood sends what: the computer tables first, the status bursts evenly over the
    run, the lobby spam between the first two bursts; all within ``seconds``."""
    steps = [Step(0.0, COMPUTERS, plan.computer_tables)] if plan.computer_tables else []
    gap = seconds / (plan.bursts + 1)
    steps += [Step(gap * (n + 1), STATUS, plan.burst_size) for n in range(plan.bursts)]
    if plan.lobbies:
        steps.append(Step(gap * 1.5 if plan.bursts else seconds / 2, NEW, plan.lobbies))
    return sorted(steps, key=lambda step: step.at)


def answered(kind: str, content: str, attachments: int) -> bool:
    """Whether a flood request got its full answer (a board; a lobby's thread), not a refusal."""
    if kind == STATUS:
        return attachments > 0
    return surface.THREAD_LINK.search(content) is not None


@dataclass
class Tally:
    """The answers to one kind of flood request."""

    sent: int = 0
    answered: int = 0
    refused: int = 0
    seconds: list[float] = field(default_factory=list)
    """Answer times, from sent to the final answer (refusals included)."""
    refusals: Counter[str] = field(default_factory=Counter)

    @property
    def lost(self) -> int:
        """Sent but neither answered nor refused in time."""
        return self.sent - self.answered - self.refused


@dataclass
class FloodRun:
    """What the flood sent and how it was answered."""

    tallies: dict[str, Tally] = field(default_factory=dict)
    moves: int = 0
    """The member's own moves at the computer tables, applied."""
    move_seconds: list[float] = field(default_factory=list)
    """From the member's move sent to the next prompt shown (computers' moves included)."""

    def tally(self, kind: str) -> Tally:
        return self.tallies.setdefault(kind, Tally())


def add_servers(world: World, plan: FloodPlan) -> tuple[list[int], list[int]]:
    """Before the bot starts: the calm servers' channels (the home server's among them) and
    the flooding server's channels, one per lobby of the spam."""
    calm = [world.channel_id] + [
        world.fake.text_channel(world.fake.add_guild(f"Calm {n}")) for n in range(1, CALM_SERVERS)
    ]
    flooding = world.fake.add_guild("Flood")
    channels = [world.fake.text_channel(flooding)] + [
        world.fake.state.add_channel(f"spam-{n}", TEXT_CHANNEL, guild_id=flooding).id
        for n in range(1, max(plan.lobbies, 1))
    ]
    return calm, channels


async def flood(
    world: World, channels: Sequence[int], plan: FloodPlan, seconds: float, key: str, seed: int
) -> FloodRun:
    """Send the plan's requests over ``seconds`` as one member, then wait for their answers."""
    run = FloodRun()
    member = world.member("Flooder")
    rng = random.Random(seed)
    started = time.monotonic()
    deadline = started + seconds
    tables: list[Table] = []
    tasks: list[asyncio.Task[None]] = []
    for step in schedule(plan, seconds):
        await asyncio.sleep(max(0.0, started + step.at - time.monotonic()))
        if step.kind == COMPUTERS:
            for n in range(step.count):
                table = await open_computer_table(member, channels[0], game_for(key, n), n, run)
                if table is not None:
                    tables.append(table)
                    tasks.append(asyncio.create_task(play_own_seat(table, rng, deadline, run)))
        elif step.kind == STATUS:
            threads = [t.thread for t in tables] or [channels[0]]
            for n in range(step.count):
                where = threads[n % len(threads)]
                tasks.append(asyncio.create_task(request(member, STATUS, where, run)))
        else:
            for n in range(step.count):
                where = channels[n % len(channels)]
                new = request(member, NEW, where, run, game=game_for(key, n))
                tasks.append(asyncio.create_task(new))
    await asyncio.sleep(max(0.0, deadline - time.monotonic()))
    _, late = await asyncio.wait(tasks, timeout=90)
    for task in late:  # counted as lost
        task.cancel()
    await asyncio.gather(*late, return_exceptions=True)
    return run


async def request(member: Member, kind: str, channel: int, run: FloodRun, **options: str) -> None:
    """One slash command; its answer tallied as answered, refused or lost."""
    tally = run.tally(kind)
    tally.sent += 1
    sent = time.monotonic()
    try:
        reply = await member.slash(kind.removeprefix("/"), channel=channel, timeout=60, **options)
    except AssertionError:
        return  # lost
    tally.seconds.append(time.monotonic() - sent)
    if answered(kind, reply.content, len(reply.attachments)):
        tally.answered += 1
    else:
        tally.refused += 1
        tally.refusals[reply.content.strip()[:80]] += 1


async def open_computer_table(
    member: Member, channel: int, key: str, n: int, run: FloodRun
) -> Table | None:
    """``/game new``, computers in every other seat, Start; None if refused or lost."""
    tally = run.tally(COMPUTERS)
    tally.sent += 1
    try:
        return await _open_computer_table(member, channel, key, n, tally)
    except AssertionError:
        return None  # lost


async def _open_computer_table(
    member: Member, channel: int, key: str, n: int, tally: Tally
) -> Table | None:
    rules = game(key)
    sent = time.monotonic()
    opened = await member.slash("game new", channel=channel, timeout=60, game=key)
    tally.seconds.append(time.monotonic() - sent)
    link = surface.THREAD_LINK.search(opened.content)
    if link is None:
        tally.refused += 1
        tally.refusals[opened.content.strip()[:80]] += 1
        return None
    world = member.world
    thread = world.channel(int(link[1]))
    lobby = await world.wait_for(
        lambda: world.find_message(thread, predicate=lambda m: m.button("Join") is not None),
        30,
        "the computer table's lobby",
    )
    game_id = surface.lobby_game_id(lobby)
    assert game_id is not None, lobby.components
    for _ in range(rules.max_players - 1):
        await member.click("Add computer", message=lobby, timeout=60)
    await member.click("Start", message=lobby, timeout=60)
    table = Table(world, thread, game_id, [member], key)
    await world.wait_for(table.latest_prompt, 30, f"the first prompt of computer table {n}")
    tally.answered += 1
    return table


async def play_own_seat(table: Table, rng: random.Random, deadline: float, run: FloodRun) -> None:
    """The member's moves at a table of computers, each as soon as the game asks, until
    ``deadline`` or Game over."""
    member = table.members[0]
    while time.monotonic() < deadline and table.game_over() is None:
        choice = pick(table, rng)
        if choice is None:
            await asyncio.sleep(0.05)  # the computers are moving, or the board is being drawn
            continue
        _, action_id = choice
        try:
            outcome = await act(
                table, member, action_id, "play", prompt=table.latest_prompt(), timeout=60
            )
        except AssertionError:
            continue
        if outcome.applied:
            run.moves += 1
            if outcome.prompt_latency is not None:
                run.move_seconds.append(outcome.prompt_latency)
