"""The Game of Life: Rivals Edition as the engine's Game protocol over RivalsState.

The rulebook (rules/life-rivals.md) is the authority; data/life-rivals/rules.md lists the house
rulings applied here. The hand of Life cards is secret: the public prompt offers only what the
table can see (steals, a career draw, the spin) and the panel button; every card choice comes
from the owner's own ``legal_actions`` and is checked again in ``apply``.

This class declares the game and dispatches; beside it, each module takes the position and the
box (``data.Box``): ``opening`` sets a game up, ``controls`` says what may be done, ``careers``
runs the first player and the career choices, ``road`` moves the cars and settles the spaces
without a choice, ``cards`` plays and steals Life cards, ``turns`` ends a move and a turn,
``views`` says what each seat may see, ``refusals`` words every refusal, ``scoring`` adds up
the score, ``unseen`` deals a seat's unknowns anew and ``migration`` reads older saves.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from bot.engine import (
    OVER,
    Action,
    Event,
    GameDataError,
    IllegalAction,
    Outcome,
    Prompt,
    Rng,
    Rules,
    load_core,
)
from bot.engine.rules import NOT_HOLDING_UP, NOT_SEATED
from bot.games.life_rivals import (
    cards,
    careers,
    controls,
    migration,
    opening,
    road,
    scoring,
    turns,
    unseen,
    views,
)
from bot.games.life_rivals.actions import IDS, KEEP_CAREER
from bot.games.life_rivals.boards import RivalsView
from bot.games.life_rivals.data import Box, load_box
from bot.games.life_rivals.refusals import refusal
from bot.games.life_rivals.state import CAREER, FIRST, GOSSIP, PLAY, STATE_VERSION, RivalsState
from bot.games.life_rivals.words import refused, say

DEADLINE = "career"
SET_UP = (FIRST, CAREER)
"""Phases that are nobody's turn: the host names who goes first, both keep a career."""
Performed = tuple[RivalsState, list[Event]]
"""The position an action left, and its events."""


class LifeRivals(Rules[RivalsState], data=load_box, version=STATE_VERSION):
    """The game object the registry holds: one checked box, many independent states."""

    ids = IDS
    box: Box

    def proper_names(self) -> tuple[str, ...]:
        """The game's short name, as its refusals say it in every language."""
        return (IDS.game_name,)

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> RivalsState:
        return opening.new_game(self.box, self.player_names(players), seed, options)

    # -- what may be done ------------------------------------------------------------------

    def opening_lines(self, state: RivalsState) -> tuple[str, ...]:
        """The opening story told anew from the spins the game keeps (the saved ``opening``
        is English text); a game saved before they were kept tells its saved lines."""
        if state.jealousy or not state.opening:
            return tuple(opening.opening_story(state.players, state.jealousy))
        host = opening.opening_story(state.players, [])
        return tuple(host) if state.opening == host else tuple(state.opening)

    def open_actions(self, state: RivalsState, seat: int) -> list[Action]:
        return controls.seat_actions(self.box, state, seat)

    def legal_ids(self, state: RivalsState, seat: int) -> Collection[str]:
        if self.over(state) or not self.seated(state, seat):
            return set()
        return controls.seat_ids(self.box, state, seat)

    def prompt(self, state: RivalsState) -> Prompt:
        return controls.prompt(self.box, state)

    def deadline(self, state: RivalsState) -> str | None:
        return DEADLINE if state.phase == CAREER else None

    def refusal(self, state: RivalsState, seat: int, action_id: str) -> str:
        return refusal(self.box, state, seat, IDS.parse(action_id))

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def do_first(self, s: RivalsState, seat: int, first: int) -> Performed:
        return s, careers.choose_first(s, first)

    def do_keep(self, s: RivalsState, seat: int, career: str) -> Performed:
        return s, careers.keep(self.box, s, seat, career)

    def do_career(self, s: RivalsState, seat: int, whose: int) -> Performed:
        return s, careers.draw(self.box, s, seat)

    def do_steal(self, s: RivalsState, seat: int, card: str) -> Performed:
        return s, cards.steal(self.box, s, card)

    def do_spin(self, s: RivalsState, seat: int) -> Performed:
        return s, road.drive(self.box, s) + turns.land(self.box, s)

    def do_play(self, s: RivalsState, seat: int, card: str, target: str) -> Performed:
        return s, cards.play(self.box, s, card, target) + turns.end_turn(self.box, s)

    do_gossip = do_play
    """A card picked from the rival's hand is played like one's own."""

    def do_discard(self, s: RivalsState, seat: int, card: str) -> Performed:
        return s, cards.set_aside(self.box, s, card) + turns.end_turn(self.box, s)

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: RivalsState) -> Performed:
        """The career timer: whoever has not chosen keeps the first career dealt to her."""
        s = self.timer_copy(state)
        return s, careers.time_up(self.box, s)

    def skip_turn(self, state: RivalsState, seat: int) -> Performed:
        """An idle player: keeps her first career, plays her first card, or loses her spin."""
        self.still_playing(state)
        if state.phase == FIRST and seat == 0:
            s = self.copy(state)
            lines, first = road.jealousy_spin(s.players, s.rng)
            events = [
                Event(say("host-too-long", host=s.players[0])),
                *map(Event, lines),
                *careers.choose_first(s, first, told=False),
            ]
            return s, events
        if state.phase == CAREER and seat in state.choosing.pending:
            return self.apply(state, seat, KEEP_CAREER.format(state.dealt[seat][0]))
        if seat != state.active or state.phase in SET_UP:
            raise IllegalAction(NOT_HOLDING_UP)
        if state.phase in (PLAY, GOSSIP):
            return self.apply(state, seat, cards.choices(self.box, state)[0].id)
        s = self.copy(state)
        skipped = Event(say("turn-skipped", player=s.players[seat]))
        return s, [skipped, *turns.end_turn(self.box, s)]

    def remove_player(self, state: RivalsState, seat: int) -> Performed:
        raise IllegalAction(refused("needs-both", game=self.name))

    def determinize(self, state: RivalsState, seat: int, rng: Rng) -> RivalsState:
        """What ``seat`` can't see, dealt anew (see ``unseen``)."""
        return unseen.deal_anew(self.copy(state), seat, rng)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: RivalsState, seat: int | None) -> RivalsView:
        """What ``seat`` (``None``: anyone) sees: the public board, and only its own cards."""
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
        """The seats ranked by score, each standing its score broken down."""
        if state.phase != OVER:
            return None
        order = scoring.ranking(self.box, state)
        scores = [scoring.score(self.box, state, seat) for seat in (0, 1)]
        standings = tuple((s, scores[s].breakdown()) for s in order)
        reason = views.ending(state, [scores[s].total for s in order])
        return Outcome((order[0],), standings, reason)

    # -- saved games --------------------------------------------------------------------------

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
        """A game saved by an earlier version, in today's shape (see ``migration``)."""
        return migration.to_current(self.box, data, version)
