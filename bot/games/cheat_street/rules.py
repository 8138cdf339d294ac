"""Cheat Street's rules: the engine's Game protocol over CheatStreetState, pure and seeded.

The rulebook (rules/cheat-street.md) is the authority; data/cheat-street/rules.md lists the house
rulings this module applies. Two habits keep the goal cards secret:

* ``prompt`` and the pause points of a move are computed from public facts only, so neither the
  channel's buttons nor where the bot waits depends on anybody's card;
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
    GameDataError,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Prompt,
    Rng,
    View,
)
from bot.games.cheat_street.board import BUS, GOAL, STREET, Board, load_board
from bot.games.cheat_street.state import (
    CALLOUT,
    MOVE,
    OVER,
    CheatStreetState,
    dump_state,
    load_state,
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
MAX_MOVE_BUTTONS = 5
"""Above this many step choices the moves go into one select menu instead of buttons."""

ROLL = "roll"
PASS = "pass"
REVEAL = "reveal"
RIDE = "bus"
STOP = "stop"
CALLOUT_PREFIX = "callout:"
MOVE_PREFIX = "move:"
ENDED = "This game has ended."
PASS_ACTION = Action(PASS, "Pass (don't call out)")


class CheatStreet:
    """The game object the registry holds: one board, many independent states."""

    key = "cheat-street"
    name = "Cheat Street"
    min_players = 3
    max_players = 6

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
        rules_path = data_dir / "rules.md"
        try:
            text = rules_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise GameDataError(f"{rules_path}: the rules summary cannot be read.") from error
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
        actions = self._move_controls(state)
        if not self._reveal_matches(state):
            actions = [action for action in actions if action.id != REVEAL]
        return actions

    def prompt(self, state: CheatStreetState) -> Prompt:
        """Public controls only: ``reveal`` shows on every goal tile, matching or not."""
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        if state.phase == CALLOUT:
            return Prompt(
                actors=tuple(self._waiting_callers(state)),
                actions=(*self._callouts, PASS_ACTION),
            )
        return Prompt(actors=(state.active,), actions=tuple(self._move_controls(state)))

    def deadline(self, state: CheatStreetState) -> str | None:
        return DEADLINE if state.phase == CALLOUT else None

    # -- doing it --------------------------------------------------------------------------

    def apply(
        self, state: CheatStreetState, seat: int, action_id: str
    ) -> tuple[CheatStreetState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if not 0 <= seat < len(state.players):
            raise IllegalAction("You are not seated in this game.")
        if action_id not in {action.id for action in self.legal_actions(state, seat)}:
            raise IllegalAction(self._refusal(state, seat, action_id))
        s = copy.deepcopy(state)
        events: list[Event] = []
        if action_id == PASS:
            self._pass(s, [seat], events)
        elif action_id.startswith(CALLOUT_PREFIX):
            self._call_out(s, seat, action_id.removeprefix(CALLOUT_PREFIX), events)
        elif action_id == ROLL:
            self._roll(s, events)
        elif action_id.startswith(MOVE_PREFIX):
            self._step(s, action_id.removeprefix(MOVE_PREFIX))
            self._walk(s, [s.positions[s.active]], events)
        elif action_id == REVEAL:
            self._reveal(s, events)
        elif action_id == RIDE:
            self._ride(s, events)
        else:
            here = space_name(self.board, s.positions[s.active])
            events.append(Event(f"{s.players[s.active]} stops at {here}."))
            self._end_turn(s, events)
        return s, events

    def expire(self, state: CheatStreetState) -> tuple[CheatStreetState, list[Event]]:
        """Close the call-out phase: everyone who has not called out or passed has passed."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != CALLOUT:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = copy.deepcopy(state)
        events = [Event("Time is up for calling out.")]
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
            events.append(Event(f"{name} took too long to decide and is taken to pass."))
            self._pass(s, [seat], events)
        elif s.phase == MOVE and seat == s.active:
            events.append(Event(f"{name} took too long, so the turn was skipped."))
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
        events = [
            Event(f"{name} was removed from the game; their goal card goes back into the deck.")
        ]
        if seat == s.active:
            self._end_turn(s, events)
        elif s.phase == CALLOUT:
            self._pass(s, [], events)
        return s, events

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
        state = load_state(data)
        cards = sorted([card for card in state.hands if card] + state.deck)
        if cards != sorted(self.board.goal_keys()):
            raise ValueError("the goal cards do not match the board")
        spaces = [*state.positions, *state.path, *([state.came_from] if state.came_from else [])]
        if any(space not in self.board.spaces for space in spaces):
            raise ValueError("a pawn stands on a space the board does not have")
        return state

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
            events.append(
                Event(f"{name} had a punishment marker: it is removed and the turn is skipped.")
            )
            s.active = (s.active + 1) % len(s.players)
            while s.gone[s.active]:
                s.active = (s.active + 1) % len(s.players)
        name = s.players[s.active]
        here = s.positions[s.active]
        s.roll = None
        s.steps_left = None
        s.path = [here]
        s.came_from = None
        s.passed = []
        callers = self._eligible(s)
        if here == self.board.start:
            s.phase = MOVE
            events.append(Event(f"It's {name}'s turn, moving from Start, so nobody may call out."))
        elif not callers:
            s.phase = MOVE
            events.append(
                Event(f"It's {name}'s turn; nobody may call out (punishment markers all round).")
            )
        else:
            s.phase = CALLOUT
            names = join_names([s.players[c] for c in callers])
            events.append(
                Event(f"It's {name}'s turn. Call-out phase: {names} may call {name} out, in order.")
            )

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
                f"{s.players[seat]} draws a new goal card and shuffles the old one into the deck.",
                private={seat: f"Your new goal card: {goal.name}."},
            )
        )

    # -- call-out phase --------------------------------------------------------------------

    def _pass(self, s: CheatStreetState, seats: Sequence[int], events: list[Event]) -> None:
        for seat in seats:
            s.passed.append(seat)
        if seats:
            verb = "passes" if len(seats) == 1 else "pass"
            events.append(Event(f"{join_names([s.players[seat] for seat in seats])} {verb}."))
        if not self._waiting_callers(s):
            events.append(Event(f"Nobody called {s.players[s.active]} out."))
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
                    f"{caller} takes a punishment marker."
                )
            )
            return
        s.scores[seat] += CALLOUT_POINTS
        events.append(
            Event(
                f"{caller} called {called} out with {guess} and was right: "
                f"+{CALLOUT_POINTS} points."
            )
        )
        if self._win(s, seat, events):
            return
        self._redraw(s, target, events)
        s.positions[target] = self.board.start
        s.path.append(self.board.start)
        events.append(Event(f"{called} goes back to Start."))

    # -- movement phase --------------------------------------------------------------------

    def _roll(self, s: CheatStreetState, events: list[Event]) -> None:
        s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
        s.steps_left = s.roll
        events.append(Event(f"{s.players[s.active]} rolled a {s.roll}."))
        self._walk(s, [], events)

    def _step(self, s: CheatStreetState, to: str) -> None:
        assert s.steps_left is not None
        s.came_from = s.positions[s.active]
        s.positions[s.active] = to
        s.path.append(to)
        s.steps_left -= 1

    def _walk(self, s: CheatStreetState, walked: list[str], events: list[Event]) -> None:
        """Take every forced step, then stop where the player must choose or the move ends.

        The pause points depend only on the board and the path (public), never on the card.
        """
        while s.steps_left and not self._paused(s):
            options = self._next_steps(s)
            if len(options) != 1:
                break
            self._step(s, options[0])
            walked.append(options[0])
        name = s.players[s.active]
        here = space_name(self.board, s.positions[s.active])
        at = "" if self.board.space(s.positions[s.active]).kind == STREET else f" at {here}"
        if walked:
            events.append(Event(f"{name} walked {self._route(s.path, len(walked))}."))
        if self._paused(s):
            events.append(Event(f"{name} pauses{at} with {steps(s.steps_left or 0)} left."))
        elif s.steps_left:
            events.append(Event(f"{name} has {steps(s.steps_left)} left{at}."))
        else:
            events.append(Event(f"{name} ends the move{at or ' on a street space'}."))
            self._end_turn(s, events)

    def _route(self, path: Sequence[str], count: int) -> str:
        """'2 steps north' or '3 steps (north, east, east)' for the last ``count`` steps."""
        legs = [
            direction(self.board, a, b)
            for a, b in zip(path[-count - 1 : -1], path[-count:], strict=True)
        ]
        if len(set(legs)) == 1:
            return f"{steps(count)} {legs[0]}"
        return f"{steps(count)} ({', '.join(legs)})"

    def _reveal(self, s: CheatStreetState, events: list[Event]) -> None:
        seat = s.active
        goal = self.board.goal(s.hands[seat])
        s.scores[seat] += REVEAL_POINTS
        events.append(
            Event(
                f"{s.players[seat]} revealed the {goal.name} goal card on its tile: "
                f"+{REVEAL_POINTS} points."
            )
        )
        if self._win(s, seat, events):
            return
        self._redraw(s, seat, events)
        self._end_turn(s, events)

    def _ride(self, s: CheatStreetState, events: list[Event]) -> None:
        stop = self.board.space(s.positions[s.active])
        assert stop.bus_to is not None
        s.positions[s.active] = stop.bus_to
        s.path.append(stop.bus_to)
        events.append(Event(f"{s.players[s.active]} rode bus line {stop.line} to the other side."))
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

    def _move_controls(self, s: CheatStreetState) -> list[Action]:
        """The active player's controls from public facts: the same whatever their card is."""
        if s.roll is None:
            return [Action(ROLL, "Roll the die")]
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

    def _reveal_matches(self, s: CheatStreetState) -> bool:
        here = self.board.space(s.positions[s.active])
        return self._paused(s) and here.kind == GOAL and here.goal == s.hands[s.active]

    # -- words -----------------------------------------------------------------------------

    def _refusal(self, s: CheatStreetState, seat: int, action_id: str) -> str:
        """Why ``action_id`` is not legal for ``seat`` now, in one sentence for that seat only."""
        if not self._known(action_id):
            shown = action_id if len(action_id) <= 40 else action_id[:40] + "..."
            return f'"{shown}" is not a Cheat Street action.'
        active = s.players[s.active]
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
            return f"It's {active}'s turn."
        if calling:
            return "The call-out phase of this turn is over."
        if seat != s.active:
            return f"It's {active}'s turn."
        if action_id == ROLL:
            return "You already rolled this turn."
        if s.roll is None:
            return "Roll the die first."
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

    def _known(self, action_id: str) -> bool:
        if action_id in (ROLL, PASS, REVEAL, RIDE, STOP):
            return True
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
    contenders = list(range(len(names)))
    lines: list[str] = []
    intro = "Opening roll"
    while True:
        rolls = {seat: rng.randint(DIE_LOW, DIE_HIGH) for seat in contenders}
        shown = ", ".join(f"{names[seat]} {roll}" for seat, roll in rolls.items())
        lines.append(f"{intro}: {shown}.")
        best = max(rolls.values())
        tied = [seat for seat in contenders if rolls[seat] == best]
        if len(tied) == 1:
            lines.append(f"{names[tied[0]]} rolled highest and starts.")
            return lines, tied[0]
        intro = f"{join_names([names[seat] for seat in tied])} tied on {best} and roll again"
        contenders = tied
