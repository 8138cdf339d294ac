"""A stand-in for Discord (REST + gateway on 127.0.0.1) that an unmodified discord.py client
talks to: the end-to-end tests run the bot against it, and `python -m bot --local` serves a web
page on it where people play."""

from .changes import Changes
from .commands import CommandError
from .records import Attachment, Callback, Edit, Fault, Interaction, Message, RequestRecord
from .results import InteractionResult
from .server import FakeDiscord, NoCallback
from .state import Channel, GuildState, User

__all__ = [
    "Attachment",
    "Callback",
    "Changes",
    "Channel",
    "CommandError",
    "Edit",
    "FakeDiscord",
    "Fault",
    "GuildState",
    "Interaction",
    "InteractionResult",
    "Message",
    "NoCallback",
    "RequestRecord",
    "User",
]
