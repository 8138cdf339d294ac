"""Which process plays a guild's games: the one holding the guild's shard, as Discord counts."""

from __future__ import annotations

from bot.shards import Shards, shard_of


def guild_on(shard: int, count: int, n: int = 7) -> int:
    """A snowflake-shaped guild id that Discord would put on ``shard`` of ``count``."""
    return ((n * count + shard) << 22) | 0x1234


def test_a_guild_is_on_the_shard_discord_gives_it() -> None:
    assert shard_of(guild_on(1, 2), 2) == 1
    assert shard_of(guild_on(3, 4), 4) == 3
    assert shard_of(guild_on(3, 4), 1) == 0
    assert shard_of(41771983423143937, 3) == (41771983423143937 >> 22) % 3


def test_a_process_owns_only_the_guilds_of_its_shards() -> None:
    one, other = Shards(2, frozenset({0})), Shards(2, frozenset({1}))
    for shard in range(2):
        guild = guild_on(shard, 2)
        assert one.owns(guild) != other.owns(guild)
    assert one.first and not other.first


def test_without_shard_ids_a_process_holds_every_shard() -> None:
    everything = Shards(3)
    assert all(everything.owns(guild_on(shard, 3)) for shard in range(3))
    assert everything.first and not everything.holds(3)
