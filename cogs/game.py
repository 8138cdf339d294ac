"""``/game …``: lobbies, status, private hands, rules, the list of games, ending a game."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import Catalog
from bot.cooldown import slow_down
from bot.host import NO_GAME
from bot.languages import ENGLISH, language_of, record_language, rules_summary, say, table_language
from bot.live import Reply
from bot.lobby import ALREADY_HERE
from bot.sentences import Sentence
from bot.store import GameRecord
from cogs.components import lobby_view, sent_once
from cogs.handlers import Handlers, asker, display_name
from cogs.standings import BetweenGames
from cogs.text import EMBED_COLOUR, lobby_embed, mention

GAME_CHOICES: list[app_commands.Choice[str]] = []
"""The hosted games, filled from the catalog when the cog is made (the decorators below hold
this very list), so importing this module reads no manifest."""
GUILD_ONLY = Sentence("reply-guild-only")
ALREADY_ENDED = Sentence("reply-already-ended")
NOT_ENDED = Sentence("reply-not-ended")
ANNOUNCE_WAIT_SECONDS = 1.0
"""How long the answer to /game end waits for the thread to hear of the end first."""

log = logging.getLogger(__name__)


@app_commands.guild_only()
class GameCommands(commands.GroupCog, group_name="game", group_description="Board games"):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers
        self.cooldown = handlers.cooldown
        self._announcing: set[asyncio.Task[None]] = set()
        GAME_CHOICES[:] = [
            app_commands.Choice(name=entry.name, value=entry.key) for entry in handlers.host.games
        ]
        super().__init__()

    async def too_soon(self, interaction: discord.Interaction, command: str) -> bool:
        """Whether the member sent ``command`` too often just now (then she is told so)."""
        wait = self.cooldown.wait((interaction.user.id, command))
        if wait:
            answer = slow_down(wait).in_language(asker(interaction))
            await interaction.response.send_message(answer, ephemeral=True)
        return bool(wait)

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
            await interaction.response.send_message(
                GUILD_ONLY.in_language(asker(interaction)), ephemeral=True
            )
            return
        if await self.too_soon(interaction, "new"):
            return
        declared = self.games.registration(game.value)
        try:
            chosen = declared.read_options(options or "") if declared else {}
        except ValueError as error:
            await interaction.response.send_message(str(error), ephemeral=True)
            return
        if "language" not in chosen and language_of(interaction.guild_locale) != ENGLISH:
            chosen["language"] = language_of(interaction.guild_locale)
        language = table_language(chosen)
        store = self.handlers.store
        if isinstance(channel, discord.Thread) and await store.active_game_in(channel.id):
            answer = ALREADY_HERE.in_language(asker(interaction))
            await interaction.response.send_message(answer, ephemeral=True)
            return
        refusal = await self.handlers.lobby.refusal(interaction.guild.id, interaction.user.id)
        if refusal is not None:
            answer = refusal.in_language(asker(interaction))
            await interaction.response.send_message(answer, ephemeral=True)
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
            if target is not channel and isinstance(target, discord.Thread):
                await _remove(target)  # another table took the last place meanwhile
            await interaction.followup.send(opened.worded(asker(interaction)), ephemeral=True)
            return
        record = opened
        seats = await store.seats(record.id)
        opened = say(
            language,
            "lobby-opened",
            host=mention(interaction.user.id),
            game=rules.name,
            fewest=rules.min_players,
            most=rules.max_players,
        )
        with sent_once(lobby_view(record)) as view:
            message = await target.send(
                opened,
                embed=lobby_embed(self.games.entry(game.value), record, seats),
                view=view,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        await store.set_lobby_message(record.id, message.id)
        self.handlers.lobby_clock.arm(record)
        answering = asker(interaction)
        if target_id == channel.id:
            answer = say(answering, "lobby-open-here", game=rules.name)
        else:
            answer = say(answering, "lobby-open-in", game=rules.name, place=f"<#{target_id}>")
        await interaction.followup.send(answer, ephemeral=True)

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
        if not await self.too_soon(interaction, "status"):
            await self.handlers.status(interaction)

    @app_commands.command(name="hand", description="Your secret cards in this game, only to you")
    async def hand(self, interaction: discord.Interaction) -> None:
        # Not paced: a player asks again each time her cards change, which in a quick game can
        # be every few seconds, and the same position's picture is drawn once (cached).
        await self.handlers.show_cards(interaction, None)

    @app_commands.command(name="rules", description="The rules and the house rulings")
    @app_commands.describe(game="Which game's rules")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        rules = self.games.rules(game.value)
        language = language_of(interaction.locale)
        embed = discord.Embed(
            title=say(language, "rules-title", game=rules.name),
            description=rules_summary(language, rules.key, rules.rules_text())[:4096],
            colour=EMBED_COLOUR,
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="list", description="Open lobbies and running games here")
    async def list_games(self, interaction: discord.Interaction) -> None:
        language = asker(interaction)
        if interaction.guild is None:
            await interaction.response.send_message(
                GUILD_ONLY.in_language(language), ephemeral=True
            )
            return
        if await self.too_soon(interaction, "list"):
            return
        records = await self.handlers.store.games_with_status(
            ["lobby", "running"], interaction.guild.id
        )
        if not records:
            answer = say(language, "reply-no-tables")
            await interaction.response.send_message(answer, ephemeral=True)
            return
        lines = []
        for record in records[-25:]:
            seats = await self.handlers.store.seats(record.id)
            lines.append(
                say(
                    language,
                    "reply-table-line",
                    game=self.games.rules(record.game_key).name,
                    status=record.status,
                    count=len(seats),
                    place=f"<#{record.channel_id}>",
                )
            )
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="stats", description="This server's standings: ratings and wins")
    @app_commands.describe(game="Which game's standings (every game's when left out)")
    async def stats(self, interaction: discord.Interaction, game: str | None = None) -> None:
        if not await self.too_soon(interaction, "stats"):
            await BetweenGames.of(self.handlers).stats(interaction, game)

    @app_commands.command(name="history", description="This server's finished games, newest first")
    @app_commands.describe(game="Which game's history (every game's when left out)")
    async def history(self, interaction: discord.Interaction, game: str | None = None) -> None:
        if not await self.too_soon(interaction, "history"):
            await BetweenGames.of(self.handlers).history(interaction, game)

    @stats.autocomplete("game")
    @history.autocomplete("game")
    async def game_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        return BetweenGames.of(self.handlers).game_choices(typed)

    @app_commands.command(name="end", description="End this game (host or Manage Server)")
    async def end(self, interaction: discord.Interaction) -> None:
        """Answered at once (deferred) and followed up as soon as the end is saved and the
        thread has heard of it; a slow Discord holds the answer up ``ANNOUNCE_WAIT_SECONDS``
        at most, whatever the ending meets."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            answer, ended = await self._end_here(interaction)
        except Exception:
            log.exception("Ending the game in channel %s failed", interaction.channel_id)
            answer, ended = NOT_ENDED, None
        if ended is not None:
            announcing = asyncio.create_task(self._announce_end(interaction, ended))
            self._announcing.add(announcing)
            announcing.add_done_callback(self._announcing.discard)
            await asyncio.wait({announcing}, timeout=ANNOUNCE_WAIT_SECONDS)
        await interaction.followup.send(answer.in_language(asker(interaction)), ephemeral=True)

    async def _end_here(
        self, interaction: discord.Interaction
    ) -> tuple[Sentence, GameRecord | None]:
        """End the game of this thread: the sentence that answers, and the game if it ended."""
        record = await self.handlers.game_here(interaction)
        if record is None:
            return NO_GAME, None
        if record.status not in ("lobby", "running"):
            return ALREADY_ENDED, None
        allowed = record.host_id == interaction.user.id or (
            isinstance(interaction.user, discord.Member) and interaction.permissions.manage_guild
        )
        if not allowed:
            return Sentence("reply-end-not-allowed"), None
        name = display_name(interaction.user)
        if not await self.handlers.host.end(record, reason=f"ended by {name}"):
            return ALREADY_ENDED, None
        return Sentence("reply-game-ended"), record

    async def _announce_end(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Take the controls off the game's prompt (a move's newer one included) and say in
        the thread who ended it."""
        try:
            current = await self.handlers.store.game(record.id) or record
            await self.handlers.table.retire_prompt(current.channel_id, current.prompt_message_id)
            await self.handlers.refresh_lobby(record)
            channel = await self.handlers.table.channel(record.channel_id)
            game = self.games.rules(record.game_key).name
            language = record_language(record)
            await channel.send(
                say(language, "thread-game-ended", who=mention(interaction.user.id), game=game),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except Exception:
            log.exception("The end of game %s could not be announced in its thread", record.id)


async def _remove(thread: discord.Thread) -> None:
    """Delete a thread made for a lobby that could not open after all."""
    with contextlib.suppress(discord.HTTPException):
        await thread.delete()
