"""Tables whose place is gone end: a deleted thread or channel, a server that removed the bot.

Each ends as abandoned through the host's ``end``: kept in the database, its clocks stopped,
nothing more posted where it was, and never resumed after a restart. A server that is only
unavailable (an outage) ends nothing; the bot is still in it.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence

from bot.host import Host
from bot.store import ACTIVE, GameRecord, Store

log = logging.getLogger(__name__)

THREAD_GONE = "Its thread was deleted."
SERVER_GONE = "The bot was removed from its server."


class Departures:
    """Ends the lobbies and running games whose thread, channel or server is gone."""

    def __init__(self, store: Store, host: Host) -> None:
        self.store = store
        self.host = host

    async def channel_gone(self, channel_id: int, guild_id: int | None = None) -> int:
        """A thread or channel was deleted: end the tables in it, or in a thread under it (a
        channel's threads go with it). Without the guild, only the channel's own table."""
        if guild_id is None:
            record = await self.store.active_game_in(channel_id)
            return await self._end([record] if record else [], THREAD_GONE)
        active = await self.store.games_with_status(ACTIVE, guild_id)
        gone = [r for r in active if channel_id in (r.channel_id, r.parent_id)]
        return await self._end(gone, THREAD_GONE)

    async def guild_gone(self, guild_id: int) -> int:
        """The bot was removed from a server (not an outage): end all its tables."""
        return await self._end(await self.store.games_with_status(ACTIVE, guild_id), SERVER_GONE)

    async def sweep(self, present: Collection[int]) -> int:
        """Once the guilds have arrived: end the tables this process plays in guilds the bot is
        no longer in. ``present`` holds every guild it is in, unavailable ones too."""
        active = await self.store.games_with_status(ACTIVE)
        gone = [r for r in active if self.host.owns(r.guild_id) and r.guild_id not in present]
        return await self._end(gone, SERVER_GONE)

    async def _end(self, records: Sequence[GameRecord], reason: str) -> int:
        for record in records:
            log.info(
                "Game %s in channel %s ends as abandoned: %s", record.id, record.channel_id, reason
            )
            await self.host.end(record, reason)
        return len(records)
