"""Turn-prompt controls: Discord's limits respected, custom ids that parse back after a restart."""

from __future__ import annotations

import gc
import re

import discord
import pytest

from bot.engine import Action
from cogs.components import (
    ActionButton,
    ActionMenu,
    IdleButton,
    LobbyButton,
    PagerMenu,
    PanelButton,
    build_controls,
    panel_view,
    prompt_view,
    release,
)
from cogs.layout import TooManyControls, plan_controls


def _template(item_class: type) -> re.Pattern[str]:
    return item_class.__discord_ui_compiled_template__  # type: ignore[no-any-return]


def test_grouped_actions_become_one_menu_and_the_rest_buttons() -> None:
    guesses = [Action(f"callout:g{n}", f"Call out: G{n}", "Call out") for n in range(12)]
    view = prompt_view(7, 3, [*guesses, Action("pass", "Pass")], styles={"pass": "secondary"})
    assert view is not None
    menus = [c for c in view.children if isinstance(c, ActionMenu)]
    buttons = [c for c in view.children if isinstance(c, ActionButton)]
    assert len(menus) == 1 and len(menus[0].item.options) == 12
    assert menus[0].item.placeholder == "Call out"
    assert [b.item.label for b in buttons] == ["Pass"]
    assert buttons[0].item.style == discord.ButtonStyle.secondary


def _rows(view: discord.ui.View) -> dict[int, int]:
    rows: dict[int, int] = {}
    for child in view.children:
        width = 5 if isinstance(child, ActionMenu | PagerMenu) else 1
        rows[child.item.row] = rows.get(child.item.row, 0) + width
    return rows


def test_a_group_of_more_than_25_becomes_several_menus_none_cut() -> None:
    picks = [Action(f"pick:{n}", f"Pick {n}", "Pick one") for n in range(1, 31)]
    view = prompt_view(1, 1, [*picks, Action("pass", "Pass")])
    assert view is not None
    menus = [c for c in view.children if isinstance(c, ActionMenu)]
    offered = [o.value for menu in menus for o in menu.item.options]
    assert offered == [a.id for a in picks]
    assert [m.item.placeholder for m in menus] == ["Pick one (1-25)", "Pick one (26-30)"]
    assert all(len(m.item.options) <= 25 for m in menus)
    assert len(_rows(view)) <= 5 and all(width <= 5 for width in _rows(view).values())


def test_groups_that_need_more_rows_than_are_left_become_a_two_step_choice() -> None:
    rooms = [Action(f"card:{n}", f"Card {n}", "Cards") for n in range(100)]
    buttons = [Action(f"b:{n}", f"B{n}") for n in range(6)]
    plan = plan_controls([*rooms, *buttons])
    assert plan.rows <= 5 and len(plan.pagers) == 1 and plan.pagers[0].menus == (0, 1, 2, 3)
    assert [a.id for m in plan.menus for a in m.actions] == [a.id for a in rooms]
    view = prompt_view(1, 1, [*rooms, *buttons])
    assert view is not None
    pager = next(c for c in view.children if isinstance(c, PagerMenu))
    assert [o.label for o in pager.item.options] == [
        "Cards (1-25)",
        "Cards (26-50)",
        "Cards (51-75)",
        "Cards (76-100)",
    ]


def test_a_prompt_that_cannot_fit_five_rows_fails_instead_of_being_cut() -> None:
    many = [Action(f"move:s{n}", f"Step {n}") for n in range(26)]
    with pytest.raises(TooManyControls):
        plan_controls(many)


def test_the_panel_button_takes_a_button_slot_and_private_controls_carry_the_seat() -> None:
    view = prompt_view(4, 2, [Action("roll", "Roll")], panel="My cards")
    assert view is not None
    panel = next(c for c in view.children if isinstance(c, PanelButton))
    assert panel.item.custom_id == "gn:4:2:panel" and panel.item.label == "My cards"
    private = panel_view(4, 2, 1, [Action("play:3", "Play a 3"), Action("x", "X", "Group")])
    assert private is not None
    ids = sorted(c.item.custom_id for c in private.children)
    assert ids == ["gn:4:2:s1:a:play:3", "gn:4:2:s1:m:0"]
    match = _template(ActionButton).fullmatch("gn:4:2:s1:a:play:3")
    assert match and match["seat"] == "1" and match["action"] == "play:3"
    old_form = _template(ActionButton).fullmatch("gn:4:2:a:roll")
    assert old_form and old_form["seat"] is None


def test_declared_button_styles_match_action_id_prefixes() -> None:
    styles = {"roll": "primary", "pass": "secondary"}
    view = prompt_view(
        1, 1, [Action("roll:2", "Roll"), Action("pass", "Pass"), Action("go", "Go")], styles=styles
    )
    assert view is not None
    assert [c.item.style for c in view.children] == [
        discord.ButtonStyle.primary,
        discord.ButtonStyle.secondary,
        discord.ButtonStyle.success,
    ]


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


def test_a_released_view_leaves_no_garbage_for_the_collector() -> None:
    """A view and its items refer to each other: released, they are freed by reference counts."""
    actions = [Action(f"a{n}", f"Do {n}") for n in range(12)]
    gc.collect()
    gc.disable()
    try:
        kept = build_controls(1, 2, actions)
        del kept
        assert gc.collect() > 0, "an unreleased view waits for the collector"
        released = build_controls(1, 2, actions)
        release(released)
        del released
        assert gc.collect() == 0
    finally:
        gc.enable()
