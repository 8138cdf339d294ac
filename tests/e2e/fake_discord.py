"""The fake Discord's public face; the implementation lives in the `fake` package beside it."""

from .fake import (
    Attachment,
    FakeDiscord,
    Interaction,
    InteractionResult,
    Message,
    NoCallback,
    RequestRecord,
    User,
)

__all__ = [
    "Attachment",
    "FakeDiscord",
    "Interaction",
    "InteractionResult",
    "Message",
    "NoCallback",
    "RequestRecord",
    "User",
]
