"""Worker processes die mid-game and the game goes on: a render worker and the computers'
thinking workers are killed while a person and a computer play, the recap worker as it starts
after Game over. Each pool is replaced, the game reaches its end with its recap, and the bot
logs no ERROR line."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from pathlib import Path

import pytest

from tests.e2e.driver.table import Table
from tests.e2e.harness import World
from tests.e2e.test_computer_players import _open_with_computers, _play_until_over

GAME = "life-rivals"


def workers_of(bot: int, kind: str) -> list[int]:
    """The bot's child processes that named themselves ``gn-<kind>``."""
    children: list[int] = []
    for task in Path(f"/proc/{bot}/task").glob("*"):
        try:
            children += [int(pid) for pid in (task / "children").read_text().split()]
        except OSError:
            continue
    found = []
    for pid in children:
        try:
            name = Path(f"/proc/{pid}/comm").read_text().strip()
        except OSError:
            continue
        if name == f"gn-{kind}":
            found.append(pid)
    return found


async def kill_when_seen(world: World, kind: str, seconds: float) -> list[int]:
    """SIGKILL the bot's ``kind`` workers as soon as there are any; the pids killed."""
    assert world.bot is not None and world.bot.proc is not None
    bot = world.bot.proc.pid
    for _ in range(int(seconds / 0.01)):
        pids = workers_of(bot, kind)
        if pids:
            for pid in pids:
                os.kill(pid, signal.SIGKILL)
            return pids
        await asyncio.sleep(0.01)
    raise AssertionError(f"no {kind} worker was ever started")


async def kill_mid_game(world: World, table: Table, after_version: int) -> list[int]:
    """Once the game is past ``after_version``: kill the render and the thinking workers."""
    while table.version() <= after_version:
        await asyncio.sleep(0.02)
    killed = await kill_when_seen(world, "render", 10)
    killed += await kill_when_seen(world, "thinking", 10)
    return killed


@pytest.mark.slow
async def test_killed_render_thinking_and_recap_workers_are_replaced_and_the_game_ends(
    world: World,
) -> None:
    ana = world.member("Ana")
    table = await _open_with_computers(world, GAME, [ana], 2)
    killer = asyncio.create_task(kill_mid_game(world, table, table.version() + 2))
    recap_killer = asyncio.create_task(kill_when_seen(world, "recap", 300))
    await _play_until_over(table, random.Random(GAME), seconds=300)
    assert killer.done(), "the game ended before its workers were killed"
    assert len(await killer) >= 2
    assert await asyncio.wait_for(recap_killer, 60)
    recap = await world.wait_for(
        lambda: world.find_message(table.thread, predicate=lambda m: "in pictures" in m.content),
        120,
        "the recap",
    )
    assert "recap.gif" in [a.filename for a in recap.attachments]
    log = world.bot_log()
    for kind in ("render", "thinking", "recap"):
        assert f"{kind} worker died" in log, f"the {kind} pool was never replaced"
    errors = [line for line in log.splitlines() if " ERROR " in line or "Traceback" in line]
    assert not errors, "\n".join(errors[:20])
