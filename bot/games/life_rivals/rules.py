"""The Game of Life: Rivals Edition as the engine's Game protocol over RivalsState.

The rulebook (rules/life-rivals.md) is the authority; data/life-rivals/rules.md lists the house
rulings applied here. The hand of Life cards is secret: the public prompt offers only what the
table can see (steals, a career draw, the spin) and the panel button; every card choice comes
from the owner's own ``legal_actions`` and is checked again in ``apply``.

Beside this module: ``road`` moves the cars and settles the spaces without a choice, ``views``
says what each seat may see, ``refusals`` words every refusal, ``scoring`` adds up the score.
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
    Rules,
    Simultaneous,
    View,
    refilled,
)
from bot.engine.schema import read_rules_summary
from bot.games.life_rivals import road, scoring, unseen, views
from bot.games.life_rivals.actions import (
    CAREER_PANEL,
    DISCARD,
    FIRST_PLAYER,
    GOSSIP_GROUP,
    GOSSIP_PREFIX,
    HOST_SAYS,
    KEEP,
    KEEP_GROUP,
    ME,
    NEW_CAREER,
    PANEL,
    PLAY_GROUP,
    PLAY_PREFIX,
    RIVAL,
    SPIN,
    STEAL,
    STEAL_GROUP,
)
from bot.games.life_rivals.data import (
    GOOD,
    IT_HAPPENS,
    NOT_SO_GOOD,
    STUFF,
    YELLOW,
    Box,
    LifeCard,
    load_box,
)
from bot.games.life_rivals.data import GOSSIP as GOSSIP_SPACE
from bot.games.life_rivals.refusals import refusal
from bot.games.life_rivals.state import (
    CAREER,
    FIRST,
    GOSSIP,
    OVER,
    PLAY,
    STATE_VERSION,
    TURN,
    RivalsState,
    dump_state,
    load_state,
)
from bot.games.life_rivals.words import card_line, career_held, career_line, money

HAND = 5
DEALT_CAREERS = 3
START_PEOPLE = 2
DEADLINE = "career"
ENDED = "This game has ended."


class LifeRivals(Rules[RivalsState]):
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
        text = read_rules_summary(data_dir)
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
        if options.get("first") == HOST_SAYS:
            phase, first = FIRST, 0
            opening = [f"{names[0]}, the host, says who is the more jealous of the neighbours."]
        else:
            phase = CAREER
            opening, first = road.jealousy_spin(names, rng)
        return RivalsState(
            names=names,
            phase=phase,
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
        if state.phase == FIRST:
            return self._first_choices(state) if seat == 0 else []
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
        if state.phase == FIRST:
            return Prompt((0,), tuple(self._first_choices(state)))
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

    # -- the hooks of the shared checks (bot.engine.rules) ------------------------------

    def refusal(self, state: RivalsState, seat: int, action_id: str) -> str:
        return refusal(self.box, state, seat, action_id)

    def perform(self, s: RivalsState, seat: int, action_id: str) -> tuple[RivalsState, list[Event]]:
        events: list[Event] = []
        if action_id.startswith(FIRST_PLAYER):
            self._choose_first(s, int(action_id.removeprefix(FIRST_PLAYER)), events)
        elif action_id.startswith(KEEP):
            self._keep(s, seat, action_id.removeprefix(KEEP), events)
        elif action_id.startswith(STEAL):
            self._steal(s, action_id.removeprefix(STEAL), events)
        elif action_id.startswith(NEW_CAREER):
            self._draw_career(s, seat, events)
        elif action_id == SPIN:
            road.drive(self.box, s, events)
            self._land(s, events)
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
        if state.phase == FIRST and seat == 0:
            s = copy.deepcopy(state)
            rng = Rng(s.rng)
            lines, first = road.jealousy_spin(s.names, rng)
            s.rng = rng.state
            events = [
                Event(f"{s.names[0]} took too long: a jealousy spin decides."),
                *map(Event, lines),
            ]
            self._choose_first(s, first, events, told=False)
            return s, events
        if state.phase == CAREER and seat in Simultaneous.load(state.choosing).pending:
            return self.apply(state, seat, f"{KEEP}{state.dealt[seat][0]}")
        if seat != state.active or state.phase in (FIRST, CAREER):
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

    def determinize(self, state: RivalsState, seat: int, rng: Rng) -> RivalsState:
        """What ``seat`` can't see, dealt anew (see ``unseen``)."""
        return unseen.determinize(state, seat, rng)

    def view(self, state: RivalsState, seat: int | None) -> View:
        if seat is not None and seat not in (0, 1):
            raise IllegalAction("You are not seated in this game.")
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=scoring.score(self.box, state, i).total,
                badges=("retired",) if i in state.retired else (),
                summary=views.summary(state, i),
            )
            for i, name in enumerate(state.names)
        )
        board = views.public_board(self.box, state)
        private: tuple[str, ...] = ()
        own: dict[str, Any] = {}
        if seat is not None:
            private, own = views.private_view(self.box, state, seat)
        active = None if state.phase in (OVER, FIRST, CAREER) else state.active
        return View(self.key, seat, players, active, views.phase_text(state), board, private, own)

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

    # -- set-up: who goes first, careers ----------------------------------------------------

    def _first_choices(self, s: RivalsState) -> list[Action]:
        return [
            Action(f"{FIRST_PLAYER}{seat}", f"{s.names[seat]} is the more jealous")
            for seat in (0, 1)
        ]

    def _choose_first(
        self, s: RivalsState, first: int, events: list[Event], *, told: bool = True
    ) -> None:
        s.active, s.phase = first, CAREER
        if told:
            host = s.names[0]
            events.append(Event(f"{host} says {s.names[first]} is the more jealous."))
        events.append(
            Event(f"{s.names[first]} goes first. Each of you keeps one of three careers.")
        )

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
                f"{career_held(career)}, and no starting cash."
            )
        )

    # -- the space landed on ---------------------------------------------------------------

    def _land(self, s: RivalsState, events: list[Event]) -> None:
        """Yellow and Gossip open a card choice; any other space is settled and the turn ends."""
        a = s.active
        who = s.names[a]
        kind = self.box.road[s.position[a]].kind
        if kind == YELLOW and s.hands[a]:
            s.phase = PLAY
            events.append(Event(f"{who} plays a Life card from the hand."))
            return
        if kind == GOSSIP_SPACE and s.hands[1 - a]:
            s.phase = GOSSIP
            shown = "; ".join(card_line(self.box.card(k)) for k in s.hands[1 - a])
            private = {a: f"{s.names[1 - a]}'s hand, for your eyes only: {shown}."}
            told = f"Neighborhood Gossip: {s.names[1 - a]}'s hand is shown to {who}."
            events.append(Event(told, private))
            return
        if kind == YELLOW:
            events.append(Event(f"{who} holds no card to play."))
        elif kind == GOSSIP_SPACE:
            events.append(Event(f"{s.names[1 - a]} holds no card to show."))
        else:
            road.settle(self.box, s, events)
        self._end_turn(s, events)

    # -- yellow and gossip: playing a card -------------------------------------------------

    def _targets(self, s: RivalsState, card: LifeCard) -> tuple[str, ...]:
        """Whom ``card`` may go on. The rulebook lets any card go on either player; the house
        keeps Good and Stuff for yourself. It Happens lists the rival first, so an idle
        player's card (her first option) charges the rival."""
        if card.kind == GOOD:
            return (ME,)
        if card.kind == NOT_SO_GOOD:
            return (ME, RIVAL)
        if card.kind == IT_HAPPENS:
            return (RIVAL, ME)
        return (ME,) if s.cash[s.active] >= card.cost else ()

    def _card_choices(self, s: RivalsState) -> list[Action]:
        prefix, group = (
            (PLAY_PREFIX, PLAY_GROUP) if s.phase == PLAY else (GOSSIP_PREFIX, GOSSIP_GROUP)
        )
        rival = s.names[1 - s.active]
        actions = []
        for key in s.source():
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
            for key in s.source()
        ]

    def _play(self, s: RivalsState, key: str, target: str, events: list[Event]) -> None:
        a = s.active
        on = a if target == ME else 1 - a
        source = s.source()
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
        s.source().remove(key)
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
                s.deck, s.discards, reshuffled = refilled(s.deck, s.discards, rng)
                if reshuffled:
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
