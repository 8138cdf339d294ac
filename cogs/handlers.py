"""What a command or a click does, shared by slash commands and components.

Every path answers the interaction first (defer) when the work behind it may be slow, and every
refusal is one ephemeral sentence.
"""

from __future__ import annotations

import logging

import discord

from bot.engine import get_game
from bot.host import NO_GAME, NOT_SAVED, NOT_SEATED, Host, Reply
from bot.lobby import Lobby
from bot.names import clean_name
from bot.store import DatabaseUnavailable, GameRecord, Store
from cogs.components import lobby_view
from cogs.table import DiscordTable, board_file
from cogs.text import lobby_embed, plain, scores_line

log = logging.getLogger(__name__)

LARGEST_ID = 2**63 - 1
"""SQLite integers are signed 64-bit; a larger number in a custom id is made up."""
MAX_SEATS = 64
NOT_OURS = "That control isn't one this bot made, so it does nothing."
FOREIGN = "That control belongs to another game's table, so it does nothing here."


class Handlers:
    def __init__(self, store: Store, host: Host, lobby: Lobby, table: DiscordTable) -> None:
        self.store = store
        self.host = host
        self.lobby = lobby
        self.table = table

    # -- finding the game ----------------------------------------------------------------------

    async def game_here(self, interaction: discord.Interaction) -> GameRecord | None:
        """The game of the thread or channel the interaction came from (newest, any status)."""
        if interaction.channel_id is None:
            return None
        active = await self.store.active_game_in(interaction.channel_id)
        return active or await self.store.latest_game_in(interaction.channel_id)

    async def game_of_control(
        self, interaction: discord.Interaction, game_id: int, *numbers: int
    ) -> GameRecord | str:
        """The game a component's custom id names, or why the click is refused.

        Discord and discord.py only deliver ids that are on the message, but a hand-made
        payload could still name another channel's game or numbers no control ever carries.
        """
        if not all(0 <= n <= LARGEST_ID for n in (game_id, *numbers)):
            return NOT_OURS
        record = await self.store.game(game_id)
        if record is None:
            return NO_GAME
        if record.channel_id != interaction.channel_id:
            return FOREIGN
        return record

    # -- turns ---------------------------------------------------------------------------------

    async def component_action(
        self, interaction: discord.Interaction, game_id: int, version: int, action_id: str
    ) -> None:
        await interaction.response.defer()
        record = await self.game_of_control(interaction, game_id, version)
        if isinstance(record, str):
            await interaction.followup.send(record, ephemeral=True)
            return
        reply = await self.host.act(
            record,
            interaction.user.id,
            action_id,
            interaction_id=interaction.id,
            version=version,
        )
        if not reply.ok:
            await interaction.followup.send(plain(reply.message), ephemeral=True)

    async def idle_button(
        self, interaction: discord.Interaction, game_id: int, version: int, op: str, seat: int
    ) -> None:
        await interaction.response.defer()
        record = await self.game_of_control(interaction, game_id, version)
        if isinstance(record, str) or seat >= MAX_SEATS:
            await interaction.followup.send(
                record if isinstance(record, str) else NOT_OURS, ephemeral=True
            )
            return
        reply = await self.host.idle_action(record, interaction.user.id, op, seat, version)
        if not reply.ok:
            await interaction.followup.send(plain(reply.message), ephemeral=True)

    async def play(self, interaction: discord.Interaction, action_id: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.game_here(interaction)
        reply = await self.host.act(
            record, interaction.user.id, action_id.strip(), interaction_id=interaction.id
        )
        await interaction.followup.send(plain(reply.message) or "Done.", ephemeral=True)

    async def action_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[discord.app_commands.Choice[str]]:
        record = await self.game_here(interaction)
        if record is None or record.status != "running":
            return []
        live = await self.host.live(record)
        needle = typed.strip().lower()
        choices = []
        for action in self.host.legal_actions(live, interaction.user.id):
            if needle and needle not in action.label.lower() and needle not in action.id.lower():
                continue
            choices.append(discord.app_commands.Choice(name=action.label[:100], value=action.id))
            if len(choices) == 25:
                break
        return choices

    # -- private information -------------------------------------------------------------------

    async def show_cards(self, interaction: discord.Interaction, game_id: int | None) -> None:
        record = (
            await self.game_of_control(interaction, game_id)
            if game_id is not None
            else await self.game_here(interaction)
        )
        if record is None or isinstance(record, str):
            await interaction.response.send_message(record or NO_GAME, ephemeral=True)
            return
        if record.status == "lobby":
            await interaction.response.send_message(
                "The cards are dealt when the game starts.", ephemeral=True
            )
            return
        live = await self.host.live(record)
        seat = live.seat_of(interaction.user.id)
        if seat is None:
            await interaction.response.send_message(NOT_SEATED, ephemeral=True)
            return
        private = live.private_view(seat).private
        text = "\n".join(private) if private else "You hold no secret cards right now."
        await interaction.response.send_message(
            f"**{live.game.name}**, your cards:\n{text}", ephemeral=True
        )

    async def status(self, interaction: discord.Interaction) -> None:
        record = await self.game_here(interaction)
        if record is None:
            await interaction.response.send_message(NO_GAME, ephemeral=True)
            return
        game = get_game(record.game_key)
        if record.status == "lobby":
            seats = await self.store.seats(record.id)
            await interaction.response.send_message(
                embed=lobby_embed(game, record, seats), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        live = await self.host.live(record)
        view = live.public_view()
        state = {"finished": "This game has ended.", "abandoned": "This game was ended early."}
        lines = [f"**{game.name}**", state.get(record.status, f"**{plain(view.phase)}**")]
        lines.append(scores_line(view))
        file = await board_file(view)
        if file is not None:
            await interaction.followup.send("\n".join(lines), file=file, ephemeral=True)
        else:
            await interaction.followup.send("\n".join(lines), ephemeral=True)

    # -- lobby ---------------------------------------------------------------------------------

    async def refresh_lobby(self, record: GameRecord) -> None:
        current = await self.store.game(record.id)
        if current is None or current.lobby_message_id is None:
            return
        seats = await self.store.seats(record.id)
        embed = lobby_embed(get_game(current.game_key), current, seats)
        try:
            channel = await self.table.channel(current.channel_id)
            if isinstance(channel, discord.abc.GuildChannel | discord.Thread):
                await channel.get_partial_message(current.lobby_message_id).edit(
                    embed=embed, view=lobby_view(current.id, open_=current.status == "lobby")
                )
        except discord.HTTPException:
            log.info("Could not refresh the lobby message of game %s", record.id)

    async def lobby_change(self, record: GameRecord, user: discord.abc.User, op: str) -> Reply:
        """Join, leave, start or cancel; a database that can't be written refuses it."""
        try:
            if op == "join":
                return await self.lobby.join(record, user.id, display_name(user))
            if op == "leave":
                return await self.lobby.leave(record, user.id)
            if op == "start":
                return await self.lobby.start(record, user.id)
            return await self.lobby.cancel(record, user.id)
        except DatabaseUnavailable:
            return Reply(False, NOT_SAVED)

    async def lobby_command(self, interaction: discord.Interaction, op: str) -> None:
        """``/game join|leave|start``: the same as the lobby's buttons, answered privately."""
        record = await self.game_here(interaction)
        if record is None:
            await interaction.response.send_message(NO_GAME, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply = await self.lobby_change(record, interaction.user, op)
        await interaction.followup.send(plain(reply.message), ephemeral=True)
        if reply.ok:
            await self.refresh_lobby(record)

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        record = await self.game_of_control(interaction, game_id)
        if isinstance(record, str):
            await interaction.response.send_message(record, ephemeral=True)
            return
        if op == "start":
            await interaction.response.defer()
            reply = await self.lobby_change(record, interaction.user, op)
            if reply.ok:
                await self.refresh_lobby(record)
            else:
                await interaction.followup.send(plain(reply.message), ephemeral=True)
            return
        reply = await self.lobby_change(record, interaction.user, op)
        if not reply.ok:
            await interaction.response.send_message(plain(reply.message), ephemeral=True)
            return
        current = await self.store.game(game_id)
        assert current is not None
        seats = await self.store.seats(game_id)
        await interaction.response.edit_message(
            embed=lobby_embed(get_game(current.game_key), current, seats),
            view=lobby_view(game_id, open_=current.status == "lobby"),
        )


def display_name(user: discord.abc.User) -> str:
    """The name a seat keeps for the whole game (Discord names can change mid-game)."""
    return clean_name(getattr(user, "display_name", None) or user.name)
