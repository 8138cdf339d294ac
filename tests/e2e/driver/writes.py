"""What each request the bot made wrote: which message, new or edited, for whom, with what.

The leak checker and the table benchmark both read the bot's traffic through this, so a
posted message, an interaction reply and a webhook follow-up are sorted the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.standin import FakeDiscord
from bot.standin.records import EPHEMERAL, RequestRecord


@dataclass(frozen=True)
class Write:
    """One message a request creates or edits."""

    record: RequestRecord
    audience: int | None
    """The one user who sees it (a DM or an ephemeral reply), or None for everyone there."""
    channel_id: int | None
    text: str
    new: bool
    dm: bool = False

    @property
    def uploaded(self) -> int:
        """Bytes of files uploaded with it."""
        return sum(len(f.data) for f in self.record.files)

    @property
    def images(self) -> int:
        return sum(1 for f in self.record.files if f.filename.endswith((".png", ".jpg", ".gif")))


@dataclass
class WriteReader:
    """Sorts requests into writes; remembers follow-ups per interaction, so read in order."""

    fake: FakeDiscord
    _followups: Counter[str] = field(default_factory=Counter)

    def writes(self, record: RequestRecord) -> Iterator[Write]:
        if record.injected or not isinstance(record.json, dict):
            return
        body: dict[str, Any] = record.json
        parts = record.path.strip("/").split("/")
        files = [f.filename for f in record.files]
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            yield from self._channel_write(record, parts, body, files)
        elif parts[0] == "interactions" and len(parts) == 4:
            yield from self._callback_write(record, parts, body, files)
        elif parts[0] == "webhooks" and len(parts) >= 3:
            yield from self._webhook_write(record, parts, body, files)

    def _channel_write(
        self, record: RequestRecord, parts: list[str], body: dict[str, Any], files: list[str]
    ) -> Iterable[Write]:
        if record.method not in ("POST", "PATCH") or record.status != 200:
            return
        channel = self.fake.state.channels.get(int(parts[1]))
        if channel is None:
            return
        dm = channel.type == 1
        recipient = channel.recipient_id if dm else None
        new = record.method == "POST"
        yield Write(record, recipient, channel.id, payload_text(body, files), new, dm)

    def _callback_write(
        self, record: RequestRecord, parts: list[str], body: dict[str, Any], files: list[str]
    ) -> Iterable[Write]:
        interaction = self.fake.interactions.by_token.get(parts[2])
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        if interaction is None or kind not in (4, 7):
            return
        if kind == 4:
            private = bool(int(data.get("flags", 0)) & EPHEMERAL)
        else:
            raw = interaction.payload.get("message") or {}
            target = self.fake.state.messages.get(int(raw.get("id", 0)))
            private = target is not None and target.ephemeral_to is not None
        audience = interaction.user_id if private else None
        text = payload_text(data, files)
        yield Write(record, audience, interaction.channel_id, text, kind == 4)

    def _webhook_write(
        self, record: RequestRecord, parts: list[str], body: dict[str, Any], files: list[str]
    ) -> Iterable[Write]:
        state = self.fake.state
        interaction = self.fake.interactions.by_token.get(parts[2])
        if interaction is None:
            return
        original = state.messages.get(interaction.original_message_id or 0)
        original_private = original is not None and original.ephemeral_to is not None
        if record.method == "POST" and len(parts) == 3:
            first = self._followups[parts[2]] == 0
            self._followups[parts[2]] += 1
            private = bool(int(body.get("flags", 0) or 0) & EPHEMERAL) or (
                first and original_private
            )
            new = True
        elif record.method == "PATCH" and len(parts) == 5:
            target = original if parts[4] == "@original" else state.messages.get(int(parts[4]))
            private = target is not None and target.ephemeral_to is not None
            new = False
        else:
            return
        audience = interaction.user_id if private else None
        yield Write(record, audience, interaction.channel_id, payload_text(body, files), new)


def payload_text(payload: dict[str, Any], files: Iterable[str] = ()) -> str:
    """Content, readable embed text and attachment names of a message payload."""
    parts = [str(payload.get("content") or "")]
    for embed in payload.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        for fld in embed.get("fields") or []:
            parts += [fld.get("name") or "", fld.get("value") or ""]
        parts.append((embed.get("footer") or {}).get("text") or "")
        parts.append((embed.get("author") or {}).get("name") or "")
        parts.append((embed.get("image") or {}).get("url") or "")
    parts += [str(a.get("filename") or "") for a in payload.get("attachments") or []]
    parts += list(files)
    return "\n".join(p for p in parts if p)
