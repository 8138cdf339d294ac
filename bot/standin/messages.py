"""Applying a message payload (create or edit) to a stored message, attachments included.

Channel posts, interaction responses, followups and webhook edits all share these rules, so a
message looks the same to the tests whichever route made it.
"""

from __future__ import annotations

import re
import time
from typing import Any

from .ids import iso_now
from .records import Attachment, Edit, Message, UploadedFile
from .state import GuildState

MESSAGE_FIELDS = ("content", "embeds", "components", "flags")
USER_MENTION = re.compile(r"<@!?(\d+)>")


def pinged_users(content: str, allowed: dict[str, Any] | None) -> list[int]:
    """Who Discord notifies for `content`: every user mention unless `allowed_mentions` limits it.

    Without `allowed_mentions` every mention pings; with it, a user is pinged only if "users" is
    in `parse` or their id is in `users`. Mentions in embeds never ping.
    """
    mentioned = [int(raw) for raw in dict.fromkeys(USER_MENTION.findall(content))]
    if allowed is None:
        return mentioned
    if "users" in (allowed.get("parse") or []):
        return mentioned
    listed = {int(u) for u in allowed.get("users") or []}
    return [user for user in mentioned if user in listed]


def apply_payload(
    state: GuildState,
    message: Message,
    payload: dict[str, Any],
    files: list[UploadedFile],
    *,
    editing: bool,
) -> None:
    """Set the fields present in `payload`; on edits, record what changed."""
    changes: dict[str, Any] = {}
    for key in MESSAGE_FIELDS:
        if key in payload and payload[key] is not None:
            changes[key] = payload[key]
    if "content" in changes:
        message.content = str(changes["content"])
    if "embeds" in changes:
        message.embeds = list(changes["embeds"])
    if "components" in changes:
        message.components = list(changes["components"])
    if "flags" in changes:
        # Only ephemeral, suppress-embeds and components-v2 style flags are settable here.
        message.flags = int(changes["flags"]) | (message.flags & 64 if editing else 0)
    if not editing:
        message.pinged = pinged_users(message.content, payload.get("allowed_mentions"))
    if "message_reference" in payload and not editing:
        message.message_reference = payload["message_reference"]
    new_attachments = _attachments(state, message, payload, files, editing=editing)
    if new_attachments is not None:
        message.attachments = new_attachments
        changes["attachments"] = [a.filename for a in new_attachments]
    message.raw = payload
    if editing:
        message.flags &= ~128  # an edit of a deferred response ends its "thinking" state
        message.edited_timestamp = iso_now()
        message.edits.append(Edit(time.monotonic(), changes))


def _attachments(
    state: GuildState,
    message: Message,
    payload: dict[str, Any],
    files: list[UploadedFile],
    *,
    editing: bool,
) -> list[Attachment] | None:
    """The message's new attachment list, or None when it doesn't change.

    `attachments[].id` is either the n of an uploaded `files[n]` part or the id of an attachment
    the message already has (kept on edit); on edits, attachments not listed are removed.
    """
    uploads = {f.index: f for f in files if f.index is not None}
    listed = payload.get("attachments")
    if listed is None:
        if not files:
            return None
        base = list(message.attachments) if editing else []
        return base + [_store(state, message, f, f.filename, None) for f in files]
    existing = {a.id: a for a in message.attachments}
    result: list[Attachment] = []
    for entry in listed:
        raw_id = int(entry.get("id", -1))
        if raw_id in uploads:
            upload = uploads.pop(raw_id)
            name = entry.get("filename") or upload.filename
            result.append(_store(state, message, upload, name, entry.get("description")))
        elif raw_id in existing:
            result.append(existing[raw_id])
    # Parts with no matching `attachments` entry are still attached by Discord.
    result += [_store(state, message, f, f.filename, None) for f in uploads.values()]
    return result


def _store(
    state: GuildState,
    message: Message,
    upload: UploadedFile,
    filename: str,
    description: str | None,
) -> Attachment:
    attachment_id = state.ids.next()
    url = f"{state.base_url}/attachments/{message.channel_id}/{attachment_id}/{filename}"
    attachment = Attachment(
        id=attachment_id,
        filename=filename,
        data=upload.data,
        content_type=upload.content_type or "application/octet-stream",
        url=url,
        description=description,
    )
    state.attachments[attachment_id] = attachment
    return attachment
