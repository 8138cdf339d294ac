"""The ids of Sweet Valley High's actions: what buttons, menus and /play carry.

An id is ``kind`` or ``kind:value`` (``go:x4y4``, ``trade:2``); a value names something of this
school (a space, a classroom, a character, an item) or a seat, so the codec is made from the
school. Actions of one kind share a group, so the platform makes one menu of them.
"""

from __future__ import annotations

from bot.engine import ActionIds, ActionKind
from bot.engine.ids import number, one_of
from bot.games.sweet_valley_high.said import Said
from bot.games.sweet_valley_high.school import School

PANEL = Said("sweet-valley-high-panel")
FIRST_PANEL = Said("sweet-valley-high-panel-first")
"""The panel button says what it is for until the first turn is over."""
PEEK_PANEL = Said("sweet-valley-high-panel-peek")
"""Shown only while one player peeks, so it always says what it is for."""
PUT_BACK_LABEL = Said("sweet-valley-high-label-put-back")
SECRET = ("Your boyfriend card:", "You peeked in")
"""How the private lines only their seat knows begin (the others repeat public facts)."""

GROUPS = {
    kind: Said(f"sweet-valley-high-group-{kind}")
    for kind in (
        "char",
        "go",
        "step",
        "look",
        "trade",
        "change",
        "moveto",
        "peek",
        "item",
        "into",
        "vote",
    )
}


def action_ids(school: School, seats: int) -> ActionIds:
    """Every kind of action, its value read against ``school`` and a table of ``seats``."""
    space = one_of("space", school.spaces)
    room = one_of("room", school.rooms)
    seat = number("seat", 0, seats - 1)
    return ActionIds(
        "Sweet Valley High",
        [
            ActionKind("char", (one_of("character", (c.key for c in school.characters)),)),
            ActionKind("roll"),
            ActionKind("step-by-step"),
            ActionKind("go", (space,)),
            ActionKind("step", (space,)),
            ActionKind("look", (room,)),
            ActionKind("exchange"),
            ActionKind("keep"),
            ActionKind("trade", (seat,)),
            ActionKind("change", (seat,)),
            ActionKind("moveto", (space,)),
            ActionKind("peek", (room,)),
            ActionKind("take"),
            ActionKind("put-back"),
            ActionKind("item", (one_of("item", school.owners),)),
            ActionKind("into", (room,)),
            ActionKind("vote", (room,)),
        ],
    )
