"""Cheat Street's rules: the engine's Game protocol over CheatStreetState, pure and seeded.

The rulebook (rules/cheat-street.md) is the authority; data/cheat-street/rules.md lists the house
rulings this module applies. Two habits keep the goal cards secret:

* ``prompt``, the destinations of a move and its pause points are computed from public facts
  only, so neither the channel's controls nor where the bot waits depends on anybody's card;
* every legality check that needs a card (a reveal) happens inside ``apply`` or in the owner's own
  ``legal_actions``, and a refused action changes nothing and tells only the one who tried it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import (
    OVER,
    Action,
    Event,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Prompt,
    ReactionWindow,
    Rng,
    Rules,
    Stepping,
    dump_core,
    first_by_roll,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED
from bot.games.cheat_street import migration, refusals, routes, unseen, views
from bot.games.cheat_street.actions import PASS_ACTION, REVEAL, RIDE, action_ids
from bot.games.cheat_street.board import STREET, Board, read_board
from bot.games.cheat_street.boards import CheatStreetView
from bot.games.cheat_street.controls import BoardActions
from bot.games.cheat_street.routes import END
from bot.games.cheat_street.state import CALLOUT, MOVE, STATE_VERSION, CheatStreetState, load_state
from bot.games.cheat_street.words import join_names, space_name, steps

TARGET = 21
CALLOUT_POINTS = 5
REVEAL_POINTS = 4
DIE_LOW, DIE_HIGH = 3, 5
"""The "high roller" die of the rulebook: only 3, 4 or 5."""
DEADLINE = "call-out"

Played = tuple[CheatStreetState, list[Event]]
"""A position after an input, and what the table is told of it."""


class CheatStreet(Rules[CheatStreetState], data=read_board, version=STATE_VERSION):
    """The game object the registry holds: one board, many independent states."""

    def __init__(self, manifest: Manifest, board: Board, rules_markdown: str = "") -> None:
        super().__init__(manifest, rules_markdown)
        self.board = board
        self.ids = action_ids(board)
        self.controls = BoardActions(board, self.ids)

    # -- setting up ------------------------------------------------------------------------

    def setup(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any]
    ) -> CheatStreetState:
        """Deal, roll for the first player, and open the first turn.

        ``options`` is accepted for the protocol; Cheat Street has none yet.
        """
        names = self.player_names(players)
        seats = len(names)
        rng = Rng.from_seed(seed)
        deck = list(self.board.goal_keys())
        rng.shuffle(deck)
        hands = [deck.pop(0) for _ in names]
        opening, first = opening_roll(names, rng)
        state = CheatStreetState(
            players=names,
            rng=rng,
            phase=MOVE,
            active=first,
            gone=[False] * seats,
            opening=opening,
            positions=[self.board.start] * seats,
            scores=[0] * seats,
            punished=[False] * seats,
            hands=hands,
            deck=deck,
            reveals=[0] * seats,
            callouts=[0] * seats,
            ruled_out=[[] for _ in names],
        )
        self._begin_turn(state)
        return state

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

    # -- doing it --------------------------------------------------------------------------

    def do_pass(self, s: CheatStreetState, seat: int) -> Played:
        s.callout.answer(seat)
        return s, self._passed(s, [seat])

    def do_callout(self, s: CheatStreetState, seat: int, key: str) -> Played:
        target = s.active
        caller, called = s.players[seat], s.players[target]
        guess = self.board.goal(key).name
        s.phase = MOVE
        if s.hands[target] != key:
            s.punished[seat] = True
            if key not in s.ruled_out[target]:
                s.ruled_out[target].append(key)
            wrong = f"{caller} called {called} out with {guess} and was wrong"
            return s, [Event(f"{wrong}: {caller} took a punishment marker")]
        s.scores[seat] += CALLOUT_POINTS
        _count(s.callouts, seat)
        right = f"{caller} called {called} out with {guess} and was right"
        events = [Event(f"{right}: +{CALLOUT_POINTS} → {s.scores[seat]}")]
        if won := self._won(s, seat):
            return s, events + won
        events.append(self._redraw(s, target))
        s.positions[target] = self.board.start
        s.trail.append(self.board.start)
        events.append(Event(f"{called} went back to Start"))
        return s, events

    def do_roll(self, s: CheatStreetState, seat: int) -> Played:
        s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
        s.move.begin(s.positions[seat], s.roll)
        return s, [Event(f"{s.players[seat]} rolled {s.roll}"), *self._walk(s)]

    def do_step_by_step(self, s: CheatStreetState, seat: int) -> Played:
        s.move.on = True
        return s, []

    def do_move(self, s: CheatStreetState, seat: int, space: str) -> Played:
        self._step(s, space)
        return s, self._walk(s)

    def do_go(
        self, s: CheatStreetState, seat: int, space: str, walk: tuple[str, ...], finish: str = END
    ) -> Played:
        """A whole move in one choice: exactly the steps (and the finish) of step-by-step play."""
        for step in walk:
            self._step(s, step)
        if finish == REVEAL:
            return self.do_reveal(s, seat)
        if finish == RIDE:
            return self.do_bus(s, seat)
        if self.controls.paused(s):  # the full count ended on a goal tile or bus stop
            return self.do_stop(s, seat)
        return s, self._walk(s)

    def do_reveal(self, s: CheatStreetState, seat: int) -> Played:
        goal = self.board.goal(s.hands[seat])
        events = self._told_walk(s)
        s.scores[seat] += REVEAL_POINTS
        _count(s.reveals, seat)
        revealed = f"{s.players[seat]} revealed the {goal.name} goal card"
        events.append(Event(f"{revealed}: +{REVEAL_POINTS} → {s.scores[seat]}"))
        if won := self._won(s, seat):
            return s, events + won
        events.append(self._redraw(s, seat))
        return s, events + self._end_turn(s)

    def do_bus(self, s: CheatStreetState, seat: int) -> Played:
        stop = self.board.space(s.positions[seat])
        assert stop.bus_to is not None
        events = self._told_walk(s)
        s.positions[seat] = stop.bus_to
        s.trail.append(stop.bus_to)
        events.append(Event(f"rode bus {stop.line} across the board"))
        return s, events + self._end_turn(s)

    def do_stop(self, s: CheatStreetState, seat: int) -> Played:
        return s, self._told_walk(s) + self._end_turn(s)

    def expire(self, state: CheatStreetState) -> Played:
        """Close the call-out phase: everyone who has not called out or passed has passed."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if state.phase != CALLOUT:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self.copy(state)
        return s, [Event("Time is up for calling out"), *self._passed(s, s.callout.close())]

    def skip_turn(self, state: CheatStreetState, seat: int) -> Played:
        """The others move past an idle player: a waiting caller passes, a mover's turn ends."""
        if self.over(state):
            raise IllegalAction(ENDED)
        s = self.copy(state)
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if s.phase == CALLOUT and seat in s.callout.waiting:
            s.callout.answer(seat)
            return s, [
                Event(f"{name} took too long and was counted as passing"),
                *self._passed(s, [seat]),
            ]
        if s.phase == MOVE and seat == s.active:
            return s, [Event(f"{name} took too long: turn skipped"), *self._end_turn(s)]
        raise IllegalAction("That player isn't holding up the game.")

    def remove_player(self, state: CheatStreetState, seat: int) -> Played:
        """Take a player out for good: their card goes back into the deck, their turns pass by.

        With fewer than three players left, Cheat Street can't go on (IllegalAction says so).
        """
        if self.over(state):
            raise IllegalAction(ENDED)
        if not state.seated(seat):
            raise IllegalAction("That player is not in the game.")
        if state.gone.count(False) - 1 < self.min_players:
            raise IllegalAction(f"Cheat Street needs at least {self.min_players} players.")
        s = self.copy(state)
        s.gone[seat] = True
        s.punished[seat] = False
        s.ruled_out[seat] = []
        s.deck.append(s.hands[seat])
        s.hands[seat] = ""
        s.rng.shuffle(s.deck)
        gone = f"{s.players[seat]} was removed from the game"
        events = [Event(f"{gone}; their card went back into the deck")]
        if seat == s.active:
            return s, events + self._end_turn(s)
        if s.phase == CALLOUT:
            s.callout.seats = [other for other in s.callout.seats if other != seat]
            return s, events + self._passed(s, [])
        return s, events

    def determinize(self, state: CheatStreetState, seat: int, rng: Rng) -> CheatStreetState:
        """Only a seat's own goal card is known to it: the others' and the deck are dealt anew,
        keeping to what the table saw (see ``unseen``)."""
        return unseen.determinize(state, seat, rng)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: CheatStreetState, seat: int | None) -> CheatStreetView:
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction(NOT_SEATED)
        players = [
            PlayerInfo(seat=i, name=name, score=state.scores[i], badges=views.badges(state, i))
            for i, name in enumerate(state.players)
        ]
        secret: tuple[str, ...] = ()
        private: tuple[str, ...] = ()
        if seat is not None:
            secret = views.secret_lines(self.board, state, seat)
            private = secret + views.reminders(state, seat)
        return self.view_of(
            state,
            seat,
            players=players,
            phase=views.phase_text(self.board, state, self.controls.paused(state)),
            board=views.public_board(state, self.controls.badges(state)),
            private=private,
            private_board=None if seat is None else views.goal_card(self.board, state, seat),
            hidden=secret,
        )

    def outcome(self, state: CheatStreetState) -> Outcome | None:
        if not self.over(state) or not state.winners:
            return None
        standings = sorted(enumerate(state.scores), key=lambda pair: (-pair[1], pair[0]))
        winner = state.winners[0]
        return Outcome(
            winners=tuple(state.winners),
            standings=tuple(standings),
            reason=f"{state.players[winner]} reached {state.scores[winner]} points.",
        )

    def dump(self, state: CheatStreetState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> CheatStreetState:
        """A saved state checked by its declaration and against this board; GameDataError names
        the field that does not fit."""
        return load_state(data, self.board)

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        """A state saved by an older version of these rules, in today's shape."""
        return migration.migrate_state(data, version)

    # -- turn structure --------------------------------------------------------------------

    def _begin_turn(self, s: CheatStreetState) -> list[Event]:
        """Skip (and clear) punished players, then open the call-out or the movement phase."""
        events: list[Event] = []
        while s.gone[s.active]:
            s.active = (s.active + 1) % len(s.players)
        while s.punished[s.active]:
            name = s.players[s.active]
            s.punished[s.active] = False
            events.append(Event(f"{name}'s turn was skipped and the punishment marker removed"))
            s.active = (s.active + 1) % len(s.players)
            while s.gone[s.active]:
                s.active = (s.active + 1) % len(s.players)
        name = s.players[s.active]
        here = s.positions[s.active]
        s.roll = None
        s.move = Stepping()
        s.trail = [here]
        s.phase = MOVE
        if here == self.board.start:
            s.callout = ReactionWindow()
            events.append(Event(f"{name}'s turn, from Start: nobody may call out"))
            return events
        unable = [seat for seat, out in enumerate(s.punished) if out or s.gone[seat]]
        s.callout = ReactionWindow.after(s.active, len(s.players), skip=unable)
        if not s.callout.open:
            events.append(Event(f"{name}'s turn: nobody may call out"))
            return events
        s.phase = CALLOUT
        names = join_names([s.players[seat] for seat in s.callout.seats])
        events.append(Event(f"{name}'s turn: {names} may call out, in that order"))
        return events

    def _end_turn(self, s: CheatStreetState) -> list[Event]:
        s.last_mover, s.last_path = s.active, list(s.trail)
        s.active = (s.active + 1) % len(s.players)
        return self._begin_turn(s)

    def _won(self, s: CheatStreetState, seat: int) -> list[Event]:
        """End the game at once if ``seat`` has reached the target: the news, or nothing."""
        if s.scores[seat] < TARGET:
            return []
        s.phase = OVER
        s.winners = [seat]
        return [Event(f"{s.players[seat]} reached {s.scores[seat]} points and won!")]

    def _redraw(self, s: CheatStreetState, seat: int) -> Event:
        """Draw first, then shuffle the old card in: the new card is never the old one, which
        the table remembers."""
        old = s.hands[seat]
        s.ruled_out[seat] = [old]
        s.hands[seat] = s.deck.pop(0)
        s.deck.append(old)
        s.rng.shuffle(s.deck)
        goal = self.board.goal(s.hands[seat])
        return Event(
            f"{s.players[seat]} drew a new goal card",
            private={seat: f"Your new goal card: {goal.name}."},
        )

    def _passed(self, s: CheatStreetState, seats: Sequence[int]) -> list[Event]:
        """Tell who passed; once nobody is left to call, the mover moves."""
        events = (
            [Event(f"{join_names([s.players[seat] for seat in seats])} passed")] if seats else []
        )
        if not s.callout.open:
            events.append(Event(f"nobody called {s.players[s.active]} out"))
            s.phase = MOVE
        return events

    # -- movement phase --------------------------------------------------------------------

    def _step(self, s: CheatStreetState, to: str) -> None:
        s.positions[s.active] = to
        s.move.step(to)
        s.trail.append(to)

    def _walk(self, s: CheatStreetState) -> list[Event]:
        """Take every forced step, then stop where the player must choose or the move ends.

        The pause points depend only on the board and the path (public), never on the card.
        The walk is told once, when the move ends, so a move told step by step and a move to a
        destination read the same.
        """
        while s.move.left and not self.controls.paused(s):
            options = self.controls.steps(s)
            if len(options) != 1:
                break
            self._step(s, options[0])
        if s.move.left or self.controls.paused(s):
            return []
        return self._told_walk(s) + self._end_turn(s)

    def _told_walk(self, s: CheatStreetState) -> list[Event]:
        """Tell the walk of this move ('walked to the Bank via North Avenue'); it is kept to
        show until the next turn begins."""
        s.move.on = False
        start, *walk = s.move.path
        if not walk:
            return []
        via = routes.way(self.board, start, tuple(walk))
        tail = f" via {via}" if via else ""
        if self.board.space(walk[-1]).kind == STREET:
            return [Event(f"walked {steps(len(walk))}{tail}")]
        return [Event(f"walked to {space_name(self.board, walk[-1])}{tail}")]


def _count(counts: list[int], seat: int) -> None:
    """One more for ``seat``; a game saved before the counts were kept has none to add to."""
    if counts:
        counts[seat] += 1


def opening_roll(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Everyone rolls the die, highest starts, the tied roll again: the lines and the starter."""
    first, rounds = first_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        rolled = [names[seat] for seat in round_.rolls]
        intro = "Opening roll"
        if round_.tied_on is not None:
            intro = f"{join_names(rolled)} tied on {round_.tied_on} and rolled again"
        shown = ", ".join(f"{names[seat]} {roll}" for seat, roll in round_.rolls.items())
        lines.append(f"{intro}: {shown}.")
    lines.append(f"{names[first]} rolled highest and went first.")
    return lines, first
