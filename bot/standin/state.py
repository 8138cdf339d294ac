"""The fake's world: a home guild (and any more a test adds, each with a text channel) with
their roles, channels, threads, members, DMs and messages. Every member is in every guild.

It also builds the JSON shapes discord.py parses (users, members, channels, messages), with every
field the client requires, so the REST and gateway sides share one source of truth.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from .ids import Snowflakes, iso_now
from .records import Attachment, Message

MANAGE_GUILD = 0x20
ADMINISTRATOR = 0x8
# View, send, embed, attach, history, mentions, reactions, external emojis, slash commands,
# threads (create public/private, send in threads, manage threads).
EVERYONE_PERMISSIONS = 0x400 | 0x800 | 0x4000 | 0x8000 | 0x10000 | 0x40 | 0x40000 | 0x80000000
BOT_PERMISSIONS = (
    EVERYONE_PERMISSIONS
    | 0x2000  # manage messages
    | 0x20000  # mention everyone
    | 0x400000000  # manage threads
    | 0x800000000  # create public threads
    | 0x1000000000  # create private threads
    | 0x4000000000  # send messages in threads
)
TEXT_CHANNEL = 0
DM_CHANNEL = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)
MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class User:
    id: int
    name: str
    bot: bool = False
    dms_closed: bool = False
    role_ids: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=iso_now)
    in_guild: bool = True
    locale: str = "en-US"
    """The language the member's Discord is set to, sent with each of her interactions."""

    def to_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name.lower().replace(" ", "_"),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int

    def to_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass
class Channel:
    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    position: int = 0
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    created_at: float = field(default_factory=time.monotonic)
    deleted: bool = False
    """Deleted by a moderator: REST on it answers 10003, its messages stay for the tests."""
    member_ids: set[int] = field(default_factory=set)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES


class GuildState:
    """Everything the fake knows, keyed by snowflake."""

    def __init__(
        self, *, token: str, guild_name: str = "Game Night Test", bot_name: str = "Game Night"
    ):
        self.token = token
        self.base_url = ""  # set by the server once it has a port; used in attachment URLs
        self.ids = Snowflakes()
        self.guild_id = self.ids.next()
        self.guild_name = guild_name
        self.bot = User(self.ids.next(), bot_name, bot=True)
        self.owner = User(self.ids.next(), "Owner")
        self.application_id = self.bot.id
        self.users: dict[int, User] = {u.id: u for u in (self.bot, self.owner)}
        self.roles: dict[int, Role] = {}
        self.everyone = self.add_role("@everyone", EVERYONE_PERMISSIONS, role_id=self.guild_id)
        self.manager_role = self.add_role("Manager", MANAGE_GUILD)
        self.bot_role = self.add_role(bot_name, BOT_PERMISSIONS)
        self.bot.role_ids.append(self.bot_role.id)
        self.messages: dict[int, Message] = {}
        self.by_channel: dict[int, list[Message]] = {}
        self.channels: dict[int, Channel] = {}
        self.guild_names: dict[int, str] = {self.guild_id: guild_name}
        self.text_channel = self.add_channel("general", TEXT_CHANNEL)
        self.dm_by_user: dict[int, int] = {}
        self.attachments: dict[int, Attachment] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.command_ids: dict[tuple[int | None, str, int], int] = {}
        self.guild_locales: dict[int, str] = {}

    def guild_locale(self, guild_id: int) -> str:
        """A server's language (its community setting), English unless one was set; a world
        saved before servers had languages has none."""
        return getattr(self, "guild_locales", {}).get(guild_id, "en-US")

    def set_guild_locale(self, guild_id: int, locale: str) -> None:
        self.__dict__.setdefault("guild_locales", {})[guild_id] = locale

    # -- world building ---------------------------------------------------------------------

    def add_role(self, name: str, permissions: int, *, role_id: int | None = None) -> Role:
        role = Role(role_id or self.ids.next(), name, permissions, position=len(self.roles))
        self.roles[role.id] = role
        return role

    def add_guild(self, name: str, *, shard: int = 0, shard_count: int = 1) -> int:
        """Another guild, with a text channel of its own, whose id Discord would put on
        ``shard`` of ``shard_count`` (``(guild_id >> 22) % shard_count``); returns its id."""
        timestamp = (self.ids.next() >> 22) + 1
        timestamp += (shard - timestamp) % shard_count
        guild_id = (timestamp << 22) | len(self.guild_names)  # low bits no counter id has
        self.guild_names[guild_id] = name
        self.add_channel("general", TEXT_CHANNEL, guild_id=guild_id)
        return guild_id

    def guild_of(self, channel_id: int) -> int | None:
        """The guild of a channel or thread; None for a DM."""
        channel = self.channels.get(channel_id)
        return channel.guild_id if channel is not None else None

    def text_channel_of(self, guild_id: int) -> Channel:
        return next(
            c for c in self.channels.values() if c.guild_id == guild_id and c.type == TEXT_CHANNEL
        )

    def add_channel(self, name: str, type_: int, **kwargs: Any) -> Channel:
        channel = Channel(
            self.ids.next() if "id" not in kwargs else kwargs.pop("id"), type_, name, **kwargs
        )
        if type_ != DM_CHANNEL:
            channel.guild_id = channel.guild_id or self.guild_id
            channel.position = len(self.channels)
        self.channels[channel.id] = channel
        self.by_channel.setdefault(channel.id, [])
        return channel

    def add_user(self, name: str, *, dms_closed: bool = False, manage_guild: bool = False) -> User:
        user = User(self.ids.next(), name, dms_closed=dms_closed)
        if manage_guild:
            user.role_ids.append(self.manager_role.id)
        self.users[user.id] = user
        return user

    def user_by_name(self, name: str) -> User | None:
        return next((u for u in self.users.values() if u.name == name), None)

    def members(self) -> list[User]:
        return [u for u in self.users.values() if u.in_guild]

    def threads(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread]

    def existing(self, channel_id: int) -> Channel | None:
        """The channel or thread, unless it was deleted."""
        channel = self.channels.get(channel_id)
        return None if channel is None or channel.deleted else channel

    def dm_channel(self, user_id: int) -> Channel:
        """The DM channel with a user, created on first use as Discord does."""
        if user_id not in self.dm_by_user:
            name = self.users[user_id].name if user_id in self.users else str(user_id)
            channel = self.add_channel(name, DM_CHANNEL, recipient_id=user_id)
            self.dm_by_user[user_id] = channel.id
        return self.channels[self.dm_by_user[user_id]]

    # -- permissions ------------------------------------------------------------------------

    def permissions(self, user: User) -> int:
        """Guild-level permissions; there are no channel overwrites in the fake."""
        if user.id == self.owner.id:
            return (1 << 53) - 1
        value = self.everyone.permissions
        for role_id in user.role_ids:
            value |= self.roles[role_id].permissions
        if value & ADMINISTRATOR:
            return (1 << 53) - 1
        return value

    # -- payloads ---------------------------------------------------------------------------

    def member_payload(self, user: User, *, with_permissions: bool = False) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "user": user.to_payload(),
            "nick": None,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in user.role_ids],
            "joined_at": user.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_permissions:
            payload["permissions"] = str(self.permissions(user))
        return payload

    def channel_payload(self, channel: Channel, *, for_user: User | None = None) -> dict[str, Any]:
        last = self.by_channel.get(channel.id) or []
        last_id = str(last[-1].id) if last else None
        if channel.type == DM_CHANNEL:
            recipient = self.users.get(channel.recipient_id or 0)
            payload: dict[str, Any] = {
                "id": str(channel.id),
                "type": DM_CHANNEL,
                "last_message_id": last_id,
                "recipients": [recipient.to_payload()] if recipient else [],
                "flags": 0,
            }
        elif channel.is_thread:
            payload = {
                "id": str(channel.id),
                "type": channel.type,
                "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id),
                "owner_id": str(channel.owner_id or self.bot.id),
                "name": channel.name,
                "last_message_id": last_id,
                "rate_limit_per_user": 0,
                "message_count": len(last),
                "total_message_sent": len(last),
                "member_count": max(1, len(channel.member_ids)),
                "flags": 0,
                "thread_metadata": {
                    "archived": channel.archived,
                    "auto_archive_duration": channel.auto_archive_duration,
                    "archive_timestamp": iso_now(),
                    "locked": channel.locked,
                    "invitable": True,
                },
            }
        else:
            payload = {
                "id": str(channel.id),
                "type": channel.type,
                "guild_id": str(channel.guild_id),
                "name": channel.name,
                "position": channel.position,
                "permission_overwrites": [],
                "parent_id": None,
                "topic": None,
                "nsfw": False,
                "rate_limit_per_user": 0,
                "last_message_id": last_id,
                "flags": 0,
            }
        if for_user is not None and channel.type != DM_CHANNEL:
            payload["permissions"] = str(self.permissions(for_user))
        return payload

    def message_payload(self, message: Message) -> dict[str, Any]:
        author = self.users.get(message.author_id, self.bot)
        mentions = []
        for raw_id in dict.fromkeys(MENTION.findall(message.content)):
            user = self.users.get(int(raw_id))
            if user is not None:
                mentions.append(user.to_payload())
        payload: dict[str, Any] = {
            "id": str(message.id),
            "channel_id": str(message.channel_id),
            "author": author.to_payload(),
            "content": message.content,
            "timestamp": message.timestamp,
            "edited_timestamp": message.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": mentions,
            "mention_roles": [],
            "attachments": [a.to_payload() for a in message.attachments],
            "embeds": message.embeds,
            "components": message.components,
            "pinned": False,
            "type": 0,
            "flags": message.flags,
        }
        if message.guild_id is not None:
            payload["guild_id"] = str(message.guild_id)
        if message.webhook_id is not None:
            payload["webhook_id"] = str(message.webhook_id)
            payload["application_id"] = str(self.application_id)
        if message.message_reference is not None:
            payload["message_reference"] = message.message_reference
        if message.thread_id is not None and message.thread_id in self.channels:
            payload["thread"] = self.channel_payload(self.channels[message.thread_id])
        return payload

    def guild_roles(self, guild_id: int | None = None) -> list[dict[str, Any]]:
        """The roles of a guild: each guild's @everyone has the guild's id, as on Discord."""
        guild_id = guild_id or self.guild_id
        roles = [r.to_payload() for r in self.roles.values()]
        for role in roles:
            if int(role["id"]) == self.guild_id:
                role["id"] = str(guild_id)
        return roles

    def guild_create_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        guild_id = guild_id or self.guild_id
        members = self.members()
        return {
            "id": str(guild_id),
            "name": self.guild_names[guild_id],
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": self.guild_roles(guild_id),
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.guild_locale(guild_id),
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": self.bot.joined_at,
            "large": False,
            "unavailable": False,
            "member_count": len(members),
            "members": [self.member_payload(u) for u in members],
            "channels": [
                self.channel_payload(c)
                for c in self.channels.values()
                if c.type not in (DM_CHANNEL, *THREAD_TYPES)
                and c.guild_id == guild_id
                and not c.deleted
            ],
            "threads": [
                self.channel_payload(c)
                for c in self.threads()
                if not c.archived and not c.deleted and c.guild_id == guild_id
            ],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # -- messages ---------------------------------------------------------------------------

    def add_message(self, message: Message) -> Message:
        message.timestamp = message.timestamp or iso_now()
        channel = self.channels.get(message.channel_id)
        if channel is not None and channel.guild_id is not None:
            message.guild_id = channel.guild_id
        self.messages[message.id] = message
        self.by_channel.setdefault(message.channel_id, []).append(message)
        return message

    def channel_messages(self, channel_id: int) -> list[Message]:
        return [m for m in self.by_channel.get(channel_id, []) if not m.deleted]
