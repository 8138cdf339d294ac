"""The Discord side of one message per turn: posting, coalesced edits, boards drawn once.

Per channel, one edit is in flight at a time; while it is, each message keeps only the newest
state it should show, so a burst of moves becomes one edit instead of a queue behind Discord's
rate limit. An edit whose board did not change keeps the attached image; a changed board is
drawn once per board key (what the game's board draws), and when its PNG is byte for byte the
one the message shows already, the edit keeps that attachment instead of uploading it again.
An edit Discord refuses because the message is gone (a moderator deleted it) posts the
message afresh, and later edits go to the new one. Retiring a message takes its controls off
and, where its turn keeps less than it showed (``Wanted.retired``), brings it to that text and
board in the same edit.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.engine import View
from cogs.components import release

log = logging.getLogger(__name__)

BOARD_FILENAME = "board.png"
NO_PINGS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class Retired:
    """What a turn message keeps once its turn is over, where that differs from what it shows."""

    text: str
    view: View
    board: str


@dataclass(frozen=True)
class Wanted:
    """What a turn message should look like once its edits have landed."""

    channel_id: int
    text: str | None
    """None: leave the text as it is (taking controls off a message not shown since a restart)."""
    view: View | None
    """The public view to draw; None: leave the image as it is."""
    board: str
    controls: discord.ui.View | None
    game_id: int = 0
    guild_id: int = 0
    """The server whose turn it must be for the board to be drawn (``bot.fair``)."""
    version: int | None = None
    """The game position shown, reported through ``on_shown`` once the edit has landed."""
    retired: Retired | None = None
    """The text and board kept once the turn is over; None: as shown, only without controls."""

    def without_controls(self) -> Wanted:
        """The message once its role has passed: no controls, and what its turn keeps."""
        kept = self.retired
        if kept is None:
            return replace(self, controls=None)
        return replace(
            self, text=kept.text, view=kept.view, board=kept.board, controls=None, retired=None
        )


Shown = Callable[[int, int], Awaitable[None]]
"""Told (game id, version) when an edit showing that position has landed."""


class BoardImages:
    """PNG bytes by image key, drawn off the event loop; the last few images are kept, and
    requests for an image being drawn wait for that one drawing instead of starting another."""

    def __init__(
        self,
        render: Callable[[View, int], Awaitable[bytes | None]],
        keep: int = 64,
        filename: str = BOARD_FILENAME,
        describe: Callable[[View], str] | None = None,
    ) -> None:
        self._render = render
        self._describe = describe
        """The alt text of a view's picture; None uploads pictures without one."""
        self._keep = keep
        self.filename = filename
        self._pngs: OrderedDict[str, bytes | None] = OrderedDict()
        self._drawing: dict[str, asyncio.Future[bytes | None]] = {}
        self.drawn = 0

    def file_of(self, png: bytes, view: View | None = None) -> discord.File:
        """The picture as an upload, described in words from ``view`` (what it was drawn from)."""
        alt = None if view is None or self._describe is None else self._describe(view)
        return discord.File(io.BytesIO(png), filename=self.filename, description=alt)

    async def png(self, key: str, view: View, guild: int = 0) -> bytes | None:
        """The board of ``view`` (drawn in ``guild``'s turn unless kept)."""
        if key in self._pngs:
            self._pngs.move_to_end(key)
            return self._pngs[key]
        drawing = self._drawing.get(key)
        if drawing is not None:
            return await asyncio.shield(drawing)
        drawing = self._drawing[key] = asyncio.ensure_future(self._render(view, guild))
        self.drawn += 1
        try:
            png = await asyncio.shield(drawing)
        finally:
            self._drawing.pop(key, None)
        if png is None:
            return None  # not drawn (busy, hung, failed): asked again, it is tried again
        self._pngs[key] = png
        while len(self._pngs) > self._keep:
            self._pngs.popitem(last=False)
        return png

    async def file(self, key: str, view: View, guild: int = 0) -> discord.File | None:
        png = await self.png(key, view, guild)
        return None if png is None else self.file_of(png, view)

    def __len__(self) -> int:
        return len(self._pngs)


def digest(png: bytes) -> bytes:
    """A short fingerprint of an image's bytes, to tell an identical upload."""
    return hashlib.blake2b(png, digest_size=16).digest()


class TurnMessages:
    """Posts turn messages and edits them, one edit in flight per channel."""

    def __init__(
        self,
        channel: Callable[[int], Awaitable[discord.abc.Messageable]],
        images: BoardImages,
        on_shown: Shown | None = None,
    ) -> None:
        self._channel = channel
        self.images = images
        self._on_shown = on_shown
        self._wanted: dict[int, Wanted] = {}
        self._shown_board: dict[int, str] = {}
        self._shown_png: dict[int, bytes] = {}
        """Message id -> digest of the board image it carries, where this run uploaded it."""
        self._moved: dict[int, int] = {}
        """Message id -> the message posted in its place; the oldest are forgotten."""
        self._shown_controls: dict[int, discord.ui.View] = {}
        """Message id -> the controls its last edit put on it, released once replaced."""
        self._pending: dict[int, dict[int, None]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}

    def current_id(self, message_id: int) -> int:
        """The message that now plays ``message_id``'s role (itself unless it was replaced)."""
        while message_id in self._moved:
            message_id = self._moved[message_id]
        return message_id

    async def post(self, wanted: Wanted, ping: Sequence[int]) -> int:
        """Post a new turn message, notifying exactly the users in ``ping``."""
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(uid) for uid in ping]
        )
        message_id = await self._send(wanted, mentions)
        self._forget_old()
        return message_id

    def edit(self, message_id: int, wanted: Wanted, shown_board: str = "") -> int:
        """Schedule the edit; returns the id of the message that will show it."""
        message_id = self.current_id(message_id)
        if shown_board and message_id not in self._shown_board:
            self._shown_board[message_id] = shown_board
        self._wanted[message_id] = wanted
        self._schedule(wanted.channel_id, message_id)
        return message_id

    def retire(self, channel_id: int, message_id: int | None) -> None:
        """Take the controls off a message whose role has passed, keeping its text and board."""
        if message_id is None:
            return
        message_id = self.current_id(message_id)
        wanted = self._wanted.get(message_id)
        if wanted is None:
            wanted = Wanted(channel_id, None, None, "", None)
        self._wanted[message_id] = wanted.without_controls()
        self._schedule(channel_id, message_id)

    def remember(self, message_id: int, wanted: Wanted) -> None:
        """After a restart: what an existing message shows, so retiring it keeps what its turn
        keeps. Nothing is sent; what this run already knows of the message stands."""
        message_id = self.current_id(message_id)
        if message_id in self._wanted:
            return
        self._wanted[message_id] = wanted
        self._shown_board.setdefault(message_id, wanted.board)

    async def settle(self, channel_id: int | None = None) -> None:
        """Wait until the edits of one channel (or of all) have been sent."""
        while True:
            workers = [
                task
                for channel, task in self._workers.items()
                if channel_id is None or channel == channel_id
            ]
            if not workers:
                return
            await asyncio.gather(*workers, return_exceptions=True)

    # -- internals -----------------------------------------------------------------------------

    def _schedule(self, channel_id: int, message_id: int) -> None:
        pending = self._pending.setdefault(channel_id, {})
        pending[message_id] = None
        if channel_id not in self._workers:
            self._workers[channel_id] = asyncio.create_task(
                self._run(channel_id), name=f"edit-channel-{channel_id}"
            )

    async def _run(self, channel_id: int) -> None:
        pending = self._pending[channel_id]
        try:
            while pending:
                message_id = next(iter(pending))
                del pending[message_id]
                wanted = self._wanted.get(message_id)
                if wanted is not None:
                    await self._apply(message_id, wanted)
        finally:
            del self._workers[channel_id]
            if not pending:
                self._pending.pop(channel_id, None)

    async def _apply(self, message_id: int, wanted: Wanted) -> None:
        kwargs: dict[str, Any] = {"view": wanted.controls, "allowed_mentions": NO_PINGS}
        if wanted.text is not None:
            kwargs["content"] = wanted.text
        uploaded = self._shown_png.get(message_id)
        if wanted.view is not None and wanted.board != self._shown_board.get(message_id):
            png = await self.images.png(wanted.board, wanted.view, wanted.guild_id)
            if png is not None and digest(png) != uploaded:
                kwargs["attachments"] = [self.images.file_of(png, wanted.view)]
                uploaded = digest(png)
        try:
            channel = await self._channel(wanted.channel_id)
            partial = getattr(channel, "get_partial_message", None)
            if partial is None:
                return
            await partial(message_id).edit(**kwargs)
            self._now_showing(message_id, wanted.controls)
            self._shown_board[message_id] = wanted.board
            if uploaded is not None:
                self._shown_png[message_id] = uploaded
            self._keep_retired_lightly(message_id, wanted)
        except discord.NotFound:
            await self._replace(message_id, wanted)
        except discord.HTTPException as error:
            log.warning("Editing message %s failed (%s)", message_id, getattr(error, "code", "?"))
            return
        await self._report(wanted)

    async def _report(self, wanted: Wanted) -> None:
        if self._on_shown is None or wanted.version is None or wanted.text is None:
            return
        try:
            await self._on_shown(wanted.game_id, wanted.version)
        except Exception:
            log.exception("Recording the shown position of game %s failed", wanted.game_id)

    async def _replace(self, message_id: int, wanted: Wanted) -> None:
        """The message is gone: post its current state afresh, without pinging anyone."""
        self._wanted.pop(message_id, None)
        self._shown_board.pop(message_id, None)
        self._shown_png.pop(message_id, None)
        self._shown_controls.pop(message_id, None)  # posted again with the message, if at all
        if wanted.text is None:
            return
        log.info("Message %s is gone; posting the turn again", message_id)
        try:
            self._moved[message_id] = await self._send(wanted, NO_PINGS)
        except discord.HTTPException:
            log.exception("Posting the turn again in channel %s failed", wanted.channel_id)
        self._forget_old()

    async def _send(self, wanted: Wanted, mentions: discord.AllowedMentions) -> int:
        channel = await self._channel(wanted.channel_id)
        kwargs: dict[str, Any] = {"allowed_mentions": mentions}
        png = None
        if wanted.view is not None:
            png = await self.images.png(wanted.board, wanted.view, wanted.guild_id)
            if png is not None:
                kwargs["file"] = self.images.file_of(png, wanted.view)
        if wanted.controls is not None:
            kwargs["view"] = wanted.controls
        message = await channel.send(wanted.text or "", **kwargs)
        self._now_showing(message.id, wanted.controls)
        self._wanted[message.id] = wanted
        self._shown_board[message.id] = wanted.board
        if png is not None:
            self._shown_png[message.id] = digest(png)
        return message.id

    def _keep_retired_lightly(self, message_id: int, shown: Wanted) -> None:
        """A retired message keeps its words; the position its board was drawn from is let go
        (its picture stays as shown), so the many retired messages weigh little."""
        if (
            shown.controls is None
            and shown.retired is None
            and self._wanted.get(message_id) is shown
        ):
            self._wanted[message_id] = replace(shown, view=None)

    def _now_showing(self, message_id: int, controls: discord.ui.View | None) -> None:
        """The message carries ``controls`` now; the ones it carried before are done with.
        A superseded edit's controls that never landed are left to the garbage collector."""
        before = self._shown_controls.pop(message_id, None)
        if controls is not None:
            self._shown_controls[message_id] = controls
        if before is not None and before is not controls:
            release(before)

    def _forget_old(self, keep: int = 512) -> None:
        """Bound the memory of messages: the oldest ones are long retired."""
        for table in (
            self._wanted,
            self._shown_board,
            self._shown_png,
            self._moved,
            self._shown_controls,
        ):
            while len(table) > keep:
                oldest = next(iter(table))
                if any(oldest in pending for pending in self._pending.values()):
                    break
                del table[oldest]
