"""The Game of Life: Rivals Edition as the engine's Game protocol over RivalsState.

The rulebook (rules/life-rivals.md) is the authority; data/life-rivals/rules.md lists the house
rulings applied here. The hand of Life cards is secret: the public prompt offers only what the
table can see (steals, a career draw, the spin) and the panel button; every card choice comes
from the owner's own ``legal_actions`` and is checked again in ``apply``.
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
    Simultaneous,
    View,
)
from bot.games.life_rivals import scoring
from bot.games.life_rivals.data import (
    BABY,
    GOOD,
    IT_HAPPENS,
    NOT_SO_GOOD,
    ORANGE,
    PAYDAY,
    RED,
    RETIREMENT,
    STOP_INSURANCE,
    STOP_KIDS,
    STOP_PETS,
    STOPS,
    STUFF,
    YELLOW,
    Box,
    LifeCard,
    load_box,
)
from bot.games.life_rivals.data import (
    GOSSIP as GOSSIP_SPACE,
)
from bot.games.life_rivals.state import (
    CAREER,
    GOSSIP,
    OVER,
    PLAY,
    STATE_VERSION,
    TURN,
    RivalsState,
    dump_state,
    load_state,
)
from bot.games.life_rivals.words import card_line, career_line, money, people_word, pets_word

HAND = 5
DEALT_CAREERS = 3
START_PEOPLE = 2
SPINNER = (1, 6)
DEADLINE = "career"
PANEL = "My cards"
CAREER_PANEL = "My careers"
ME, RIVAL = "me", "rival"
SPIN = "spin"
KEEP, STEAL, NEW_CAREER = "keep:", "steal:", "career:"
PLAY_PREFIX, GOSSIP_PREFIX, DISCARD = "play:", "gossip:", "discard:"
PLAY_GROUP = "Play a card"
GOSSIP_GROUP = "Pick from the rival's hand"
KEEP_GROUP = "Keep a career"
STEAL_GROUP = "Steal Stuff before you spin"
ENDED = "This game has ended."


class LifeRivals:
    """The game object the registry holds: one checked box, many independent states."""

    key = "life-rivals"
    name = "The Game of Life: Rivals Edition"
    min_players = 2
    max_players = 2
    state_version = STATE_VERSION

    def __init__(self, box: Box, rules_markdown: str) -> None:
        self.box = box
        self._rules = rules_markdown

    @classmethod
    def from_data(cls, data_dir: Path) -> LifeRivals:
        box = load_box(data_dir)
        path = data_dir / "rules.md"
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise GameDataError(f"{path}: the rules summary cannot be read.") from error
        return cls(box, text)

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> RivalsState:
        """Two people in each car, five Life cards and three careers each, the jealousy spin."""
        names = [str(p) for p in players]
        if len(names) != 2:
            raise IllegalAction(f"{self.name} is for exactly 2 players, not {len(names)}.")
        rng = Rng.from_seed(seed)
        deck = [card.key for card in self.box.cards]
        rng.shuffle(deck)
        hands = [deck[:HAND], deck[HAND : 2 * HAND]]
        del deck[: 2 * HAND]
        careers = [career.key for career in self.box.careers]
        rng.shuffle(careers)
        dealt = [careers[:DEALT_CAREERS], careers[DEALT_CAREERS : 2 * DEALT_CAREERS]]
        del careers[: 2 * DEALT_CAREERS]
        opening, first = jealousy_spin(names, rng)
        return RivalsState(
            names=names,
            phase=CAREER,
            active=first,
            cash=[0, 0],
            people=[START_PEOPLE, START_PEOPLE],
            pets=[0, 0],
            position=[0, 0],
            careers=["", ""],
            dealt=dealt,
            career_deck=careers,
            hands=hands,
            deck=deck,
            discards=[],
            table=[[], []],
            rng=rng.state,
            choosing=Simultaneous.open((0, 1)).dump(),
            opening=[*opening, "Each of you keeps one of three careers in your panel."],
        )

    def opening_lines(self, state: RivalsState) -> tuple[str, ...]:
        return tuple(state.opening)

    # -- what may be done ------------------------------------------------------------------

    def legal_actions(self, state: RivalsState, seat: int) -> list[Action]:
        if state.phase == OVER or seat not in (0, 1):
            return []
        if state.phase == CAREER:
            if seat not in Simultaneous.load(state.choosing).pending:
                return []
            return [
                Action(f"{KEEP}{key}", f"Keep {career_line(self.box.career(key))}", KEEP_GROUP)
                for key in state.dealt[seat]
            ]
        if state.phase == TURN:
            actions = self._steals(state) if seat == state.active else []
            if self._may_draw_career(state, seat):
                actions.append(self._career_action(state, seat))
            if seat == state.active:
                actions.append(Action(SPIN, "Spin the spinner"))
            return actions
        if seat != state.active:
            return []
        return self._card_choices(state)

    def prompt(self, state: RivalsState) -> Prompt:
        """Public facts only: the hand never shapes these controls."""
        if state.phase == OVER:
            return Prompt((), ())
        if state.phase == CAREER:
            return Simultaneous.load(state.choosing).prompt((), panel=CAREER_PANEL)
        if state.phase == TURN:
            rival = 1 - state.active
            drawing = tuple(s for s in (state.active, rival) if self._may_draw_career(state, s))
            actions = [
                *self._steals(state),
                *(self._career_action(state, s) for s in drawing),
                Action(SPIN, "Spin the spinner"),
            ]
            may_act = (rival,) if rival in drawing else ()
            return Prompt((state.active,), tuple(actions), may_act=may_act, panel=PANEL)
        return Prompt((state.active,), (), panel=PANEL)

    def deadline(self, state: RivalsState) -> str | None:
        return DEADLINE if state.phase == CAREER else None

    # -- doing it --------------------------------------------------------------------------

    def apply(
        self, state: RivalsState, seat: int, action_id: str
    ) -> tuple[RivalsState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if seat not in (0, 1):
            raise IllegalAction("You are not seated in this game.")
        if action_id not in {a.id for a in self.legal_actions(state, seat)}:
            raise IllegalAction(self._refusal(state, seat, action_id))
        s = copy.deepcopy(state)
        events: list[Event] = []
        if action_id.startswith(KEEP):
            self._keep(s, seat, action_id.removeprefix(KEEP), events)
        elif action_id.startswith(STEAL):
            self._steal(s, action_id.removeprefix(STEAL), events)
        elif action_id.startswith(NEW_CAREER):
            self._draw_career(s, seat, events)
        elif action_id == SPIN:
            self._spin_and_move(s, events)
        elif action_id.startswith(DISCARD):
            self._discard(s, action_id.removeprefix(DISCARD), events)
        else:
            _, key, target = action_id.split(":")
            self._play(s, key, target, events)
        return s, events

    def expire(self, state: RivalsState) -> tuple[RivalsState, list[Event]]:
        """The career timer: whoever has not chosen keeps the first career dealt to her."""
        if state.phase != CAREER:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = copy.deepcopy(state)
        events = [Event("Time is up for choosing careers.")]
        for seat in Simultaneous.load(s.choosing).pending:
            self._keep(s, seat, s.dealt[seat][0], events)
        return s, events

    def skip_turn(self, state: RivalsState, seat: int) -> tuple[RivalsState, list[Event]]:
        """An idle player: keeps her first career, plays her first card, or loses her spin."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase == CAREER and seat in Simultaneous.load(state.choosing).pending:
            return self.apply(state, seat, f"{KEEP}{state.dealt[seat][0]}")
        if seat != state.active or state.phase == CAREER:
            raise IllegalAction("That player isn't holding up the game.")
        if state.phase in (PLAY, GOSSIP):
            return self.apply(state, seat, self._card_choices(state)[0].id)
        s = copy.deepcopy(state)
        events = [Event(f"{s.names[seat]} took too long: turn skipped.")]
        self._end_turn(s, events)
        return s, events

    def remove_player(self, state: RivalsState, seat: int) -> tuple[RivalsState, list[Event]]:
        raise IllegalAction(f"{self.name} can't go on without both players.")

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: RivalsState, seat: int | None) -> View:
        if seat is not None and seat not in (0, 1):
            raise IllegalAction("You are not seated in this game.")
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=scoring.score(self.box, state, i).total,
                badges=("retired",) if i in state.retired else (),
                summary=_summary(state, i),
            )
            for i, name in enumerate(state.names)
        )
        board = self._public_board(state)
        private: tuple[str, ...] = ()
        own: dict[str, Any] = {}
        if seat is not None:
            private, own = self._private(state, seat)
        active = None if state.phase in (OVER, CAREER) else state.active
        return View(self.key, seat, players, active, self._phase_text(state), board, private, own)

    def outcome(self, state: RivalsState) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = [scoring.score(self.box, state, seat) for seat in (0, 1)]
        first = state.retired[0] if state.retired else state.active
        order = sorted((0, 1), key=lambda s: (-scores[s].total, s != first))
        winner = order[0]
        standings = tuple((s, scores[s].breakdown()) for s in order)
        tied = scores[0].total == scores[1].total
        why = " (a tie, and they retired first)" if tied else ""
        reason = f"{state.names[winner]} wins with {scores[winner].total} points{why}."
        return Outcome((winner,), standings, reason)

    def dump(self, state: RivalsState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> RivalsState:
        state = load_state(data)
        held = [key for pile in (*state.hands, *state.table) for key in pile]
        cards = sorted([*state.deck, *state.discards, *held])
        if cards != sorted(card.key for card in self.box.cards):
            raise GameDataError("field deck and hands do not hold the box's 65 Life cards.")
        return state

    def rules_text(self) -> str:
        return self._rules

    # -- set-up: careers -------------------------------------------------------------------

    def _keep(self, s: RivalsState, seat: int, key: str, events: list[Event]) -> None:
        decision = Simultaneous.load(s.choosing).answer(seat, key)
        s.choosing = decision.dump()
        events.append(Event(f"{s.names[seat]} has chosen a career."))
        if not decision.done:
            return
        kept = decision.close(lambda other: s.dealt[other][0])
        rng = Rng(s.rng)
        for other in (0, 1):
            career = self.box.career(kept[other])
            s.careers[other] = career.key
            s.cash[other] = career.starting_cash
            s.career_deck += [key for key in s.dealt[other] if key != career.key]
        rng.shuffle(s.career_deck)
        s.rng = rng.state
        s.dealt, s.choosing, s.phase = [[], []], {}, TURN
        chosen = "; ".join(
            f"{s.names[o]} is a {career_line(self.box.career(s.careers[o]))}" for o in (0, 1)
        )
        events.append(Event(f"Careers face up: {chosen}. {s.names[s.active]} goes first."))

    # -- the start of a turn: purchases and careers ----------------------------------------

    def _steals(self, s: RivalsState) -> list[Action]:
        rival = 1 - s.active
        actions = []
        for key in s.table[rival]:
            card = self.box.card(key)
            if card.kind == STUFF and s.cash[s.active] >= card.resale:
                label = f"Steal {card.name} from {s.names[rival]} for {money(card.resale)}"
                actions.append(Action(f"{STEAL}{key}", label, STEAL_GROUP))
        return actions

    def _steal(self, s: RivalsState, key: str, events: list[Event]) -> None:
        rival, card = 1 - s.active, self.box.card(key)
        s.table[rival].remove(key)
        s.table[s.active].append(key)
        s.cash[s.active] -= card.resale
        who = s.names[s.active]
        events.append(
            Event(f"{who} steals {card.name} from {s.names[rival]}, paying {money(card.resale)}.")
        )

    def _may_draw_career(self, s: RivalsState, seat: int) -> bool:
        return s.phase == TURN and bool(s.career_deck) and not s.drew_career[seat]

    def _career_action(self, s: RivalsState, seat: int) -> Action:
        return Action(f"{NEW_CAREER}{seat}", f"{s.names[seat]}: draw a new career", seat=seat)

    def _draw_career(self, s: RivalsState, seat: int, events: list[Event]) -> None:
        old, new = s.careers[seat], s.career_deck.pop(0)
        s.career_deck.append(old)
        s.careers[seat] = new
        s.drew_career[seat] = True
        career = self.box.career(new)
        events.append(
            Event(
                f"{s.names[seat]} trades {self.box.career(old).name} for a new career: "
                f"{career_line(career)} (no starting cash)."
            )
        )

    # -- spinning and moving ---------------------------------------------------------------

    def _spin(self, s: RivalsState) -> int:
        rng = Rng(s.rng)
        value = rng.randint(*SPINNER)
        s.rng = rng.state
        return value

    def _spin_and_move(self, s: RivalsState, events: list[Event]) -> None:
        a = s.active
        who = s.names[a]
        s.spin = self._spin(s)
        s.stop_spin = None
        s.moved_from = s.position[a]
        road = self.box.road
        passed: list[str] = []
        moved = 0
        while moved < s.spin:
            s.position[a] += 1
            moved += 1
            space = road[s.position[a]]
            if space.kind in (*STOPS, RETIREMENT):
                break
            if moved == s.spin:
                break
            if space.kind == PAYDAY:
                pay = self._salary(s, a)
                s.cash[a] += pay
                passed.append(f"passes Payday (+{money(pay)})")
            elif space.kind == BABY:
                s.people[a] += 1
                passed.append("passes the Baby space (+1 person)")
        here = road[s.position[a]]
        s.landed = s.position[a]
        trip = "".join(f", {p}" for p in passed)
        events.append(Event(f"{who} spins {s.spin}{trip} and stops on {here.name}."))
        self._land(s, events)

    def _salary(self, s: RivalsState, seat: int) -> int:
        return self.box.career(s.careers[seat]).salary

    def _land(self, s: RivalsState, events: list[Event]) -> None:
        a = s.active
        who = s.names[a]
        space = self.box.road[s.position[a]]
        kind = space.kind
        if kind == YELLOW:
            if s.hands[a]:
                s.phase = PLAY
                events.append(Event(f"{who} plays a Life card from the hand."))
                return
            events.append(Event(f"{who} holds no card to play."))
        elif kind == GOSSIP_SPACE:
            if s.hands[1 - a]:
                s.phase = GOSSIP
                shown = "; ".join(card_line(self.box.card(k)) for k in s.hands[1 - a])
                private = {a: f"{s.names[1 - a]}'s hand, for your eyes only: {shown}."}
                events.append(
                    Event(
                        f"Neighborhood Gossip: {s.names[1 - a]}'s hand is shown to {who}.", private
                    )
                )
                return
            events.append(Event(f"{s.names[1 - a]} holds no card to show."))
        elif kind == PAYDAY:
            pay = 2 * self._salary(s, a)
            s.cash[a] += pay
            events.append(Event(f"{who} lands on Payday: double salary, +{money(pay)}."))
        elif kind == BABY:
            s.people[a] += 2
            events.append(Event(f"{who} lands on the Baby space: twins! +2 people."))
        elif kind in STOPS:
            self._stop(s, kind, events)
        elif kind in (ORANGE, RED):
            self._coloured(s, events)
        elif kind == RETIREMENT:
            s.retired.append(a)
            if len(s.retired) == 1:
                events.append(Event(f"{who} retires! {s.names[1 - a]} takes one last turn."))
            else:
                events.append(Event(f"{who} retires too."))
        self._end_turn(s, events)

    def _stop(self, s: RivalsState, kind: str, events: list[Event]) -> None:
        a = s.active
        who = s.names[a]
        s.stop_spin = value = self._spin(s)
        if kind == STOP_KIDS:
            kids = 1 if value <= 4 else 2
            s.people[a] += kids
            said = "a kid" if kids == 1 else "twins"
            events.append(Event(f"{who} spins {value} for kids: {said}, +{people_word(kids)}."))
        elif kind == STOP_PETS:
            pets = 1 if value <= 3 else 2 if value <= 5 else 3
            s.pets[a] += pets
            events.append(Event(f"{who} spins {value} for pets: +{pets_word(pets)}."))
        elif kind == STOP_INSURANCE:
            s.cash[a] += value
            events.append(Event(f"{who} spins {value} for life insurance: +{money(value)}."))

    def _coloured(self, s: RivalsState, events: list[Event]) -> None:
        a, rival = s.active, 1 - s.active
        space = self.box.road[s.position[a]]
        amount = space.amount
        if space.effect == "collect":
            s.cash[a] += amount
        elif space.effect == "pay":
            amount = min(amount, s.cash[a])
            s.cash[a] -= amount
        elif space.effect == "take":
            amount = min(amount, s.cash[rival])
            s.cash[rival] -= amount
            s.cash[a] += amount
        elif space.effect == "give":
            amount = min(amount, s.cash[a])
            s.cash[a] -= amount
            s.cash[rival] += amount
        elif space.effect == "pet":
            s.pets[a] += amount
        events.append(Event(f"{space.text} ({_effect_said(space.effect, amount)})"))

    # -- yellow and gossip: playing a card -------------------------------------------------

    def _source(self, s: RivalsState) -> list[str]:
        """The hand a card is played from: her own on yellow, the rival's after Gossip."""
        return s.hands[s.active] if s.phase == PLAY else s.hands[1 - s.active]

    def _targets(self, s: RivalsState, card: LifeCard) -> tuple[str, ...]:
        if card.kind == GOOD:
            return (ME,)
        if card.kind == NOT_SO_GOOD:
            return (ME, RIVAL)
        if card.kind == IT_HAPPENS:
            return (ME,) if card.hits == "player" else (RIVAL,)
        return (ME,) if s.cash[s.active] >= card.cost else ()

    def _card_choices(self, s: RivalsState) -> list[Action]:
        prefix, group = (
            (PLAY_PREFIX, PLAY_GROUP) if s.phase == PLAY else (GOSSIP_PREFIX, GOSSIP_GROUP)
        )
        rival = s.names[1 - s.active]
        actions = []
        for key in self._source(s):
            card = self.box.card(key)
            for target in self._targets(s, card):
                on = "on me" if target == ME else f"on {rival}"
                actions.append(
                    Action(f"{prefix}{key}:{target}", f"{card_line(card)} — {on}", group)
                )
        if actions:
            return actions
        return [
            Action(f"{DISCARD}{key}", f"Set aside {card_line(self.box.card(key))}", group)
            for key in self._source(s)
        ]

    def _play(self, s: RivalsState, key: str, target: str, events: list[Event]) -> None:
        a = s.active
        on = a if target == ME else 1 - a
        source = self._source(s)
        source.remove(key)
        card = self.box.card(key)
        who, whom = s.names[a], s.names[on]
        on_whom = "" if on == a else f" on {whom}"
        if s.phase == GOSSIP:
            head = f"{who} picks {card.name} from {s.names[1 - a]}'s hand and plays it{on_whom}"
        else:
            head = f"{who} plays {card.name}{on_whom}"
        if card.kind == IT_HAPPENS:
            paid = min(card.cost, s.cash[on])
            s.cash[on] -= paid
            s.discards.append(key)
            events.append(Event(f"{head}: {whom} pays {money(paid)} to the bank."))
        elif card.kind == STUFF:
            s.cash[a] -= card.cost
            s.table[a].append(key)
            events.append(
                Event(f"{head}: pays {money(card.cost)} for {card.points} points of Stuff.")
            )
        else:
            s.table[on].append(key)
            events.append(Event(f"{head}: {card.points:+d} points for {whom}."))
        self._end_turn(s, events)

    def _discard(self, s: RivalsState, key: str, events: list[Event]) -> None:
        self._source(s).remove(key)
        s.discards.append(key)
        card = self.box.card(key)
        events.append(
            Event(f"{s.names[s.active]} can't pay for any card and sets {card.name} aside.")
        )
        self._end_turn(s, events)

    # -- the end of a turn -----------------------------------------------------------------

    def _refill(self, s: RivalsState, events: list[Event]) -> None:
        """Both hands back to five, the mover first; an empty deck takes the discards back."""
        rng = Rng(s.rng)
        for seat in (s.active, 1 - s.active):
            while len(s.hands[seat]) < HAND:
                if not s.deck and s.discards:
                    s.deck, s.discards = s.discards, []
                    rng.shuffle(s.deck)
                    events.append(Event("The Life deck ran out: the discards are shuffled in."))
                if not s.deck:
                    break
                s.hands[seat].append(s.deck.pop(0))
        s.rng = rng.state

    def _end_turn(self, s: RivalsState, events: list[Event]) -> None:
        self._refill(s, events)
        s.turns += 1
        a = s.active
        if s.final_turn or len(s.retired) == 2:
            s.phase = OVER
            return
        if a in s.retired:
            s.final_turn = True
        s.active = 1 - a
        s.phase = TURN
        s.drew_career = [False, False]
        last = " (the last turn)" if s.final_turn else ""
        events.append(Event(f"{s.names[s.active]}'s turn{last}."))

    # -- words -----------------------------------------------------------------------------

    def _refusal(self, s: RivalsState, seat: int, action_id: str) -> str:
        """Why ``action_id`` is not open to ``seat`` now, in one sentence for her alone."""
        kind = action_id.split(":")[0] + (":" if ":" in action_id else "")
        if s.phase == CAREER:
            if kind == KEEP and seat not in Simultaneous.load(s.choosing).pending:
                return "You have already chosen your career; the other player is still deciding."
            if kind == KEEP:
                return "That career was not dealt to you."
            return "First each player keeps a career."
        if kind == KEEP:
            return "Careers were chosen at the start of the game."
        if kind == NEW_CAREER:
            if s.phase != TURN:
                return "A new career can be drawn only at the start of a turn, before the spin."
            if (
                not action_id.removeprefix(NEW_CAREER).isdigit()
                or int(action_id.removeprefix(NEW_CAREER)) != seat
            ):
                return "That button is for the other player."
            if s.drew_career[seat]:
                return "You have already drawn a new career this turn."
            return "The Career deck is empty."
        if seat != s.active:
            return f"It's {s.names[s.active]}'s turn."
        if kind == STEAL:
            return self._steal_refusal(s, action_id.removeprefix(STEAL))
        if action_id == SPIN:
            return "You have already spun this turn."
        if kind in (PLAY_PREFIX, GOSSIP_PREFIX, DISCARD):
            return self._card_refusal(s, action_id)
        shown = action_id if len(action_id) <= 40 else action_id[:40] + "..."
        return f'"{shown}" is not a Rivals action.'

    def _steal_refusal(self, s: RivalsState, key: str) -> str:
        if s.phase != TURN:
            return "Purchases come before the spin; you can steal again on your next turn."
        rival = 1 - s.active
        if key not in s.table[rival]:
            return f"{s.names[rival]} has no such card on the table."
        card = self.box.card(key)
        if card.kind != STUFF:
            return f"{card.name} is not a Stuff card: only Stuff can be stolen."
        have = money(s.cash[s.active])
        return f"You need {money(card.resale)} to steal {card.name}; you have {have}."

    def _card_refusal(self, s: RivalsState, action_id: str) -> str:
        if s.phase == TURN:
            return "Spin first: a card is played when you land on a yellow or Gossip space."
        parts = action_id.split(":")
        key = parts[1] if len(parts) > 1 else ""
        gossip = s.phase == GOSSIP
        if action_id.startswith(PLAY_PREFIX) and gossip:
            return "Pick one of your rival's cards: you are on a Gossip space."
        if action_id.startswith(GOSSIP_PREFIX) and not gossip:
            return "Play a card from your own hand: you are on a yellow space."
        if key not in self._source(s):
            owner = f"{s.names[1 - s.active]} doesn't" if gossip else "You don't"
            return f"{owner} hold that card."
        card = self.box.card(key)
        if action_id.startswith(DISCARD):
            return f"You can still play a card, so {card.name} can't be set aside."
        if card.kind == STUFF and s.cash[s.active] < card.cost:
            return f"{card.name} costs {money(card.cost)}; you have {money(s.cash[s.active])}."
        if card.kind == STUFF or card.kind == GOOD:
            return f"{card.name} can only be played on yourself."
        return f"{card.name} hits {'its player' if card.hits == 'player' else 'the rival'}."

    def _phase_text(self, s: RivalsState) -> str:
        who = s.names[s.active]
        if s.phase == OVER:
            return "Game over"
        if s.phase == CAREER:
            return "Set-up: each player keeps a career"
        if s.phase == PLAY:
            return f"{who} plays a Life card"
        if s.phase == GOSSIP:
            return f"{who} picks a card from {s.names[1 - s.active]}'s hand"
        last = ": the last turn" if s.final_turn else ""
        return f"{who}'s turn{last}"

    def _public_board(self, s: RivalsState) -> dict[str, Any]:
        def cards(seat: int) -> list[dict[str, Any]]:
            return [self.box.card(k).as_data() for k in s.table[seat]]

        return {
            "position": list(s.position),
            "cash": list(s.cash),
            "people": list(s.people),
            "pets": list(s.pets),
            "careers": [
                career_line(self.box.career(k)) if k else "choosing a career" for k in s.careers
            ],
            "table": [cards(0), cards(1)],
            "hand_sizes": [len(h) for h in s.hands],
            "deck": len(s.deck),
            "discards": len(s.discards),
            "phase": s.phase,
            "active": s.active,
            "spin": s.spin,
            "stop_spin": s.stop_spin,
            "landed": s.landed,
            "last_move": self._last_move(s),
            "retired": list(s.retired),
            "scores": [scoring.score(self.box, s, seat).total for seat in (0, 1)],
        }

    def _last_move(self, s: RivalsState) -> dict[str, int] | None:
        """Who moved last, from where to where; a finished turn has passed to the rival."""
        if s.landed is None or s.moved_from is None:
            return None
        mover = 1 - s.active if s.phase == TURN else s.active
        return {"seat": mover, "from": s.moved_from, "to": s.landed}

    def _private(self, s: RivalsState, seat: int) -> tuple[tuple[str, ...], dict[str, Any]]:
        """Only ``seat``'s own secrets, and her rival's hand while she makes her Gossip pick."""
        lines: list[str] = []
        own: dict[str, Any] = {"hand": [self.box.card(k).as_data() for k in s.hands[seat]]}
        if s.phase == CAREER and s.dealt[seat]:
            pending = seat in Simultaneous.load(s.choosing).pending
            if pending:
                offered = "; ".join(career_line(self.box.career(k)) for k in s.dealt[seat])
                lines.append(f"Career cards dealt to you: {offered}.")
                own["careers"] = [career_line(self.box.career(k)) for k in s.dealt[seat]]
            else:
                kept = Simultaneous.load(s.choosing).answers[seat]
                lines.append(f"You keep {self.box.career(kept).name}.")
        lines.append("Your hand:")
        lines += [f"• {card_line(self.box.card(k))}" for k in s.hands[seat]] or ["• (empty)"]
        if s.phase == GOSSIP and seat == s.active:
            rival = s.hands[1 - seat]
            lines.append(f"{s.names[1 - seat]}'s hand (Gossip, for your eyes only):")
            lines += [f"◦ {card_line(self.box.card(k))}" for k in rival]
            own["gossip"] = [self.box.card(k).as_data() for k in rival]
        return tuple(lines), own


def _summary(s: RivalsState, seat: int) -> str:
    parts = [money(s.cash[seat]), people_word(s.people[seat])]
    if s.pets[seat]:
        parts.append(pets_word(s.pets[seat]))
    return " · ".join(parts)


def _effect_said(effect: str | None, amount: int) -> str:
    return {
        "collect": f"+{money(amount)}",
        "pay": f"-{money(amount)}",
        "take": f"+{money(amount)} from the rival",
        "give": f"-{money(amount)} to the rival",
        "pet": f"+{pets_word(amount)}",
    }.get(effect or "", "")


def jealousy_spin(names: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """Both spin; the lower spin is the more jealous of the neighbours and goes first."""
    lines: list[str] = []
    while True:
        spins = [rng.randint(*SPINNER) for _ in names]
        shown = ", ".join(f"{n} {v}" for n, v in zip(names, spins, strict=True))
        lines.append(f"Jealousy spin: {shown}.")
        if spins[0] != spins[1]:
            first = 0 if spins[0] < spins[1] else 1
            lines.append(f"{names[first]} spun lower, is the more jealous, and goes first.")
            return lines, first
        lines.append("A tie: spin again.")
