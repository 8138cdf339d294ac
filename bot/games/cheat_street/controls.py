"""The controls a Cheat Street position offers, and the public facts they rest on.

Everything here is worked out from the board, the roll and the path (never a goal card), so the
channel's controls and the places the bot waits are the same whatever anyone holds: the
destinations of a move in one choice, the steps of a move step by step, the goal tiles and bus
stops it waits on. Only the mover's own panel drops the reveals their card does not allow.
Each place a move may reach next carries a badge (see ``badges``): the board draws it there and
the option's label begins with it.
"""

from __future__ import annotations

from bot.engine import Action, ActionIds, MalformedAction
from bot.engine.graph import without_u_turns
from bot.games.cheat_street import routes
from bot.games.cheat_street.actions import (
    CALL_OUT,
    GO,
    PASS_ACTION,
    REVEAL,
    RIDE,
    ROLL_ACTION,
    STEP,
    STEP_BY_STEP_ACTION,
    STOP,
)
from bot.games.cheat_street.badges import badged, numbered
from bot.games.cheat_street.board import BUS, GOAL, STREET, Board
from bot.games.cheat_street.routes import Destination
from bot.games.cheat_street.state import MOVE, CheatStreetState
from bot.games.cheat_street.words import AT, TO, goal_name, heading, said, space_name

CALLOUT_GROUP = said("group-call-out")
MOVE_GROUP = said("group-move")
DESTINATION_GROUP = said("group-where")
MAX_MOVE_BUTTONS = 5
"""Above this many step choices the moves go into one select menu instead of buttons."""

Offer = tuple[Destination, Action]
"""A destination and the control that chooses it."""


class BoardActions:
    """The controls of one board; the destinations from a space are labelled once."""

    def __init__(self, board: Board, ids: ActionIds) -> None:
        self.board = board
        self.ids = ids
        self._next_spaces = without_u_turns(board.neighbours)
        callouts = (
            Action(
                ids[CALL_OUT].format(goal.key),
                said("call-out", goal=goal_name(goal.key)),
                CALLOUT_GROUP,
            )
            for goal in board.goals
        )
        self.calling = (*callouts, PASS_ACTION)
        """The call-out phase's controls: a call-out naming each goal card, then pass."""
        self._offers: dict[tuple[str, int], tuple[Offer, ...]] = {}
        self._controls: dict[tuple[str, ...], Action] = {}
        """The mover's controls at a place, kept: the same few hundred are offered over and
        over, and each label is a sentence made of several."""

    def paused(self, s: CheatStreetState) -> bool:
        """Waiting on a goal tile or bus stop reached by a step this turn."""
        if s.phase != MOVE or s.roll is None or not s.move.moved:
            return False
        return self.board.space(s.positions[s.active]).kind in (GOAL, BUS)

    def steps(self, s: CheatStreetState) -> list[str]:
        """The spaces the mover may step onto next: any neighbour but the one just left."""
        return list(self._next_spaces(tuple(s.move.path)))

    def offered(self, s: CheatStreetState) -> tuple[Offer, ...]:
        """The destinations open now, each with its control: none unless the mover chooses."""
        if not s.choosing:
            return ()
        key = (s.positions[s.active], s.move.left)
        if key not in self._offers:
            here, left = key
            found = routes.destinations(self.board, here, left)
            badges = numbered(d.space for d in found)
            self._offers[key] = tuple(
                (d, self._destination_action(here, d, badges[d.space])) for d in found
            )
        return self._offers[key]

    def badges(self, s: CheatStreetState) -> dict[str, str]:
        """The badge of each place the mover may reach next: the destinations of a move in
        one choice, else the next steps of a move step by step; none otherwise."""
        if s.choosing:
            return numbered(d.space for d, _ in self.offered(s))
        if s.phase == MOVE and s.roll is not None and s.move.left:
            return numbered(self.steps(s))
        return {}

    def destination(self, action_id: str) -> Destination | None:
        """The destination a ``go`` id names; None for any other id."""
        try:
            parsed = self.ids.parse(action_id)
        except MalformedAction:
            return None
        return Destination.named(*parsed.values) if parsed.kind == GO else None

    def destination_id(self, destination: Destination) -> str:
        return self.ids[GO].format(*destination.fields)

    def mover(self, s: CheatStreetState, card: str | None = None) -> list[Action]:
        """The active player's controls: the same whatever their card is, unless ``card`` is
        given (their own panel), which keeps only the reveals it allows."""
        if s.roll is None:
            return [ROLL_ACTION]
        if s.choosing:
            open_ = (
                action for d, action in self.offered(s) if card is None or self._allows(card, d)
            )
            return [STEP_BY_STEP_ACTION, *open_]
        here = self.board.space(s.positions[s.active])
        paused = self.paused(s)
        actions: list[Action] = []
        if paused and here.kind == GOAL and here.goal is not None and card in (None, here.goal):
            actions.append(self._kept(REVEAL, here.id))
        if paused and here.kind == BUS:
            actions.append(self._kept(RIDE, here.id))
        if s.move.left:
            options = self.steps(s)
            badges = numbered(options)
            group = MOVE_GROUP if len(options) > MAX_MOVE_BUTTONS else None
            moving = "" if group is None else "menu"
            actions.extend(
                self._kept(STEP, here.id, space, badges[space], moving) for space in options
            )
        elif paused:
            actions.append(self._kept(STOP, here.id))
        return actions

    def _kept(self, kind: str, here: str, *more: str) -> Action:
        """The control of ``kind`` at ``here`` (a step: to a space, with its badge, in the
        Move menu or not), made once."""
        key = (kind, here, *more)
        action = self._controls.get(key)
        if action is None:
            action = self._controls[key] = self._control(kind, here, *more)
        return action

    def _control(self, kind: str, here: str, *more: str) -> Action:
        if kind == STEP:
            space, badge, moving = more
            return self._step_action(here, space, badge, MOVE_GROUP if moving else None)
        if kind == RIDE:
            return Action(RIDE, said("ride", line=self.board.space(here).line or ""))
        label = "reveal-at" if kind == REVEAL else "stop-at"
        return Action(kind, said(label, place=space_name(self.board, here, AT)))

    def _allows(self, card: str, destination: Destination) -> bool:
        """Only a reveal needs the card: the mover's card must name the tile revealed on."""
        return destination.finish != REVEAL or self.board.space(destination.space).goal == card

    def _step_action(self, here: str, space: str, badge: str, group: str | None) -> Action:
        way = heading(self.board, here, space)
        if self.board.space(space).kind != STREET:
            label = said("step-to", heading=way, place=space_name(self.board, space, TO))
        else:
            label = said("step", heading=way)
        return Action(self.ids[STEP].format(space), badged(badge, label), group)

    def _destination_action(self, here: str, destination: Destination, badge: str) -> Action:
        label = badged(badge, routes.label(self.board, here, destination))
        return Action(self.destination_id(destination), label, DESTINATION_GROUP)
