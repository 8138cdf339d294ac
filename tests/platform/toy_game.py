"""A tiny two-to-three player race game used to test the platform without any real rules.

Players take turns adding 1 or 2 to their own total; 5 or more wins. ``secret`` is a private
number dealt to each seat so that tests can check where private information goes. A "vote"
phase with a deadline exercises timed phases.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from bot.engine import Action, Event, IllegalAction, Outcome, PlayerInfo, Prompt, Rng, View


@dataclass
class ToyState:
    names: list[str]
    totals: list[int]
    secrets: list[int]
    turn: int = 0
    voting: bool = False
    voted: list[int] = field(default_factory=list)
    rng: int = 0
    log: list[str] = field(default_factory=list)


class ToyGame:
    key = "toy"
    name = "Toy Race"
    min_players = 2
    max_players = 3

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> ToyState:
        rng = Rng.from_seed(seed)
        secrets = [rng.randint(100, 999) for _ in players]
        return ToyState(list(players), [0] * len(players), secrets, rng=rng.state)

    def opening_lines(self, state: ToyState) -> tuple[str, ...]:
        return (f"{state.names[0]} goes first.",)

    def legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        if self.outcome(state) is not None:
            return []
        if state.voting:
            return [] if seat in state.voted else [Action("ballot", "Cast a ballot")]
        if seat != state.turn:
            return []
        return [
            Action("add:1", "Add one"),
            Action("add:2", "Add two"),
            Action("vote", "Call a vote"),
        ]

    def apply(self, state: ToyState, seat: int, action_id: str) -> tuple[ToyState, list[Event]]:
        if self.outcome(state) is not None:
            raise IllegalAction("This game has ended.")
        if seat != state.turn and not state.voting:
            raise IllegalAction(f"It's {state.names[state.turn]}'s turn.")
        if action_id not in {a.id for a in self.legal_actions(state, seat)}:
            raise IllegalAction("You can't do that now.")
        new = copy.deepcopy(state)
        if action_id == "vote":
            new.voting = True
            return new, [Event(f"{new.names[seat]} called a vote.")]
        if action_id == "ballot":
            new.voted.append(seat)
            if len(new.voted) == len(new.names):
                new.voting, new.voted = False, []
                new.turn = (new.turn + 1) % len(new.names)
            return new, [Event(f"{new.names[seat]} voted.")]
        new.totals[seat] += int(action_id.split(":")[1])
        new.turn = (seat + 1) % len(new.names)
        return new, [Event(f"{new.names[seat]} is at {new.totals[seat]}.")]

    def prompt(self, state: ToyState) -> Prompt:
        if self.outcome(state) is not None:
            return Prompt((), ())
        if state.voting:
            waiting = tuple(s for s in range(len(state.names)) if s not in state.voted)
            ballot = (Action("ballot", "Cast a ballot"),)
            return Prompt(waiting, ballot, simultaneous=True, answered=tuple(state.voted))
        return Prompt((state.turn,), tuple(self.legal_actions(state, state.turn)))

    def deadline(self, state: ToyState) -> str | None:
        return "vote" if state.voting else None

    def expire(self, state: ToyState) -> tuple[ToyState, list[Event]]:
        if not state.voting:
            raise IllegalAction("Nothing is timed now.")
        new = copy.deepcopy(state)
        new.voting, new.voted = False, []
        new.turn = (new.turn + 1) % len(new.names)
        return new, [Event("The vote closed.")]

    def skip_turn(self, state: ToyState, seat: int) -> tuple[ToyState, list[Event]]:
        if seat != state.turn:
            raise IllegalAction("That player isn't holding up the game.")
        new = copy.deepcopy(state)
        new.voting, new.voted = False, []
        new.turn = (seat + 1) % len(new.names)
        return new, [Event(f"{new.names[seat]}'s turn was skipped.")]

    def remove_player(self, state: ToyState, seat: int) -> tuple[ToyState, list[Event]]:
        raise IllegalAction("Toy Race can't go on without every player.")

    def view(self, state: ToyState, seat: int | None) -> View:
        players = tuple(PlayerInfo(i, n, state.totals[i]) for i, n in enumerate(state.names))
        private = () if seat is None else (f"Your secret: {state.secrets[seat]}",)
        return View(
            self.key, seat, players, state.turn, "Racing", {"totals": state.totals}, private
        )

    def outcome(self, state: ToyState) -> Outcome | None:
        for seat, total in enumerate(state.totals):
            if total >= 5:
                order = sorted(range(len(state.totals)), key=lambda s: -state.totals[s])
                return Outcome((seat,), tuple((s, state.totals[s]) for s in order), "first to 5")
        return None

    def dump(self, state: ToyState) -> dict[str, Any]:
        return asdict(state)

    def load(self, data: Mapping[str, Any]) -> ToyState:
        return ToyState(**data)

    def rules_text(self) -> str:
        return "Add one or two; five wins."


TOY = ToyGame()
