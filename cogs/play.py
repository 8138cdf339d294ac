"""``/play action:``, whose option lists the invoker's legal actions as they type."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.handlers import Handlers


class PlayCommands(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="play", description="Do one action in this thread's game")
    @app_commands.describe(action="What to do: start typing to see what you can do now")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        await self.handlers.play(interaction, action)

    @play.autocomplete("action")
    async def action_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.handlers.action_choices(interaction, current)
