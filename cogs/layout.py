"""Laying actions out within Discord's limits: pure, so rules tests and the widgets share it.

Rules code never chooses between buttons and menus: it groups actions, and this module lays them
out (5 rows, 5 buttons a row, 25 options a menu). A group too long for the rows left becomes a
two-step choice; nothing is ever cut, and what can't fit raises ``TooManyControls``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import Action
from bot.sentences import Sentence

MAX_ROWS = 5
BUTTONS_PER_ROW = 5
MENU_OPTIONS = 25


class TooManyControls(ValueError):
    """The actions can't be laid out within Discord's five rows, even with two-step menus."""


@dataclass(frozen=True)
class MenuPlan:
    """One select menu: at most 25 options of one group."""

    index: int
    placeholder: str
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class PagerPlan:
    """A first step for a group too long for the rows left: pick which of its menus to open."""

    index: int
    placeholder: str
    menus: tuple[int, ...]


@dataclass(frozen=True)
class ControlPlan:
    menus: tuple[MenuPlan, ...]
    shown: tuple[int, ...]
    pagers: tuple[PagerPlan, ...]
    buttons: tuple[Action, ...]

    @property
    def rows(self) -> int:
        return len(self.shown) + len(self.pagers) + math.ceil(len(self.buttons) / BUTTONS_PER_ROW)


def plan_controls(actions: Sequence[Action], *, extra_buttons: int = 0) -> ControlPlan:
    """Buttons for single actions, menus of 25 for each group; a group that needs more menus
    than the rows left becomes a two-step choice. Nothing is ever cut: when even that does not
    fit, ``TooManyControls`` says so (a prompt's test catches it before production does)."""
    groups: dict[str, list[Action]] = {}
    singles: list[Action] = []
    for action in actions:
        if action.group:
            groups.setdefault(action.group, []).append(action)
        else:
            singles.append(action)
    menus: list[MenuPlan] = []
    chunks_of: list[tuple[str, list[int]]] = []
    for placeholder, members in groups.items():
        indices = []
        for start in range(0, len(members), MENU_OPTIONS):
            chunk = tuple(members[start : start + MENU_OPTIONS])
            label = placeholder
            if len(members) > MENU_OPTIONS:
                label = Sentence(
                    "table-menu-range",
                    group=placeholder,
                    first=str(start + 1),
                    last=str(start + len(chunk)),
                )
            indices.append(len(menus))
            menus.append(MenuPlan(len(menus), label, chunk))
        chunks_of.append((placeholder, indices))
    button_rows = math.ceil((len(singles) + extra_buttons) / BUTTONS_PER_ROW)
    free = MAX_ROWS - button_rows
    needed = sum(len(indices) for _, indices in chunks_of)
    paged: set[int] = set()
    for group in sorted(range(len(chunks_of)), key=lambda g: -len(chunks_of[g][1])):
        if needed <= free:
            break
        if len(chunks_of[group][1]) > 1:
            paged.add(group)
            needed -= len(chunks_of[group][1]) - 1
    if needed > free or any(len(chunks_of[g][1]) > MENU_OPTIONS for g in paged):
        raise TooManyControls(
            f"{len(actions)} actions need {needed + button_rows} rows; Discord allows {MAX_ROWS}"
        )
    shown = tuple(i for g, (_, idx) in enumerate(chunks_of) if g not in paged for i in idx)
    pagers = tuple(PagerPlan(g, chunks_of[g][0], tuple(chunks_of[g][1])) for g in sorted(paged))
    return ControlPlan(tuple(menus), shown, pagers, tuple(singles))
