"""Why an action is refused, in one sentence for the one who tried it (nobody else hears).

The rules call ``refusal`` only after the action proved well formed and not legal, so these
words never decide anything; they explain, and may use the seat's own card (the sentence goes
to that seat only).
"""

from __future__ import annotations

from typing import Any

from bot.engine import unknown_action
from bot.games.cheat_street import actions
from bot.games.cheat_street.board import GOAL
from bot.games.cheat_street.controls import BoardActions
from bot.games.cheat_street.routes import END, Destination, place
from bot.games.cheat_street.state import CALLOUT, CheatStreetState
from bot.games.cheat_street.words import space_name, steps


def refusal(
    controls: BoardActions, game_name: str, s: CheatStreetState, seat: int, action_id: str
) -> str:
    """Why ``action_id`` is not legal for ``seat`` now, in one sentence for that seat only:
    ``controls`` hold the board and the ids the position offers its controls from."""
    parsed = controls.ids.parse(action_id)
    kind = parsed.kind
    if kind == actions.GO and Destination.named(*parsed.values) is None:
        return unknown_action(game_name, action_id)
    calling = kind in (actions.PASS, actions.CALL_OUT)
    if s.phase == CALLOUT:
        if calling:
            return _not_your_call(s, seat)
        if seat == s.active:
            return "Wait: the others may still call you out before you move."
        return _not_your_turn(s, seat, kind)
    if calling:
        return "The call-out phase of this turn is over."
    if seat != s.active:
        return _not_your_turn(s, seat, kind)
    return _not_now(controls, s, kind, parsed.values)


def _not_now(
    controls: BoardActions, s: CheatStreetState, kind: str, values: tuple[Any, ...]
) -> str:
    """Why the mover may not do ``kind`` at this point of their turn."""
    if kind == actions.ROLL:
        return "You already rolled this turn."
    if s.roll is None:
        return "Roll the die first."
    if kind == actions.GO:
        destination = Destination.named(*values)
        assert destination is not None
        return _not_open(controls, s, destination)
    if kind == actions.STEP_BY_STEP:
        return "You are already moving step by step."
    if s.choosing:
        return "Choose where to go, or choose Step by step first."
    here = controls.board.space(s.positions[s.active])
    if kind == actions.STEP:
        (target,) = values
        if not s.move.left:
            return "You have no steps left."
        if target not in controls.board.neighbours[here.id]:
            return f"{space_name(controls.board, target)} is not next to you."
        return "You may not turn straight back to the space you just left."
    if kind == actions.REVEAL:
        if not controls.paused(s) or here.kind != GOAL or here.goal is None:
            return "You are not on a goal tile you reached this move."
        return f"Your goal card is not the {controls.board.goal(here.goal).name}."
    if kind == actions.RIDE:
        return "You are not on a bus stop you reached this move."
    return f"You still have {steps(s.move.left)} to move."


def _not_your_call(s: CheatStreetState, seat: int) -> str:
    """A call-out or a pass the call-out phase does not take from ``seat``."""
    if seat == s.active:
        return "You can't call yourself out; wait while the others decide."
    if s.punished[seat]:
        return "You hold a punishment marker, so you may not call out this turn."
    if seat in s.callout.answered:
        return "You already passed this turn."
    caller = s.caller
    assert caller is not None
    return f"{s.players[caller]} may call out first; you may pass meanwhile."


def _not_your_turn(s: CheatStreetState, seat: int, kind: str) -> str:
    active = s.players[s.active]
    if kind in actions.MOVING and seat == s.last_mover:
        return f"Your move is already over; it's {active}'s turn now."
    return f"It's {active}'s turn."


def _not_open(controls: BoardActions, s: CheatStreetState, destination: Destination) -> str:
    """A destination that is not open now: stepping already began, another roll, a card."""
    if not s.choosing:
        return "You are moving step by step this turn; take your next step."
    left = s.move.left
    walked = len(destination.walk)
    if walked > left or (destination.finish == END and walked != left):
        return f"That destination was for another roll: you rolled {s.roll}, choose again."
    if any(offered == destination for offered, _ in controls.offered(s)):
        goal = controls.board.space(destination.space).goal
        assert goal is not None
        return f"Your goal card is not the {controls.board.goal(goal).name}."
    where = place(controls.board, destination.space)
    return f"You can't reach {where} that way from here in {steps(left)}."
