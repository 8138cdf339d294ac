"""Turn-prompt controls: Discord's limits respected, custom ids that parse back after a restart."""

from __future__ import annotations

import re

import discord

from bot.engine import Action
from cogs.components import ActionButton, ActionMenu, IdleButton, LobbyButton, prompt_view


def _template(item_class: type) -> re.Pattern[str]:
    return item_class.__discord_ui_compiled_template__  # type: ignore[no-any-return]


def test_grouped_actions_become_one_menu_and_the_rest_buttons() -> None:
    guesses = [Action(f"callout:g{n}", f"Call out: G{n}", "Call out") for n in range(12)]
    view = prompt_view(7, 3, [*guesses, Action("pass", "Pass")])
    assert view is not None
    menus = [c for c in view.children if isinstance(c, ActionMenu)]
    buttons = [c for c in view.children if isinstance(c, ActionButton)]
    assert len(menus) == 1 and len(menus[0].item.options) == 12
    assert menus[0].item.placeholder == "Call out"
    assert [b.item.label for b in buttons] == ["Pass"]
    assert buttons[0].item.style == discord.ButtonStyle.secondary


def test_no_more_controls_than_discord_allows() -> None:
    many = [Action(f"move:s{n}", f"Step {n}") for n in range(40)]
    menu = [Action(f"pick:{n}", f"Pick {n}", "Pick one") for n in range(30)]
    view = prompt_view(1, 1, [*many, *menu])
    assert view is not None
    rows: dict[int, int] = {}
    for child in view.children:
        rows[child.item.row] = rows.get(child.item.row, 0) + (
            5 if isinstance(child, ActionMenu) else 1
        )
    assert len(rows) <= 5 and all(width <= 5 for width in rows.values())
    assert all(len(c.item.options) <= 25 for c in view.children if isinstance(c, ActionMenu))


def test_nothing_to_do_means_no_controls() -> None:
    assert prompt_view(1, 1, []) is None


def test_custom_ids_fit_and_parse_back() -> None:
    long_action = Action("callout:" + "x" * 60, "Long")
    button = ActionButton(123456789, 98765, long_action, style=discord.ButtonStyle.success)
    custom_id = button.item.custom_id
    assert custom_id is not None and len(custom_id) <= 100
    match = _template(ActionButton).fullmatch(custom_id)
    assert match and match["action"] == long_action.id and match["version"] == "98765"
    assert _template(ActionMenu).fullmatch("gn:1:2:m:0")
    assert _template(LobbyButton).fullmatch("gn:5:lobby:start")
    idle = _template(IdleButton).fullmatch("gn:5:9:idle:remove:2")
    assert idle and idle["op"] == "remove" and idle["seat"] == "2"
    assert not _template(ActionButton).fullmatch("gn:5:lobby:start")
