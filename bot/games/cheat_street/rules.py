"""Cheat Street's rules: the engine's Game protocol over CheatStreetState, pure and seeded.

The rulebook (rules/cheat-street.md) is the authority; data/cheat-street/rules.md lists the house
rulings this module applies. Two habits keep the goal cards secret:

* ``prompt``, the destinations of a move and its pause points are computed from public facts
  only, so neither the channel's controls nor where the bot waits depends on anybody's card;
* every legality check that needs a card (a reveal) happens inside ``apply`` or in the owner's own
  ``legal_actions``, and a refused action changes nothing and tells only the one who tried it.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Prompt,
    Rng,
    Rules,
    View,
    deal_unseen,
    first_by_roll,
    fresh_rng,
    unknown_action,
)
from bot.engine.schema import field_error, read_rules_summary
from bot.games.cheat_street import routes
from bot.games.cheat_street.board import BUS, GOAL, STREET, Board, load_board
from bot.games.cheat_street.routes import Destination
from bot.games.cheat_street.state import (
    CALLOUT,
    MOVE,
    OVER,
    STATE_VERSION,
    CheatStreetState,
    dump_state,
    load_state,
    migrate_state,
)
from bot.games.cheat_street.words import direction, join_names, space_name, steps, whereabouts

TARGET = 21
CALLOUT_POINTS = 5
REVEAL_POINTS = 4
DIE_LOW, DIE_HIGH = 3, 5
"""The "high roller" die of the rulebook: only 3, 4 or 5."""
DEADLINE = "call-out"
CALLOUT_GROUP = "Call out the active player"
MOVE_GROUP = "Move"
DESTINATION_GROUP = "Where to go"
MAX_MOVE_BUTTONS = 5
"""Above this many step choices the moves go into one select menu instead of buttons."""

ROLL = "roll"
PASS = "pass"
REVEAL = "reveal"
RIDE = "bus"
STOP = "stop"
STEP_BY_STEP = "step-by-step"
CALLOUT_PREFIX = "callout:"
MOVE_PREFIX = "move:"
ENDED = "This game has ended."
PASS_ACTION = Action(PASS, "Pass (don't call out)")
STEP_BY_STEP_ACTION = Action(STEP_BY_STEP, "Step by step")
STEP_ACTIONS = (REVEAL, RIDE, STOP, STEP_BY_STEP)


class CheatStreet(Rules[CheatStreetState]):
    """The game object the registry holds: one board, many independent states."""

    key = "cheat-street"
    name = "Cheat Street"
    min_players = 3
    max_players = 6
    state_version = STATE_VERSION

    def __init__(self, board: Board, rules_markdown: str) -> None:
        self.board = board
        self._rules = rules_markdown
        self._callouts = tuple(
            Action(f"{CALLOUT_PREFIX}{goal.key}", f"Call out: {goal.name}", CALLOUT_GROUP)
            for goal in board.goals
        )

    @classmethod
    def from_data(cls, data_dir: Path) -> CheatStreet:
        """Load board.json and rules.md from ``data_dir``; GameDataError names a bad file."""
        board = load_board(data_dir / "board.json")
        text = read_rules_summary(data_dir)
        return cls(board, text)

    # -- setting up ------------------------------------------------------------------------

    def setup(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any]
    ) -> CheatStreetState:
        """Deal, roll for the first player, and open the first turn.

        ``options`` is accepted for the protocol; Cheat Street has none yet.
        """
        names = [str(player) for player in players]
        if not self.min_players <= len(names) <= self.max_players:
            raise IllegalAction(
                f"Cheat Street needs {self.min_players} to {self.max_players} players, "
                f"not {len(names)}."
            )
        rng = Rng.from_seed(seed)
        deck = list(self.board.goal_keys())
        rng.shuffle(deck)
        hands = [deck.pop(0) for _ in names]
        opening, first = opening_roll(names, rng)
        state = CheatStreetState(
            players=names,
            positions=[self.board.start] * len(names),
            scores=[0] * len(names),
            punished=[False] * len(names),
            hands=hands,
            deck=deck,
            rng=rng,
            active=first,
            phase=MOVE,
            opening=opening,
        )
        self._begin_turn(state, [])
        return state

    def opening_lines(self, state: CheatStreetState) -> tuple[str, ...]:
        """The public story of who starts (the opening rolls), for the first prompt."""
        return tuple(state.opening)

    # -- what may be done ------------------------------------------------------------------

    def legal_actions(self, state: CheatStreetState, seat: int) -> list[Action]:
        if state.phase == OVER or not 0 <= seat < len(state.players):
            return []
        if state.phase == CALLOUT:
            if seat not in self._waiting_callers(state):
                return []
            actions = list(self._callouts) if seat == self._caller(state) else []
            actions.append(PASS_ACTION)
            return actions
        if seat != state.active:
            return []
        return [
            action for action in self._move_controls(state) if self._card_allows(state, action.id)
        ]

    def prompt(self, state: CheatStreetState) -> Prompt:
        """Public controls only: reveals show on every goal tile within reach, matching or not."""
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        if state.phase == CALLOUT:
            return Prompt(
                actors=tuple(self._waiting_callers(state)),
                actions=(*self._callouts, PASS_ACTION),
                simultaneous=True,
                answered=tuple(seat for seat in self._eligible(state) if seat in state.passed),
            )
        return Prompt(actors=(state.active,), actions=tuple(self._move_controls(state)))

    def deadline(self, state: CheatStreetState) -> str | None:
        return DEADLINE if state.phase == CALLOUT else None

    # -- doing it --------------------------------------------------------------------------

    def perform(
        self, s: CheatStreetState, seat: int, action_id: str
    ) -> tuple[CheatStreetState, list[Event]]:
        events: list[Event] = []
        if action_id == PASS:
            self._pass(s, [seat], events)
        elif action_id.startswith(CALLOUT_PREFIX):
            self._call_out(s, seat, action_id.removeprefix(CALLOUT_PREFIX), events)
        elif action_id == ROLL:
            self._roll(s, events)
        elif action_id == STEP_BY_STEP:
            s.stepwise = True
        elif action_id.startswith(MOVE_PREFIX):
            self._step(s, action_id.removeprefix(MOVE_PREFIX))
            self._walk(s, events)
        elif action_id.startswith(routes.GO_PREFIX):
            destination = routes.parse(action_id)
            assert destination is not None
            self._go(s, destination, events)
        elif action_id == REVEAL:
            self._reveal(s, events)
        elif action_id == RIDE:
            self._ride(s, events)
        else:
            self._stop(s, events)
        return s, events

    def expire(self, state: CheatStreetState) -> tuple[CheatStreetState, list[Event]]:
        """Close the call-out phase: everyone who has not called out or passed has passed."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != CALLOUT:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = copy.deepcopy(state)
        events = [Event("Time is up for calling out")]
        self._pass(s, self._waiting_callers(s), events)
        return s, events

    def skip_turn(self, state: CheatStreetState, seat: int) -> tuple[CheatStreetState, list[Event]]:
        """The others move past an idle player: a waiting caller passes, a mover's turn ends."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        s = copy.deepcopy(state)
        events: list[Event] = []
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if seat in self._waiting_callers(s):
            events.append(Event(f"{name} took too long and is taken to pass"))
            self._pass(s, [seat], events)
        elif s.phase == MOVE and seat == s.active:
            events.append(Event(f"{name} took too long: turn skipped"))
            self._end_turn(s, events)
        else:
            raise IllegalAction("That player isn't holding up the game.")
        return s, events

    def remove_player(
        self, state: CheatStreetState, seat: int
    ) -> tuple[CheatStreetState, list[Event]]:
        """Take a player out for good: their card goes back into the deck, their turns pass by.

        With fewer than three players left, Cheat Street can't go on (IllegalAction says so).
        """
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if not 0 <= seat < len(state.players) or state.gone[seat]:
            raise IllegalAction("That player is not in the game.")
        staying = sum(1 for gone in state.gone if not gone) - 1
        if staying < self.min_players:
            raise IllegalAction(f"Cheat Street needs at least {self.min_players} players.")
        s = copy.deepcopy(state)
        name = s.players[seat]
        s.gone[seat] = True
        s.punished[seat] = False
        s.deck.append(s.hands[seat])
        s.hands[seat] = ""
        s.rng.shuffle(s.deck)
        events = [Event(f"{name} was removed from the game; their card is shuffled back")]
        if seat == s.active:
            self._end_turn(s, events)
        elif s.phase == CALLOUT:
            self._pass(s, [], events)
        return s, events

    def determinize(self, state: CheatStreetState, seat: int, rng: Rng) -> CheatStreetState:
        """Only a seat's own goal card is known to it: the others' and the deck are dealt anew."""
        s = copy.deepcopy(state)
        unseen = [other for other, card in enumerate(s.hands) if other != seat and card]
        dealt = deal_unseen([*([s.hands[other]] for other in unseen), s.deck], rng)
        for other, cards in zip(unseen, dealt, strict=False):
            s.hands[other] = cards[0]
        s.deck = dealt[-1]
        s.rng = fresh_rng(rng)
        return s

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: CheatStreetState, seat: int | None) -> View:
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction("You are not seated in this game.")
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=state.scores[i],
                badges=_badges(state, i),
            )
            for i, name in enumerate(state.players)
        )
        board = {
            "positions": list(state.positions),
            "punished": list(state.punished),
            "scores": list(state.scores),
            "phase": state.phase,
            "active": state.active,
            "roll": state.roll,
            "steps_left": state.steps_left,
            "path": list(state.path),
            "passed": list(state.passed),
            "caller": self._caller(state),
            "winner": state.winner,
            "last_move": (
                {"seat": state.last_mover, "path": list(state.last_path)}
                if state.last_mover is not None
                else None
            ),
        }
        return View(
            game=self.key,
            seat=seat,
            players=players,
            active=None if state.phase == OVER else state.active,
            phase=self._phase_text(state),
            board=board,
            private=() if seat is None else self._private_lines(state, seat),
            hidden=None if seat is None else self._secret_lines(state, seat),
        )

    def outcome(self, state: CheatStreetState) -> Outcome | None:
        if state.phase != OVER or state.winner is None:
            return None
        standings = sorted(enumerate(state.scores), key=lambda pair: (-pair[1], pair[0]))
        winner = state.winner
        return Outcome(
            winners=(winner,),
            standings=tuple(standings),
            reason=f"{state.players[winner]} reached {state.scores[winner]} points.",
        )

    def dump(self, state: CheatStreetState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> CheatStreetState:
        """A saved state checked by its schema and against this board; GameDataError names the
        field that does not fit."""
        state = load_state(data)
        cards = sorted([card for card in state.hands if card] + state.deck)
        if cards != sorted(self.board.goal_keys()):
            raise field_error("", "deck", "and hands do not hold the board's goal cards")
        places = {
            "positions": state.positions,
            "path": state.path,
            "came_from": [state.came_from] if state.came_from else [],
        }
        for name, spaces in places.items():
            if any(space not in self.board.spaces for space in spaces):
                raise field_error("", name, "names a space the board does not have")
        return state

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        """A state saved by an older version of these rules, in today's shape."""
        return migrate_state(data, version)

    def rules_text(self) -> str:
        return self._rules

    # -- turn structure --------------------------------------------------------------------

    def _begin_turn(self, s: CheatStreetState, events: list[Event]) -> None:
        """Skip (and clear) punished players, then open the call-out or the movement phase."""
        while s.gone[s.active]:
            s.active = (s.active + 1) % len(s.players)
        while s.punished[s.active]:
            name = s.players[s.active]
            s.punished[s.active] = False
            events.append(Event(f"{name}'s turn is skipped: punishment marker removed"))
            s.active = (s.active + 1) % len(s.players)
            while s.gone[s.active]:
                s.active = (s.active + 1) % len(s.players)
        name = s.players[s.active]
        here = s.positions[s.active]
        s.roll = None
        s.steps_left = None
        s.path = [here]
        s.came_from = None
        s.stepwise = False
        s.passed = []
        callers = self._eligible(s)
        if here == self.board.start:
            s.phase = MOVE
            events.append(Event(f"{name}'s turn, from Start: nobody may call out"))
        elif not callers:
            s.phase = MOVE
            events.append(Event(f"{name}'s turn: nobody may call out"))
        else:
            s.phase = CALLOUT
            names = join_names([s.players[c] for c in callers])
            events.append(Event(f"{name}'s turn: {names} may call out, in that order"))

    def _end_turn(self, s: CheatStreetState, events: list[Event]) -> None:
        s.last_mover, s.last_path = s.active, list(s.path)
        s.active = (s.active + 1) % len(s.players)
        self._begin_turn(s, events)

    def _eligible(self, s: CheatStreetState) -> list[int]:
        """Who may call the active player out, clockwise from the active player."""
        n = len(s.players)
        seats = [(s.active + i) % n for i in range(1, n)]
        return [seat for seat in seats if not s.punished[seat] and not s.gone[seat]]

    def _waiting_callers(self, s: CheatStreetState) -> list[int]:
        if s.phase != CALLOUT:
            return []
        return [seat for seat in self._eligible(s) if seat not in s.passed]

    def _caller(self, s: CheatStreetState) -> int | None:
        """The one seat that may call out now: the first eligible seat that has not passed."""
        waiting = self._waiting_callers(s)
        return waiting[0] if waiting else None

    def _win(self, s: CheatStreetState, seat: int, events: list[Event]) -> bool:
        """End the game at once if ``seat`` has reached the target."""
        if s.scores[seat] < TARGET:
            return False
        s.phase = OVER
        s.winner = seat
        events.append(Event(f"{s.players[seat]} reaches {s.scores[seat]} points and wins!"))
        return True

    def _redraw(self, s: CheatStreetState, seat: int, events: list[Event]) -> None:
        """Draw first, then shuffle the old card in: the new card is never the old one."""
        old = s.hands[seat]
        s.hands[seat] = s.deck.pop(0)
        s.deck.append(old)
        s.rng.shuffle(s.deck)
        goal = self.board.goal(s.hands[seat])
        events.append(
            Event(
                f"{s.players[seat]} draws a new goal card",
                private={seat: f"Your new goal card: {goal.name}."},
            )
        )

    # -- call-out phase --------------------------------------------------------------------

    def _pass(self, s: CheatStreetState, seats: Sequence[int], events: list[Event]) -> None:
        for seat in seats:
            s.passed.append(seat)
        if seats:
            events.append(Event(f"{join_names([s.players[seat] for seat in seats])} passed"))
        if not self._waiting_callers(s):
            events.append(Event(f"nobody called {s.players[s.active]} out"))
            s.phase = MOVE

    def _call_out(self, s: CheatStreetState, seat: int, key: str, events: list[Event]) -> None:
        target = s.active
        caller, called = s.players[seat], s.players[target]
        guess = self.board.goal(key).name
        s.phase = MOVE
        if s.hands[target] != key:
            s.punished[seat] = True
            events.append(
                Event(
                    f"{caller} called {called} out with {guess} and was wrong: "
                    f"punishment marker for {caller}"
                )
            )
            return
        s.scores[seat] += CALLOUT_POINTS
        events.append(
            Event(
                f"{caller} called {called} out with {guess} and was right: "
                f"+{CALLOUT_POINTS} → {s.scores[seat]}"
            )
        )
        if self._win(s, seat, events):
            return
        self._redraw(s, target, events)
        s.positions[target] = self.board.start
        s.path.append(self.board.start)
        events.append(Event(f"{called} goes back to Start"))

    # -- movement phase --------------------------------------------------------------------

    def _roll(self, s: CheatStreetState, events: list[Event]) -> None:
        s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
        s.steps_left = s.roll
        events.append(Event(f"{s.players[s.active]} rolled {s.roll}"))
        self._walk(s, events)

    def _step(self, s: CheatStreetState, to: str) -> None:
        assert s.steps_left is not None
        s.came_from = s.positions[s.active]
        s.positions[s.active] = to
        s.path.append(to)
        s.steps_left -= 1

    def _walk(self, s: CheatStreetState, events: list[Event]) -> None:
        """Take every forced step, then stop where the player must choose or the move ends.

        The pause points depend only on the board and the path (public), never on the card.
        The walk is told once, when the move ends, so a move told step by step and a move to a
        destination read the same.
        """
        while s.steps_left and not self._paused(s):
            options = self._next_steps(s)
            if len(options) != 1:
                break
            self._step(s, options[0])
        if not s.steps_left and not self._paused(s):
            self._finish_move(s, events)
            self._end_turn(s, events)

    def _go(self, s: CheatStreetState, destination: Destination, events: list[Event]) -> None:
        """A whole move in one choice: exactly the steps (and the finish) of step-by-step play."""
        origin = len(s.path)
        for index, space in enumerate(destination.walk):
            if s.roll is None:  # forced steps already ended the move on a street space
                break
            if len(s.path) - origin > index:  # a forced step already took the pawn here
                continue
            self._step(s, space)
            self._walk(s, events)
        if destination.finish == routes.REVEAL:
            self._reveal(s, events)
        elif destination.finish == routes.RIDE:
            self._ride(s, events)
        elif self._paused(s):  # the full count ended on a goal tile or bus stop
            self._stop(s, events)

    def _finish_move(self, s: CheatStreetState, events: list[Event]) -> None:
        """Tell the walk of this move ('walked to the Bank via North Avenue') and close it."""
        s.stepwise = False
        taken = min((s.roll or 0) - (s.steps_left or 0), len(s.path) - 1)
        if taken <= 0:
            return
        walk = tuple(s.path[-taken:])
        via = routes.way(self.board, s.path[-taken - 1], walk)
        tail = f" via {via}" if via else ""
        if self.board.space(walk[-1]).kind == STREET:
            events.append(Event(f"walked {steps(taken)}{tail}"))
        else:
            events.append(Event(f"walked to {space_name(self.board, walk[-1])}{tail}"))

    def _stop(self, s: CheatStreetState, events: list[Event]) -> None:
        self._finish_move(s, events)
        self._end_turn(s, events)

    def _reveal(self, s: CheatStreetState, events: list[Event]) -> None:
        seat = s.active
        goal = self.board.goal(s.hands[seat])
        self._finish_move(s, events)
        s.scores[seat] += REVEAL_POINTS
        events.append(
            Event(
                f"{s.players[seat]} revealed the {goal.name} goal card: "
                f"+{REVEAL_POINTS} → {s.scores[seat]}"
            )
        )
        if self._win(s, seat, events):
            return
        self._redraw(s, seat, events)
        self._end_turn(s, events)

    def _ride(self, s: CheatStreetState, events: list[Event]) -> None:
        stop = self.board.space(s.positions[s.active])
        assert stop.bus_to is not None
        self._finish_move(s, events)
        s.positions[s.active] = stop.bus_to
        s.path.append(stop.bus_to)
        events.append(Event(f"rode bus {stop.line} across the board"))
        self._end_turn(s, events)

    def _paused(self, s: CheatStreetState) -> bool:
        """Waiting on a goal tile or bus stop reached by a step this turn (public facts only)."""
        if s.phase != MOVE or s.roll is None or s.came_from is None:
            return False
        return self.board.space(s.positions[s.active]).kind in (GOAL, BUS)

    def _next_steps(self, s: CheatStreetState) -> list[str]:
        """Neighbouring spaces, except straight back to where the pawn just came from."""
        here = s.positions[s.active]
        return [space for space in self.board.neighbours[here] if space != s.came_from]

    def _choosing(self, s: CheatStreetState) -> bool:
        """Rolled, no step taken, not step by step: the mover names a destination."""
        return (
            s.phase == MOVE
            and s.roll is not None
            and bool(s.steps_left)
            and s.came_from is None
            and not s.stepwise
        )

    def _destinations(self, s: CheatStreetState) -> list[Destination]:
        if not self._choosing(s):
            return []
        return routes.destinations(self.board, s.positions[s.active], s.steps_left or 0)

    def _move_controls(self, s: CheatStreetState) -> list[Action]:
        """The active player's controls from public facts: the same whatever their card is."""
        if s.roll is None:
            return [Action(ROLL, "Roll the die")]
        if self._choosing(s):
            here = s.positions[s.active]
            return [
                STEP_BY_STEP_ACTION,
                *(
                    Action(d.action_id, routes.label(self.board, here, d), DESTINATION_GROUP)
                    for d in self._destinations(s)
                ),
            ]
        here = self.board.space(s.positions[s.active])
        paused = self._paused(s)
        actions: list[Action] = []
        if paused and here.kind == GOAL and here.goal is not None:
            name = self.board.goal(here.goal).name
            actions.append(Action(REVEAL, f"Reveal my goal card ({name})"))
        if paused and here.kind == BUS:
            actions.append(Action(RIDE, f"Ride bus line {here.line} to the other side"))
        if s.steps_left:
            options = self._next_steps(s)
            group = MOVE_GROUP if len(options) > MAX_MOVE_BUTTONS else None
            for space in options:
                way = direction(self.board, here.id, space)
                label = f"Step {way}"
                if self.board.space(space).kind != STREET:
                    label += f" to {space_name(self.board, space)}"
                actions.append(Action(f"{MOVE_PREFIX}{space}", label, group))
        elif paused:
            actions.append(Action(STOP, f"Stop at {space_name(self.board, here.id)}"))
        return actions

    def _card_allows(self, s: CheatStreetState, action_id: str) -> bool:
        """Only a reveal needs the card: the mover's card must name the tile revealed on."""
        if action_id == REVEAL:
            here = self.board.space(s.positions[s.active])
            return self._paused(s) and here.goal == s.hands[s.active]
        destination = routes.parse(action_id)
        if destination is None or destination.finish != routes.REVEAL:
            return True
        return self.board.space(destination.space).goal == s.hands[s.active]

    # -- words -----------------------------------------------------------------------------

    def refusal(self, s: CheatStreetState, seat: int, action_id: str) -> str:
        """Why ``action_id`` is not legal for ``seat`` now, in one sentence for that seat only."""
        if not self._known(action_id):
            return unknown_action(self.name, action_id)
        calling = action_id == PASS or action_id.startswith(CALLOUT_PREFIX)
        if s.phase == CALLOUT:
            if calling:
                if seat == s.active:
                    return "You can't call yourself out; wait while the others decide."
                if s.punished[seat]:
                    return "You hold a punishment marker, so you may not call out this turn."
                if seat in s.passed:
                    return "You already passed this turn."
                caller = self._caller(s)
                assert caller is not None
                return f"{s.players[caller]} may call out first; you may pass meanwhile."
            if seat == s.active:
                return "Wait: the others may still call you out before you move."
            return self._not_your_turn(s, seat, action_id)
        if calling:
            return "The call-out phase of this turn is over."
        if seat != s.active:
            return self._not_your_turn(s, seat, action_id)
        if action_id == ROLL:
            return "You already rolled this turn."
        if s.roll is None:
            return "Roll the die first."
        destination = routes.parse(action_id)
        if destination is not None:
            return self._destination_refusal(s, destination)
        if action_id == STEP_BY_STEP:
            return "You are already moving step by step."
        if self._choosing(s):
            return "Choose where to go, or choose Step by step first."
        here = self.board.space(s.positions[s.active])
        if action_id.startswith(MOVE_PREFIX):
            target = action_id.removeprefix(MOVE_PREFIX)
            if not s.steps_left:
                return "You have no steps left."
            if target not in self.board.neighbours[here.id]:
                return f"{space_name(self.board, target)} is not next to you."
            return "You may not turn straight back to the space you just left."
        if action_id == REVEAL:
            if not self._paused(s) or here.kind != GOAL or here.goal is None:
                return "You are not on a goal tile you reached this move."
            return f"Your goal card is not the {self.board.goal(here.goal).name}."
        if action_id == RIDE:
            return "You are not on a bus stop you reached this move."
        return f"You still have {steps(s.steps_left or 0)} to move."

    def _not_your_turn(self, s: CheatStreetState, seat: int, action_id: str) -> str:
        active = s.players[s.active]
        moving = action_id in STEP_ACTIONS or action_id.startswith((MOVE_PREFIX, routes.GO_PREFIX))
        if moving and seat == s.last_mover:
            return f"Your move is already over; it's {active}'s turn now."
        return f"It's {active}'s turn."

    def _destination_refusal(self, s: CheatStreetState, destination: Destination) -> str:
        """A destination that is not open now: stepping already began, another roll, a card."""
        if not self._choosing(s):
            return "You are moving step by step this turn; take your next step."
        left = s.steps_left or 0
        walked = len(destination.walk)
        if walked > left or (destination.finish == routes.END and walked != left):
            return f"That destination was for another roll: you rolled {s.roll}, choose again."
        if destination in self._destinations(s):
            return f"Your goal card is not the {self.board.goal(self._goal_at(destination)).name}."
        place = routes.place(self.board, destination.space)
        return f"You can't reach {place} that way from here in {steps(left)}."

    def _goal_at(self, destination: Destination) -> str:
        goal = self.board.space(destination.space).goal
        assert goal is not None
        return goal

    def _known(self, action_id: str) -> bool:
        if action_id in (ROLL, PASS, *STEP_ACTIONS):
            return True
        destination = routes.parse(action_id)
        if destination is not None:
            return all(space in self.board.spaces for space in destination.walk)
        if action_id.startswith(CALLOUT_PREFIX):
            return action_id.removeprefix(CALLOUT_PREFIX) in self.board.goal_keys()
        if action_id.startswith(MOVE_PREFIX):
            return action_id.removeprefix(MOVE_PREFIX) in self.board.spaces
        return False

    def _phase_text(self, s: CheatStreetState) -> str:
        active = s.players[s.active]
        if s.phase == OVER:
            winner = s.players[s.winner] if s.winner is not None else "nobody"
            return f"Game over: {winner} won"
        if s.phase == CALLOUT:
            caller = self._caller(s)
            assert caller is not None
            return f"Call-out phase: {s.players[caller]} may call {active} out"
        if s.roll is None:
            return f"{active} is moving: roll the die"
        if self._choosing(s):
            return f"{active} rolled {s.roll}: choose where to go"
        return f"{active} is moving: {steps(s.steps_left or 0)} left"

    def _private_lines(self, s: CheatStreetState, seat: int) -> tuple[str, ...]:
        """``seat``'s secret, then the reminder of a punishment marker (a public fact)."""
        lines = self._secret_lines(s, seat)
        if s.punished[seat] and not s.gone[seat]:
            lines += ("You hold a punishment marker: your next turn is skipped.",)
        return lines

    def _secret_lines(self, s: CheatStreetState, seat: int) -> tuple[str, ...]:
        """Only ``seat``'s own secret: its goal card, and where that tile is."""
        if s.gone[seat]:
            return ("You have left this game.",)
        goal = self.board.goal(s.hands[seat])
        return (
            f"Your goal card: {goal.name}",
            f"The {goal.name} tile is {whereabouts(self.board, self.board.goal_tile(goal.key))}.",
        )


def _badges(state: CheatStreetState, seat: int) -> tuple[str, ...]:
    if state.gone[seat]:
        return ("removed",)
    return ("punished",) if state.punished[seat] else ()


def opening_roll(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Everyone rolls the die, highest starts, the tied roll again: the lines and the starter."""
    first, rounds = first_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        rolled = [names[seat] for seat in round_.rolls]
        intro = "Opening roll"
        if round_.tied_on is not None:
            intro = f"{join_names(rolled)} tied on {round_.tied_on} and roll again"
        shown = ", ".join(f"{names[seat]} {roll}" for seat, roll in round_.rolls.items())
        lines.append(f"{intro}: {shown}.")
    lines.append(f"{names[first]} rolled highest and starts.")
    return lines, first
