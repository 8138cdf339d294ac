"""Buttons and menus whose custom ids carry everything needed, so they work after a restart.

Custom ids (at most 100 characters):
  ``gn:<game>:<version>:a:<action id>``        a turn-prompt button
  ``gn:<game>:<version>:m:<n>``                a turn-prompt select menu (values are action ids)
  ``gn:<game>:<version>:p:<n>``                a first step: pick which menu of a long group
  ``gn:<game>:<version>:panel``                opens the presser's own choices privately
  ``gn:<game>:<version>:s<seat>:a|m|p:…``      the same controls on one seat's private panel
  ``gn:<game>:lobby:<join|leave|start|cancel|add-computer|remove-computer>``
  ``gn:<game>:hand``                           Show my cards
  ``gn:<game>:takeover:<seat>``                Computer takes over a seat a person left
  ``gn:<game>:give:<seat>:<user>``             the host gives a computer's seat to a person
  ``gn:<game>:rematch``                        Rematch, on a finished game's Game over
The version makes a superseded prompt answer "out of date" instead of acting. Menu numbers are
positions in ``plan_controls`` of the actions offered, so a choice is checked against the menu it
came from. The layout itself (which actions become buttons, menus or a two-step choice) is
planned in ``cogs.layout``; this module turns the plan into Discord's widgets.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Protocol

import discord

from bot.engine import Action
from bot.languages import ENGLISH, language_of, record_language, say
from bot.sentences import Sentence, worded
from bot.store import GameRecord
from bot.take_back import ASK, REFUSE
from cogs.layout import (
    BUTTONS_PER_ROW,
    MAX_ROWS,
    MenuPlan,
    plan_controls,
)

LOBBY_STYLES = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
    "add-computer": discord.ButtonStyle.secondary,
    "remove-computer": discord.ButtonStyle.secondary,
}
LOBBY_OPERATIONS = ("join", "leave", "start", "cancel", "add-computer", "remove-computer")
SCOPE = r"(?:s(?P<seat>\d+):)?"
SHARED_LABELS = {
    "My cards": "table-label-my-cards",
    "My turn": "table-label-my-turn",
    "Step by step": "table-label-step-by-step",
    "Take back": "table-label-take-back",
    "Allow": "table-label-allow",
    "Refuse": "table-label-refuse",
}
"""Labels several games (or the table itself) put on controls, by their English words: these
read in the table's language; a game's own labels stay as the game words them."""


class Controls(Protocol):
    """What the widgets ask for when pressed (implemented by ``cogs.handlers.Handlers``)."""

    async def component_action(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        action_id: str,
        *,
        seat: int | None = None,
        menu: int | None = None,
    ) -> None: ...

    async def open_menu(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        seat: int | None,
        pager: int,
        menu: int,
    ) -> None: ...

    async def open_panel(
        self, interaction: discord.Interaction, game_id: int, version: int
    ) -> None: ...

    async def lobby_button(
        self, interaction: discord.Interaction, game_id: int, op: str
    ) -> None: ...

    async def show_cards(self, interaction: discord.Interaction, game_id: int | None) -> None: ...

    async def idle_button(
        self, interaction: discord.Interaction, game_id: int, version: int, op: str, seat: int
    ) -> None: ...

    async def take_over(
        self, interaction: discord.Interaction, game_id: int | None, seat: int | None
    ) -> None: ...

    async def give_seat(
        self, interaction: discord.Interaction, game_id: int, seat: int, user_id: int
    ) -> None: ...

    async def rematch(self, interaction: discord.Interaction, game_id: int) -> None: ...


def _controls(interaction: discord.Interaction) -> Controls:
    return interaction.client.handlers  # type: ignore[attr-defined,no-any-return]


log = logging.getLogger(__name__)


def _prefix(game_id: int, version: int, seat: int | None) -> str:
    scope = "" if seat is None else f"s{seat}:"
    return f"gn:{game_id}:{version}:{scope}"


def _seat(match: re.Match[str]) -> int | None:
    return None if match["seat"] is None else int(match["seat"])


def label_in(language: str, label: str) -> str:
    """A control's label in ``language``: a game's sentence worded, a label every game shares
    looked up, anything else as given."""
    if isinstance(label, Sentence):
        return label.in_language(language)
    message_id = SHARED_LABELS.get(label)
    return label if message_id is None else say(language, message_id)


def _in(language: str, action: Action) -> Action:
    return replace(action, label=label_in(language, action.label))


def build_controls(
    game_id: int,
    version: int,
    actions: Sequence[Action],
    *,
    seat: int | None = None,
    panel: str | None = None,
    styles: Mapping[str, str] | None = None,
    language: str = ENGLISH,
) -> discord.ui.View | None:
    """The laid-out controls; ``seat`` scopes them to one player's panel. Shared labels read
    in ``language``; the layout is planned on the actions as given, so it never changes."""
    plan = plan_controls(actions, extra_buttons=1 if panel else 0)
    if not plan.rows and not panel:
        return None
    view = discord.ui.View(timeout=None)
    row = 0
    for index in plan.shown:
        menu = ActionMenu(game_id, version, _menu_in(language, plan.menus[index]), seat=seat)
        menu.item.row = row
        view.add_item(menu)
        row += 1
    for pager in plan.pagers:
        parts = [(i, worded(plan.menus[i].placeholder, language)) for i in pager.menus]
        placeholder = say(language, "table-menu-parts", group=worded(pager.placeholder, language))
        item = PagerMenu(game_id, version, pager.index, placeholder, parts, seat=seat)
        item.item.row = row
        view.add_item(item)
        row += 1
    buttons: list[discord.ui.Item[Any]] = [
        ActionButton(
            game_id, version, _in(language, action), style=_style_for(action, styles), seat=seat
        )
        for action in plan.buttons
    ]
    if panel:
        buttons.append(PanelButton(game_id, version, label_in(language, panel)))
    for position, button in enumerate(buttons):
        button.item.row = row + position // BUTTONS_PER_ROW  # type: ignore[attr-defined]
        view.add_item(button)
    return view


def menu_view(
    game_id: int, version: int, menu: MenuPlan, *, seat: int | None, language: str = ENGLISH
) -> discord.ui.View:
    """The second step of a two-step choice: one menu, sent privately to who asked."""
    view = discord.ui.View(timeout=None)
    view.add_item(ActionMenu(game_id, version, _menu_in(language, menu), seat=seat))
    return view


def _menu_in(language: str, menu: MenuPlan) -> MenuPlan:
    return replace(
        menu,
        placeholder=worded(menu.placeholder, language),
        actions=tuple(_in(language, action) for action in menu.actions),
    )


# -- the widgets ------------------------------------------------------------------------------


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
    template=r"gn:(?P<game>\d+):(?P<version>\d+):" + SCOPE + r"a:(?P<action>[\x21-\x7e]+)",
):
    def __init__(
        self,
        game_id: int,
        version: int,
        action: Action,
        *,
        style: discord.ButtonStyle,
        seat: int | None = None,
    ):
        super().__init__(
            discord.ui.Button(
                label=action.label[:80],
                style=style,
                custom_id=f"{_prefix(game_id, version, seat)}a:{action.id}",
            )
        )
        self.game_id = game_id
        self.version = version
        self.action_id = action.id
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ActionButton:
        action = Action(match["action"], item.label or match["action"])
        return cls(
            int(match["game"]), int(match["version"]), action, style=item.style, seat=_seat(match)
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction,
            _controls(interaction).component_action(
                interaction, self.game_id, self.version, self.action_id, seat=self.seat
            ),
        )


class ActionMenu(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):" + SCOPE + r"m:(?P<n>\d+)",
):
    def __init__(self, game_id: int, version: int, menu: MenuPlan, *, seat: int | None = None):
        options = [discord.SelectOption(label=a.label[:100], value=a.id) for a in menu.actions]
        super().__init__(
            discord.ui.Select(
                placeholder=menu.placeholder[:150],
                custom_id=f"{_prefix(game_id, version, seat)}m:{menu.index}",
                options=options,
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id
        self.version = version
        self.index = menu.index
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ActionMenu:
        actions = tuple(Action(o.value, o.label) for o in item.options)
        plan = MenuPlan(int(match["n"]), item.placeholder or "", actions)
        return cls(int(match["game"]), int(match["version"]), plan, seat=_seat(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = _chosen(interaction)
        if not values:
            await _pick_an_option(interaction)
            return
        await _once(
            interaction,
            _controls(interaction).component_action(
                interaction, self.game_id, self.version, values[0], seat=self.seat, menu=self.index
            ),
        )


class PagerMenu(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):" + SCOPE + r"p:(?P<n>\d+)",
):
    """First step of a long group: its options are the group's menus (values: menu numbers)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        index: int,
        placeholder: str,
        parts: Sequence[tuple[int, str]],
        *,
        seat: int | None = None,
    ):
        super().__init__(
            discord.ui.Select(
                placeholder=placeholder[:150],
                custom_id=f"{_prefix(game_id, version, seat)}p:{index}",
                options=[
                    discord.SelectOption(label=label[:100], value=str(n)) for n, label in parts
                ],
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id
        self.version = version
        self.index = index
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> PagerMenu:
        parts = [(int(o.value), o.label) for o in item.options if o.value.isdigit()]
        return cls(
            int(match["game"]),
            int(match["version"]),
            int(match["n"]),
            item.placeholder or "",
            parts,
            seat=_seat(match),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        values = _chosen(interaction)
        if not values or not values[0].isdigit():
            await _pick_an_option(interaction)
            return
        await _once(
            interaction,
            _controls(interaction).open_menu(
                interaction, self.game_id, self.version, self.seat, self.index, int(values[0])
            ),
        )


class PanelButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):(?P<version>\d+):panel",
):
    """The one public button that opens each player's own choices privately."""

    def __init__(self, game_id: int, version: int, label: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"gn:{game_id}:{version}:panel",
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> PanelButton:
        return cls(int(match["game"]), int(match["version"]), item.label or "My turn")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction, _controls(interaction).open_panel(interaction, self.game_id, self.version)
        )


async def _pick_an_option(interaction: discord.Interaction) -> None:
    """A menu sent with no choice: asked again, in the presser's language."""
    text = say(language_of(interaction.locale), "table-pick-an-option")
    await interaction.response.send_message(text, ephemeral=True)


def _chosen(interaction: discord.Interaction) -> list[str]:
    data: Any = interaction.data or {}
    return [str(value) for value in data.get("values") or []]


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):lobby:(?P<op>join|leave|start|cancel|add-computer|remove-computer)",
):
    def __init__(self, game_id: int, op: str, language: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(language, f"lobby-button-{op}"),
                style=LOBBY_STYLES[op],
                custom_id=f"gn:{game_id}:lobby:{op}",
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
            interaction, _controls(interaction).lobby_button(interaction, self.game_id, self.op)
        )


class ShowCardsButton(discord.ui.DynamicItem[discord.ui.Button], template=r"gn:(?P<game>\d+):hand"):
    def __init__(self, game_id: int, language: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(language, "table-button-show-cards"),
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
        await _once(interaction, _controls(interaction).show_cards(interaction, self.game_id))


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
            _controls(interaction).idle_button(
                interaction, self.game_id, self.version, self.op, self.seat
            ),
        )


class TakeOverButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):takeover:(?P<seat>\d+)",
):
    """Hands a seat whose person left to a computer; any seated person may press it."""

    def __init__(self, game_id: int, seat: int, language: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(language, "table-button-take-over"),
                style=discord.ButtonStyle.primary,
                custom_id=f"gn:{game_id}:takeover:{seat}",
            )
        )
        self.game_id = game_id
        self.seat = seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> TakeOverButton:
        return cls(int(match["game"]), int(match["seat"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction, _controls(interaction).take_over(interaction, self.game_id, self.seat)
        )


class GiveSeatButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"gn:(?P<game>\d+):give:(?P<seat>\d+):(?P<user>\d+)",
):
    """The host's consent to a person taking a computer's (or an empty) seat."""

    def __init__(self, game_id: int, seat: int, user_id: int, label: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.success,
                custom_id=f"gn:{game_id}:give:{seat}:{user_id}",
            )
        )
        self.game_id = game_id
        self.seat = seat
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> GiveSeatButton:
        return cls(int(match["game"]), int(match["seat"]), int(match["user"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(
            interaction,
            _controls(interaction).give_seat(interaction, self.game_id, self.seat, self.user_id),
        )


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"gn:(?P<game>\d+):rematch"
):
    """Opens a new lobby of a finished game's game for its people; any of them may press it."""

    def __init__(self, game_id: int, language: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(language, "table-button-rematch"),
                style=discord.ButtonStyle.primary,
                custom_id=f"gn:{game_id}:rematch",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _once(interaction, _controls(interaction).rematch(interaction, self.game_id))


DYNAMIC_ITEMS = (
    ActionButton,
    ActionMenu,
    PagerMenu,
    PanelButton,
    LobbyButton,
    ShowCardsButton,
    IdleButton,
    TakeOverButton,
    GiveSeatButton,
    RematchButton,
)


def give_seat_view(game_id: int, user_id: int, seats: Sequence[tuple[int, str]]) -> discord.ui.View:
    """One button a seat the host may give to the person ``user_id`` (``name`` as labelled)."""
    view = discord.ui.View(timeout=None)
    for seat, label in seats[: MAX_ROWS * BUTTONS_PER_ROW]:
        view.add_item(GiveSeatButton(game_id, seat, user_id, label))
    return view


def release(view: discord.ui.View | None) -> None:
    """Take apart a view whose message already carries it. Every control here is a dynamic
    item, answered by its custom id, so the view is never consulted again; but a view and its
    items refer to each other, and left whole it waits for a full pass of the garbage
    collector, which runs on the event loop and grows with every view left to it."""
    if view is None:
        return
    view.stop()
    view.clear_items()


@contextmanager
def sent_once(view: discord.ui.View | None) -> Iterator[discord.ui.View | None]:
    """``view`` for one message, released once the message is sent (or could not be)."""
    try:
        yield view
    finally:
        release(view)


def is_ours(custom_id: str) -> bool:
    """Whether a component's custom id is one of this bot's controls."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


def still_on_message(interaction: discord.Interaction, custom_id: str) -> bool:
    """Whether the pressed control is still on the message Discord sent with the press: where
    it is gone (an edit removed it), discord.py drops the press without a word."""
    message = interaction.message
    if message is None:
        return False
    return any(getattr(part, "custom_id", None) == custom_id for part in _parts(message.components))


def _parts(components: Sequence[Any]) -> Iterator[Any]:
    """Every component of a message, rows and what they hold (read as they are: building a
    view of them would leave a reference cycle for the garbage collector on every press)."""
    for component in components:
        yield component
        yield from _parts(getattr(component, "children", ()))
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield accessory


def take_over_view(game_id: int, seat: int, language: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(TakeOverButton(game_id, seat, language))
    return view


def idle_view(
    game_id: int, version: int, seats: Sequence[tuple[int, str]], language: str = ENGLISH
) -> discord.ui.View:
    """Skip and Remove buttons for each player the game waits for (at most 12 players)."""
    view = discord.ui.View(timeout=None)
    for seat, name in seats[: MAX_ROWS * 2]:
        for op in ("skip", "remove"):
            label = say(language, f"table-button-{op}", player=name)
            view.add_item(IdleButton(game_id, version, op, seat, label))
    return view


def lobby_view(record: GameRecord) -> discord.ui.View | None:
    """The lobby's buttons in the table's language while it is open; none once it is not."""
    if record.status != "lobby":
        return None
    language = record_language(record)
    view = discord.ui.View(timeout=None)
    for op in LOBBY_OPERATIONS:
        view.add_item(LobbyButton(record.id, op, language))
    return view


def rematch_view(game_id: int, language: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, language))
    return view


def show_cards_view(game_id: int, language: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ShowCardsButton(game_id, language))
    return view


def prompt_view(
    game_id: int,
    version: int,
    actions: Sequence[Action],
    *,
    panel: str | None = None,
    styles: Mapping[str, str] | None = None,
    language: str = ENGLISH,
) -> discord.ui.View | None:
    """The public turn prompt's controls, with the private-choices button when ``panel``."""
    return build_controls(game_id, version, actions, panel=panel, styles=styles, language=language)


def panel_view(
    game_id: int,
    version: int,
    seat: int,
    actions: Sequence[Action],
    styles: Mapping[str, str] | None = None,
    language: str = ENGLISH,
) -> discord.ui.View | None:
    """One player's private choices, each control marked with that player's seat."""
    return build_controls(game_id, version, actions, seat=seat, styles=styles, language=language)


def _style_for(action: Action, styles: Mapping[str, str] | None) -> discord.ButtonStyle:
    """The game's declared style for this action id (matched by prefix); green otherwise.
    The table's own take-back controls are grey, and Refuse red."""
    if action.id.startswith(REFUSE):
        return discord.ButtonStyle.danger
    if action.id.startswith(ASK):
        return discord.ButtonStyle.secondary
    for prefix, style in (styles or {}).items():
        if action.id.startswith(prefix):
            return getattr(discord.ButtonStyle, style)  # type: ignore[no-any-return]
    return discord.ButtonStyle.success
