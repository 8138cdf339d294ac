"""Discord's documented limits on what a bot sends, checked as Discord checks them.

A message, an edit, an interaction response or an autocomplete answer that breaks a limit is
refused with 400 "Invalid Form Body" (code 50035) and an ``errors`` tree naming the fields, as
Discord answers; nothing is stored. The figures are those of Discord's API reference (the
discord/discord-api-spec OpenAPI document): a bot that passes here is not refused there.
"""

from __future__ import annotations

import re
from typing import Any

INVALID_FORM_BODY = 50035

CONTENT = 2000
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_TITLE, EMBED_DESCRIPTION, EMBED_FIELDS = 256, 4096, 25
FIELD_NAME, FIELD_VALUE, FOOTER_TEXT, AUTHOR_NAME = 256, 1024, 2048, 256
ACTION_ROWS, ROW_BUTTONS, V2_COMPONENTS = 5, 5, 40
CUSTOM_ID, BUTTON_LABEL, PLACEHOLDER = 100, 80, 150
SELECT_OPTIONS, OPTION_TEXT = 25, 100
ATTACHMENT_DESCRIPTION = 1024
CHOICES, CHOICE_NAME, CHOICE_VALUE = 25, 100, 100
COMPONENTS_V2 = 1 << 15
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SELECTS = (3, 5, 6, 7, 8)

Problems = list[tuple[str, str]]
"""(field path like ``embeds.0.title``, what is wrong) pairs."""

AUTOCOMPLETE_RESULT = 8
MESSAGE_ROUTES = [
    (method, re.compile(path))
    for method, path in (
        ("POST", r"/channels/[^/]+/messages"),
        ("PATCH", r"/channels/[^/]+/messages/[^/]+"),
        ("POST", r"/webhooks/[^/]+/[^/]+"),
        ("PATCH", r"/webhooks/[^/]+/[^/]+/messages/[^/]+"),
    )
]
CALLBACK_ROUTE = re.compile(r"/interactions/[^/]+/[^/]+/callback")


def request_problems(method: str, path: str, body: Any) -> Problems:
    """The limits a REST request breaks, for the routes that carry a message or choices."""
    if not isinstance(body, dict):
        return []
    if method == "POST" and CALLBACK_ROUTE.fullmatch(path):
        data = body.get("data") or {}
        if int(body.get("type") or 0) == AUTOCOMPLETE_RESULT:
            return choices_problems(data)
        return _prefixed("data", message_problems(data))
    if any(m == method and pattern.fullmatch(path) for m, pattern in MESSAGE_ROUTES):
        return message_problems(body)
    return []


def _prefixed(prefix: str, problems: Problems) -> Problems:
    return [(f"{prefix}.{path}", message) for path, message in problems]


def message_problems(payload: dict[str, Any]) -> Problems:
    """Every limit a message payload (create or edit) breaks."""
    problems: Problems = []
    content = payload.get("content")
    if content is not None and len(str(content)) > CONTENT:
        problems.append(("content", f"Must be {CONTENT} or fewer in length."))
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS:
        problems.append(("embeds", f"Must be {EMBEDS} or fewer in length."))
    total = 0
    for n, embed in enumerate(embeds):
        total += _embed_problems(embed, f"embeds.{n}", problems)
    if total > EMBED_TOTAL:
        problems.append(("embeds", f"Embed size exceeds maximum size of {EMBED_TOTAL}"))
    v2 = bool(int(payload.get("flags") or 0) & COMPONENTS_V2)
    _components_problems(payload.get("components") or [], v2, problems)
    for n, attachment in enumerate(payload.get("attachments") or []):
        description = attachment.get("description")
        if description is not None and len(str(description)) > ATTACHMENT_DESCRIPTION:
            problems.append(
                (
                    f"attachments.{n}.description",
                    f"Must be {ATTACHMENT_DESCRIPTION} or fewer in length.",
                )
            )
    return problems


def choices_problems(data: dict[str, Any]) -> Problems:
    """An autocomplete answer: at most 25 choices, each named in 1 to 100 characters."""
    problems: Problems = []
    choices = data.get("choices") or []
    if len(choices) > CHOICES:
        problems.append(("choices", f"Must be {CHOICES} or fewer in length."))
    for n, choice in enumerate(choices):
        if not 1 <= len(str(choice.get("name", ""))) <= CHOICE_NAME:
            problems.append((f"choices.{n}.name", f"Must be between 1 and {CHOICE_NAME}."))
        value = choice.get("value")
        if isinstance(value, str) and len(value) > CHOICE_VALUE:
            problems.append((f"choices.{n}.value", f"Must be {CHOICE_VALUE} or fewer in length."))
    return problems


def error_body(problems: Problems) -> dict[str, Any]:
    """Discord's 50035 body: ``errors`` nested by field path, ``_errors`` at the leaves."""
    errors: dict[str, Any] = {}
    for path, message in problems:
        node = errors
        for part in path.split("."):
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_BAD_LENGTH", "message": message})
    return {"message": "Invalid Form Body", "code": INVALID_FORM_BODY, "errors": errors}


def _too_long(value: Any, limit: int) -> bool:
    return value is not None and len(str(value)) > limit


def _embed_problems(embed: dict[str, Any], where: str, problems: Problems) -> int:
    """Check one embed; returns the characters it counts towards the 6000 total."""
    title, description = embed.get("title"), embed.get("description")
    footer = (embed.get("footer") or {}).get("text")
    author = (embed.get("author") or {}).get("name")
    for name, value, limit in (
        ("title", title, EMBED_TITLE),
        ("description", description, EMBED_DESCRIPTION),
        ("footer.text", footer, FOOTER_TEXT),
        ("author.name", author, AUTHOR_NAME),
    ):
        if _too_long(value, limit):
            problems.append((f"{where}.{name}", f"Must be {limit} or fewer in length."))
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS:
        problems.append((f"{where}.fields", f"Must be {EMBED_FIELDS} or fewer in length."))
    size = sum(len(str(v or "")) for v in (title, description, footer, author))
    for n, fld in enumerate(fields):
        for name, limit in (("name", FIELD_NAME), ("value", FIELD_VALUE)):
            if _too_long(fld.get(name), limit):
                problems.append((f"{where}.fields.{n}.{name}", f"Must be {limit} or fewer."))
        size += len(str(fld.get("name") or "")) + len(str(fld.get("value") or ""))
    return size


def _components_problems(components: list[dict[str, Any]], v2: bool, problems: Problems) -> None:
    if not v2 and len(components) > ACTION_ROWS:
        problems.append(("components", f"Must be {ACTION_ROWS} or fewer in length."))
    if v2 and _count(components) > V2_COMPONENTS:
        problems.append(("components", f"Must be {V2_COMPONENTS} or fewer in total."))
    for n, row in enumerate(components):
        where = f"components.{n}"
        if row.get("type") == ACTION_ROW:
            _row_problems(row.get("components") or [], where, problems)
        else:
            _item_problems(row, where, problems)


def _count(components: list[dict[str, Any]]) -> int:
    return sum(1 + _count(c.get("components") or []) for c in components)


def _row_problems(items: list[dict[str, Any]], where: str, problems: Problems) -> None:
    selects = [c for c in items if c.get("type") in SELECTS]
    if len(items) > ROW_BUTTONS or (selects and len(items) > 1):
        problems.append(
            (f"{where}.components", "An action row holds up to 5 buttons or one select menu.")
        )
    for n, item in enumerate(items):
        _item_problems(item, f"{where}.components.{n}", problems)


def _item_problems(item: dict[str, Any], where: str, problems: Problems) -> None:
    if _too_long(item.get("custom_id"), CUSTOM_ID):
        problems.append((f"{where}.custom_id", f"Must be {CUSTOM_ID} or fewer in length."))
    if item.get("type") == BUTTON and _too_long(item.get("label"), BUTTON_LABEL):
        problems.append((f"{where}.label", f"Must be {BUTTON_LABEL} or fewer in length."))
    if item.get("type") in SELECTS and _too_long(item.get("placeholder"), PLACEHOLDER):
        problems.append((f"{where}.placeholder", f"Must be {PLACEHOLDER} or fewer in length."))
    if item.get("type") == STRING_SELECT:
        options = item.get("options") or []
        if not 1 <= len(options) <= SELECT_OPTIONS:
            problems.append((f"{where}.options", f"Must be between 1 and {SELECT_OPTIONS}."))
        for n, option in enumerate(options):
            for name in ("label", "value", "description"):
                if _too_long(option.get(name), OPTION_TEXT):
                    problems.append((f"{where}.options.{n}.{name}", "Must be 100 or fewer."))
    for n, child in enumerate(item.get("components") or []):
        _item_problems(child, f"{where}.components.{n}", problems)
