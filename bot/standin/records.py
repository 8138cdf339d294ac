"""What the fake remembers: requests, messages, attachments and interactions, in arrival order.

Tests assert on these records rather than on the bot's logs, so they keep the raw payloads the
bot sent next to the current, edited state of each message.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

EPHEMERAL = 64
LOADING = 128

BUTTON = 2
STRING_SELECT = 3
SELECT_TYPES = (3, 5, 6, 7, 8)


@dataclass
class UploadedFile:
    """One `files[n]` part of a multipart request."""

    field: str
    filename: str
    content_type: str
    data: bytes

    @property
    def index(self) -> int | None:
        """The n of `files[n]`, which the payload's `attachments[].id` refers to."""
        if self.field.startswith("files[") and self.field.endswith("]"):
            try:
                return int(self.field[6:-1])
            except ValueError:
                return None
        return None


@dataclass
class RequestRecord:
    """One REST request as the fake received it, with the status it answered."""

    at: float
    method: str
    path: str
    query: dict[str, str]
    authorized: bool
    json: Any = None
    files: list[UploadedFile] = field(default_factory=list)
    status: int = 0
    injected: bool = False
    reply: Any = None
    """The JSON body the fake answered with (a created message carries its id)."""

    @property
    def payload(self) -> Any:
        """The JSON body, whether sent plain or as a multipart `payload_json`."""
        return self.json


@dataclass
class Attachment:
    """A stored file: the name and the exact bytes the bot uploaded."""

    id: int
    filename: str
    data: bytes
    content_type: str
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def to_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            payload["description"] = self.description
        return payload


@dataclass
class Edit:
    """One change applied to a message: when, and which fields it set."""

    at: float
    changes: dict[str, Any]


@dataclass
class Message:
    """A message in its current state; `edits` keeps the history of changes."""

    id: int
    channel_id: int
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    created_at: float = field(default_factory=time.monotonic)
    timestamp: str = ""
    edited_timestamp: str | None = None
    edits: list[Edit] = field(default_factory=list)
    guild_id: int | None = None
    interaction_id: int | None = None
    interaction_token: str | None = None
    ephemeral_to: int | None = None
    deleted: bool = False
    webhook_id: int | None = None
    message_reference: dict[str, Any] | None = None
    thread_id: int | None = None
    raw: dict[str, Any] = field(default_factory=dict)
    pinged: list[int] = field(default_factory=list)
    """Users this message notified when it was created (mentions allowed by allowed_mentions)."""

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    def visible_to(self, user_id: int) -> bool:
        """Ephemeral messages are seen by their one recipient only."""
        return not self.deleted and (self.ephemeral_to is None or self.ephemeral_to == user_id)

    def iter_components(self) -> Iterator[dict[str, Any]]:
        """Every component, however deeply nested (action rows, containers, sections)."""
        yield from iter_components(self.components)

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") == BUTTON]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") in SELECT_TYPES]

    def button(self, label: str) -> dict[str, Any] | None:
        """The button with this label (exact, then case-insensitive), or with this custom_id."""
        buttons = self.buttons()
        for match in (
            lambda b: b.get("label") == label,
            lambda b: (b.get("label") or "").casefold() == label.casefold(),
            lambda b: b.get("custom_id") == label,
        ):
            found = [b for b in buttons if match(b)]
            if found:
                return found[0]
        return None

    def select(self, name: str) -> dict[str, Any] | None:
        """The select menu with this placeholder (exact, then case-insensitive) or custom_id."""
        selects = self.selects()
        for match in (
            lambda s: s.get("placeholder") == name,
            lambda s: (s.get("placeholder") or "").casefold() == name.casefold(),
            lambda s: s.get("custom_id") == name,
        ):
            found = [s for s in selects if match(s)]
            if found:
                return found[0]
        return None

    @property
    def text(self) -> str:
        """Content plus the readable text of its embeds, for `in` checks in stories."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for fld in embed.get("fields") or []:
                parts += [fld.get("name") or "", fld.get("value") or ""]
            parts.append((embed.get("footer") or {}).get("text") or "")
            parts.append((embed.get("author") or {}).get("name") or "")
        for comp in self.iter_components():
            if comp.get("type") == 10:  # text display (components v2)
                parts.append(comp.get("content") or "")
        return "\n".join(p for p in parts if p)

    def attachment(self, filename: str) -> Attachment | None:
        return next((a for a in self.attachments if a.filename == filename), None)


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Depth-first walk over a component tree."""
    for comp in components:
        yield comp
        yield from iter_components(comp.get("components") or [])
        if isinstance(comp.get("component"), dict):
            yield from iter_components([comp["component"]])
        if isinstance(comp.get("accessory"), dict):
            yield from iter_components([comp["accessory"]])


@dataclass
class Callback:
    """One interaction callback: its type, its data and when it arrived."""

    at: float
    type: int
    data: dict[str, Any]
    status: int
    message_id: int | None = None


@dataclass
class Interaction:
    """An interaction the fake sent, and everything the bot did with its token."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict[str, Any]
    sent_at: float
    callbacks: list[Callback] = field(default_factory=list)
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    webhook_requests: list[RequestRecord] = field(default_factory=list)

    @property
    def answered_at(self) -> float | None:
        return self.callbacks[0].at if self.callbacks else None


@dataclass
class Fault:
    """Answer the next `remaining` requests matching method and path with this status."""

    method: str
    pattern: Any  # compiled regex, matched in full against the path after /api/v10
    status: int
    remaining: int
    body: dict[str, Any]
    headers: dict[str, str]
    hits: list[RequestRecord] = field(default_factory=list)


@dataclass
class Stall:
    """Hold the next `remaining` requests matching method and path until `release()`."""

    method: str
    pattern: Any  # compiled regex, matched in full against the path after /api/v10
    remaining: int
    hits: list[RequestRecord] = field(default_factory=list)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def matches(self, record: RequestRecord) -> bool:
        return self.method in (record.method, "*") and bool(self.pattern.fullmatch(record.path))

    def release(self) -> None:
        self.released.set()
