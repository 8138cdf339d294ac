"""What the Discord side remembers per message or per player stays bounded however many games
are played: the messages posted in place of deleted ones, the players told their DMs are
closed."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord

from bot.engine import View
from cogs import table as tables
from cogs.turn_messages import BoardImages, TurnMessages
from tests.platform.test_turn_messages import FakeChannel, _wanted


async def test_the_messages_posted_in_place_of_deleted_ones_are_bounded() -> None:
    channel = FakeChannel()

    async def render(view: View, guild: int) -> bytes:
        return b"png"

    async def find(_: int) -> Any:
        return channel

    turns = TurnMessages(find, BoardImages(render))
    for n in range(600):
        message_id = await turns.post(_wanted(f"turn {n}", n), ping=[])
        channel.deleted.add(message_id)
        turns.edit(message_id, _wanted(f"turn {n} again", n))
        await turns.settle()
    assert len(turns._moved) <= 512
    newest = channel.posts[-2]["id"]
    assert turns.current_id(newest) == channel.posts[-1]["id"], "the newest move is kept"


async def test_the_players_told_their_dms_are_closed_are_bounded() -> None:
    kept = getattr(tables, "TOLD_DM_CLOSED_KEPT", 4096)
    thread = FakeChannel()
    table = tables.DiscordTable(
        None, SimpleNamespace(board_png=None, private_png=None, describe=None)
    )  # type: ignore[arg-type]

    async def channel(_: int) -> FakeChannel:
        return thread

    table.channel = channel  # type: ignore[assignment,method-assign]
    for game in range(kept + 100):
        frame = SimpleNamespace(record=SimpleNamespace(id=game, channel_id=5, options_json="{}"))
        await table._tell_dm_closed(frame, 42)  # type: ignore[arg-type]
    assert len(table._told_dm_closed) == kept
    newest = SimpleNamespace(record=SimpleNamespace(id=kept + 99, channel_id=5, options_json="{}"))
    await table._tell_dm_closed(newest, 42)  # type: ignore[arg-type]
    assert len(thread.posts) == kept + 100, "a player is told once per game"
    assert isinstance(thread.posts[0]["view"], discord.ui.View)
