"""Toy Party: a small card game that uses every shared mechanism, to test the platform with.

1. Everyone secretly picks a lucky number from 1 to 30 at once (a simultaneous decision; the
   choice is on each player's private panel, 30 options so the menu is split).
2. Then players take turns playing one card of their secret hand through their panel (a private
   choice) and score its value. Anyone else may cheer once a game, off turn, for a point and a
   peek at the active player's hand (a per-seat public button, a private line to the cheerer).
3. A card of 4 or more is put to the others: double it or not (a group decision settled by the
   ``ruling`` option: the player to the left decides, or a majority).

Every hand holds at least one big card. First to ``target`` points (an option: 10 or 15)
wins; when every hand is empty, the most points.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from bot.engine import (
    Action,
    Event,
    GroupDecision,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Policy,
    Prompt,
    Rng,
    Simultaneous,
    View,
    seats_to_the_left,
)

LUCKY, TURN, BONUS, OVER = "lucky", "turn", "bonus", "over"
NUMBERS = range(1, 31)
BIG_CARD = 4
COLOURS = ("#d64545", "#3b7dd8", "#3fa34d", "#e0a526")
BONUS_CHOICES = (Action("bonus:yes", "Double it"), Action("bonus:no", "Keep it"))


@dataclass
class PartyState:
    names: list[str]
    hands: list[list[int]]
    points: list[int]
    target: int
    ruling: str
    phase: str = LUCKY
    turn: int = 0
    lucky: dict[str, Any] = field(default_factory=dict)
    numbers: list[int] = field(default_factory=list)
    bonus: dict[str, Any] = field(default_factory=dict)
    bonus_card: int = 0
    cheered: list[int] = field(default_factory=list)
    rng: int = 0


class PartyGame:
    key = "toy-party"
    name = "Toy Party"
    min_players = 2
    max_players = 4

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> PartyState:
        rng = Rng.from_seed(seed)
        hands = [[rng.randint(BIG_CARD, 6), rng.randint(1, 6), rng.randint(1, 6)] for _ in players]
        return PartyState(
            names=list(players),
            hands=hands,
            points=[0] * len(players),
            target=int(options.get("target", 10)),
            ruling=str(options.get("ruling", Policy.LEFT_DECIDES.value)),
            lucky=Simultaneous.open(range(len(players))).dump(),
            numbers=[0] * len(players),
            rng=rng.state,
        )

    def opening_lines(self, state: PartyState) -> tuple[str, ...]:
        return ("Everyone picks a lucky number on their own panel.",)

    # -- what may be done -----------------------------------------------------------------------

    def legal_actions(self, state: PartyState, seat: int) -> list[Action]:
        if state.phase == LUCKY:
            if seat not in Simultaneous.load(state.lucky).pending:
                return []
            return [Action(f"lucky:{n}", f"Lucky {n}", "Lucky number") for n in NUMBERS]
        if state.phase == BONUS:
            return list(BONUS_CHOICES) if seat in self._bonus(state).pending else []
        if state.phase != TURN:
            return []
        if seat == state.turn:
            return [Action(f"play:{i}", f"Play a {v}") for i, v in enumerate(state.hands[seat])]
        if seat not in state.cheered:
            return [Action(f"cheer:{seat}", "Cheer", seat=seat)]
        return []

    def prompt(self, state: PartyState) -> Prompt:
        if state.phase == LUCKY:
            return Simultaneous.load(state.lucky).prompt((), panel="My choices")
        if state.phase == BONUS:
            return self._bonus(state).prompt(BONUS_CHOICES)
        if state.phase != TURN:
            return Prompt((), ())
        cheering = tuple(
            s for s in range(len(state.names)) if s != state.turn and s not in state.cheered
        )
        cheers = tuple(Action(f"cheer:{s}", f"{state.names[s]} cheers", seat=s) for s in cheering)
        return Prompt((state.turn,), cheers, may_act=cheering, panel="My cards")

    def deadline(self, state: PartyState) -> str | None:
        return state.phase if state.phase in (LUCKY, BONUS) else None

    # -- doing it -------------------------------------------------------------------------------

    def apply(self, state: PartyState, seat: int, action_id: str) -> tuple[PartyState, list[Event]]:
        kind, _, arg = action_id.partition(":")
        new = copy.deepcopy(state)
        if state.phase == LUCKY and kind == "lucky" and arg.isdigit() and int(arg) in NUMBERS:
            decision = Simultaneous.load(state.lucky).answer(seat, arg)
            new.lucky = decision.dump()
            if not decision.done:
                return new, [Event(f"{new.names[seat]} has picked.")]
            return self._draw_lucky(new, decision)
        if state.phase == BONUS and kind == "bonus" and arg in ("yes", "no"):
            decision = self._bonus(state).vote(seat, arg)
            new.bonus = decision.dump()
            if not decision.done:
                return new, [Event(f"{new.names[seat]} has voted.")]
            return self._settle_bonus(new, decision)
        if state.phase == TURN and kind == "cheer":
            return self._cheer(new, seat, arg)
        if state.phase == TURN and kind == "play" and seat == state.turn:
            return self._play(new, seat, arg)
        if state.phase == TURN and kind == "play":
            raise IllegalAction(f"It's {state.names[state.turn]}'s turn.")
        raise IllegalAction("You can't do that now.")

    def _draw_lucky(
        self, new: PartyState, decision: Simultaneous
    ) -> tuple[PartyState, list[Event]]:
        numbers = decision.close(lambda seat: "1")
        new.numbers = [int(numbers[s]) for s in range(len(new.names))]
        new.phase, new.lucky = TURN, {}
        told = {s: f"Your lucky number is {n}." for s, n in enumerate(new.numbers)}
        first = new.names[new.turn]
        return new, [Event(f"Everyone has picked a lucky number; {first} plays first.", told)]

    def _cheer(self, new: PartyState, seat: int, arg: str) -> tuple[PartyState, list[Event]]:
        if arg != str(seat):
            owner = int(arg) if arg.isdigit() and int(arg) < len(new.names) else None
            raise IllegalAction(
                "There is no such cheer."
                if owner is None
                else f"That cheer is {new.names[owner]}'s."
            )
        if seat == new.turn:
            raise IllegalAction("You can't cheer on your own turn.")
        if seat in new.cheered:
            raise IllegalAction("You have already cheered this game.")
        new.cheered.append(seat)
        new.points[seat] += 1
        hand = ", ".join(map(str, new.hands[new.turn])) or "nothing"
        peek = {seat: f"You peek at {new.names[new.turn]}'s hand: {hand}."}
        events = [Event(f"{new.names[seat]} cheers and scores a point.", peek)]
        return self._check_end(new, events)

    def _play(self, new: PartyState, seat: int, arg: str) -> tuple[PartyState, list[Event]]:
        hand = new.hands[seat]
        if not arg.isdigit() or int(arg) >= len(hand):
            raise IllegalAction("You don't hold that card.")
        value = hand.pop(int(arg))
        new.points[seat] += value
        left = ", ".join(map(str, hand)) or "no cards"
        events = [Event(f"{new.names[seat]} plays a {value}.", {seat: f"You now hold {left}."})]
        if value >= BIG_CARD and new.points[seat] < new.target:
            voters = seats_to_the_left(seat, len(new.names))
            new.phase, new.bonus_card = BONUS, value
            new.bonus = GroupDecision.open(voters, Policy(new.ruling)).dump()
            events.append(Event("The others decide whether to double it."))
            return new, events
        return self._next_turn(new, events)

    def _settle_bonus(
        self, new: PartyState, decision: GroupDecision
    ) -> tuple[PartyState, list[Event]]:
        doubled = decision.result() == "yes"
        if doubled:
            new.points[new.turn] += new.bonus_card
        new.phase, new.bonus, new.bonus_card = TURN, {}, 0
        said = "doubled" if doubled else "kept as it was"
        return self._next_turn(new, [Event(f"The others decided: the card is {said}.")])

    def _next_turn(self, new: PartyState, events: list[Event]) -> tuple[PartyState, list[Event]]:
        new, events = self._check_end(new, events)
        if new.phase == OVER:
            return new, events
        for step in range(1, len(new.names) + 1):
            candidate = (new.turn + step) % len(new.names)
            if new.hands[candidate]:
                new.turn = candidate
                events.append(Event(f"{new.names[candidate]}'s turn."))
                return new, events
        new.phase = OVER
        return new, events

    def _check_end(self, new: PartyState, events: list[Event]) -> tuple[PartyState, list[Event]]:
        if max(new.points) >= new.target or not any(new.hands):
            new.phase = OVER
        return new, events

    def _bonus(self, state: PartyState) -> GroupDecision:
        return GroupDecision.load(state.bonus)

    def expire(self, state: PartyState) -> tuple[PartyState, list[Event]]:
        new = copy.deepcopy(state)
        if state.phase == LUCKY:
            new, events = self._draw_lucky(new, Simultaneous.load(state.lucky))
            return new, [Event("Time is up for lucky numbers."), *events]
        if state.phase == BONUS:
            votes = self._bonus(state)
            settled = votes if votes.votes else votes.vote(votes.voters[0], "no")
            return self._settle_bonus(new, settled)
        raise IllegalAction("Nothing is timed now.")

    def skip_turn(self, state: PartyState, seat: int) -> tuple[PartyState, list[Event]]:
        if state.phase == LUCKY:
            return self.apply(state, seat, "lucky:1")
        if state.phase == BONUS:
            return self.apply(state, seat, "bonus:no")
        if state.phase == TURN and seat == state.turn:
            new = copy.deepcopy(state)
            return self._next_turn(new, [Event(f"{new.names[seat]}'s turn was skipped.")])
        raise IllegalAction("That player isn't holding up the game.")

    def remove_player(self, state: PartyState, seat: int) -> tuple[PartyState, list[Event]]:
        raise IllegalAction("Toy Party can't go on without every player.")

    def determinize(self, state: PartyState, seat: int, rng: Rng) -> PartyState:
        """A seat knows its own hand and number; the others' are drawn afresh, sizes kept."""
        new = copy.deepcopy(state)
        for other, hand in enumerate(new.hands):
            if other != seat:
                new.hands[other] = [rng.randint(1, 6) for _ in hand]
        lucky = Simultaneous.load(state.lucky) if state.phase == LUCKY else None
        if lucky is not None:
            answers = {
                other: str(rng.choice(NUMBERS)) if other != seat else answer
                for other, answer in lucky.answers.items()
            }
            new.lucky = replace(lucky, answers=answers).dump()
        new.rng = rng.next_u64()
        return new

    # -- what may be seen -----------------------------------------------------------------------

    def view(self, state: PartyState, seat: int | None) -> View:
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=state.points[i],
                summary=f"{state.points[i]}/{state.target}",
                colour=COLOURS[i],
                token=name[:1].upper(),
            )
            for i, name in enumerate(state.names)
        )
        board = {"points": list(state.points), "cards_left": [len(h) for h in state.hands]}
        private: tuple[str, ...] = ()
        own: dict[str, Any] = {}
        if seat is not None:
            hand = ", ".join(map(str, state.hands[seat])) or "no cards"
            number = state.numbers[seat] or "not picked yet"
            private = (f"Your hand: {hand}.", f"Your lucky number: {number}.")
            own = {"hand": list(state.hands[seat])}
        phase = {LUCKY: "Lucky numbers", TURN: "Playing", BONUS: "Double or not", OVER: "Over"}
        active = None if state.phase in (OVER, LUCKY) else state.turn
        return View(self.key, seat, players, active, phase[state.phase], board, private, own)

    def outcome(self, state: PartyState) -> Outcome | None:
        if state.phase != OVER:
            return None
        order = sorted(range(len(state.names)), key=lambda s: (-state.points[s], s))
        best = state.points[order[0]]
        winners = tuple(s for s in order if state.points[s] == best)
        standings = tuple((s, f"{state.points[s]}/{state.target}") for s in order)
        return Outcome(winners, standings, f"{best} points.")

    def dump(self, state: PartyState) -> dict[str, Any]:
        return asdict(state)

    def load(self, data: Mapping[str, Any]) -> PartyState:
        return PartyState(**data)

    def rules_text(self) -> str:
        return "Pick a lucky number, play your cards, cheer once, let the others double big cards."


PARTY = PartyGame()
