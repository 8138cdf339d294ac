"""Payloads for interactions a member causes: INTERACTION_CREATE and its component/modal data.

Each field discord.py requires is present (`attachment_size_limit`, member `flags`/`roles`/
`joined_at`, the full `message` of a click); a component that a member couldn't use in the
Discord client (missing, disabled, a link) fails the test here instead.
"""

from __future__ import annotations

from typing import Any

from .records import BUTTON, Message
from .state import DM_CHANNEL, Channel, GuildState, User

APPLICATION_COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024
TEXT_INPUT, LABEL, ACTION_ROW = 4, 18, 1


def button_data(message: Message, label: str, *, force: bool = False) -> dict[str, Any]:
    """Component data for pressing the button with this label (or custom_id)."""
    button = message.button(label)
    if button is None:
        labels = [b.get("label") or b.get("custom_id") for b in message.buttons()]
        raise AssertionError(f"no button {label!r} on message {message.id}; buttons: {labels}")
    if button.get("disabled") and not force:
        raise AssertionError(f"button {label!r} on message {message.id} is disabled")
    if "custom_id" not in button:
        raise AssertionError(f"button {label!r} is a link button; it sends no interaction")
    return {"custom_id": button["custom_id"], "component_type": BUTTON}


def select_data(
    state: GuildState, message: Message, menu: str, values: list[Any], *, force: bool = False
) -> dict[str, Any]:
    """Component data for choosing `values` (option value or label) in a select menu."""
    component = message.select(menu)
    if component is None:
        menus = [s.get("placeholder") or s.get("custom_id") for s in message.selects()]
        raise AssertionError(f"no select {menu!r} on message {message.id}; selects: {menus}")
    if component.get("disabled") and not force:
        raise AssertionError(f"select {menu!r} on message {message.id} is disabled")
    options = component.get("options") or []
    chosen: list[str] = []
    for raw in values:
        value = str(getattr(raw, "id", raw))
        match = next((o for o in options if o["value"] == value), None) or next(
            (o for o in options if o["label"] == value), None
        )
        if match is None and component["type"] == 3:
            known = [o["value"] for o in options]
            raise AssertionError(f"select {menu!r} has no option {value!r}; options: {known}")
        chosen.append(match["value"] if match else value)
    data: dict[str, Any] = {
        "custom_id": component["custom_id"],
        "component_type": component["type"],
        "values": chosen,
    }
    if component["type"] in (5, 7):  # user or mentionable select: the users are resolved
        users = [state.users[int(v)] for v in chosen if v.isdigit() and int(v) in state.users]
        data["resolved"] = {
            "users": {str(u.id): u.to_payload() for u in users},
            "members": {str(u.id): _member_without_user(state, u) for u in users},
        }
    return data


def modal_submit_data(modal: dict[str, Any], values: dict[str, str]) -> dict[str, Any]:
    """Submitted modal data: text inputs by custom_id, in the layout the modal used."""
    rows: list[dict[str, Any]] = []
    for top in modal.get("components") or []:
        inner = top.get("components") or ([top["component"]] if "component" in top else [])
        for comp in inner:
            if comp.get("type") != TEXT_INPUT:
                continue
            value = {
                "type": TEXT_INPUT,
                "id": comp.get("id", 0),
                "custom_id": comp["custom_id"],
                "value": values.get(comp["custom_id"], ""),
            }
            if top.get("type") == LABEL:
                rows.append({"type": LABEL, "id": top.get("id", 0), "component": value})
            else:
                rows.append({"type": ACTION_ROW, "id": top.get("id", 0), "components": [value]})
    unknown = set(values) - {c["custom_id"] for r in rows for c in _inputs(r)}
    if unknown:
        raise AssertionError(f"modal {modal.get('custom_id')!r} has no text inputs {unknown}")
    return {"custom_id": modal["custom_id"], "components": rows}


def _inputs(row: dict[str, Any]) -> list[dict[str, Any]]:
    return row.get("components") or [row["component"]]


def _member_without_user(state: GuildState, user: User) -> dict[str, Any]:
    member = state.member_payload(user, with_permissions=True)
    member.pop("user")
    return member


def interaction_payload(
    state: GuildState,
    *,
    interaction_id: int,
    token: str,
    user: User,
    kind: int,
    data: dict[str, Any],
    channel: Channel,
    message: Message | None,
) -> dict[str, Any]:
    """INTERACTION_CREATE: a guild interaction carries `member`, a DM one carries `user`."""
    guild_id = str(channel.guild_id or state.guild_id)
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(state.application_id),
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "locale": user.locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": str(state.permissions(state.bot)),
        "authorizing_integration_owners": {"0": guild_id},
        "data": data,
    }
    if channel.type == DM_CHANNEL:
        payload["channel"] = state.channel_payload(channel)
        payload["user"] = user.to_payload()
        payload["context"] = 1
    else:
        payload["guild_id"] = guild_id
        locale = state.guild_locale(int(guild_id))
        payload["guild"] = {"id": guild_id, "locale": locale, "features": []}
        payload["guild_locale"] = locale
        payload["channel"] = state.channel_payload(channel, for_user=user)
        payload["member"] = state.member_payload(user, with_permissions=True)
        payload["context"] = 0
    if message is not None:
        payload["message"] = state.message_payload(message)
    return payload
