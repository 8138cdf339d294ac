"""What a command or a click does, shared by slash commands and components.

Every path answers the interaction first (defer) when the work behind it may be slow, and every
refusal is one ephemeral sentence.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Concatenate, ParamSpec

import discord

from bot.cooldown import Cooldown, slow_down
from bot.engine import GameDataError
from bot.games import GameOption
from bot.host import NO_GAME, NOT_SAVED, NOT_SEATED, OUT_OF_DATE, Host, refuse_status
from bot.languages import language_of, record_language, say
from bot.live import LiveGame, Reply
from bot.lobby import Lobby
from bot.names import clean_name
from bot.sentences import Sentence, worded
from bot.store import DatabaseUnavailable, GameRecord, Store
from cogs.choices import choices
from cogs.components import give_seat_view, lobby_view, menu_view, panel_view, sent_once
from cogs.layout import ControlPlan, MenuPlan, TooManyControls, plan_controls
from cogs.lobby_clock import LobbyClock
from cogs.table import DiscordTable
from cogs.text import lobby_embed, mention, option_words, pinging, plain, scores_line

log = logging.getLogger(__name__)

LARGEST_ID = 2**63 - 1
"""SQLite integers are signed 64-bit; a larger number in a custom id is made up."""
MAX_SEATS = 64
NOT_OURS = Sentence("reply-not-ours")
FOREIGN = Sentence("reply-foreign")
NOT_ON_MENU = Sentence("reply-not-on-menu")
NOTHING_TO_DO = Sentence("reply-nothing-to-do")
LOBBY_CLOSED = Sentence("thread-lobby-closed")

Params = ParamSpec("Params")


class Refused(Exception):
    """A click or command turned away before any work; its sentence is the whole answer."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


def answers_refusals(
    handler: Callable[Concatenate[Handlers, discord.Interaction, Params], Awaitable[None]],
) -> Callable[Concatenate[Handlers, discord.Interaction, Params], Awaitable[None]]:
    """A handler's ``Refused`` becomes one private sentence, whether or not it deferred first."""

    @functools.wraps(handler)
    async def answered(
        self: Handlers,
        interaction: discord.Interaction,
        *args: Params.args,
        **kwargs: Params.kwargs,
    ) -> None:
        try:
            await handler(self, interaction, *args, **kwargs)
        except Refused as refused:
            sentence = worded(refused.sentence, asker(interaction))
            if interaction.response.is_done():
                await interaction.followup.send(sentence, ephemeral=True)
            else:
                await interaction.response.send_message(sentence, ephemeral=True)

    return answered


class Handlers:
    def __init__(
        self,
        store: Store,
        host: Host,
        lobby: Lobby,
        table: DiscordTable,
        *,
        lobby_seconds: float = 1800.0,
    ) -> None:
        self.store = store
        self.host = host
        self.lobby = lobby
        self.table = table
        self.lobby_clock = LobbyClock(self.close_lobby, lobby_seconds)
        self.cooldown = Cooldown()
        """Paces what costs the bot work per member (``/game new`` and Rematch share a key)."""

    # -- finding the game ----------------------------------------------------------------------

    async def game_here(self, interaction: discord.Interaction) -> GameRecord | None:
        """The game of the thread or channel the interaction came from (newest, any status)."""
        if interaction.channel_id is None:
            return None
        active = await self.store.active_game_in(interaction.channel_id)
        return active or await self.store.latest_game_in(interaction.channel_id)

    async def game_of_control(
        self,
        interaction: discord.Interaction,
        game_id: int,
        *numbers: int,
        seat: int | None = None,
    ) -> GameRecord:
        """The game a component's custom id names; ``Refused`` says why a click is not served.

        Discord and discord.py only deliver ids that are on the message, but a hand-made
        payload could still name another channel's game, a seat no table has, or numbers no
        control ever carries.
        """
        if not all(0 <= n <= LARGEST_ID for n in (game_id, *numbers)):
            raise Refused(NOT_OURS)
        record = await self.store.game(game_id)
        if record is None:
            raise Refused(NO_GAME)
        if record.channel_id != interaction.channel_id:
            raise Refused(FOREIGN)
        _refuse_made_up_seat(seat)
        return record

    async def game_named_or_here(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        *numbers: int,
        seat: int | None = None,
    ) -> GameRecord:
        """A control's game, or for a slash command (``game_id`` None) the game of its thread."""
        if game_id is not None:
            return await self.game_of_control(interaction, game_id, *numbers, seat=seat)
        record = await self.game_here(interaction)
        if record is None:
            raise Refused(NO_GAME)
        _refuse_made_up_seat(seat)
        return record

    # -- turns ---------------------------------------------------------------------------------

    @answers_refusals
    async def component_action(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        action_id: str,
        *,
        seat: int | None = None,
        menu: int | None = None,
    ) -> None:
        """A button or menu of a prompt (``seat`` None) or of one player's private panel."""
        await interaction.response.defer()
        numbers = [n for n in (seat, menu) if n is not None]
        record = await self.game_of_control(interaction, game_id, version, *numbers, seat=seat)
        if menu is not None and record.status == "running":
            refusal = await self._menu_refusal(record, version, seat, menu, action_id)
            if refusal:
                await interaction.followup.send(
                    refusal.in_language(asker(interaction)), ephemeral=True
                )
                return
        reply = await self.host.act(
            record,
            interaction.user.id,
            action_id,
            interaction_id=interaction.id,
            version=version,
            for_seat=seat,
        )
        if not reply.ok:
            await interaction.followup.send(plain(reply.worded(asker(interaction))), ephemeral=True)
        elif reply.private:
            language = asker(interaction)
            text = "\n".join(plain(worded(line, language)) for line in reply.private)
            await interaction.followup.send(text, ephemeral=True)

    @answers_refusals
    async def open_menu(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        seat: int | None,
        pager: int,
        menu: int,
    ) -> None:
        """Second step of a long group: send the chosen part's menu privately."""
        numbers = [n for n in (seat, pager, menu) if n is not None]
        record = await self.game_of_control(interaction, game_id, version, *numbers)
        refusal = refuse_status(record)
        chosen: MenuPlan | None = None
        if refusal is None:
            try:
                live = await self.host.live(record)
                plan = self._plan(live, seat)
            except (GameDataError, KeyError, TooManyControls):
                plan = None
            if plan is None:
                refusal = Sentence("reply-cannot-show-choice")
            elif version != live.version and not live.position.prompt.simultaneous:
                refusal = OUT_OF_DATE
            elif menu in next((p.menus for p in plan.pagers if p.index == pager), ()):
                chosen = plan.menus[menu]
        if chosen is None:
            refused = worded(refusal or NOT_ON_MENU, asker(interaction))
            await interaction.response.send_message(refused, ephemeral=True)
            return
        language = asker(interaction)
        with sent_once(menu_view(game_id, version, chosen, seat=seat, language=language)) as view:
            await interaction.response.send_message(
                plain(worded(chosen.placeholder, language)), view=view, ephemeral=True
            )

    @answers_refusals
    async def open_panel(
        self, interaction: discord.Interaction, game_id: int, version: int
    ) -> None:
        """The presser's own choices and private view, as an ephemeral panel."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.game_of_control(interaction, game_id, version)
        refusal = refuse_status(record)
        if refusal:
            raise Refused(refusal)
        try:
            live = await self.host.live(record)
        except (GameDataError, KeyError):
            raise Refused(Sentence("reply-cannot-load")) from None
        seat = live.seat_of(interaction.user.id)
        if seat is None:
            raise Refused(NOT_SEATED)
        if version != live.version and not live.position.prompt.simultaneous:
            raise Refused(OUT_OF_DATE)
        language = asker(interaction)
        actions = live.position.legal_actions(seat)
        private = live.private_view(seat, language)
        heading = say(language, "reply-your-choices", game=live.game.name)
        if not actions:
            heading = NOTHING_TO_DO.in_language(language)
        try:
            view = panel_view(
                game_id,
                live.version,
                seat,
                actions,
                self.table.drawings.button_styles(live.game.key),
                language,
            )
        except TooManyControls:
            log.error("The panel of seat %s in game %s needs too many controls", seat, game_id)
            view, heading = None, f"{heading}\n{say(language, 'reply-use-play')}"
        kwargs: dict[str, object] = {"ephemeral": True}
        if view is not None:
            kwargs["view"] = view
        file = await self.table.private_file(private, live.record.guild_id)
        if file is not None:
            kwargs["file"] = file
        lines = [heading, *(plain(worded(line, language)) for line in private.private)]
        with sent_once(view):
            await interaction.followup.send("\n".join(lines), **kwargs)

    def _plan(self, live: LiveGame, seat: int | None) -> ControlPlan:
        """The layout a prompt (``seat`` None) or a seat's panel has right now, exactly as
        ``build_controls`` laid it out, so a menu number means the same menu."""
        if seat is None:
            prompt = live.prompt
            return plan_controls(prompt.actions, extra_buttons=1 if prompt.panel else 0)
        if seat >= len(live.seats):
            return plan_controls(())
        return plan_controls(live.position.legal_actions(seat))

    async def _menu_refusal(
        self, record: GameRecord, version: int, seat: int | None, menu: int, action_id: str
    ) -> Sentence | None:
        """A menu's choice must be one of that menu's options as laid out now."""
        try:
            live = await self.host.live(record)
            plan = self._plan(live, seat)
        except (GameDataError, KeyError, TooManyControls):
            return None  # the host answers a game it can't load; /play still offers the rest
        if menu >= len(plan.menus):
            return None  # no such menu now: the host says why (out of date, already answered)
        if any(a.id == action_id for a in plan.menus[menu].actions):
            return None
        stale = version != live.version and not live.position.prompt.simultaneous
        return OUT_OF_DATE if stale else NOT_ON_MENU

    @answers_refusals
    async def idle_button(
        self, interaction: discord.Interaction, game_id: int, version: int, op: str, seat: int
    ) -> None:
        await interaction.response.defer()
        record = await self.game_of_control(interaction, game_id, version, seat=seat)
        reply = await self.host.idle_action(record, interaction.user.id, op, seat, version)
        if not reply.ok:
            await interaction.followup.send(plain(reply.worded(asker(interaction))), ephemeral=True)

    @answers_refusals
    async def take_over(
        self, interaction: discord.Interaction, game_id: int | None, seat: int | None
    ) -> None:
        """Computer takes over (the button, or ``/game takeover`` for the first empty seat)."""
        record = await self.game_named_or_here(interaction, game_id, seat or 0, seat=seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            reply = await self.host.take_over(record, interaction.user.id, seat)
        except DatabaseUnavailable:
            reply = Reply(False, NOT_SAVED)
        await self._seat_changed(interaction, record, reply)

    async def _seat_changed(
        self, interaction: discord.Interaction, record: GameRecord, reply: Reply
    ) -> None:
        """The answer to a seat handed over: done (or why not) to the asker, and who plays
        the seat now to the table, in its language."""
        if not reply.ok:
            await interaction.followup.send(plain(reply.worded(asker(interaction))), ephemeral=True)
            return
        await interaction.followup.send(say(asker(interaction), "reply-done"), ephemeral=True)
        channel = await self.table.channel(record.channel_id)
        await channel.send(
            plain(reply.worded(record_language(record))),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def ask_for_seat(self, record: GameRecord, user: discord.abc.User) -> Reply:
        """Someone joins a running game: the host is offered to give them a computer's seat."""
        live = await self.host.live(record)
        if live.seat_of(user.id) is not None:
            return Reply(False, Sentence("reply-already-playing"))
        seats = self.host.open_seats(live)
        if not seats:
            return Reply(False, Sentence("reply-every-seat-taken"))
        name = display_name(user)
        channel = await self.table.channel(record.channel_id)
        language = record_language(record)
        labels = [
            (seat.seat, say(language, "thread-give-seat", name=name, seat=seat.name))
            for seat in seats
        ]
        with sent_once(give_seat_view(record.id, user.id, labels)) as view:
            await channel.send(
                say(language, "thread-seat-wanted", name=plain(name)),
                view=view,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        return Reply(True, Sentence("reply-seat-asked"))

    @answers_refusals
    async def give_seat(
        self, interaction: discord.Interaction, game_id: int, seat: int, user_id: int
    ) -> None:
        record = await self.game_of_control(interaction, game_id, seat, user_id, seat=seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        member = interaction.guild.get_member(user_id) if interaction.guild else None
        name = display_name(member) if member is not None else f"Player {seat + 1}"
        try:
            reply = await self.host.give_seat(record, interaction.user.id, seat, user_id, name)
        except DatabaseUnavailable:
            reply = Reply(False, NOT_SAVED)
        await self._seat_changed(interaction, record, reply)

    async def play(self, interaction: discord.Interaction, action_id: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.game_here(interaction)
        reply = await self.host.act(
            record, interaction.user.id, action_id.strip(), interaction_id=interaction.id
        )
        language = asker(interaction)
        said = plain(reply.worded(language)) or say(language, "reply-done")
        text = "\n".join([said, *(plain(worded(p, language)) for p in reply.private)])
        await interaction.followup.send(text[:2000], ephemeral=True)

    async def action_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[discord.app_commands.Choice[str]]:
        record = await self.game_here(interaction)
        if record is None or record.status != "running":
            return []
        live = await self.host.live(record)
        needle = typed.strip().lower()
        language = asker(interaction)
        labelled = (
            (worded(action.label, language), action.id)
            for action in self.host.legal_actions(live, interaction.user.id)
        )
        return choices(
            (label, action_id)
            for label, action_id in labelled
            if not needle or needle in label.lower() or needle in action_id.lower()
        )

    def option_choices(
        self, interaction: discord.Interaction, typed: str
    ) -> list[discord.app_commands.Choice[str]]:
        """Each ``key=value`` the chosen game offers (``/game new options:``), after what was
        already typed."""
        chosen = str(getattr(interaction.namespace, "game", "") or "")
        declared = self.host.games.registration(chosen)
        if declared is None:
            return []
        done, _, last = typed.rpartition(",")
        lead = f"{done}, " if done else ""
        language, key = asker(interaction), declared.key

        def label(option: GameOption, value: str) -> str:
            named, chose = (
                option_words(language, key, option),
                option_words(language, key, option, value),
            )
            return f"{named}: {chose}"

        return choices(
            (f"{lead}{pair} ({label(option, value)})", f"{lead}{pair}")
            for option in declared.offered_options
            for value, _ in option.choices
            if last.strip() in (pair := f"{option.key}={value}")
        )

    # -- private information -------------------------------------------------------------------

    @answers_refusals
    async def show_cards(self, interaction: discord.Interaction, game_id: int | None) -> None:
        record = await self.game_named_or_here(interaction, game_id)
        if record.status == "lobby":
            raise Refused(Sentence("reply-cards-not-dealt"))
        live = await self.host.live(record)
        seat = live.seat_of(interaction.user.id)
        if seat is None:
            raise Refused(NOT_SEATED)
        language = asker(interaction)
        view = live.private_view(seat, language)
        text = "\n".join(plain(worded(line, language)) for line in view.private) or say(
            language, "reply-no-secret-cards"
        )
        content = f"{say(language, 'reply-your-cards', game=live.game.name)}\n{text}"
        declared = self.host.games.registration(live.game.key)
        if declared is None or declared.private_renderer is None:
            await interaction.response.send_message(content, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        file = await self.table.private_file(view, live.record.guild_id)
        if file is not None:
            await interaction.followup.send(content, file=file, ephemeral=True)
        else:
            await interaction.followup.send(content, ephemeral=True)

    @answers_refusals
    async def status(self, interaction: discord.Interaction) -> None:
        record = await self.game_here(interaction)
        if record is None:
            raise Refused(NO_GAME)
        entry = self.host.games.entry(record.game_key)
        game = entry.rules
        if record.status == "lobby":
            seats = await self.store.seats(record.id)
            await interaction.response.send_message(
                embed=lobby_embed(entry, record, seats), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = asker(interaction)
        ended = {"finished": "reply-status-finished", "abandoned": "reply-status-abandoned"}
        state = ended.get(record.status)
        try:
            live = await self.host.live(record)
        except GameDataError:  # a lobby ended before it started has no position to show
            said = say(language, state or "reply-cannot-load")
            await interaction.followup.send(f"**{game.name}**\n{said}", ephemeral=True)
            return
        view = live.position.view(None, language)
        phase = f"**{plain(worded(view.phase, language))}**"
        lines = [f"**{game.name}**", say(language, state) if state else phase]
        lines.append(scores_line(view, entry.registration.badges))
        file = await self.table.board_file(view, record.guild_id)
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
        embed = lobby_embed(self.host.games.entry(current.game_key), current, seats)
        try:
            channel = await self.table.channel(current.channel_id)
            if isinstance(channel, discord.abc.GuildChannel | discord.Thread):
                with sent_once(lobby_view(current)) as view:
                    await channel.get_partial_message(current.lobby_message_id).edit(
                        embed=embed, view=view
                    )
        except discord.HTTPException:
            log.info("Could not refresh the lobby message of game %s", record.id)

    async def resume_lobbies(self) -> int:
        """After a start: close this process's lobbies that are past their time, and set a
        timer for the others; how many lobbies were found."""
        lobbies = [
            record
            for record in await self.store.games_with_status(["lobby"])
            if self.host.owns(record.guild_id)
        ]
        for record in lobbies:
            self.lobby_clock.arm(record)
        return len(lobbies)

    async def close_lobby(self, game_id: int) -> None:
        """A lobby nobody started in time: ended in the store, its buttons taken off, and a
        line in its thread says so."""
        record = await self.store.game(game_id)
        if record is None or not await self.lobby.close_unstarted(record):
            return
        await self.refresh_lobby(record)
        try:
            channel = await self.table.channel(record.channel_id)
            await channel.send(
                LOBBY_CLOSED.in_language(record_language(record)),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.info("The closing of the lobby of game %s could not be told: %s", game_id, error)

    @answers_refusals
    async def rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """The Game over's Rematch: a new lobby in the thread, its other people mentioned."""
        old = await self.game_of_control(interaction, game_id)
        wait = self.cooldown.wait((interaction.user.id, "new"))
        if wait:
            await interaction.response.send_message(
                slow_down(wait).in_language(asker(interaction)), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            opened = await self.lobby.rematch(
                old, interaction.user.id, display_name(interaction.user)
            )
        except DatabaseUnavailable:
            opened = Reply(False, NOT_SAVED)
        match opened:
            case Reply() as refusal:  # the bot's own sentence, its links kept clickable
                await interaction.followup.send(refusal.worded(asker(interaction)), ephemeral=True)
                return
        entry = self.host.games.entry(opened.game_key)
        others = [
            seat.user_id
            for seat in await self.store.seats(old.id)
            if seat.person and seat.user_id != interaction.user.id
        ]
        called = "".join(f" {mention(user_id)}" for user_id in others)
        channel = await self.table.channel(opened.channel_id)
        language = record_language(opened)
        opened_line = say(
            language,
            "thread-rematch-opened",
            host=mention(interaction.user.id),
            game=entry.rules.name,
        )
        embed = lobby_embed(entry, opened, await self.store.seats(opened.id))
        with sent_once(lobby_view(opened)) as view:
            message = await channel.send(
                opened_line
                + (say(language, "thread-rematch-call", called=called) if others else ""),
                embed=embed,
                view=view,
                allowed_mentions=pinging(others),
            )
        await self.store.set_lobby_message(opened.id, message.id)
        self.lobby_clock.arm(opened)
        answer = say(asker(interaction), "reply-rematch-open-here")
        await interaction.followup.send(answer, ephemeral=True)

    async def lobby_change(self, record: GameRecord, user: discord.abc.User, op: str) -> Reply:
        """Join, leave, start or cancel; a database that can't be written refuses it."""
        try:
            if op == "join" and record.status == "running":
                return await self.ask_for_seat(record, user)
            if op == "join":
                return await self.lobby.join(record, user.id, display_name(user))
            if op == "leave" and record.status == "running":
                return await self.host.leave(record, user.id)
            if op == "leave":
                return await self.lobby.leave(record, user.id)
            if op == "start":
                return self._lobby_over(record, await self.lobby.start(record, user.id))
            if op == "add-computer":
                return await self.lobby.add_computer(record, user.id)
            if op == "remove-computer":
                return await self.lobby.remove_computer(record, user.id)
            return self._lobby_over(record, await self.lobby.cancel(record, user.id))
        except DatabaseUnavailable:
            return Reply(False, NOT_SAVED)

    def _lobby_over(self, record: GameRecord, reply: Reply) -> Reply:
        """A lobby that started or was cancelled needs its closing timer no more."""
        if reply.ok:
            self.lobby_clock.disarm(record.id)
        return reply

    @answers_refusals
    async def lobby_command(self, interaction: discord.Interaction, op: str) -> None:
        """``/game join|leave|start``: the same as the lobby's buttons, answered privately."""
        record = await self.game_here(interaction)
        if record is None:
            raise Refused(NO_GAME)
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply = await self.lobby_change(record, interaction.user, op)
        await interaction.followup.send(plain(reply.worded(asker(interaction))), ephemeral=True)
        if reply.ok:
            await self.refresh_lobby(record)

    @answers_refusals
    async def lobby_button(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        record = await self.game_of_control(interaction, game_id)
        if op == "start":
            await interaction.response.defer()
            reply = await self.lobby_change(record, interaction.user, op)
            if reply.ok:
                await self.refresh_lobby(record)
            else:
                refusal = plain(reply.worded(asker(interaction)))
                await interaction.followup.send(refusal, ephemeral=True)
            return
        reply = await self.lobby_change(record, interaction.user, op)
        if not reply.ok:
            refusal = plain(reply.worded(asker(interaction)))
            await interaction.response.send_message(refusal, ephemeral=True)
            return
        current = await self.store.game(game_id)
        assert current is not None
        seats = await self.store.seats(game_id)
        with sent_once(lobby_view(current)) as view:
            await interaction.response.edit_message(
                embed=lobby_embed(self.host.games.entry(current.game_key), current, seats),
                view=view,
            )


def _refuse_made_up_seat(seat: int | None) -> None:
    """No table has this many seats, so a control naming one was made by hand."""
    if seat is not None and seat >= MAX_SEATS:
        raise Refused(NOT_OURS)


def asker(interaction: discord.Interaction) -> str:
    """The language to answer the person behind ``interaction`` in."""
    return language_of(interaction.locale)


def display_name(user: discord.abc.User) -> str:
    """The name a seat keeps for the whole game (Discord names can change mid-game)."""
    return clean_name(getattr(user, "display_name", None) or user.name)
