"""Cheat Street's rules: the engine's Game protocol over CheatStreetState, pure and seeded.

The rulebook (rules/cheat-street.md) is the authority; data/cheat-street/rules.md lists the house
rulings applied here. Two habits keep the goal cards secret:

* ``prompt``, the destinations of a move and its pause points are computed from public facts
  only, so neither the channel's controls nor where the bot waits depends on anybody's card;
* every legality check that needs a card (a reveal) happens inside ``apply`` or in the owner's own
  ``legal_actions``, and a refused action changes nothing and tells only the one who tried it.

This class declares the game and dispatches; beside it, each module takes the position and the
board: ``opening`` sets a game up, ``controls`` says what may be done, ``turns`` begins and ends
a turn and its call-out, ``moves`` runs the roll and the walk, ``plays`` scores a call-out or a
reveal, ``views`` says what each seat may see, ``refusals`` words every refusal, ``unseen``
deals a seat's unknowns anew and ``migration`` reads older saves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Action, Event, IllegalAction, Outcome, Prompt, Rng, Rules
from bot.engine.manifest import Manifest
from bot.engine.rules import NOT_HOLDING_UP, NOT_IN_GAME, NOT_SEATED
from bot.games.cheat_street import migration, moves, opening, plays, refusals, turns, unseen, views
from bot.games.cheat_street.actions import PASS_ACTION, action_ids
from bot.games.cheat_street.board import Board, read_board
from bot.games.cheat_street.boards import CheatStreetView
from bot.games.cheat_street.controls import BoardActions
from bot.games.cheat_street.moves import DIE_HIGH, DIE_LOW
from bot.games.cheat_street.plays import CALLOUT_POINTS, REVEAL_POINTS
from bot.games.cheat_street.routes import END
from bot.games.cheat_street.state import CALLOUT, MOVE, STATE_VERSION, CheatStreetState, load_state
from bot.games.cheat_street.turns import TARGET
from bot.games.cheat_street.words import said

__all__ = ["CALLOUT_POINTS", "DIE_HIGH", "DIE_LOW", "REVEAL_POINTS", "TARGET", "CheatStreet"]
"""The game, and the figures of its rulebook that readers of the rules look up here."""

DEADLINE = "call-out"
Performed = tuple[CheatStreetState, list[Event]]
"""The position an action left, and its events."""


class CheatStreet(Rules[CheatStreetState], data=read_board, version=STATE_VERSION):
    """The game object the registry holds: one board, many independent states."""

    def __init__(self, manifest: Manifest, board: Board, rules_markdown: str = "") -> None:
        super().__init__(manifest, board, rules_markdown)
        self.board = board
        self.ids = action_ids(board)
        self.controls = BoardActions(board, self.ids)

    # -- setting up ------------------------------------------------------------------------

    def setup(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any]
    ) -> CheatStreetState:
        return opening.new_game(self.board, self.player_names(players), seed, options)

    def opening_lines(self, state: CheatStreetState) -> tuple[str, ...]:
        """The opening roll's story, worded in the reader's language where it can be."""
        return opening.opening_lines(state.opening)

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: CheatStreetState, seat: int) -> list[Action]:
        if state.phase == CALLOUT:
            if seat not in state.callout.waiting:
                return []
            return list(self.controls.calling) if seat == state.callout.first else [PASS_ACTION]
        if seat != state.active:
            return []
        return self.controls.mover(state, state.hands[seat])

    def prompt(self, state: CheatStreetState) -> Prompt:
        """Public controls only: reveals show on every goal tile within reach, matching or not."""
        if self.over(state):
            return Prompt(actors=(), actions=())
        if state.phase == CALLOUT:
            return state.callout.prompt(self.controls.calling)
        return Prompt(actors=(state.active,), actions=tuple(self.controls.mover(state)))

    def deadline(self, state: CheatStreetState) -> str | None:
        return DEADLINE if state.phase == CALLOUT else None

    def refusal(self, state: CheatStreetState, seat: int, action_id: str) -> str:
        return refusals.refusal(self.controls, self.name, state, seat, action_id)

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def do_pass(self, s: CheatStreetState, seat: int) -> Performed:
        s.callout.answer(seat)
        return s, turns.passed(s, [seat])

    def do_callout(self, s: CheatStreetState, seat: int, key: str) -> Performed:
        return s, plays.call_out(self.board, s, seat, key)

    def do_roll(self, s: CheatStreetState, seat: int) -> Performed:
        return s, moves.roll(self.controls, s, seat)

    def do_step_by_step(self, s: CheatStreetState, seat: int) -> Performed:
        s.move.on = True
        return s, []

    def do_move(self, s: CheatStreetState, seat: int, space: str) -> Performed:
        moves.step(s, space)
        return s, moves.walk_on(self.controls, s)

    def do_go(
        self, s: CheatStreetState, seat: int, space: str, walk: tuple[str, ...], finish: str = END
    ) -> Performed:
        return s, moves.go(self.controls, s, seat, walk, finish)

    def do_reveal(self, s: CheatStreetState, seat: int) -> Performed:
        return s, plays.reveal(self.board, s, seat)

    def do_bus(self, s: CheatStreetState, seat: int) -> Performed:
        return s, moves.ride(self.board, s, seat)

    def do_stop(self, s: CheatStreetState, seat: int) -> Performed:
        return s, moves.stop(self.board, s)

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: CheatStreetState) -> Performed:
        """Close the call-out phase: everyone who has not called out or passed has passed."""
        s = self.timer_copy(state)
        return s, [Event(said("time-up")), *turns.passed(s, s.callout.close())]

    def skip_turn(self, state: CheatStreetState, seat: int) -> Performed:
        """The others move past an idle player: a waiting caller passes, a mover's turn ends."""
        self.still_playing(state)
        s = self.copy(state)
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if s.phase == CALLOUT and seat in s.callout.waiting:
            s.callout.answer(seat)
            late = Event(said("late-caller", player=name))
            return s, [late, *turns.passed(s, [seat])]
        if s.phase == MOVE and seat == s.active:
            late = Event(said("late-mover", player=name))
            return s, [late, *turns.end_turn(self.board, s)]
        raise IllegalAction(NOT_HOLDING_UP)

    def remove_player(self, state: CheatStreetState, seat: int) -> Performed:
        """Take a player out for good (see ``turns.leave``); with fewer than three players left,
        Cheat Street can't go on (IllegalAction says so)."""
        self.still_playing(state)
        if not state.seated(seat):
            raise IllegalAction(NOT_IN_GAME)
        if state.gone.count(False) - 1 < self.min_players:
            raise IllegalAction(said("too-few", count=self.min_players))
        s = self.copy(state)
        return s, turns.leave(self.board, s, seat)

    def determinize(self, state: CheatStreetState, seat: int, rng: Rng) -> CheatStreetState:
        """Only a seat's own goal card is known to it: the others' and the deck are dealt anew,
        keeping to what the table saw (see ``unseen``)."""
        return unseen.determinize(state, seat, rng)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: CheatStreetState, seat: int | None) -> CheatStreetView:
        """What ``seat`` (``None``: anyone) sees: the public board, and only its own goal."""
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction(NOT_SEATED)
        secret = () if seat is None else views.secret_lines(self.board, state, seat)
        return self.view_of(
            state,
            seat,
            players=views.players(state),
            phase=views.phase_text(self.board, state, self.controls.paused(state)),
            board=views.public_board(state, self.controls.badges(state)),
            private=() if seat is None else secret + views.reminders(state, seat),
            private_board=None if seat is None else views.goal_card(self.board, state, seat),
            hidden=secret,
        )

    def outcome(self, state: CheatStreetState) -> Outcome | None:
        """The winner, then the others by points."""
        if not self.over(state) or not state.winners:
            return None
        standings = sorted(enumerate(state.scores), key=lambda pair: (-pair[1], pair[0]))
        winner = state.winners[0]
        return Outcome(
            winners=tuple(state.winners),
            standings=tuple(standings),
            reason=said("reason", player=state.players[winner], score=state.scores[winner]),
        )

    # -- saved games --------------------------------------------------------------------------

    def load(self, data: Mapping[str, Any]) -> CheatStreetState:
        """A saved state checked by its declaration and against this board; GameDataError names
        the field that does not fit."""
        return load_state(data, self.board)

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        """A state saved by an older version of these rules, in today's shape."""
        return migration.migrate_state(data, version)
