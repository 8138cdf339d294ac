"""Tables whose place is gone end as abandoned: a deleted thread or channel, a server that
removed the bot. They stay in the database, their clocks stop, nothing more is posted there,
and a restart neither resumes them nor pings anyone. A server that is only unavailable (an
outage) ends nothing."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import GAME_ENV, game_status, open_table

QUICK_IDLE = {**GAME_ENV, "IDLE_WARN_SECONDS": "2", "IDLE_KICK_SECONDS": "600"}
"""The idle warning comes soon, so a game left running would post (and ping) into its thread."""


def posts_since(world: World, channel_id: int, since: float) -> int:
    """How many messages the bot tried to post in a channel since ``since`` (monotonic)."""
    posts = world.fake.requests_matching("POST", f"/channels/{channel_id}/messages")
    return sum(1 for request in posts if request.at >= since)


async def test_a_deleted_thread_ends_its_game_and_a_restart_leaves_it_alone(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, env=QUICK_IDLE) as world:
        table = await open_table(world, 3)
        await world.idle()
        deleted_at = time.monotonic()
        await world.fake.delete_channel(table.thread_id)
        await world.wait_for(
            lambda: game_status(world, table.game_id) == "abandoned", 5, "the game abandoned"
        )
        await asyncio.sleep(3)  # past the idle warning the game would have posted
        assert posts_since(world, table.thread_id, deleted_at) == 0

        restarted_at = time.monotonic()
        await world.restart_bot()
        await asyncio.sleep(3)
        assert game_status(world, table.game_id) == "abandoned"
        assert posts_since(world, table.thread_id, restarted_at) == 0
        assert "Resumed 0 running games" in world.bot_log()


async def test_a_deleted_channel_ends_the_games_in_its_threads(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=GAME_ENV) as world:
        table = await open_table(world, 3)
        await world.idle()
        await world.fake.delete_channel(world.channel_id)
        await world.wait_for(
            lambda: game_status(world, table.game_id) == "abandoned", 5, "the game abandoned"
        )


async def test_a_thread_deleted_while_the_bot_was_away_ends_at_the_first_post(
    tmp_path: Path,
) -> None:
    """Discord answers 10003 Unknown Channel to the idle warning: the game ends there."""
    async with open_world(tmp_path, env=QUICK_IDLE) as world:
        table = await open_table(world, 3)
        await world.idle()
        await world.stop_bot()
        await world.fake.delete_channel(table.thread_id)  # nobody connected hears of it
        await world.start_bot()
        await world.wait_for(
            lambda: game_status(world, table.game_id) == "abandoned", 8, "the game abandoned"
        )
        tried = len(world.fake.requests_matching("POST", f"/channels/{table.thread_id}/messages"))
        await asyncio.sleep(3)
        after = len(world.fake.requests_matching("POST", f"/channels/{table.thread_id}/messages"))
        assert after == tried, "the bot went on posting into the deleted thread"


async def test_a_server_that_removes_the_bot_ends_its_games(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=GAME_ENV) as world:
        table = await open_table(world, 3)
        await world.idle()
        await world.fake.remove_bot_from_guild(world.guild_id)
        await world.wait_for(
            lambda: game_status(world, table.game_id) == "abandoned", 5, "the game abandoned"
        )


async def test_games_of_a_server_left_while_the_bot_was_away_end_once_the_guilds_arrive(
    tmp_path: Path,
) -> None:
    async with open_world(tmp_path, env=GAME_ENV) as world:
        table = await open_table(world, 3)
        await world.idle()
        await world.stop_bot()
        await world.fake.remove_bot_from_guild(world.guild_id)  # nobody connected hears of it
        await world.start_bot()
        await world.wait_for(
            lambda: game_status(world, table.game_id) == "abandoned", 8, "the game abandoned"
        )


async def test_an_unavailable_server_ends_nothing(tmp_path: Path) -> None:
    async with open_world(tmp_path, env=GAME_ENV) as world:
        table = await open_table(world, 3)
        await world.idle()
        await world.fake.guild_outage(world.guild_id)
        await asyncio.sleep(1.5)
        assert game_status(world, table.game_id) == "running"
        await world.restart_bot()  # the guild is still in READY, unavailable
        await asyncio.sleep(1.5)
        assert game_status(world, table.game_id) == "running"
