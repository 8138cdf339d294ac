"""Discord's word that a table's place is gone, handed to ``bot.departures``.

The gateway says so (a thread or channel deleted, the bot removed from a server), and so does
a REST answer of 10003 Unknown Channel to a post or an edit in a game's thread (deleted while
the bot was away). At start-up, once every guild has arrived, the tables of guilds the bot is
no longer in end as well.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord.ext import commands

from bot.departures import Departures

log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003
"""Discord's JSON error code for a channel that does not exist (any more)."""


class DepartureWatch(commands.Cog):
    """Listens for deleted threads and channels and for servers that removed the bot."""

    def __init__(self, bot: discord.Client, departures: Departures) -> None:
        self.bot = bot
        self.departures = departures
        self._pending: dict[int, asyncio.Task[int]] = {}
        """One check per channel Discord called unknown, until it is done."""

    def watch_rest(self, http: discord.http.HTTPClient) -> None:
        """Have every REST answer of 10003 for a channel end that channel's table."""
        request = http.request

        async def answered(route: discord.http.Route, **kwargs: Any) -> Any:
            try:
                return await request(route, **kwargs)
            except discord.NotFound as error:
                if error.code == UNKNOWN_CHANNEL and route.channel_id is not None:
                    self.unknown_channel(int(route.channel_id))
                raise

        http.request = answered  # type: ignore[method-assign]

    def unknown_channel(self, channel_id: int) -> None:
        """Discord answered that a channel is gone: end its table, apart from the request
        (which may be made under the game's lock)."""
        if channel_id in self._pending:
            return
        task = asyncio.create_task(
            self.departures.channel_gone(channel_id), name=f"channel-gone-{channel_id}"
        )
        self._pending[channel_id] = task
        task.add_done_callback(lambda done: self._done(channel_id, done))

    def _done(self, channel_id: int, task: asyncio.Task[int]) -> None:
        self._pending.pop(channel_id, None)
        if not task.cancelled() and task.exception() is not None:
            log.error(
                "Ending the table of gone channel %s failed", channel_id, exc_info=task.exception()
            )

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.departures.channel_gone(payload.thread_id, payload.guild_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.departures.channel_gone(channel.id, channel.guild.id)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed (an outage is ``on_guild_unavailable`` and ends nothing)."""
        await self.departures.guild_gone(guild.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Every shard has its guilds, unavailable ones included: any other guild is gone."""
        ended = await self.departures.sweep({guild.id for guild in self.bot.guilds})
        if ended:
            log.info("Ended %d games of servers the bot is no longer in", ended)

    async def cog_unload(self) -> None:
        for task in list(self._pending.values()):
            task.cancel()
