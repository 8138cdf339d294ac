"""Buttons and menus whose custom ids carry everything needed, so they work after a restart.

Custom ids (at most 100 characters):
  ``gn:<game>:<version>:a:<action id>``  a turn-prompt button
  ``gn:<game>:<version>:m:<n>``          a turn-prompt select menu (values are action ids)
  ``gn:<game>:lobby:<join|leave|start|cancel>``
  ``gn:<game>:hand``                     Show my cards
The version makes a superseded prompt answer "out of date" instead of acting.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Action

if TYPE_CHECKING:
    from cogs.handlers import Handlers

MAX_ROWS = 5
BUTTONS_PER_ROW = 5
MENU_OPTIONS = 25
LOBBY_STYLES = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
}


log = logging.getLogger(__name__)


def _handlers(interaction: discord.Interaction) -> Handlers:
    return interaction.client.handlers  # type: ignore[attr-defined]


async def _once(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a click's handler; a second delivery of an answered interaction is one INFO line."""
    try:
        await work
    except discord.HTTPException as error:
        if not is_repeat_delivery(error):
            raise
        log.info(
            "Interaction %s was delivered again after it was answered; ignored", interaction.id
        )


def is_repeat_delivery(error: BaseException) -> bool:
    """Discord refuses to answer an interaction twice (or one whose time ran out)."""
    return isinstance(error, discord.HTTPException) and error.code in (40060, 10062)


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):a:(?P<action>[\x21-\x7e]+)",
):
    def __init__(self, game_id: int, version: int, action: Action, *, style: discord.ButtonStyle):
        super().__init__(
            discord.ui.Button(
                label=action.label[:80],
                style=style,
                custom_id=f"gn:{game_id}:{version}:a:{action.id}",
            )
        )
        self.game_id = game_id
        self.version = version
        self.action_id = action.id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ActionButton:
        action = Action(match["action"], item.label or match["action"])
        return cls(int(match["game"]), int(match["version"]), action, style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction,
            _handlers(interaction).component_action(
                interaction, self.game_id, self.version, self.action_id
            ),
        )


class ActionMenu(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):m:(?P<n>\d+)",
):
    def __init__(
        self, game_id: int, version: int, index: int, placeholder: str, actions: Sequence[Action]
    ):
        options = [
            discord.SelectOption(label=a.label[:100], value=a.id) for a in actions[:MENU_OPTIONS]
        ]
        super().__init__(
            discord.ui.Select(
                placeholder=placeholder[:150],
                custom_id=f"gn:{game_id}:{version}:m:{index}",
                options=options,
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ActionMenu:
        actions = [Action(o.value, o.label) for o in item.options]
        menu = cls(int(match["game"]), int(match["version"]), int(match["n"]), "", actions)
        menu.item.placeholder = item.placeholder
        return menu

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = data.get("values") or []
        if not values:
            await interaction.response.send_message("Pick one of the options.", ephemeral=True)
            return
        await _once(
            interaction,
            _handlers(interaction).component_action(
                interaction, self.game_id, self.version, str(values[0])
            ),
        )


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):lobby:(?P<op>join|leave|start|cancel)",
):
    def __init__(self, game_id: int, op: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=op.capitalize(), style=LOBBY_STYLES[op], custom_id=f"gn:{game_id}:lobby:{op}"
            )
        )
        self.game_id = game_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction, _handlers(interaction).lobby_button(interaction, self.game_id, self.op)
        )


class ShowCardsButton(discord.ui.DynamicItem[discord.ui.Button], template=r"gn:(?P<game>\d+):hand"):
    def __init__(self, game_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Show my cards",
                style=discord.ButtonStyle.primary,
                custom_id=f"gn:{game_id}:hand",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ShowCardsButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(interaction, _handlers(interaction).show_cards(interaction, self.game_id))


class IdleButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):idle:(?P<op>skip|remove):(?P<seat>\d+)",
):
    """Lets the other players move past someone the game has waited on for too long."""

    def __init__(self, game_id: int, version: int, op: str, seat: int, label: str) -> None:
        style = discord.ButtonStyle.secondary if op == "skip" else discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"gn:{game_id}:{version}:idle:{op}:{seat}"
            )
        )
        self.game_id = game_id
        self.version = version
        self.op = op
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> IdleButton:
        return cls(
            int(match["game"]),
            int(match["version"]),
            match["op"],
            int(match["seat"]),
            item.label or match["op"],
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction,
            _handlers(interaction).idle_button(
                interaction, self.game_id, self.version, self.op, self.seat
            ),
        )


DYNAMIC_ITEMS = (ActionButton, ActionMenu, LobbyButton, ShowCardsButton, IdleButton)


def idle_view(game_id: int, version: int, seats: Sequence[tuple[int, str]]) -> discord.ui.View:
    """Skip and Remove buttons for each player the game waits for (at most 12 players)."""
    view = discord.ui.View(timeout=None)
    for seat, name in seats[: MAX_ROWS * 2]:
        view.add_item(IdleButton(game_id, version, "skip", seat, f"Skip {name}'s turn"))
        view.add_item(IdleButton(game_id, version, "remove", seat, f"Remove {name}"))
    return view


def lobby_view(game_id: int, *, open_: bool) -> discord.ui.View | None:
    if not open_:
        return None
    view = discord.ui.View(timeout=None)
    for op in ("join", "leave", "start", "cancel"):
        view.add_item(LobbyButton(game_id, op))
    return view


def show_cards_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ShowCardsButton(game_id))
    return view


def prompt_view(game_id: int, version: int, actions: Sequence[Action]) -> discord.ui.View | None:
    """Buttons for single actions, one menu per group; what doesn't fit stays in /play."""
    groups: dict[str, list[Action]] = {}
    singles: list[Action] = []
    for action in actions:
        if action.group:
            groups.setdefault(action.group, []).append(action)
        else:
            singles.append(action)
    if not groups and not singles:
        return None
    view = discord.ui.View(timeout=None)
    menu_rows = min(len(groups), MAX_ROWS - (1 if singles else 0))
    for index, (placeholder, members) in enumerate(list(groups.items())[:menu_rows]):
        menu = ActionMenu(game_id, version, index, placeholder, members)
        menu.item.row = index
        view.add_item(menu)
    button_slots = (MAX_ROWS - menu_rows) * BUTTONS_PER_ROW
    for position, action in enumerate(singles[:button_slots]):
        style = _style_for(action)
        button = ActionButton(game_id, version, action, style=style)
        button.item.row = menu_rows + position // BUTTONS_PER_ROW
        view.add_item(button)
    return view


def _style_for(action: Action) -> discord.ButtonStyle:
    if action.id in ("pass", "stop", "skip"):
        return discord.ButtonStyle.secondary
    if action.id.startswith(("roll", "reveal", "bus")):
        return discord.ButtonStyle.primary
    return discord.ButtonStyle.success
