"""Interaction callbacks, followups and edits through the interaction token.

Discord's rules are kept where a bot could get them wrong: one callback per interaction, within
the deadline (3 s by default), `with_response` answered with the callback resource, and the first
followup after a "thinking" defer fills in the deferred message instead of posting a new one.
"""

from __future__ import annotations

import time
from typing import Any

from .messages import apply_payload
from .records import EPHEMERAL, LOADING, Callback, Interaction, Message
from .routing import Call, Reply, Router, error
from .state import GuildState

UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
UNKNOWN_WEBHOOK = 10015
UNKNOWN_MESSAGE = 10008

PONG, MESSAGE, DEFER, DEFER_UPDATE, UPDATE, AUTOCOMPLETE, MODAL = 1, 4, 5, 6, 7, 8, 9


class InteractionLog:
    """Interactions the fake has sent, found by id or by token."""

    def __init__(self) -> None:
        self.by_id: dict[int, Interaction] = {}
        self.by_token: dict[str, Interaction] = {}

    def add(self, interaction: Interaction) -> None:
        self.by_id[interaction.id] = interaction
        self.by_token[interaction.token] = interaction

    def all(self) -> list[Interaction]:
        return list(self.by_id.values())


class WebhookRoutes:
    def __init__(self, state: GuildState, log: InteractionLog, deadline: float | None = 3.0):
        self.state = state
        self.log = log
        self.deadline = deadline

    def register(self, router: Router) -> None:
        r = router.add
        r("POST", "/interactions/{interaction}/{token}/callback", self.callback, auth=False)
        r("POST", "/webhooks/{app}/{token}", self.followup, auth=False)
        r("GET", "/webhooks/{app}/{token}/messages/{message}", self.get, auth=False)
        r("PATCH", "/webhooks/{app}/{token}/messages/{message}", self.edit, auth=False)
        r("DELETE", "/webhooks/{app}/{token}/messages/{message}", self.delete, auth=False)

    # -- callback ---------------------------------------------------------------------------

    async def callback(self, call: Call) -> Reply:
        interaction = self.log.by_token.get(call.params["token"])
        if interaction is None or interaction.id != call.int_param("interaction"):
            return error(404, "Unknown interaction", UNKNOWN_INTERACTION)
        now = time.monotonic()
        if self.deadline is not None and now - interaction.sent_at > self.deadline:
            return error(404, "Unknown interaction", UNKNOWN_INTERACTION)
        if interaction.callbacks:
            return error(400, "Interaction has already been acknowledged.", ALREADY_ACKNOWLEDGED)
        body = call.json or {}
        kind = int(body.get("type", 0))
        data: dict[str, Any] = body.get("data") or {}
        message = self._respond(interaction, kind, data, call)
        interaction.callbacks.append(
            Callback(now, kind, data, 200, message.id if message is not None else None)
        )
        if "with_response" not in call.request.query:
            return Reply(204)
        summary: dict[str, Any] = {"id": str(interaction.id), "type": interaction.type}
        resource: dict[str, Any] = {"type": kind}
        if message is not None:
            summary["response_message_id"] = str(message.id)
            summary["response_message_loading"] = kind == DEFER
            summary["response_message_ephemeral"] = message.ephemeral
            resource["message"] = self.state.message_payload(message)
        return Reply(200, {"interaction": summary, "resource": resource})

    def _respond(
        self, interaction: Interaction, kind: int, data: dict[str, Any], call: Call
    ) -> Message | None:
        if kind in (MESSAGE, DEFER):
            message = self._new_message(
                interaction, interaction.channel_id, int(data.get("flags", 0))
            )
            if kind == MESSAGE:
                apply_payload(self.state, message, data, call.files, editing=False)
                message.flags |= int(data.get("flags", 0)) & EPHEMERAL
            else:
                message.flags |= LOADING
            interaction.original_message_id = message.id
            return message
        if kind in (DEFER_UPDATE, UPDATE):
            target = self._component_message(interaction)
            if target is None:
                return None
            interaction.original_message_id = target.id
            if kind == UPDATE:
                apply_payload(self.state, target, data, call.files, editing=True)
            return target
        return None

    def _new_message(self, interaction: Interaction, channel_id: int, flags: int) -> Message:
        ephemeral = bool(flags & EPHEMERAL)
        message = Message(
            self.state.ids.next(),
            channel_id,
            self.state.bot.id,
            flags=EPHEMERAL if ephemeral else 0,
            interaction_id=interaction.id,
            interaction_token=interaction.token,
            ephemeral_to=interaction.user_id if ephemeral else None,
            webhook_id=self.state.application_id,
        )
        return self.state.add_message(message)

    def _component_message(self, interaction: Interaction) -> Message | None:
        raw = interaction.payload.get("message")
        return self.state.messages.get(int(raw["id"])) if raw else None

    # -- followups and edits ----------------------------------------------------------------

    def _interaction(self, call: Call) -> Interaction | None:
        interaction = self.log.by_token.get(call.params["token"])
        if interaction is not None:
            interaction.webhook_requests.append(call.record)
        return interaction

    async def followup(self, call: Call) -> Reply:
        interaction = self._interaction(call)
        if interaction is None:
            return error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        if not interaction.callbacks:
            return error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        data = call.json or {}
        original = self.state.messages.get(interaction.original_message_id or 0)
        if original is not None and original.flags & LOADING and not original.edits:
            # The first followup after a "thinking" defer replaces the deferred message.
            apply_payload(self.state, original, data, call.files, editing=True)
            message = original
        else:
            channel_id = int(call.request.query.get("thread_id", interaction.channel_id))
            message = self._new_message(interaction, channel_id, int(data.get("flags", 0)))
            apply_payload(self.state, message, data, call.files, editing=False)
            message.flags |= int(data.get("flags", 0)) & EPHEMERAL
            interaction.followup_ids.append(message.id)
        if call.request.query.get("wait", "").lower() in ("1", "true"):
            return Reply(200, self.state.message_payload(message))
        return Reply(204)

    def _target(self, call: Call, interaction: Interaction) -> Message | None:
        raw = call.params["message"]
        message_id = interaction.original_message_id if raw == "@original" else int(raw)
        message = self.state.messages.get(message_id or 0)
        return None if message is None or message.deleted else message

    async def get(self, call: Call) -> Reply:
        interaction = self._interaction(call)
        if interaction is None:
            return error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        message = self._target(call, interaction)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        return Reply(200, self.state.message_payload(message))

    async def edit(self, call: Call) -> Reply:
        interaction = self._interaction(call)
        if interaction is None:
            return error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        message = self._target(call, interaction)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        apply_payload(self.state, message, call.json or {}, call.files, editing=True)
        return Reply(200, self.state.message_payload(message))

    async def delete(self, call: Call) -> Reply:
        interaction = self._interaction(call)
        if interaction is None:
            return error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        message = self._target(call, interaction)
        if message is None:
            return error(404, "Unknown Message", UNKNOWN_MESSAGE)
        message.deleted = True
        return Reply(204)
