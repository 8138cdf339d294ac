"""Which guilds this process plays: Discord puts a guild on shard ``(guild_id >> 22) % count``,
and a process holds some of the shards. A game is played by the process holding its guild's
shard: only there do its timers run and its start-up recovery happen."""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord sends a guild's events to, out of ``count``."""
    return (guild_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    """The shards this process holds out of ``count`` (``ids`` None: all of them)."""

    count: int = 1
    ids: frozenset[int] | None = None

    def holds(self, shard_id: int) -> bool:
        return 0 <= shard_id < self.count and (self.ids is None or shard_id in self.ids)

    def owns(self, guild_id: int) -> bool:
        """Whether this process plays the games of ``guild_id``."""
        return self.holds(shard_of(guild_id, self.count))

    @property
    def first(self) -> bool:
        """Whether this process holds shard 0, which syncs the commands and receives DMs."""
        return self.holds(0)
