"""The discord.py bot: wires the store, the host and the cogs together in ``setup_hook``."""

from __future__ import annotations

import asyncio
import logging

import discord
import yarl
from discord.ext import commands

from bot.catalog import Catalog
from bot.command_words import CommandWords
from bot.departures import Departures
from bot.heap import collect_steadily
from bot.host import NOT_SAVED, OUT_OF_DATE, Host
from bot.languages import catalogs, language_of
from bot.limits import TableLimits
from bot.lobby import Lobby
from bot.loop_watch import LoopWatch
from bot.sentences import Sentence
from bot.settings import Settings
from bot.shards import Shards
from bot.store import DatabaseUnavailable, Store
from bot.thinking import Thinkers
from bot.workers import default_workers
from cogs.components import DYNAMIC_ITEMS, is_ours, is_repeat_delivery, still_on_message
from cogs.departures import DepartureWatch
from cogs.drawings import Drawings
from cogs.game import GameCommands
from cogs.handlers import Handlers
from cogs.play import PlayCommands
from cogs.standings import HistoryPage
from cogs.table import DiscordTable

log = logging.getLogger(__name__)

WENT_WRONG = Sentence("reply-went-wrong")


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and gateway traffic to another server (a proxy or the end-to-end fake)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


class GameNightBot(commands.AutoShardedBot):
    """Slash commands and components only: no privileged intents, no message content.

    Sharded: ``SHARD_COUNT`` and ``SHARD_IDS`` split the shards over processes (by default,
    Discord's recommended count, all in this one). A process plays the games of the guilds on
    its shards; the one holding shard 0 syncs the commands."""

    def __init__(self, settings: Settings, store: Store, games: Catalog) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )
        self.settings = settings
        self.shards_held = _held(settings.shard_count or 1, settings.shard_ids)
        self.store = store
        workers = default_workers() if settings.workers is None else settings.workers
        self.loop_watch = LoopWatch(settings.loop_stall_log)
        self._collector: asyncio.Task[None] | None = None
        self.table = DiscordTable(
            self,
            Drawings(games, workers=workers),
            idle_kick_seconds=settings.idle_kick_seconds,
            on_shown=store.set_prompt_version,
        )
        self.host = Host(
            store,
            self.table,
            games,
            phase_seconds=settings.phase_seconds,
            idle_warn_seconds=settings.idle_warn_seconds,
            idle_kick_seconds=settings.idle_kick_seconds,
            computer_pause_seconds=settings.computer_pause_seconds,
            owns=self.owns,
            thinkers=Thinkers(max(1, workers)),
        )
        limits = TableLimits(settings.max_tables_per_member, settings.max_tables_per_server)
        self.lobby = Lobby(store, self.host, game_seed=settings.game_seed, limits=limits)
        self.handlers = Handlers(
            store, self.host, self.lobby, self.table, lobby_seconds=settings.lobby_seconds
        )

    def owns(self, guild_id: int) -> bool:
        """Whether this process plays the games of ``guild_id`` (holds its shard)."""
        return self.shards_held.owns(guild_id)

    async def setup_hook(self) -> None:
        self.loop_watch.start()
        self._collector = asyncio.create_task(collect_steadily(), name="steady-collection")
        self.add_dynamic_items(*DYNAMIC_ITEMS, HistoryPage)
        await self.add_cog(GameCommands(self.handlers))
        await self.add_cog(PlayCommands(self.handlers))
        departures = DepartureWatch(self, Departures(self.store, self.host))
        departures.watch_rest(self.http)
        await self.add_cog(departures)
        self.tree.on_error = self.on_app_command_error
        if self.shard_count is None:
            # Ask now rather than when connecting: which games are ours depends on the count.
            self.shard_count, _, _ = await self.http.get_bot_gateway()
            self.shards_held = _held(self.shard_count, self.settings.shard_ids)
        log.info("Shards %s of %d", _listed(self.shards_held), self.shards_held.count)
        if self.shards_held.first:
            await self._sync_commands()
        self._warm_up = asyncio.create_task(self.table.drawings.warm_up(), name="warm-up-renderers")
        resumed = await self.host.resume_all()
        log.info("Resumed %d running games", resumed)
        lobbies = await self.handlers.resume_lobbies()
        log.info("Timed %d open lobbies", lobbies)

    async def _sync_commands(self) -> None:
        """Once per bot, by the process holding shard 0, not by every process; each command
        carries its names and descriptions in every language the catalogs speak."""
        await self.tree.set_translator(CommandWords(catalogs()))
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("Synced %d slash commands", len(synced))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a press of one of our controls that an edit has just taken off its message
        (a double click, an old panel): discord.py drops such a press, and the player would
        see "This interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if not is_ours(custom_id) or still_on_message(interaction, custom_id):
            return
        try:
            answer = OUT_OF_DATE.in_language(language_of(interaction.locale))
            await interaction.response.send_message(answer, ephemeral=True)
        except discord.HTTPException as error:
            log.info("A press of a control that is gone could not be answered: %s", error)

    async def on_ready(self) -> None:
        log.info("Ready as %s in %d servers", self.user, len(self.guilds))

    async def on_shard_ready(self, shard_id: int) -> None:
        log.info("Shard %d is ready", shard_id)

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError
    ) -> None:
        if is_repeat_delivery(getattr(error, "original", error)):
            log.info(
                "Interaction %s was delivered again after it was answered; ignored", interaction.id
            )
            return
        if isinstance(getattr(error, "original", None), DatabaseUnavailable):
            sentence = NOT_SAVED  # the store has told the operator once already
        else:
            log.exception("Command failed", exc_info=error)
            sentence = WENT_WRONG
        message = sentence.in_language(language_of(interaction.locale))
        try:
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)
        except discord.HTTPException:
            pass

    async def close(self) -> None:
        self.handlers.lobby_clock.stop()
        await self.host.close()
        await self.table.flush()
        self.loop_watch.stop()
        if self._collector is not None:
            self._collector.cancel()
        await super().close()


def _held(count: int, ids: tuple[int, ...] | None) -> Shards:
    return Shards(count, frozenset(ids) if ids is not None else None)


def _listed(shards: Shards) -> str:
    held = sorted(shards.ids) if shards.ids is not None else range(shards.count)
    return ",".join(str(shard) for shard in held)
