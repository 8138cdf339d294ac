"""The least any bot does for a move on Discord, as a process of its own, for `bench.floor`.

`/floor` posts a turn message: words, a board image and controls. A press of one of its
buttons is answered as the bot answers a move (a deferred update), and the message is edited
with new words, a new image of a real frame's bytes (``FLOOR_PNG``), its description and the
controls again, through discord.py as the bot does. No rules, no store, no drawing: whatever
this costs a move, every bot written with discord.py pays.

    python -m bench.floor_bot     # started by `bench.floor` against the fake Discord
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Awaitable, Callable
from pathlib import Path

import discord
from discord import app_commands

from bot.app import point_at

WORDS = (
    "**Ana** rolled a 4 and moved to Pier Avenue. **Ben** is next: roll the die, play a card"
    " from your hand, or call out a cheat. The board shows every pawn, the cards on the table"
    " and who is ahead; your hand is in your private panel."
)
"""About a turn message's length."""
DESCRIPTION = "The board: " + "a pawn on a street, " * 20
BUTTONS = ("Roll", "Play a card", "Call out", "My cards")
CHOICES = ("Pier Avenue", "Market Row", "Harbour Lane", "Old Mill", "Station Road")


def controls() -> discord.ui.View:
    """A turn's controls: a row of buttons and a menu, answered in `on_interaction`."""
    view = discord.ui.View(timeout=None)
    for n, label in enumerate(BUTTONS):
        view.add_item(discord.ui.Button(label=label, custom_id=f"floor:{n}"))
    menu = discord.ui.Select(
        custom_id="floor:menu",
        placeholder="Move to…",
        options=[discord.SelectOption(label=c, value=str(n)) for n, c in enumerate(CHOICES)],
    )
    view.add_item(menu)
    return view


class FloorBot(discord.Client):
    """Answers `/floor` and every press on the messages it posted."""

    def __init__(self, png: bytes, guild_id: int) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none())
        self.png = png
        self.guild = discord.Object(guild_id)
        self.tree = app_commands.CommandTree(self)
        self.moves = 0

        @self.tree.command(name="floor", description="Post a turn message.")
        async def floor(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("Posted.", ephemeral=True)
            channel = interaction.channel
            assert isinstance(channel, discord.abc.Messageable)
            await self.show(channel.send)

    async def setup_hook(self) -> None:
        self.tree.copy_global_to(guild=self.guild)
        await self.tree.sync(guild=self.guild)

    def board(self) -> discord.File:
        return discord.File(io.BytesIO(self.png), filename="board.png", description=DESCRIPTION)

    async def show(self, send: Callable[..., Awaitable[object]]) -> None:
        """Words, image and controls posted by ``send``; the view is let go once sent, as the
        bot lets go of its views."""
        view = controls()
        self.moves += 1
        await send(content=f"{WORDS} (move {self.moves})", file=self.board(), view=view)
        view.stop()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        if interaction.message is None:
            return
        await interaction.response.defer()
        message = interaction.message
        view = controls()
        self.moves += 1
        await message.edit(
            content=f"{WORDS} (move {self.moves})", attachments=[self.board()], view=view
        )
        view.stop()


async def main() -> None:
    point_at(os.environ.get("DISCORD_API_BASE"), os.environ.get("DISCORD_GATEWAY_URL"))
    bot = FloorBot(Path(os.environ["FLOOR_PNG"]).read_bytes(), int(os.environ["DEV_GUILD_ID"]))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    asyncio.run(main())
