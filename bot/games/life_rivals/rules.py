"""The Game of Life: Rivals Edition as the engine's Game protocol over RivalsState.

The rulebook (rules/life-rivals.md) is the authority; data/life-rivals/rules.md lists the house
rulings applied here. The hand of Life cards is secret: the public prompt offers only what the
table can see (steals, a career draw, the spin) and the panel button; every card choice comes
from the owner's own ``legal_actions`` and is checked again in ``apply``.

Beside this module: ``careers`` runs set-up and the career draws, ``road`` moves the cars and
settles the spaces without a choice, ``cards`` plays and steals Life cards, ``turns`` ends a
move and a turn, ``views`` says what each seat may see, ``refusals`` words every refusal,
``scoring`` adds up the score, ``saves`` reads games saved by earlier versions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import (
    OVER,
    Action,
    Deck,
    Event,
    GameDataError,
    IllegalAction,
    Outcome,
    Prompt,
    Rng,
    Rules,
    Simultaneous,
    dump_core,
    load_core,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED
from bot.games.life_rivals import cards, careers, road, saves, scoring, turns, unseen, views
from bot.games.life_rivals.actions import CAREER_PANEL, HOST_SAYS, IDS, KEEP_CAREER, PANEL, SPIN
from bot.games.life_rivals.boards import RivalsView
from bot.games.life_rivals.data import Box, load_box
from bot.games.life_rivals.refusals import refusal
from bot.games.life_rivals.state import (
    CAREER,
    FIRST,
    GOSSIP,
    PLAY,
    STATE_VERSION,
    TURN,
    RivalsState,
)
from bot.games.life_rivals.turns import HAND
from bot.games.life_rivals.words import KEEP_IN_PANEL

DEALT_CAREERS = 3
START_PEOPLE = 2
DEADLINE = "career"
SET_UP = (FIRST, CAREER)
"""Phases that are nobody's turn: the host names who goes first, both keep a career."""
SPIN_ACTION = Action(SPIN.format(), "Spin the spinner")
Done = tuple[RivalsState, list[Event]]
"""A move's new position and what the table is told."""


class LifeRivals(Rules[RivalsState], data=load_box, version=STATE_VERSION):
    """The game object the registry holds: one checked box, many independent states."""

    ids = IDS

    def __init__(self, manifest: Manifest, box: Box, rules_markdown: str = "") -> None:
        super().__init__(manifest, rules_markdown)
        self.box = box

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> RivalsState:
        """Two people in each car, five Life cards and three careers each, the jealousy spin."""
        names = self.player_names(players)
        rng = Rng.from_seed(seed)
        deck = [card.key for card in self.box.cards]
        rng.shuffle(deck)
        hands = [deck[:HAND], deck[HAND : 2 * HAND]]
        del deck[: 2 * HAND]
        career_deck = [career.key for career in self.box.careers]
        rng.shuffle(career_deck)
        dealt = [career_deck[:DEALT_CAREERS], career_deck[DEALT_CAREERS : 2 * DEALT_CAREERS]]
        del career_deck[: 2 * DEALT_CAREERS]
        if options.get("first") == HOST_SAYS:
            phase, first = FIRST, 0
            opening = [f"{names[0]}, the host, says who is the more jealous of the neighbours."]
        else:
            phase = CAREER
            lines, first = road.jealousy_spin(names, rng)
            opening = [*lines, KEEP_IN_PANEL]
        return RivalsState(
            players=names,
            rng=rng,
            phase=phase,
            active=first,
            cash=[0, 0],
            people=[START_PEOPLE, START_PEOPLE],
            pets=[0, 0],
            position=[0, 0],
            careers=["", ""],
            dealt=dealt,
            career_deck=career_deck,
            hands=hands,
            deck=Deck(cards=deck),
            table=[[], []],
            drew_career=[False, False],
            seen=[[], []],
            choosing=Simultaneous.open((0, 1)).dump(),
            opening=opening,
        )

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: RivalsState, seat: int) -> list[Action]:
        if state.phase == FIRST:
            return careers.first_choices(state) if seat == 0 else []
        if state.phase == CAREER:
            return careers.keep_choices(self.box, state, seat)
        if state.phase == TURN:
            actions = cards.steals(self.box, state) if seat == state.active else []
            if careers.may_draw(state, seat):
                actions.append(careers.draw_action(state, seat))
            if seat == state.active:
                actions.append(SPIN_ACTION)
            return actions
        if seat != state.active:
            return []
        return cards.choices(self.box, state)

    def prompt(self, state: RivalsState) -> Prompt:
        """Public facts only: the hand never shapes these controls."""
        if state.phase == OVER:
            return Prompt((), ())
        if state.phase == FIRST:
            return Prompt((0,), tuple(careers.first_choices(state)))
        if state.phase == CAREER:
            return Simultaneous.load(state.choosing).prompt((), panel=CAREER_PANEL)
        if state.phase == TURN:
            rival = 1 - state.active
            drawing = tuple(s for s in (state.active, rival) if careers.may_draw(state, s))
            actions = [
                *cards.steals(self.box, state),
                *(careers.draw_action(state, s) for s in drawing),
                SPIN_ACTION,
            ]
            may_act = (rival,) if rival in drawing else ()
            return Prompt((state.active,), tuple(actions), may_act=may_act, panel=PANEL)
        return Prompt((state.active,), (), panel=PANEL)

    def deadline(self, state: RivalsState) -> str | None:
        return DEADLINE if state.phase == CAREER else None

    def refusal(self, state: RivalsState, seat: int, action_id: str) -> str:
        return refusal(self.box, state, seat, IDS.parse(action_id))

    # -- doing it: one method a kind of action, called with the id's values ----------------

    def do_first(self, s: RivalsState, seat: int, first: int) -> Done:
        return s, careers.choose_first(s, first)

    def do_keep(self, s: RivalsState, seat: int, career: str) -> Done:
        return s, careers.keep(self.box, s, seat, career)

    def do_career(self, s: RivalsState, seat: int, whose: int) -> Done:
        return s, careers.draw(self.box, s, seat)

    def do_steal(self, s: RivalsState, seat: int, card: str) -> Done:
        return s, cards.steal(self.box, s, card)

    def do_spin(self, s: RivalsState, seat: int) -> Done:
        return s, road.drive(self.box, s) + turns.land(self.box, s)

    def do_play(self, s: RivalsState, seat: int, card: str, target: str) -> Done:
        return s, cards.play(self.box, s, card, target) + turns.end_turn(self.box, s)

    do_gossip = do_play
    """A card picked from the rival's hand is played like one's own."""

    def do_discard(self, s: RivalsState, seat: int, card: str) -> Done:
        return s, cards.set_aside(self.box, s, card) + turns.end_turn(self.box, s)

    def expire(self, state: RivalsState) -> Done:
        """The career timer: whoever has not chosen keeps the first career dealt to her."""
        if state.phase != CAREER:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self.copy(state)
        events = [Event("Time ran out for choosing careers.")]
        for seat in Simultaneous.load(s.choosing).pending:
            events += careers.keep(self.box, s, seat, s.dealt[seat][0])
        return s, events

    def skip_turn(self, state: RivalsState, seat: int) -> Done:
        """An idle player: keeps her first career, plays her first card, or loses her spin."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase == FIRST and seat == 0:
            s = self.copy(state)
            lines, first = road.jealousy_spin(s.players, s.rng)
            events = [
                Event(f"{s.players[0]} took too long: a jealousy spin decided."),
                *map(Event, lines),
                *careers.choose_first(s, first, told=False),
            ]
            return s, events
        if state.phase == CAREER and seat in Simultaneous.load(state.choosing).pending:
            return self.apply(state, seat, KEEP_CAREER.format(state.dealt[seat][0]))
        if seat != state.active or state.phase in SET_UP:
            raise IllegalAction("That player isn't holding up the game.")
        if state.phase in (PLAY, GOSSIP):
            return self.apply(state, seat, cards.choices(self.box, state)[0].id)
        s = self.copy(state)
        skipped = Event(f"{s.players[seat]} took too long: the turn was skipped.")
        return s, [skipped, *turns.end_turn(self.box, s)]

    def remove_player(self, state: RivalsState, seat: int) -> Done:
        raise IllegalAction(f"{self.name} can't go on without both players.")

    # -- what may be seen ------------------------------------------------------------------

    def determinize(self, state: RivalsState, seat: int, rng: Rng) -> RivalsState:
        """What ``seat`` can't see, dealt anew (see ``unseen``)."""
        return unseen.deal_anew(self.copy(state), seat, rng)

    def view(self, state: RivalsState, seat: int | None) -> RivalsView:
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        private, own = views.private_view(self.box, state, seat) if seat is not None else ((), None)
        return self.view_of(
            state,
            seat,
            players=views.players(self.box, state),
            phase=views.phase_text(state),
            board=views.public_board(self.box, state),
            private=private,
            private_board=own,
            nobody_on_turn=state.phase in SET_UP,
        )

    def outcome(self, state: RivalsState) -> Outcome | None:
        if state.phase != OVER:
            return None
        order = scoring.ranking(self.box, state)
        scores = [scoring.score(self.box, state, seat) for seat in (0, 1)]
        standings = tuple((s, scores[s].breakdown()) for s in order)
        reason = views.ending(state, [scores[s].total for s in order])
        return Outcome((order[0],), standings, reason)

    # -- saving ----------------------------------------------------------------------------

    def dump(self, state: RivalsState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> RivalsState:
        """The state ``data`` holds, with every one of the box's Life cards in exactly one
        place; GameDataError names what doesn't fit."""
        state = load_core(data, RivalsState)
        held = [key for pile in (*state.hands, *state.table) for key in pile]
        counted = sorted([*state.deck.cards, *state.deck.discard, *held])
        if counted != sorted(card.key for card in self.box.cards):
            raise GameDataError("field deck and hands do not hold the box's 65 Life cards.")
        for seat, known in enumerate(state.seen):
            if not set(known) <= set(state.hands[1 - seat]):
                raise GameDataError("field seen names a card the rival's hand does not hold.")
        if state.careers_under > len(state.career_deck):
            raise GameDataError("field careers_under counts more careers than the deck holds.")
        return state

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        """A game saved by an earlier version, in today's shape (see ``saves``); a finished
        one is given its winner, scored as it stood."""
        upgraded = saves.upgrade(data, version)
        if upgraded.get("phase") == OVER and not upgraded.get("winners"):
            ended = load_core(upgraded, RivalsState)
            upgraded["winners"] = scoring.ranking(self.box, ended)[:1]
        return upgraded
