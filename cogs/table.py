"""Shows games in Discord: the turn prompt with its board image, secrets by DM, the result."""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import logging
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.alt_text import describe_chart, describe_recap
from bot.engine import View
from bot.languages import record_language, say
from bot.live import Frame
from bot.sentences import worded
from bot.turns import TurnPlan, after_turn_view, board_key, plan_turn, story_text
from cogs.components import (
    idle_view,
    prompt_view,
    rematch_view,
    sent_once,
    show_cards_view,
    take_over_view,
)
from cogs.drawings import PRIVATE_FILENAME, Drawings
from cogs.layout import TooManyControls
from cogs.recaps import Recaps
from cogs.text import (
    channel_link,
    game_over_text,
    mention,
    pinging,
    plain,
    prompt_text,
)
from cogs.turn_messages import BoardImages, Retired, Shown, TurnMessages, Wanted

log = logging.getLogger(__name__)


DM_CLOSED = 50007
PRIVATE_PICTURES_KEPT = 256
"""Seats' own pictures kept drawn, so a player asking again for the same position (its panel,
/game hand) gets the same image without drawing it again."""
TOLD_DM_CLOSED_KEPT = 4096
"""Players remembered as told their DMs are closed; one forgotten long ago is told again."""


def turn_text(frame: Frame, plan: TurnPlan, marks: Mapping[str, str]) -> str:
    """The story, the phase, the scores, who must act now, and whose turn it is, in the
    table's language."""
    language = record_language(frame.record)
    text = prompt_text(
        [story_text(plan.story)], frame.view, frame.actors, frame.answered_names, marks, language
    )
    owner = plan.owner
    if owner is None or owner in frame.prompt.actors or not 0 <= owner < len(frame.seats):
        return text
    seat = frame.seats[owner]
    named = mention(seat.user_id) if owner in plan.ping and seat.person else plain(seat.name)
    return f"{text}\n{say(language, 'table-whose-turn', player=named)}"


def retired_form(
    frame: Frame, plan: TurnPlan, marks: Mapping[str, str], key: Callable[[View], str] = board_key
) -> Retired | None:
    """The text and board the message keeps once its turn is over, where they differ from
    what it shows while the turn lasts (a card shown then, face down again now); ``key`` gives
    a board's image key."""
    view = after_turn_view(frame.view)
    if plan.kept is None and view is frame.view:
        return None
    kept = replace(plan, story=plan.kept_story, kept=None)
    return Retired(turn_text(replace(frame, view=view), kept, marks), view, key(view))


class DiscordTable:
    """The host's ``Table``: everything it shows goes to the game's thread or to one player."""

    def __init__(
        self,
        client: discord.Client,
        drawings: Drawings,
        *,
        idle_kick_seconds: float = 600.0,
        on_shown: Shown | None = None,
    ) -> None:
        self.client = client
        self.drawings = drawings
        self.idle_kick_seconds = idle_kick_seconds
        self._told_dm_closed: OrderedDict[tuple[int, int], None] = OrderedDict()
        """(game, user) pairs told in the thread that their DMs are closed; the newest few."""
        self.turns = TurnMessages(
            self.channel, BoardImages(drawings.board_png, describe=drawings.describe), on_shown
        )
        self.pictures = BoardImages(
            drawings.private_png,
            keep=PRIVATE_PICTURES_KEPT,
            filename=PRIVATE_FILENAME,
            describe=drawings.describe,
        )
        self.recaps = Recaps()

    def board_key(self, view: View) -> str:
        """The key of the board image of ``view``: what its game's board draws of it."""
        return self.drawings.board_key(view)

    async def board_file(self, view: View, guild: int = 0) -> discord.File | None:
        """The public board of ``view``, from the turn messages' cache: a position's board is
        drawn once however often it is asked for (in ``guild``'s turn)."""
        return await self.turns.images.file(self.board_key(view), view, guild)

    async def private_file(self, view: View, guild: int = 0) -> discord.File | None:
        """One seat's own picture of ``view``, drawn once per distinct view."""
        if view.seat is None:
            raise ValueError("a private picture needs a seat")
        return await self.pictures.file(private_key(view), view, guild)

    async def channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.client.get_channel(channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    async def show(self, frame: Frame) -> int:
        """Edit the turn's message, or post a new one that pings whoever the game now awaits."""
        plan = frame.turn or plan_turn(
            None,
            owner=frame.view.active,
            waiting=frame.prompt.actors,
            lines=frame.lines,
            timed=False,
            board=self.board_key(frame.view),
        )
        wanted = self._wanted(frame, plan)
        if plan.edit is not None:
            return self.turns.edit(plan.edit, wanted, plan.shown_board)
        pinged = [frame.seats[s].user_id for s in plan.ping if frame.seats[s].person]
        message_id = await self.turns.post(wanted, pinged)
        self.turns.retire(frame.record.channel_id, plan.retire)
        return message_id

    async def recall(self, frame: Frame) -> None:
        """After a restart: remember the turn message's kept text and board, if it has any."""
        plan = frame.turn
        if plan is None or plan.edit is None:
            return
        wanted = self._wanted(frame, plan)
        if wanted.retired is not None:
            self.turns.remember(plan.edit, wanted)

    def _wanted(self, frame: Frame, plan: TurnPlan) -> Wanted:
        return Wanted(
            channel_id=frame.record.channel_id,
            text=turn_text(frame, plan, self.drawings.badges(frame.view.game)),
            view=frame.view,
            board=plan.board,
            controls=self._controls(frame),
            game_id=frame.record.id,
            guild_id=frame.record.guild_id,
            version=frame.version,
            retired=retired_form(
                frame, plan, self.drawings.badges(frame.view.game), self.board_key
            ),
        )

    def _controls(self, frame: Frame) -> discord.ui.View | None:
        try:
            return prompt_view(
                frame.record.id,
                frame.version,
                frame.prompt.actions,
                panel=frame.prompt.panel,
                styles=self.drawings.button_styles(frame.view.game),
                language=record_language(frame.record),
            )
        except TooManyControls:
            log.error("The prompt of game %s needs too many controls", frame.record.id)
            return None

    async def _settled(self, channel_id: int, timeout: float = 5.0) -> None:
        """Let one channel's pending edits land first, so what follows reads in order."""
        try:
            await asyncio.wait_for(self.turns.settle(channel_id), timeout)
        except TimeoutError:
            log.warning("The turn messages of channel %s were not brought up to date", channel_id)

    async def flush(self, timeout: float = 5.0) -> None:
        """Let pending edits land before the connection closes (a stop, not a crash)."""
        self.recaps.close()
        try:
            await asyncio.wait_for(self.turns.settle(), timeout)
        except TimeoutError:
            log.warning("Some turn messages were not brought up to date before stopping")
        finally:
            self.drawings.close()

    async def send_secret(self, frame: Frame, user_id: int, private: View) -> None:
        if not private.private:
            return
        language = record_language(frame.record)
        guild = self.client.get_guild(frame.record.guild_id)
        where = plain(guild.name) if guild is not None else say(language, "table-your-server")
        text = "\n".join(
            [
                say(language, "table-secret-from", game=frame.game_name, server=where),
                *(plain(worded(line, language)) for line in private.private),
                channel_link(frame.record),
            ]
        )
        try:
            dm = await self.client.create_dm(discord.Object(user_id))
            await dm.send(text)
        except discord.HTTPException as error:
            log.info("DM to %s refused (code %s)", user_id, getattr(error, "code", "?"))
            await self._tell_dm_closed(frame, user_id)

    async def tell(self, frame: Frame, user_id: int, lines: tuple[str, ...]) -> None:
        """Private lines of what just happened, by DM to their one reader."""
        if not lines:
            return
        language = record_language(frame.record)
        said = [plain(worded(line, language)) for line in lines]
        text = "\n".join([f"**{frame.game_name}**", *said, channel_link(frame.record)])
        try:
            dm = await self.client.create_dm(discord.Object(user_id))
            await dm.send(text)
        except discord.HTTPException as error:
            log.info("DM to %s refused (code %s)", user_id, getattr(error, "code", "?"))
            await self._tell_dm_closed(frame, user_id)

    async def _tell_dm_closed(self, frame: Frame, user_id: int) -> None:
        key = (frame.record.id, user_id)
        if key in self._told_dm_closed:
            return
        self._told_dm_closed[key] = None
        while len(self._told_dm_closed) > TOLD_DM_CLOSED_KEPT:
            self._told_dm_closed.popitem(last=False)
        channel = await self.channel(frame.record.channel_id)
        language = record_language(frame.record)
        with sent_once(show_cards_view(frame.record.id, language)) as view:
            await channel.send(
                say(language, "table-dm-closed", player=mention(user_id)),
                view=view,
                allowed_mentions=pinging([user_id]),
            )

    async def game_over(self, frame: Frame) -> None:
        assert frame.outcome is not None
        file = await self.turns.images.file(
            self.board_key(frame.view), frame.view, frame.record.guild_id
        )
        channel = await self.channel(frame.record.channel_id)
        winners = [
            frame.seats[seat].user_id for seat in frame.outcome.winners if frame.seats[seat].person
        ]
        language = record_language(frame.record)
        rematch = rematch_view(frame.record.id, language)
        kwargs: dict[str, Any] = {"allowed_mentions": pinging(winners), "view": rematch}
        if file is not None:
            kwargs["file"] = file
        await self.retire_prompt(frame.record.channel_id, frame.record.prompt_message_id)
        await self._settled(frame.record.channel_id)  # no live controls above Game over
        text = game_over_text(frame.outcome, frame.seats, frame.lines, language)
        with sent_once(rematch):
            await channel.send(text, **kwargs)

    async def retire_prompt(self, channel_id: int, message_id: int | None) -> None:
        """Take the controls off the last prompt so a finished game shows none."""
        self.turns.retire(channel_id, message_id)

    async def warn_idle(self, frame: Frame) -> None:
        if not frame.actor_ids:
            return
        waiting = " ".join(mention(uid) for uid in frame.actor_ids)
        language = record_language(frame.record)
        time = _duration(self.idle_kick_seconds, language)
        channel = await self.channel(frame.record.channel_id)
        await channel.send(
            say(language, "table-idle-warning", waiting=waiting, time=time),
            allowed_mentions=pinging(frame.actor_ids),
        )

    async def offer_idle_choice(self, frame: Frame) -> None:
        idle = [
            (seat, frame.seats[seat].name)
            for seat in frame.prompt.actors
            if frame.seats[seat].person
        ]
        if not idle:
            return
        names = ", ".join(plain(name) for _, name in idle)
        language = record_language(frame.record)
        channel = await self.channel(frame.record.channel_id)
        with sent_once(idle_view(frame.record.id, frame.version, idle, language)) as view:
            await channel.send(
                say(language, "table-idle-choice", names=names),
                view=view,
                allowed_mentions=discord.AllowedMentions.none(),
            )

    async def recap(
        self,
        frame: Frame,
        players: Sequence[str],
        log: Sequence[tuple[int | None, str]],
        positions: Sequence[str] = (),
    ) -> None:
        """The game in pictures under its Game over: the board at each turn's end, animated,
        and the standings over the game where it keeps a score."""
        options = json.loads(frame.record.options_json or "{}")
        drawn = await self.recaps.draw(
            frame.record.game_key, players, frame.record.seed, options, log, positions
        )
        if drawn is None:
            return
        winners = [players[seat] for seat in frame.outcome.winners] if frame.outcome else []
        language = record_language(frame.record)
        alt = describe_recap(frame.game_name, drawn.turns, winners, language)
        files = [discord.File(io.BytesIO(drawn.animation), filename="recap.gif", description=alt)]
        if drawn.chart is not None:
            final = frame.outcome.standings if frame.outcome else ()
            ended = [(players[seat], result) for seat, result in final]
            chart_alt = describe_chart(frame.game_name, ended, language)
            chart = discord.File(
                io.BytesIO(drawn.chart), filename="standings.png", description=chart_alt
            )
            files.append(chart)
        channel = await self.channel(frame.record.channel_id)
        await channel.send(
            say(language, "table-recap", game=frame.game_name),
            files=files,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def seat_left(self, frame: Frame, seat: int, text: str) -> None:
        language = record_language(frame.record)
        channel = await self.channel(frame.record.channel_id)
        with sent_once(take_over_view(frame.record.id, seat, language)) as view:
            await channel.send(
                say(language, "table-seat-left", departure=plain(worded(text, language))),
                view=view,
                allowed_mentions=discord.AllowedMentions.none(),
            )

    async def abandoned(self, frame: Frame, reason: str) -> None:
        await self.retire_prompt(frame.record.channel_id, frame.record.prompt_message_id)
        channel = await self.channel(frame.record.channel_id)
        language = record_language(frame.record)
        await channel.send(
            say(
                language,
                "table-abandoned",
                game=frame.game_name,
                reason=plain(worded(reason, language)),
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def _duration(seconds: float, language: str) -> str:
    if seconds >= 120:
        return say(language, "table-minutes", count=round(seconds / 60))
    return say(language, "table-seconds", count=round(seconds))


def private_key(view: View) -> str:
    """Identifies what one seat's picture shows: its whole view, seat included, in its
    language (two readers of one seat may read different ones)."""
    shown = f"{view!r}@{view.language}"
    return hashlib.blake2b(shown.encode(), digest_size=12).hexdigest()
