"""REST routes the bot uses outside interactions: login, command sync, channels, threads, DMs."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from .ids import iso_now
from .messages import apply_payload
from .records import Message
from .routing import Call, Reply, Router, error
from .state import DM_CHANNEL, PRIVATE_THREAD, PUBLIC_THREAD, TEXT_CHANNEL, Channel, GuildState

Dispatch = Callable[[str, dict[str, Any]], Awaitable[None]]

UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
CANNOT_DM = 50007
WRONG_CHANNEL_TYPE = 50024


class CoreRoutes:
    """Handlers over the shared GuildState; gateway events go out through `dispatch`."""

    def __init__(self, state: GuildState, dispatch: Dispatch, gateway_url: Callable[[], str]):
        self.state = state
        self.dispatch = dispatch
        self.gateway_url = gateway_url
        self.syncs: list[tuple[float, int | None, list[dict[str, Any]]]] = []
        self.shard_count = 1
        """The shard count `/gateway/bot` recommends."""

    def register(self, router: Router) -> None:
        r = router.add
        r("GET", "/users/@me", self.me)
        r("GET", "/oauth2/applications/@me", self.application)
        r("GET", "/gateway", self.gateway, auth=False)
        r("GET", "/gateway/bot", self.gateway)
        r("GET", "/applications/{app}/commands", self.get_commands)
        r("PUT", "/applications/{app}/commands", self.put_commands)
        r("GET", "/applications/{app}/guilds/{guild}/commands", self.get_commands)
        r("PUT", "/applications/{app}/guilds/{guild}/commands", self.put_commands)
        r("POST", "/users/@me/channels", self.open_dm)
        r("GET", "/users/{user}", self.get_user)
        r("GET", "/guilds/{guild}", self.get_guild)
        r("GET", "/guilds/{guild}/channels", self.guild_channels)
        r("GET", "/guilds/{guild}/roles", self.guild_roles)
        r("GET", "/guilds/{guild}/members/{user}", self.get_member)
        r("GET", "/guilds/{guild}/threads/active", self.active_threads)
        r("GET", "/channels/{channel}", self.get_channel)
        r("PATCH", "/channels/{channel}", self.edit_channel)
        r("GET", "/channels/{channel}/messages", self.history)
        r("POST", "/channels/{channel}/messages", self.post_message)
        r("GET", "/channels/{channel}/messages/{message}", self.get_message)
        r("PATCH", "/channels/{channel}/messages/{message}", self.edit_message)
        r("DELETE", "/channels/{channel}/messages/{message}", self.delete_message)
        r("POST", "/channels/{channel}/threads", self.thread_without_message)
        r("POST", "/channels/{channel}/messages/{message}/threads", self.thread_from_message)
        r("PUT", "/channels/{channel}/thread-members/{user}", self.join_thread)
        r("DELETE", "/channels/{channel}/thread-members/{user}", self.leave_thread)
        r("POST", "/channels/{channel}/typing", self.no_content)
        r("PUT", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self.no_content)
        r("DELETE", "/channels/{channel}/messages/{message}/reactions/{emoji}/@me", self.no_content)

    # -- login and commands -----------------------------------------------------------------

    async def me(self, call: Call) -> Reply:
        return Reply(200, {**self.state.bot.to_payload(), "verified": True, "mfa_enabled": False})

    async def application(self, call: Call) -> Reply:
        return Reply(
            200,
            {
                "id": str(self.state.application_id),
                "name": self.state.bot.name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.state.owner.to_payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "bot": self.state.bot.to_payload(),
            },
        )

    async def gateway(self, call: Call) -> Reply:
        return Reply(
            200,
            {
                "url": self.gateway_url(),
                "shards": self.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            },
        )

    async def get_commands(self, call: Call) -> Reply:
        scope = int(call.params["guild"]) if "guild" in call.params else None
        return Reply(200, self.state.commands.get(scope, []))

    async def put_commands(self, call: Call) -> Reply:
        """Bulk overwrite: ids stay stable per name and type across syncs, as on Discord."""
        scope = int(call.params["guild"]) if "guild" in call.params else None
        synced = []
        for command in call.json or []:
            key = (scope, command["name"], int(command.get("type", 1)))
            command_id = self.state.command_ids.setdefault(key, self.state.ids.next())
            entry = {
                "type": 1,
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                **command,
                "id": str(command_id),
                "application_id": str(self.state.application_id),
                "version": str(self.state.ids.next()),
            }
            if scope is not None:
                entry["guild_id"] = str(scope)
            synced.append(entry)
        self.state.commands[scope] = synced
        self.syncs.append((time.monotonic(), scope, synced))
        return Reply(200, synced)

    # -- users and guild --------------------------------------------------------------------

    async def get_user(self, call: Call) -> Reply:
        user = self.state.users.get(call.int_param("user"))
        if user is None:
            return error(404, "Unknown User", UNKNOWN_USER)
        return Reply(200, user.to_payload())

    def _guild(self, call: Call) -> int | None:
        guild_id = call.int_param("guild")
        return guild_id if guild_id in self.state.guild_names else None

    async def get_guild(self, call: Call) -> Reply:
        guild_id = self._guild(call)
        if guild_id is None:
            return error(404, "Unknown Guild", 10004)
        payload = self.state.guild_create_payload(guild_id)
        for key in ("members", "channels", "threads", "presences", "voice_states"):
            payload.pop(key, None)
        return Reply(200, payload)

    async def guild_channels(self, call: Call) -> Reply:
        guild_id = self._guild(call)
        if guild_id is None:
            return error(404, "Unknown Guild", 10004)
        return Reply(200, self.state.guild_create_payload(guild_id)["channels"])

    async def guild_roles(self, call: Call) -> Reply:
        guild_id = self._guild(call)
        if guild_id is None:
            return error(404, "Unknown Guild", 10004)
        return Reply(200, self.state.guild_roles(guild_id))

    async def get_member(self, call: Call) -> Reply:
        user = self.state.users.get(call.int_param("user"))
        if user is None or not user.in_guild:
            return error(404, "Unknown Member", 10007)
        return Reply(200, self.state.member_payload(user))

    async def active_threads(self, call: Call) -> Reply:
        guild_id = self._guild(call)
        threads = [
            self.state.channel_payload(c)
            for c in self.state.threads()
            if not c.archived and not c.deleted and c.guild_id == guild_id
        ]
        return Reply(200, {"threads": threads, "members": []})

    async def open_dm(self, call: Call) -> Reply:
        user_id = int((call.json or {}).get("recipient_id", 0))
        if user_id not in self.state.users:
            return error(404, "Unknown User", UNKNOWN_USER)
        return Reply(200, self.state.channel_payload(self.state.dm_channel(user_id)))

    # -- channels and messages --------------------------------------------------------------

    def _channel(self, call: Call) -> Channel | None:
        return self.state.existing(call.int_param("channel"))

    async def get_channel(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        return Reply(200, self.state.channel_payload(channel))

    async def edit_channel(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        body = call.json or {}
        channel.name = body.get("name", channel.name)
        channel.archived = bool(body.get("archived", channel.archived))
        channel.locked = bool(body.get("locked", channel.locked))
        payload = self.state.channel_payload(channel)
        if channel.is_thread:
            await self.dispatch("THREAD_UPDATE", payload)
        return Reply(200, payload)

    async def history(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        limit = int(call.request.query.get("limit", "50"))
        messages = [m for m in self.state.channel_messages(channel.id) if m.ephemeral_to is None]
        newest_first = list(reversed(messages))[:limit]
        return Reply(200, [self.state.message_payload(m) for m in newest_first])

    async def post_message(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        if channel.type == DM_CHANNEL:
            recipient = self.state.users.get(channel.recipient_id or 0)
            if recipient is None or recipient.dms_closed:
                return error(403, "Cannot send messages to this user", CANNOT_DM)
        message = Message(self.state.ids.next(), channel.id, self.state.bot.id)
        apply_payload(self.state, message, call.json or {}, call.files, editing=False)
        self.state.add_message(message)
        return Reply(200, self.state.message_payload(message))

    def _message(self, call: Call) -> Message | None:
        message = self.state.messages.get(call.int_param("message"))
        if message is None or message.deleted or message.channel_id != call.int_param("channel"):
            return None
        # Ephemeral messages exist only through their interaction token, as on Discord.
        return None if message.ephemeral_to is not None else message

    async def get_message(self, call: Call) -> Reply:
        if self._channel(call) is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        message = self._message(call)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        return Reply(200, self.state.message_payload(message))

    async def edit_message(self, call: Call) -> Reply:
        if self._channel(call) is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        message = self._message(call)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        if message.author_id != self.state.bot.id:
            return error(403, "Cannot edit a message authored by another user", 50005)
        apply_payload(self.state, message, call.json or {}, call.files, editing=True)
        return Reply(200, self.state.message_payload(message))

    async def delete_message(self, call: Call) -> Reply:
        if self._channel(call) is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        message = self._message(call)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        message.deleted = True
        return Reply(204)

    # -- threads ----------------------------------------------------------------------------

    async def thread_without_message(self, call: Call) -> Reply:
        parent = self._channel(call)
        if parent is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        body = call.json or {}
        kind = int(body.get("type", PRIVATE_THREAD))
        return await self._create_thread(parent, body, kind, self.state.ids.next())

    async def thread_from_message(self, call: Call) -> Reply:
        parent = self._channel(call)
        message = self._message(call)
        if parent is None:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        if message.thread_id is not None:
            return error(400, "A thread has already been created for this message", 160004)
        # A thread started from a message shares the message's id, as on Discord.
        reply = await self._create_thread(parent, call.json or {}, PUBLIC_THREAD, message.id)
        if reply.status == 201:
            message.thread_id = message.id
        return reply

    async def _create_thread(
        self, parent: Channel, body: dict[str, Any], kind: int, thread_id: int
    ) -> Reply:
        if parent.type != TEXT_CHANNEL:
            return error(400, "Cannot execute action on this channel type", WRONG_CHANNEL_TYPE)
        thread = self.state.add_channel(
            str(body.get("name") or "thread"),
            kind,
            guild_id=parent.guild_id,
            id=thread_id,
            parent_id=parent.id,
            owner_id=self.state.bot.id,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        thread.member_ids.add(self.state.bot.id)
        payload = self.state.channel_payload(thread)
        payload["member"] = {
            "id": str(thread.id),
            "user_id": str(self.state.bot.id),
            "join_timestamp": iso_now(),
            "flags": 0,
        }
        await self.dispatch("THREAD_CREATE", {**payload, "newly_created": True})
        return Reply(201, payload)

    async def join_thread(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None or not channel.is_thread:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        user = call.params["user"]
        channel.member_ids.add(self.state.bot.id if user == "@me" else int(user))
        return Reply(204)

    async def leave_thread(self, call: Call) -> Reply:
        channel = self._channel(call)
        if channel is None or not channel.is_thread:
            return error(404, "Unknown Channel", UNKNOWN_CHANNEL)
        user = call.params["user"]
        channel.member_ids.discard(self.state.bot.id if user == "@me" else int(user))
        return Reply(204)

    async def no_content(self, call: Call) -> Reply:
        return Reply(204)
