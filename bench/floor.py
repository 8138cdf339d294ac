"""The floor of a move's CPU: what any bot pays for it on Discord, beside two whole bots.

    python -m bench.floor d6b0db6 --game cheat-street --rate 30 --seconds 20
    python -m bench.floor d6b0db6 --game each          # one floor and pair of bots per game

One run plays the same open loop three times against the fake Discord of the end-to-end tests:
on `bench.floor_bot` (a discord.py bot that only answers a press with a deferred update and
edits its message with words, controls and a new image of the game's frame's bytes), on this
checkout's bot and on `<revision>`'s (as `bench.compare` runs them). It prints each one's CPU
per move (the process and everything below it, from /proc) and prompt p50 / p95, then the
frame of the game's sample position as `bench.render` times it: drawn, encoded on its palette
as today, and deflated alone at today's level (the least an encoder that writes today's bytes
does). Their sum with the floor bot's is the least a move can cost at today's upload sizes,
given as a share of `<revision>`'s whole move.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import shlex
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bench import compare
from bench.games import catalog
from bench.load import percentile, quietly
from bench.open_loop import EACH
from bench.processes import TreeCpu
from bench.render import _median_ms, board_renderer, caught_frames
from bot.standin.records import Message
from renderers.kit.palette import FRAME_LEVEL
from renderers.kit.png import palette_png
from tests.e2e.driver import game_keys
from tests.e2e.harness import Member, World, open_world

FLOOR_BOT = [sys.executable, "-m", "bench.floor_bot"]
BUTTON = "floor:0"


@dataclass
class FloorRun:
    """What the floor bot spent and how fast its messages changed."""

    moves: int = 0
    lost: int = 0
    cpu: TreeCpu = field(default_factory=lambda: TreeCpu(0.0, 0.0))
    shown: list[float] = field(default_factory=list)

    def per_move_ms(self) -> float:
        return self.cpu.total * 1000 / self.moves if self.moves else float("nan")


@dataclass(frozen=True)
class Frame:
    """The game's sample frame, median ms: drawn, drawn and encoded, deflated alone."""

    draw: float
    whole: float
    deflate: float
    png_bytes: int


def sample_png(key: str) -> bytes:
    board = board_renderer(key)
    if board is None:
        raise SystemExit(f"{key} draws no board")
    rules = catalog().rules(key)
    return board.png(board.sample_view(max(rules.min_players, min(4, rules.max_players))))


def frame_of(key: str, n: int = 50) -> Frame:
    """The sample frame timed as `bench.render` times it, and its palette rows deflated at
    ``FRAME_LEVEL`` alone (the rest of an encoding is mapping colours and writing chunks)."""
    board = board_renderer(key)
    assert board is not None
    rules = catalog().rules(key)
    view = board.sample_view(max(rules.min_players, min(4, rules.max_players)))
    png = board.png(view)  # warm-up
    with caught_frames() as frames:
        board.png(view)
    palette_frame = frames[-1]
    return Frame(
        draw=_median_ms(lambda: board.image(view), n),
        whole=_median_ms(lambda: board.png(view), n),
        deflate=_median_ms(lambda: palette_png(palette_frame, FRAME_LEVEL), n),
        png_bytes=len(png),
    )


async def post_turns(world: World, tables: int) -> list[tuple[Member, Message]]:
    """One member and one turn message of the floor bot each (not measured)."""

    def turns() -> list[Message]:
        return [m for m in world.messages() if m.buttons()]

    for n in range(tables):
        await world.member(f"F{n}").slash("floor")
        await world.wait_for(lambda n=n: len(turns()) > n, 10, "a turn message")
    return [(world.member(f"F{n}"), message) for n, message in enumerate(turns())]


async def press(world: World, member: Member, message: Message, run: FloorRun) -> None:
    before = len(message.edits)
    sent = time.monotonic()
    try:
        await member.click(BUTTON, message=message, timeout=30)
        await world.wait_for(lambda: len(message.edits) > before, 30, "the edit")
    except AssertionError:
        run.lost += 1
        return
    run.moves += 1
    run.shown.append(time.monotonic() - sent)


async def measure_floor(png: bytes, tables: int, rate: float, seconds: float) -> FloorRun:
    """`tables` turn messages, then a press every 1/rate s for `seconds`, each on a message
    whose last press is answered."""
    run = FloorRun()
    with tempfile.TemporaryDirectory(prefix="gn-floor-") as folder:
        frame = Path(folder) / "board.png"
        frame.write_bytes(png)
        async with open_world(
            Path(folder),
            env={"FLOOR_PNG": str(frame)},
            bot_argv=FLOOR_BOT,
            interaction_deadline=None,
        ) as world:
            posted = await post_turns(world, tables)
            assert world.bot is not None and world.bot.proc is not None
            pid = world.bot.proc.pid
            busy: set[int] = set()
            tasks: set[asyncio.Task[None]] = set()
            started, cpu = time.monotonic(), TreeCpu.now(pid)
            for n in range(int(rate * seconds)):
                delay = started + n / rate - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
                free = [i for i in range(n, n + tables) if i % tables not in busy]
                if not free:
                    continue
                index = free[0] % tables
                busy.add(index)
                member, message = posted[index]
                task = asyncio.create_task(press(world, member, message, run))
                task.add_done_callback(lambda _, i=index: busy.discard(i))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            await asyncio.gather(*tasks)
            run.cpu = TreeCpu.now(pid).since(cpu)
    gc.collect()
    return run


def ms(value: float) -> str:
    return "-" if value != value else f"{value:,.1f}"


def three(seconds: Sequence[float]) -> str:
    return " / ".join(ms(percentile(seconds, p) * 1000) for p in (50, 95))


def report(
    key: str, floor: FloorRun, this: compare.Measured, old: compare.Measured, frame: Frame
) -> str:
    old_ms = old.per_action_ms(old.cpu.total)
    this_ms = this.per_action_ms(this.cpu.total)
    least = floor.per_move_ms() + frame.deflate
    lines = [
        f"| {key} | CPU per move, process and below (ms) | share of {old.build.label}'s"
        " | prompt shown p50 / p95 (ms) |",
        "|---|---:|---:|---:|",
        f"| {old.build.label}: the whole bot | {ms(old_ms)} | 1.00"
        f" | {three(old.run.prompt_shown)} |",
        f"| {this.build.label}: the whole bot | {ms(this_ms)} | {compare.ratio(this_ms, old_ms)}"
        f" | {three(this.run.prompt_shown)} |",
        f"| the floor bot: answer and edit, {frame.png_bytes:,} B image | "
        f"{ms(floor.per_move_ms())} | {compare.ratio(floor.per_move_ms(), old_ms)}"
        f" | {three(floor.shown)} |",
        f"| the frame drawn and encoded (`bench.render`) | {ms(frame.whole)}"
        f" | {compare.ratio(frame.whole, old_ms)} | |",
        f"| of it drawn | {ms(frame.draw)} | {compare.ratio(frame.draw, old_ms)} | |",
        f"| its rows deflated alone at level {FRAME_LEVEL} | {ms(frame.deflate)}"
        f" | {compare.ratio(frame.deflate, old_ms)} | |",
        f"| **the least a move costs: floor bot + deflate alone** | **{ms(least)}** | "
        f"**{compare.ratio(least, old_ms)}** | |",
        "",
        f"Moves: floor bot {floor.moves} ({floor.lost} lost), this {this.run.applied} of"
        f" {this.run.sent}, {old.build.label} {old.run.applied} of {old.run.sent}.",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="the old build to measure beside (e.g. d6b0db6)")
    parser.add_argument("--game", default="cheat-street", help="a game key or `each`")
    parser.add_argument("--rate", type=float, default=30.0, help="moves per second (30)")
    parser.add_argument("--open-games", type=int, default=200, help="tables (200)")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds of sending (20)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    command = shlex.join(["python", "-m", "bench.floor", *(argv or sys.argv[1:])])
    new, old = compare.this_build(), compare.install(args.revision)
    label = f"this ({compare.git('rev-parse', '--short', 'HEAD')})"
    new = compare.Build(label, new.root, new.python)
    keys = game_keys() if args.game == EACH else [args.game]
    for key in keys:
        floor = quietly(measure_floor(sample_png(key), args.open_games, args.rate, args.seconds))
        bots = [
            quietly(
                compare.measure(build, key, args.rate, args.open_games, args.seconds, args.seed, 0)
            )
            for build in (new, old)
        ]
        print(report(key, floor, *bots, frame_of(key)))
        print()
    print(compare.footer(command))


if __name__ == "__main__":
    main()
