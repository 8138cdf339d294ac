"""A fair share of a server: how many open tables (lobbies and running games) one member may
host, and how many a server may hold. Counted from the store, so the limits hold across
restarts and across the processes sharing one database."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.sentences import Sentence, listed
from bot.store import GameRecord, Store


@dataclass(frozen=True)
class TableLimits:
    per_member: int = 3
    per_server: int = 50


async def table_limit_refusal(
    store: Store, limits: TableLimits, guild_id: int, host_id: int
) -> Sentence | None:
    """Why ``host_id`` may not open another table in ``guild_id`` now, or None."""
    mine = await store.open_tables_of(guild_id, host_id, limits.per_member)
    if len(mine) >= limits.per_member:
        return member_refusal(mine)
    if await store.open_table_count(guild_id) >= limits.per_server:
        return server_refusal(limits.per_server)
    return None


def member_refusal(mine: Sequence[GameRecord]) -> Sentence:
    """One sentence naming the member's open tables, so she can go and end one."""
    links = [f"<#{record.channel_id}>" for record in mine]
    return Sentence("reply-member-limit", count=len(mine), tables=listed(links))


def server_refusal(most: int) -> Sentence:
    return Sentence("reply-server-limit", most=most)
