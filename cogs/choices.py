"""Autocomplete choices that Discord accepts: a name and a value of at most 100 characters.

Discord refuses the whole answer when one choice is longer, and the person sees no choices at
all, so a long label is cut with "…" and a value that can't fit is left out (a cut value would
name something else).
"""

from __future__ import annotations

from collections.abc import Iterable

from discord import app_commands

CHOICE_LIMIT = 100
"""Characters of a choice's name, and of a string choice's value."""
MOST_CHOICES = 25


def fitting(label: str, value: str) -> app_commands.Choice[str] | None:
    """The choice, its label cut to fit; None when the value itself is too long."""
    if not value or len(value) > CHOICE_LIMIT:
        return None
    name = " ".join(label.split()) or value
    if len(name) > CHOICE_LIMIT:
        name = name[: CHOICE_LIMIT - 1].rstrip() + "…"
    return app_commands.Choice(name=name, value=value)


def choices(pairs: Iterable[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """The first 25 ``(label, value)`` pairs that fit."""
    found: list[app_commands.Choice[str]] = []
    for label, value in pairs:
        choice = fitting(label, value)
        if choice is not None:
            found.append(choice)
            if len(found) == MOST_CHOICES:
                break
    return found
