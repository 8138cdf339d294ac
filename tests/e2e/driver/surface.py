"""How the table and its controls look in Discord: the one place that reads them.

Every other part of the driver asks these functions for "the prompts of this thread", "the
controls offered to this member" or "press this action", so a change of how the bot shows a
turn (a message edited in place, a private panel opened by a button) is an edit here only.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from bot.languages import catalogs, say
from bot.pseudo import PSEUDO
from bot.standin import InteractionResult, Message
from tests.e2e.harness import Member

PROMPT_ID = re.compile(
    r"^gn:(?P<game>\d+):(?P<version>\d+):(?:(?P<kind>[am]):(?P<rest>.+)|(?P<panel>panel))$"
)
"""A turn prompt's control: a button (a) or menu (m) for an action, or the button that opens each
player's private panel (a prompt may carry only that one: every choice is private)."""
LOBBY_ID = re.compile(r"^gn:(?P<game>\d+):lobby:join$")
MENTION = re.compile(r"<@!?(\d+)>")
THREAD_LINK = re.compile(r"<#(\d+)>")
OUT_OF_DATE = "This prompt is out of date"
BOARD = "board.png"
GAME_OVER = "Game over"
GAME_OVER_LANGUAGES = (*catalogs().languages, PSEUDO)
GAME_OVER_IN = tuple(
    sorted(
        {
            say(language, "table-game-over", winners="", count=1, reason="").split(":")[0]
            for language in GAME_OVER_LANGUAGES
        }
    )
)
"""How Game over begins in each language the bot speaks (and in the pseudo-language)."""
YOUR_MOVE_IN = tuple(
    sorted({say(language, "table-your-move", people="") for language in GAME_OVER_LANGUAGES})
)
"""How the line asking people to act ends, in each language."""


class Control(NamedTuple):
    """One way to do an action on a message: a button, or an option of a select menu."""

    kind: str
    """"button" or "select"."""
    custom_id: str
    value: str | None


def custom_ids(message: Message) -> list[str]:
    return [c["custom_id"] for c in message.iter_components() if "custom_id" in c]


def _version_in(ids: list[str], game_id: int | None) -> int | None:
    for custom_id in ids:
        match = PROMPT_ID.match(custom_id)
        if match and (game_id is None or int(match["game"]) == game_id):
            return int(match["version"])
    return None


def prompt_version(message: Message, game_id: int | None = None) -> int | None:
    """The game version a turn prompt shows now (from its custom ids), or None."""
    return _version_in(custom_ids(message), game_id)


def lobby_game_id(message: Message) -> int | None:
    return next((int(m["game"]) for c in custom_ids(message) if (m := LOBBY_ID.match(c))), None)


def prompt_actions(message: Message) -> dict[str, Control]:
    """Action id -> the enabled control that does it on this message."""
    found: dict[str, Control] = {}
    for button in message.buttons():
        match = PROMPT_ID.match(button.get("custom_id", ""))
        if match and match["kind"] == "a" and not button.get("disabled"):
            found[match["rest"]] = Control("button", button["custom_id"], None)
    for menu in message.selects():
        match = PROMPT_ID.match(menu.get("custom_id", ""))
        if match and match["kind"] == "m" and not menu.get("disabled"):
            for option in menu.get("options") or []:
                found.setdefault(
                    option["value"], Control("select", menu["custom_id"], option["value"])
                )
    return found


async def controls_for(member: Member, prompt: Message) -> dict[str, Control]:
    """The controls `member` can use on the current prompt (today: the public ones).

    Async, so that reading a member's own controls may open a private panel first.
    """
    return prompt_actions(prompt)


async def press(
    member: Member, prompt: Message, action_id: str, *, timeout: float = 10.0
) -> InteractionResult:
    """Do `action_id` through the prompt's own control; returns at the first response."""
    kind, custom_id, value = (await controls_for(member, prompt))[action_id]
    if kind == "button":
        return await member.click(custom_id, message=prompt, settle=False, timeout=timeout)
    return await member.select(
        custom_id, value or action_id, message=prompt, settle=False, timeout=timeout
    )


def mentioned(message: Message) -> list[int]:
    """Whom a turn message asks to act now: the mentions of its "your move" line (a line naming
    whose turn it is addresses a player who acts later)."""
    asked = [line for line in message.content.splitlines() if line.endswith(YOUR_MOVE_IN)]
    return [int(m) for m in dict.fromkeys(MENTION.findall("\n".join(asked)))]


def prompts(messages: list[Message], game_id: int) -> list[Message]:
    """Messages that carry this game's turn controls now, oldest first."""
    return [m for m in messages if prompt_version(m, game_id) is not None]


def is_game_over(message: Message) -> bool:
    return message.content.startswith(GAME_OVER_IN)


def has_board(message: Message) -> bool:
    return message.attachment(BOARD) is not None


def shown_at(message: Message, version: int, game_id: int) -> float:
    """When `message` first showed the prompt of `version`: edited into it, or posted so."""
    for edit in message.edits:
        components = edit.changes.get("components")
        if components is not None and _version_in(_ids_of(components), game_id) == version:
            return edit.at
    return message.created_at


def _ids_of(components: list[dict[str, Any]]) -> list[str]:
    found: list[str] = []
    for component in components:
        if "custom_id" in component:
            found.append(component["custom_id"])
        found += _ids_of(component.get("components") or [])
    return found
