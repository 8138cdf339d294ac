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

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec

from bot.engine import (
    Action,
    ActionIds,
    ActionKind,
    Event,
    GroupDecision,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Policy,
    Prompt,
    Rng,
    Rules,
    Simultaneous,
    TableCore,
    View,
    copy_core,
    dump_core,
    load_core,
    seats_to_the_left,
)
from bot.engine.ids import number, one_of
from bot.engine.manifest import Manifest, read_manifest

HOME = Path(__file__).parent

LUCKY, TURN, BONUS, OVER = "lucky", "turn", "bonus", "over"
NUMBERS = range(1, 31)
BIG_CARD = 4
COLOURS = ("#d64545", "#3b7dd8", "#3fa34d", "#e0a526")
BONUS_CHOICES = (Action("bonus:yes", "Double it"), Action("bonus:no", "Keep it"))
IDS = ActionIds(
    "Toy Party",
    [
        ActionKind("lucky", (number("number", 1),)),
        ActionKind("bonus", (one_of("answer", ("yes", "no")),)),
        ActionKind("play", (number("card"),)),
        ActionKind("cheer", (number("seat"),)),
    ],
)


class PartyState(TableCore, kw_only=True):
    """A Toy Party game; ``active`` is whose turn it is."""

    per_seat = ("hands", "points", "numbers")
    hands: list[list[int]]
    points: list[int]
    target: int
    ruling: str
    numbers: list[int]
    lucky: Simultaneous | None = None
    bonus: GroupDecision | None = None
    bonus_card: int = 0
    cheered: list[int] = msgspec.field(default_factory=list)


class PartyGame(Rules[PartyState]):
    """Installed as its own package would be: its manifest in ``toy-party/`` beside this file,
    its pictures in ``party_render``."""

    ids = IDS
    data_home = HOME
    drawings = "tests.platform.party_render"

    @classmethod
    def from_data(cls, data_dir: Path, manifest: Manifest) -> PartyGame:
        """Toy Party has no data files beyond its manifest."""
        return cls(manifest)

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> PartyState:
        names = self.player_names(players)
        rng = Rng.from_seed(seed)
        hands = [[rng.randint(BIG_CARD, 6), rng.randint(1, 6), rng.randint(1, 6)] for _ in names]
        return PartyState(
            players=names,
            rng=rng,
            phase=LUCKY,
            hands=hands,
            points=[0] * len(names),
            target=int(options.get("target", 10)),
            ruling=str(options.get("ruling", Policy.LEFT_DECIDES.value)),
            lucky=Simultaneous.open(range(len(names))),
            numbers=[0] * len(names),
            opening=["Everyone picks a lucky number on their own panel."],
        )

    # -- what may be done -----------------------------------------------------------------------

    def open_actions(self, state: PartyState, seat: int) -> list[Action]:
        if state.phase == LUCKY:
            if seat not in state.lucky.pending:
                return []
            return [Action(IDS["lucky"].format(n), f"Lucky {n}", "Lucky number") for n in NUMBERS]
        if state.phase == BONUS:
            return list(BONUS_CHOICES) if seat in state.bonus.pending else []
        if seat == state.active:
            hand = state.hands[seat]
            return [Action(IDS["play"].format(i), f"Play a {v}") for i, v in enumerate(hand)]
        if seat not in state.cheered:
            return [Action(IDS["cheer"].format(seat), "Cheer", seat=seat)]
        return []

    def refusal(self, state: PartyState, seat: int, action_id: str) -> str:
        parsed = IDS.parse(action_id)
        kind = parsed.kind
        if state.phase == LUCKY and kind == "lucky":
            return state.lucky.refusal(seat)
        if state.phase == BONUS and kind == "bonus":
            return state.bonus.refusal(seat)
        if state.phase == TURN and kind == "play":
            if seat != state.active:
                return f"It's {state.players[state.active]}'s turn."
            return "You don't hold that card."
        if state.phase == TURN and kind == "cheer":
            (owner,) = parsed.values
            if owner != seat:
                known = owner < len(state.players)
                return (
                    f"That cheer is {state.players[owner]}'s."
                    if known
                    else "There is no such cheer."
                )
            if seat == state.active:
                return "You can't cheer on your own turn."
            return "You have already cheered this game."
        return "You can't do that now."

    def prompt(self, state: PartyState) -> Prompt:
        if state.phase == LUCKY:
            return state.lucky.prompt((), panel="My choices")
        if state.phase == BONUS:
            return state.bonus.prompt(BONUS_CHOICES)
        if state.phase != TURN:
            return Prompt((), ())
        cheering = tuple(
            s for s in range(len(state.players)) if s != state.active and s not in state.cheered
        )
        cheers = tuple(
            Action(IDS["cheer"].format(s), f"{state.players[s]} cheers", seat=s) for s in cheering
        )
        return Prompt((state.active,), cheers, may_act=cheering, panel="My cards")

    def deadline(self, state: PartyState) -> str | None:
        return state.phase if state.phase in (LUCKY, BONUS) else None

    # -- doing it -------------------------------------------------------------------------------

    def do_lucky(self, new: PartyState, seat: int, lucky: int) -> tuple[PartyState, list[Event]]:
        decision = new.lucky = new.lucky.answer(seat, str(lucky))
        if not decision.done:
            return new, [Event(f"{new.players[seat]} has picked.")]
        return self._draw_lucky(new, decision)

    def do_bonus(self, new: PartyState, seat: int, answer: str) -> tuple[PartyState, list[Event]]:
        decision = new.bonus = new.bonus.vote(seat, answer)
        if not decision.done:
            return new, [Event(f"{new.players[seat]} has voted.")]
        return self._settle_bonus(new, decision)

    def do_cheer(self, new: PartyState, seat: int, _: int) -> tuple[PartyState, list[Event]]:
        new.cheered.append(seat)
        new.points[seat] += 1
        hand = ", ".join(map(str, new.hands[new.active])) or "nothing"
        peek = {seat: f"You peek at {new.players[new.active]}'s hand: {hand}."}
        events = [Event(f"{new.players[seat]} cheers and scores a point.", peek)]
        return self._check_end(new, events)

    def do_play(self, new: PartyState, seat: int, card: int) -> tuple[PartyState, list[Event]]:
        hand = new.hands[seat]
        value = hand.pop(card)
        new.points[seat] += value
        left = ", ".join(map(str, hand)) or "no cards"
        events = [Event(f"{new.players[seat]} plays a {value}.", {seat: f"You now hold {left}."})]
        if value >= BIG_CARD and new.points[seat] < new.target:
            voters = seats_to_the_left(seat, len(new.players))
            new.phase, new.bonus_card = BONUS, value
            new.bonus = GroupDecision.open(voters, Policy(new.ruling))
            events.append(Event("The others decide whether to double it."))
            return new, events
        return self._next_turn(new, events)

    def _draw_lucky(
        self, new: PartyState, decision: Simultaneous
    ) -> tuple[PartyState, list[Event]]:
        numbers = decision.close(lambda seat: "1")
        new.numbers = [int(numbers[s]) for s in range(len(new.players))]
        new.phase, new.lucky = TURN, None
        told = {s: f"Your lucky number is {n}." for s, n in enumerate(new.numbers)}
        first = new.players[new.active]
        return new, [Event(f"Everyone has picked a lucky number; {first} plays first.", told)]

    def _settle_bonus(
        self, new: PartyState, decision: GroupDecision
    ) -> tuple[PartyState, list[Event]]:
        doubled = decision.result() == "yes"
        if doubled:
            new.points[new.active] += new.bonus_card
        new.phase, new.bonus, new.bonus_card = TURN, None, 0
        said = "doubled" if doubled else "kept as it was"
        return self._next_turn(new, [Event(f"The others decided: the card is {said}.")])

    def _next_turn(self, new: PartyState, events: list[Event]) -> tuple[PartyState, list[Event]]:
        new, events = self._check_end(new, events)
        if new.phase == OVER:
            return new, events
        for step in range(1, len(new.players) + 1):
            candidate = (new.active + step) % len(new.players)
            if new.hands[candidate]:
                new.active = candidate
                events.append(Event(f"{new.players[candidate]}'s turn."))
                return new, events
        new.phase = OVER
        return new, events

    def _check_end(self, new: PartyState, events: list[Event]) -> tuple[PartyState, list[Event]]:
        if max(new.points) >= new.target or not any(new.hands):
            new.phase = OVER
        return new, events

    def expire(self, state: PartyState) -> tuple[PartyState, list[Event]]:
        new = copy_core(state)
        if state.phase == LUCKY:
            new, events = self._draw_lucky(new, state.lucky)
            return new, [Event("Time is up for lucky numbers."), *events]
        if state.phase == BONUS:
            votes = state.bonus
            settled = votes if votes.votes else votes.vote(votes.voters[0], "no")
            return self._settle_bonus(new, settled)
        raise IllegalAction("Nothing is timed now.")

    def skip_turn(self, state: PartyState, seat: int) -> tuple[PartyState, list[Event]]:
        if state.phase == LUCKY:
            return self.apply(state, seat, "lucky:1")
        if state.phase == BONUS:
            return self.apply(state, seat, "bonus:no")
        if state.phase == TURN and seat == state.active:
            new = copy_core(state)
            return self._next_turn(new, [Event(f"{new.players[seat]}'s turn was skipped.")])
        raise IllegalAction("That player isn't holding up the game.")

    def remove_player(self, state: PartyState, seat: int) -> tuple[PartyState, list[Event]]:
        raise IllegalAction("Toy Party can't go on without every player.")

    def determinize(self, state: PartyState, seat: int, rng: Rng) -> PartyState:
        """A seat knows its own hand and number; the others' are drawn afresh, sizes kept."""
        new = copy_core(state)
        for other, hand in enumerate(new.hands):
            if other != seat:
                new.hands[other] = [rng.randint(1, 6) for _ in hand]
        lucky = state.lucky if state.phase == LUCKY else None
        if lucky is not None:
            answers = {
                other: str(rng.choice(NUMBERS)) if other != seat else answer
                for other, answer in lucky.answers.items()
            }
            new.lucky = lucky.with_answers(answers)
        new.rng = Rng(rng.next_u64())
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
            for i, name in enumerate(state.players)
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
        return self.view_of(
            state,
            seat,
            players=players,
            phase=phase[state.phase],
            board=board,
            private=private,
            private_board=own,
            nobody_on_turn=state.phase == LUCKY,
        )

    def outcome(self, state: PartyState) -> Outcome | None:
        if state.phase != OVER:
            return None
        order = sorted(range(len(state.players)), key=lambda s: (-state.points[s], s))
        best = state.points[order[0]]
        winners = tuple(s for s in order if state.points[s] == best)
        standings = tuple((s, f"{state.points[s]}/{state.target}") for s in order)
        return Outcome(winners, standings, f"{best} points.")

    def dump(self, state: PartyState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> PartyState:
        return load_core(data, PartyState)

    def rules_text(self) -> str:
        return "Pick a lucky number, play your cards, cheer once, let the others double big cards."


PARTY = PartyGame(read_manifest(HOME / "toy-party"))
