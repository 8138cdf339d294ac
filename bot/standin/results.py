"""What a test gets back from an injected interaction: the response, then followups and edits."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .changes import Changes
from .records import EPHEMERAL, LOADING, Attachment, Callback, Edit, Interaction, Message
from .state import GuildState


class Recorded(Protocol):
    """What a result reads of the stand-in: its records and the changes to wait on."""

    state: GuildState
    changes: Changes


CALLBACK_NAMES = {
    1: "pong",
    4: "message",
    5: "deferred message",
    6: "deferred update",
    7: "update message",
    8: "autocomplete result",
    9: "modal",
}


class InteractionResult:
    """A live view of one interaction's answer; properties read the fake's current records.

    `message` is the response message (type 4/5), or the message the component was on (6/7);
    it reflects later edits through the token. `followups` are the further messages.
    """

    def __init__(self, fake: Recorded, interaction: Interaction):
        self.fake = fake
        self.interaction = interaction

    def __repr__(self) -> str:
        kind = CALLBACK_NAMES.get(self.type, str(self.type))
        eph = " ephemeral" if self.ephemeral else ""
        count = len(self.followups)
        return f"<InteractionResult {kind}{eph} content={self.content!r} followups={count}>"

    @property
    def id(self) -> int:
        return self.interaction.id

    @property
    def token(self) -> str:
        return self.interaction.token

    @property
    def callback(self) -> Callback | None:
        return self.interaction.callbacks[0] if self.interaction.callbacks else None

    @property
    def type(self) -> int:
        """Callback type: 4 message, 5 defer, 6 deferred update, 7 update, 8 choices, 9 modal."""
        return self.callback.type if self.callback else 0

    @property
    def latency(self) -> float:
        """Seconds from INTERACTION_CREATE sent to the callback received (Discord allows 3)."""
        answered = self.interaction.answered_at
        return float("inf") if answered is None else answered - self.interaction.sent_at

    @property
    def message(self) -> Message | None:
        message_id = self.interaction.original_message_id
        return self.fake.state.messages.get(message_id) if message_id else None

    @property
    def content(self) -> str:
        return self.message.content if self.message else ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message.embeds if self.message else []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.message.components if self.message else []

    @property
    def attachments(self) -> list[Attachment]:
        return self.message.attachments if self.message else []

    @property
    def flags(self) -> int:
        if self.message is not None:
            return self.message.flags
        return int((self.callback.data if self.callback else {}).get("flags", 0))

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while a "thinking" defer has not been filled in."""
        return bool(self.message and self.message.flags & LOADING)

    @property
    def choices(self) -> list[dict[str, Any]]:
        """Autocomplete choices `[{name, value}]` (callback type 8)."""
        if self.type != 8 or self.callback is None:
            return []
        return list(self.callback.data.get("choices") or [])

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal the bot opened (callback type 9): custom_id, title, components."""
        return self.callback.data if self.callback and self.type == 9 else None

    @property
    def followups(self) -> list[Message]:
        state = self.fake.state
        return [state.messages[i] for i in self.interaction.followup_ids if i in state.messages]

    @property
    def edits(self) -> list[Edit]:
        """Edits of `message` made after this interaction's callback."""
        message, callback = self.message, self.callback
        if message is None or callback is None:
            return []
        return [e for e in message.edits if e.at >= callback.at]

    @property
    def messages(self) -> list[Message]:
        """The response message (if any) then the followups."""
        return ([self.message] if self.message else []) + self.followups

    @property
    def text(self) -> str:
        """All readable text of the response and its followups, for `in` checks."""
        return "\n".join(m.text for m in self.messages)

    async def wait(
        self, predicate: Callable[[InteractionResult], Any], timeout: float = 5.0
    ) -> InteractionResult:
        """Wait until `predicate(self)` holds, e.g. `lambda r: r.followups`."""
        try:
            await self.fake.changes.wait_for(lambda: predicate(self), timeout)
        except TimeoutError:
            raise AssertionError(f"condition not met within {timeout}s on {self!r}") from None
        return self

    async def followup(self, index: int = 0, timeout: float = 5.0) -> Message:
        """The `index`-th followup, waiting for it to arrive."""
        await self.wait(lambda r: len(r.followups) > index, timeout)
        return self.followups[index]

    async def settled(self, timeout: float = 5.0) -> InteractionResult:
        """Wait until a deferred response has been filled in."""
        return await self.wait(lambda r: not r.loading and r.callback is not None, timeout)
