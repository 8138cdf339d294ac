"""Cheat Street's action ids, declared once as the codec that formats and reads them.

The ids are the ones saved event logs replay: ``roll``, ``pass``, ``callout:<goal>``,
``step-by-step``, ``move:<space>``, ``go:<space>:<walk>[:reveal|:bus]``, ``reveal``, ``bus`` and
``stop``. The codec is made from the checked board, so an id naming a goal card or a space the
board does not have is malformed, like any other id of no kind's shape.
"""

from __future__ import annotations

from bot.engine import Action, ActionIds, ActionKind
from bot.engine.ids import Part, one_of
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.words import said

ROLL = "roll"
PASS = "pass"
CALL_OUT = "callout"
STEP_BY_STEP = "step-by-step"
STEP = "move"
GO = "go"
REVEAL = "reveal"
RIDE = "bus"
STOP = "stop"
MOVING = frozenset((STEP_BY_STEP, STEP, GO, REVEAL, RIDE, STOP))
"""The kinds that move the pawn (a roll does not yet)."""

WALK_SEPARATOR = "."
"""Between the spaces of a walk in a ``go`` id; board.json's ids have no dots."""

ROLL_ACTION = Action(ROLL, said("roll"))
PASS_ACTION = Action(PASS, said("pass"))
STEP_BY_STEP_ACTION = Action(STEP_BY_STEP, said("step-by-step"))


def action_ids(board: Board) -> ActionIds:
    """Every kind of Cheat Street action, its fields read against ``board``."""
    space = one_of("space", board.spaces)
    return ActionIds(
        "Cheat Street",
        (
            ActionKind(ROLL),
            ActionKind(PASS),
            ActionKind(CALL_OUT, (one_of("goal", board.goal_keys()),)),
            ActionKind(STEP_BY_STEP),
            ActionKind(STEP, (space,)),
            ActionKind(GO, (space, _walk(board), one_of("finish", (REVEAL, RIDE))), optional=1),
            ActionKind(REVEAL),
            ActionKind(RIDE),
            ActionKind(STOP),
        ),
    )


def _walk(board: Board) -> Part:
    """The spaces a walk steps onto, in order: ``s1.s11.s10``."""

    def read(text: str) -> tuple[str, ...]:
        walk = tuple(text.split(WALK_SEPARATOR))
        if not all(space in board.spaces for space in walk):
            raise ValueError("not a walk on this board")
        return walk

    return Part("walk", read, WALK_SEPARATOR.join)
