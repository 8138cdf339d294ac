"""``/game …``: lobbies, status, private hands, rules, the list of games, ending a game."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import Catalog
from bot.games import registrations
from bot.host import NO_GAME
from bot.live import Reply
from bot.lobby import ALREADY_HERE
from cogs.components import lobby_view
from cogs.handlers import Handlers, display_name
from cogs.text import EMBED_COLOUR, lobby_embed, mention

GAME_CHOICES = [app_commands.Choice(name=r.name, value=r.key) for r in registrations()]
GUILD_ONLY = "Game Night plays in a server's text channels, not in direct messages."


@app_commands.guild_only()
class GameCommands(commands.GroupCog, group_name="game", group_description="Board games"):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers
        super().__init__()

    @property
    def games(self) -> Catalog:
        return self.handlers.host.games

    @app_commands.command(name="new", description="Open a lobby for a game in a new thread")
    @app_commands.describe(
        game="Which game to play",
        options="The game's options, e.g. ruling=majority, computers=easy",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        options: str | None = None,
    ) -> None:
        channel = interaction.channel
        if interaction.guild is None or channel is None:
            await interaction.response.send_message(GUILD_ONLY, ephemeral=True)
            return
        declared = self.games.registration(game.value)
        try:
            chosen = declared.read_options(options or "") if declared else {}
        except ValueError as error:
            await interaction.response.send_message(str(error), ephemeral=True)
            return
        store = self.handlers.store
        if isinstance(channel, discord.Thread) and await store.active_game_in(channel.id):
            await interaction.response.send_message(ALREADY_HERE, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        rules = self.games.rules(game.value)
        target: discord.abc.Messageable = channel  # type: ignore[assignment]
        parent_id = getattr(channel, "parent_id", None) or channel.id
        if isinstance(channel, discord.TextChannel):
            try:
                target = await channel.create_thread(
                    name=f"{rules.name} · {display_name(interaction.user)}"[:100],
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=1440,
                )
            except discord.HTTPException:
                target = channel
        target_id = getattr(target, "id", channel.id)
        opened = await self.handlers.lobby.open(
            game_key=game.value,
            guild_id=interaction.guild.id,
            parent_id=parent_id,
            channel_id=target_id,
            user_id=interaction.user.id,
            name=display_name(interaction.user),
            options=chosen,
        )
        if isinstance(opened, Reply):
            await interaction.followup.send(opened.message, ephemeral=True)
            return
        record = opened
        seats = await store.seats(record.id)
        message = await target.send(
            f"{mention(interaction.user.id)} opened a table for **{rules.name}**"
            f" ({rules.min_players}-{rules.max_players} players).",
            embed=lobby_embed(self.games.entry(game.value), record, seats),
            view=lobby_view(record.id, open_=True),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await store.set_lobby_message(record.id, message.id)
        where = "here" if target_id == channel.id else f"in <#{target_id}>"
        await interaction.followup.send(f"Your {rules.name} lobby is open {where}.", ephemeral=True)

    @new.autocomplete("options")
    async def option_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        return self.handlers.option_choices(interaction, typed)

    @app_commands.command(name="join", description="Take a seat in this thread's lobby")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby_command(interaction, "join")

    @app_commands.command(name="leave", description="Leave this thread's lobby or game")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby_command(interaction, "leave")

    computer = app_commands.Group(name="computer", description="Computer players at this table")

    @computer.command(name="add", description="Seat a computer player (host only)")
    async def computer_add(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby_command(interaction, "add-computer")

    @computer.command(name="remove", description="Unseat the last computer player (host only)")
    async def computer_remove(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby_command(interaction, "remove-computer")

    @app_commands.command(
        name="takeover", description="Hand the seat of a player who left to a computer"
    )
    async def takeover(self, interaction: discord.Interaction) -> None:
        await self.handlers.take_over(interaction, None, None)

    @app_commands.command(name="start", description="Start the game (host only)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby_command(interaction, "start")

    @app_commands.command(name="status", description="The board, whose turn it is and the scores")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.handlers.status(interaction)

    @app_commands.command(name="hand", description="Your secret cards in this game, only to you")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.handlers.show_cards(interaction, None)

    @app_commands.command(name="rules", description="The rules and the house rulings")
    @app_commands.describe(game="Which game's rules")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        rules = self.games.rules(game.value)
        embed = discord.Embed(
            title=f"{rules.name}: rules", description=rules.rules_text()[:4096], colour=EMBED_COLOUR
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="list", description="Open lobbies and running games here")
    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild is None:
            await interaction.response.send_message(GUILD_ONLY, ephemeral=True)
            return
        records = await self.handlers.store.games_with_status(
            ["lobby", "running"], interaction.guild.id
        )
        if not records:
            await interaction.response.send_message(
                "No lobbies or games right now; open one with /game new.", ephemeral=True
            )
            return
        lines = []
        for record in records[-25:]:
            seats = await self.handlers.store.seats(record.id)
            state = "lobby" if record.status == "lobby" else "playing"
            lines.append(
                f"**{self.games.rules(record.game_key).name}** ({state}, {len(seats)} players):"
                f" <#{record.channel_id}>"
            )
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="end", description="End this game (host or Manage Server)")
    async def end(self, interaction: discord.Interaction) -> None:
        record = await self.handlers.game_here(interaction)
        if record is None:
            await interaction.response.send_message(NO_GAME, ephemeral=True)
            return
        if record.status not in ("lobby", "running"):
            await interaction.response.send_message("This game has already ended.", ephemeral=True)
            return
        allowed = record.host_id == interaction.user.id or (
            isinstance(interaction.user, discord.Member) and interaction.permissions.manage_guild
        )
        if not allowed:
            await interaction.response.send_message(
                "Only the host or someone with Manage Server can end this game.", ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.handlers.host.end(record, reason=f"ended by {display_name(interaction.user)}")
        await self.handlers.table.retire_prompt(record.channel_id, record.prompt_message_id)
        await self.handlers.refresh_lobby(record)
        channel = await self.handlers.table.channel(record.channel_id)
        name = self.games.rules(record.game_key).name
        await channel.send(
            f"{mention(interaction.user.id)} ended this game of {name}; it is kept as abandoned.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await interaction.followup.send("The game has ended.", ephemeral=True)
