"""FakeDiscord: the aiohttp server (REST under /api/v10, websocket at /gateway) and its controls.

Tests drive it three ways: build the world (members, roles, closed DMs), inject interactions as
a member would, and inject faults (dropped gateway, 500s, 429s). Everything the bot does is
recorded in order for assertions.
"""

from __future__ import annotations

import asyncio
import logging
import mimetypes
import re
import secrets
import socket
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .changes import Changes
from .commands import command_data
from .gateway import Gateway
from .ids import iso_now, new_token
from .inject import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    COMPONENT,
    MODAL_SUBMIT,
    button_data,
    interaction_payload,
    modal_submit_data,
    select_data,
)
from .limits import error_body, request_problems
from .records import BUTTON, Fault, Interaction, Message, RequestRecord, Stall
from .rest import CoreRoutes
from .results import InteractionResult
from .routing import Call, Reply, Router, error, read_body, to_response
from .state import GuildState, User
from .webhooks import InteractionLog, WebhookRoutes

log = logging.getLogger("fake_discord")


class NoCallback(AssertionError):
    """The bot never answered an interaction."""


class FakeDiscord:
    """A home guild with its text channel (and any more guilds a test adds, on the shards it
    names), the bot and the members a test adds."""

    def __init__(
        self,
        *,
        token: str | None = None,
        guild_name: str = "Game Night Test",
        bot_name: str = "Game Night",
        interaction_deadline: float | None = 3.0,
        state: GuildState | None = None,
    ):
        """`state` is a world kept from an earlier run (the local table's), else a new one."""
        self.token = state.token if state else token or "fake." + secrets.token_urlsafe(24)
        self.state = state or GuildState(token=self.token, guild_name=guild_name, bot_name=bot_name)
        self.changes = Changes()
        self.requests: list[RequestRecord] = []
        self.unsupported: list[RequestRecord] = []
        self.errors: list[str] = []
        self.faults: list[Fault] = []
        self.stalls: list[Stall] = []
        self.interactions = InteractionLog()
        self.port = 0
        self.gateway = Gateway(self.state, self.changes.notify, lambda: self.gateway_url)
        self.router = Router()
        self.core = CoreRoutes(self.state, self.gateway.dispatch, lambda: self.gateway_url)
        self.core.register(self.router)
        self.webhooks = WebhookRoutes(self.state, self.interactions, interaction_deadline)
        self.webhooks.register(self.router)
        self.extensions: list[Callable[[web.Application], None]] = []
        """Adds more routes (the local table's page) to the app when it starts."""
        self._runner: web.AppRunner | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    # -- lifecycle --------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What `discord.http.Route.BASE` (DISCORD_API_BASE) must be set to."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What `DiscordWebSocket.DEFAULT_GATEWAY` (DISCORD_GATEWAY_URL) must be set to."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self, port: int = 0, *, host: str = "127.0.0.1") -> None:
        """Serve on 127.0.0.1 (or `host`); port 0 picks a free one. The bot always connects
        through 127.0.0.1."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        for extend in self.extensions:
            extend(app)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{channel}/{attachment}/{filename}", self._attachment)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=1.0
        )
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        self.port = sock.getsockname()[1]
        self.state.base_url = self.base_url
        await web.SockSite(self._runner, sock).start()

    async def stop(self) -> None:
        for stall in self.stalls:
            stall.release()
        await self.gateway.close_all()
        for task in list(self._tasks):
            task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # -- REST entry point -------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files = await read_body(request)
        authorized = request.headers.get("Authorization") == f"Bot {self.token}"
        record = RequestRecord(
            time.monotonic(), request.method, path, dict(request.query), authorized, body, files
        )
        self.requests.append(record)
        await self._stall(record)
        try:
            reply = self._fault_reply(record) or await self._route(request, record)
        except Exception as exc:  # a fake bug must surface, not look like a Discord outage
            log.exception("fake Discord failed on %s %s", request.method, path)
            self.errors.append(f"{request.method} {path}: {exc!r}")
            reply = error(400, f"fake Discord error: {exc!r}")
        record.status = reply.status
        record.reply = reply.body
        self.changes.notify()
        return to_response(reply)

    async def _route(self, request: web.Request, record: RequestRecord) -> Reply:
        found = self.router.match(request.method, record.path)
        if found is None:
            log.warning("unsupported route %s %s", request.method, record.path)
            self.unsupported.append(record)
            return error(
                404, f"404: Not Found (fake Discord has no {request.method} {record.path})"
            )
        route, params = found
        if route.auth and not record.authorized:
            return error(401, "401: Unauthorized")
        problems = request_problems(record.method, record.path, record.json)
        if problems:
            log.warning("refused %s %s: %s", record.method, record.path, problems)
            return Reply(400, error_body(problems))
        return await route.handler(Call(request, record, params))

    async def _attachment(self, request: web.Request) -> web.Response:
        attachment = self.state.attachments.get(int(request.match_info["attachment"]))
        if attachment is None:
            return web.Response(status=404)
        guessed = mimetypes.guess_type(attachment.filename)[0]
        kind = guessed if attachment.content_type == "application/octet-stream" else None
        return web.Response(
            body=attachment.data, headers={"Content-Type": kind or attachment.content_type}
        )

    # -- faults -----------------------------------------------------------------------------

    def fail_next(
        self,
        method: str,
        path: str,
        status: int = 500,
        *,
        times: int = 1,
        body: dict[str, Any] | None = None,
        retry_after: float | None = None,
    ) -> Fault:
        """Answer the next `times` requests matching with `status`.

        `path` is a regex matched in full against the path after /api/v10; `{name}` parts
        stand for one path segment, e.g. `/channels/{id}/messages`. A 429 carries a JSON
        `retry_after` (default 0.5 s) and a `Via` header, which discord.py needs to retry.
        """
        regex = re.compile(re.sub(r"\{\w+\}", "[^/]+", path))
        headers: dict[str, str] = {}
        if status == 429:
            wait = 0.5 if retry_after is None else retry_after
            body = body or {
                "message": "You are being rate limited.",
                "retry_after": wait,
                "global": False,
            }
            headers = {"Via": "1.1 google", "Retry-After": str(max(1, round(wait)))}
        body = body or {"message": f"{status}: injected fault", "code": 0}
        fault = Fault(method.upper(), regex, status, times, body, headers)
        self.faults.append(fault)
        return fault

    def rate_limit_next(
        self, method: str, path: str, retry_after: float = 0.5, *, times: int = 1
    ) -> Fault:
        return self.fail_next(method, path, 429, times=times, retry_after=retry_after)

    def stall_next(self, method: str, path: str, *, times: int = 1) -> Stall:
        """Hold the next `times` matching requests unanswered until `release()` (or stop).

        For a crash in the middle of a request: the bot waits on it while the test kills it.
        `path` is matched as in `fail_next`.
        """
        stall = Stall(method.upper(), re.compile(re.sub(r"\{\w+\}", "[^/]+", path)), times)
        self.stalls.append(stall)
        return stall

    async def _stall(self, record: RequestRecord) -> None:
        for stall in self.stalls:
            if stall.remaining > 0 and stall.matches(record):
                stall.remaining -= 1
                stall.hits.append(record)
                self.changes.notify()
                await stall.released.wait()
                return

    def _fault_reply(self, record: RequestRecord) -> Reply | None:
        for fault in self.faults:
            if fault.remaining <= 0 or fault.method not in (record.method, "*"):
                continue
            if fault.pattern.fullmatch(record.path):
                fault.remaining -= 1
                fault.hits.append(record)
                record.injected = True
                return Reply(fault.status, fault.body, dict(fault.headers))
        return None

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the gateway connection; the client reconnects and RESUMEs."""
        await self.gateway.drop(code)

    # -- the world --------------------------------------------------------------------------

    @property
    def guild_id(self) -> int:
        return self.state.guild_id

    @property
    def channel_id(self) -> int:
        """The guild's text channel."""
        return self.state.text_channel.id

    @property
    def bot_user(self) -> User:
        return self.state.bot

    @property
    def shard_count(self) -> int:
        """The shard count `GET /gateway/bot` recommends to a bot that doesn't set its own."""
        return self.core.shard_count

    @shard_count.setter
    def shard_count(self, count: int) -> None:
        self.core.shard_count = count

    def add_guild(self, name: str, *, shard: int = 0, shard_count: int = 1) -> int:
        """Another guild with a text channel, whose id puts it on `shard` of `shard_count`;
        add it before the bot connects, so it comes in GUILD_CREATE. Returns its id."""
        return self.state.add_guild(name, shard=shard, shard_count=shard_count)

    def text_channel(self, guild_id: int) -> int:
        """The text channel of a guild."""
        return self.state.text_channel_of(guild_id).id

    def add_member(
        self, name: str, *, manage_guild: bool = False, dms_closed: bool = False
    ) -> User:
        """A guild member; added after the bot connected, it is announced by GUILD_MEMBER_ADD."""
        user = self.state.add_user(name, dms_closed=dms_closed, manage_guild=manage_guild)
        if self.gateway.connected:
            for guild_id in self.state.guild_names:
                payload = {**self.state.member_payload(user), "guild_id": str(guild_id)}
                self._spawn(self.gateway.dispatch("GUILD_MEMBER_ADD", payload))
        return user

    def set_locale(self, user_id: int, locale: str) -> None:
        """The language a member's Discord is set to (sent with her interactions)."""
        self.state.users[user_id].locale = locale

    def set_guild_locale(self, locale: str, guild_id: int | None = None) -> None:
        """A server's language (sent with every interaction in it)."""
        self.state.set_guild_locale(guild_id or self.state.guild_id, locale)

    def set_manage_guild(self, user_id: int, allowed: bool = True) -> None:
        """Give or take the Manage Server permission (through the Manager role)."""
        user = self.state.users[user_id]
        role = self.state.manager_role.id
        if allowed and role not in user.role_ids:
            user.role_ids.append(role)
        elif not allowed and role in user.role_ids:
            user.role_ids.remove(role)
        if self.gateway.connected:
            for guild_id in self.state.guild_names:
                payload = {**self.state.member_payload(user), "guild_id": str(guild_id)}
                self._spawn(self.gateway.dispatch("GUILD_MEMBER_UPDATE", payload))

    async def delete_channel(self, channel_id: int) -> None:
        """A moderator deletes a thread (THREAD_DELETE: id, guild_id, parent_id, type) or a
        channel (CHANNEL_DELETE with the channel, its threads going with it unannounced, as on
        Discord). REST calls on what was deleted answer 404, code 10003, from then on."""
        channel = self.state.channels[channel_id]
        guild_id = channel.guild_id
        if channel.is_thread:
            event, payload = (
                "THREAD_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(guild_id),
                    "parent_id": str(channel.parent_id),
                    "type": channel.type,
                },
            )
        else:
            event, payload = "CHANNEL_DELETE", self.state.channel_payload(channel)
            for thread in self.state.threads():
                thread.deleted = thread.deleted or thread.parent_id == channel_id
        channel.deleted = True
        await self.gateway.dispatch(event, payload, guild_id=guild_id)

    async def remove_bot_from_guild(self, guild_id: int) -> None:
        """The server removes the bot: GUILD_DELETE without ``unavailable``, and the guild is
        in no READY from then on."""
        await self.gateway.dispatch("GUILD_DELETE", {"id": str(guild_id)}, guild_id=guild_id)
        del self.state.guild_names[guild_id]

    async def guild_outage(self, guild_id: int) -> None:
        """A server becomes unavailable (a Discord outage): GUILD_DELETE with ``unavailable``."""
        payload = {"id": str(guild_id), "unavailable": True}
        await self.gateway.dispatch("GUILD_DELETE", payload, guild_id=guild_id)

    def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        """Closed DMs make DM posts to that user fail with 403, code 50007."""
        self.state.users[user_id].dms_closed = closed

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- queries ----------------------------------------------------------------------------

    def requests_matching(self, method: str, path: str) -> list[RequestRecord]:
        """Recorded requests by method and path regex (`{name}` = one segment)."""
        regex = re.compile(re.sub(r"\{\w+\}", "[^/]+", path))
        return [r for r in self.requests if r.method == method.upper() and regex.fullmatch(r.path)]

    def messages(self, channel_id: int, *, include_ephemeral: bool = False) -> list[Message]:
        """A channel's or thread's messages, oldest first, in their current (edited) state."""
        messages = self.state.channel_messages(channel_id)
        return messages if include_ephemeral else [m for m in messages if m.ephemeral_to is None]

    def dms(self, user_id: int) -> list[Message]:
        """Messages the bot delivered to a user's DMs."""
        channel_id = self.state.dm_by_user.get(user_id)
        return self.state.channel_messages(channel_id) if channel_id else []

    def synced_commands(self, guild: bool = True) -> list[dict[str, Any]]:
        return self.state.commands.get(self.guild_id if guild else None, [])

    @property
    def syncs(self) -> list[tuple[float, int | None, list[dict[str, Any]]]]:
        return self.core.syncs

    # -- injecting interactions -------------------------------------------------------------

    async def slash(
        self,
        user: User,
        command: str,
        *,
        channel_id: int | None = None,
        timeout: float = 5.0,
        settle: bool = True,
        **options: Any,
    ) -> InteractionResult:
        """Run a slash command (`"game new"` for a subcommand) with typed, checked options."""
        guild_id = self.state.guild_of(channel_id or self.channel_id)
        data = command_data(self.state, command, options, guild_id=guild_id)
        return await self.send_interaction(
            user, APPLICATION_COMMAND, data, channel_id=channel_id, timeout=timeout, settle=settle
        )

    async def autocomplete(
        self,
        user: User,
        command: str,
        option: str,
        typed: str = "",
        *,
        channel_id: int | None = None,
        timeout: float = 5.0,
        **options: Any,
    ) -> InteractionResult:
        """Ask for choices for `option` with `typed` so far; the result's `.choices`."""
        guild_id = self.state.guild_of(channel_id or self.channel_id)
        data = command_data(
            self.state, command, options, focused=option, typed=typed, guild_id=guild_id
        )
        return await self.send_interaction(
            user, AUTOCOMPLETE, data, channel_id=channel_id, timeout=timeout
        )

    async def click(
        self,
        user: User,
        message: Message,
        label: str,
        *,
        timeout: float = 5.0,
        force: bool = False,
        settle: bool = True,
    ) -> InteractionResult:
        """Press a button of `message` found by label (or custom_id)."""
        data = button_data(message, label, force=force)
        return await self.send_interaction(
            user, COMPONENT, data, message=message, timeout=timeout, settle=settle
        )

    async def press_forged(
        self,
        user: User,
        custom_id: str,
        *,
        channel_id: int,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Press a hand-made button with `custom_id`, as a modified client could.

        The interaction claims a bot message in `channel_id` holding that one button; the
        message is never stored, so the channel's history stays as it was.
        """
        forged = Message(
            id=self.state.ids.next(),
            channel_id=channel_id,
            author_id=self.state.bot.id,
            components=[
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 2, "label": "Forged", "custom_id": custom_id}
                    ],
                }
            ],
            timestamp=iso_now(),
            guild_id=self.state.channels[channel_id].guild_id,
        )
        data = {"custom_id": custom_id, "component_type": BUTTON}
        return await self.send_interaction(
            user, COMPONENT, data, message=forged, timeout=timeout, settle=settle
        )

    async def select(
        self,
        user: User,
        message: Message,
        menu: str,
        values: list[Any],
        *,
        timeout: float = 5.0,
        force: bool = False,
        settle: bool = True,
    ) -> InteractionResult:
        """Choose `values` (option values or labels) in the menu found by placeholder."""
        data = select_data(self.state, message, menu, values, force=force)
        return await self.send_interaction(
            user, COMPONENT, data, message=message, timeout=timeout, settle=settle
        )

    async def submit_modal(
        self,
        user: User,
        opened_by: InteractionResult,
        values: dict[str, str],
        *,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Submit the modal a previous interaction opened, text inputs by custom_id."""
        modal = opened_by.modal
        if modal is None:
            raise AssertionError(f"{opened_by!r} did not open a modal")
        data = modal_submit_data(modal, values)
        raw_message = opened_by.interaction.payload.get("message")
        source = self.state.messages.get(int(raw_message["id"])) if raw_message else None
        return await self.send_interaction(
            user,
            MODAL_SUBMIT,
            data,
            channel_id=opened_by.interaction.channel_id,
            message=source,
            timeout=timeout,
            settle=settle,
        )

    async def send_interaction(
        self,
        user: User,
        kind: int,
        data: dict[str, Any],
        *,
        channel_id: int | None = None,
        message: Message | None = None,
        timeout: float = 5.0,
        settle: bool = True,
    ) -> InteractionResult:
        """Send INTERACTION_CREATE and wait for the bot's first callback.

        With `settle`, a "thinking" defer (type 5) is also waited for until the bot fills it in
        (its first followup or an edit of @original), within `timeout` from now.
        """
        interaction = await self.create_interaction(
            user, kind, data, channel_id=channel_id, message=message, connect_timeout=timeout
        )
        try:
            await self.changes.wait_for(lambda: interaction.callbacks, timeout)
        except TimeoutError:
            raise NoCallback(
                f"no callback within {timeout}s to interaction {interaction.id} "
                f"(type {kind}, data {data})"
            ) from None
        result = InteractionResult(self, interaction)
        if settle and result.loading:
            try:
                await self.changes.wait_for(lambda: not result.loading, timeout)
            except TimeoutError:
                raise NoCallback(
                    f"interaction {interaction.id} deferred but not filled in within {timeout}s"
                ) from None
        return result

    async def redeliver(self, interaction: Interaction, times: int = 1) -> None:
        """Dispatch the same INTERACTION_CREATE again, as Discord may after a gateway hiccup."""
        for _ in range(times):
            await self.gateway.dispatch("INTERACTION_CREATE", interaction.payload)

    async def create_interaction(
        self,
        user: User,
        kind: int,
        data: dict[str, Any],
        *,
        channel_id: int | None = None,
        message: Message | None = None,
        connect_timeout: float = 10.0,
    ) -> Interaction:
        """Dispatch an interaction without waiting for its answer (e.g. to race two clicks), to
        the session of its guild's shard (a DM's to shard 0's)."""
        if message is not None:
            channel_id = message.channel_id
        channel = self.state.channels[channel_id or self.channel_id]
        try:
            await self.gateway.wait_ready(connect_timeout, guild_id=channel.guild_id)
        except TimeoutError:
            raise NoCallback("the bot is not connected to the gateway") from None
        interaction_id, token = self.state.ids.next(), new_token()
        payload = interaction_payload(
            self.state,
            interaction_id=interaction_id,
            token=token,
            user=user,
            kind=kind,
            data=data,
            channel=channel,
            message=message,
        )
        interaction = Interaction(
            interaction_id, token, kind, user.id, channel.id, payload, time.monotonic()
        )
        self.interactions.add(interaction)
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return interaction
