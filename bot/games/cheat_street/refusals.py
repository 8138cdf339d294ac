"""Why an action is refused, in one sentence for the one who tried it (nobody else hears).

The rules call ``refusal`` only after the action proved well formed and not legal, so these
words never decide anything; they explain, and may use the seat's own card (the sentence goes
to that seat only).
"""

from __future__ import annotations

from typing import Any

from bot.engine.errors import quoted
from bot.games.cheat_street import actions
from bot.games.cheat_street.board import GOAL
from bot.games.cheat_street.controls import BoardActions
from bot.games.cheat_street.routes import END, Destination, place
from bot.games.cheat_street.state import CALLOUT, CheatStreetState
from bot.games.cheat_street.words import goal_name, said, space_name


def refusal(
    controls: BoardActions, game_name: str, s: CheatStreetState, seat: int, action_id: str
) -> str:
    """Why ``action_id`` is not legal for ``seat`` now, in one sentence for that seat only:
    ``controls`` hold the board and the ids the position offers its controls from."""
    parsed = controls.ids.parse(action_id)
    kind = parsed.kind
    if kind == actions.GO and Destination.named(*parsed.values) is None:
        return said("refusal-unknown", action=quoted(action_id))
    calling = kind in (actions.PASS, actions.CALL_OUT)
    if s.phase == CALLOUT:
        if calling:
            return _not_your_call(s, seat)
        if seat == s.active:
            return said("refusal-wait")
        return _not_your_turn(s, seat, kind)
    if calling:
        return said("refusal-callout-over")
    if seat != s.active:
        return _not_your_turn(s, seat, kind)
    return _not_now(controls, s, kind, parsed.values)


def _not_now(
    controls: BoardActions, s: CheatStreetState, kind: str, values: tuple[Any, ...]
) -> str:
    """Why the mover may not do ``kind`` at this point of their turn."""
    if kind == actions.ROLL:
        return said("refusal-rolled")
    if s.roll is None:
        return said("refusal-roll-first")
    if kind == actions.GO:
        destination = Destination.named(*values)
        assert destination is not None
        return _not_open(controls, s, destination)
    if kind == actions.STEP_BY_STEP:
        return said("refusal-stepping")
    if s.choosing:
        return said("refusal-choose")
    here = controls.board.space(s.positions[s.active])
    if kind == actions.STEP:
        (target,) = values
        if not s.move.left:
            return said("refusal-no-steps")
        if target not in controls.board.neighbours[here.id]:
            return said("refusal-not-next", place=space_name(controls.board, target))
        return said("refusal-u-turn")
    if kind == actions.REVEAL:
        if not controls.paused(s) or here.kind != GOAL or here.goal is None:
            return said("refusal-not-on-goal")
        return said("refusal-not-your-card", goal=goal_name(here.goal))
    if kind == actions.RIDE:
        return said("refusal-not-on-bus")
    return said("refusal-steps-left", count=s.move.left)


def _not_your_call(s: CheatStreetState, seat: int) -> str:
    """A call-out or a pass the call-out phase does not take from ``seat``."""
    if seat == s.active:
        return said("refusal-self")
    if s.punished[seat]:
        return said("refusal-punished")
    if seat in s.callout.answered:
        return said("refusal-passed")
    caller = s.caller
    assert caller is not None
    return said("refusal-caller-first", caller=s.players[caller])


def _not_your_turn(s: CheatStreetState, seat: int, kind: str) -> str:
    active = s.players[s.active]
    if kind in actions.MOVING and seat == s.last_mover:
        return said("refusal-move-over", player=active)
    return said("refusal-not-your-turn", player=active)


def _not_open(controls: BoardActions, s: CheatStreetState, destination: Destination) -> str:
    """A destination that is not open now: stepping already began, another roll, a card."""
    if not s.choosing:
        return said("refusal-take-step")
    left = s.move.left
    walked = len(destination.walk)
    if walked > left or (destination.finish == END and walked != left):
        return said("refusal-other-roll", roll=s.roll or 0)
    if any(offered == destination for offered, _ in controls.offered(s)):
        goal = controls.board.space(destination.space).goal
        assert goal is not None
        return said("refusal-not-your-card", goal=goal_name(goal))
    where = place(controls.board, destination.space)
    return said("refusal-unreachable", place=where, count=left)
