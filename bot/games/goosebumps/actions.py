"""Every Goosebumps action id, declared once: its kind, then its fields, joined by ``:``.

The ids are saved in every game's event log and replayed from it, so their shapes never change:
``slide:wolf:0``, ``go:1:d10``, ``step:1:d10``, ``skull:0``, ``go-on:2``,
``play:<pawn>:<card>[:<target>]``, and the bare ``roll``, ``step-by-step``, ``stay``, ``done``.
An id of none of these shapes is malformed; one whose pawn, tomb, space or card names nothing on
this table has the shape, and the rules say in their own words why it is refused.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.engine import ActionIds, ActionKind
from bot.engine.ids import number, word

_PAWN = number("pawn")

ROLL_DICE = ActionKind("roll")
"""Never open: the dice roll by themselves as a turn begins, and asking is told so."""
SLIDE = ActionKind("slide", (word("tomb"), number("to")))
GO = ActionKind("go", (_PAWN, word("space")))
STEP_BY_STEP = ActionKind("step-by-step")
STEP = ActionKind("step", (_PAWN, word("space")))
STAY = ActionKind("stay")
SKULL = ActionKind("skull", (_PAWN,))
GO_ON = ActionKind("go-on", (number("seat"),))
PLAY = ActionKind("play", (_PAWN, word("card"), word("target")), optional=1)
"""A saved card played, or a drawn one given its target; a card that takes none has no target."""
DONE = ActionKind("done")

IDS = ActionIds(
    "Goosebumps", (ROLL_DICE, SLIDE, GO, STEP_BY_STEP, STEP, STAY, SKULL, GO_ON, PLAY, DONE)
)


@cache
def action_id(kind: ActionKind, *values: Any) -> str:
    """``kind``'s id for ``values``, formatted once: every position lists its legal actions,
    and their ids come from a few pawns, spaces and cards."""
    return kind.format(*values)
