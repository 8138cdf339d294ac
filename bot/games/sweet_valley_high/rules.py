"""Sweet Valley High's rules: the engine's Game protocol over SvhState, pure and seeded.

The rulebook (rules/sweet-valley-high.md) is the authority; data/sweet-valley-high/rules.md lists
the house rulings applied here. It is a memory game, so these habits keep the face-down cards
face down:

* ``prompt`` and the destinations of a move come from public facts only (the board, the roll,
  the pieces, which scoreboard slots are filled), never from a card lying face down;
* what a player peeks at reaches her alone (``Event.private``), and her choice to keep it or put
  it back is made in her private panel, with the same public words either way;
* a card turned over for all is on the board until the next input and named in the turn's
  story, but the story and board a finished turn keeps (``Event.after_turn``,
  ``View.board_after_turn``) name only the classroom and show it face down.

This class declares the game and dispatches; beside it, each module takes the position and a
``Context`` (the school, its walks, the ids): ``opening`` sets a game up, ``turns``
chooses characters and passes the turn, ``moves`` rolls, walks and lands, ``cards`` turns
over, peeks at and puts back item cards, ``stories`` plays the large cards, ``memory`` keeps
what each seat remembers. ``facts`` reads a position, ``controls`` builds the actions,
``words`` and ``refusals`` say it, ``views`` and ``unseen`` say what each seat may see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from msgspec import structs

from bot.engine import (
    OVER,
    Action,
    Event,
    IllegalAction,
    Outcome,
    Prompt,
    Rng,
    Rules,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import NOT_HOLDING_UP, NOT_SEATED
from bot.games.sweet_valley_high import (
    cards,
    controls,
    facts,
    moves,
    opening,
    phases,
    refusals,
    stories,
    turns,
    unseen,
    views,
    words,
)
from bot.games.sweet_valley_high.actions import FIRST_PANEL, PANEL, PEEK_PANEL
from bot.games.sweet_valley_high.boards import SvhView
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import School, load_school
from bot.games.sweet_valley_high.state import (
    STATE_VERSION,
    SvhState,
    load_state,
    migrate_state,
)
from bot.games.sweet_valley_high.words import say

DEADLINE = phases.RETURN
Performed = tuple[SvhState, list[Event]]
"""The position an action left, and its events."""


class SweetValleyHigh(Rules[SvhState], data=load_school, version=STATE_VERSION):
    """The game object the registry holds: one school, many independent states."""

    def __init__(self, manifest: Manifest, school: School, rules_markdown: str = "") -> None:
        super().__init__(manifest, school, rules_markdown)
        self.school = school
        self.context = Context.of(school, self.max_players)
        self.ids = self.context.ids

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> SvhState:
        return opening.new_game(self.school, self.player_names(players), seed, options)

    def opening_lines(self, state: SvhState) -> tuple[str, ...]:
        """The rolls for choosing characters, read back from the lines the state keeps (in
        English, as saved) and worded for the table."""
        return opening.opening_sentences(state)

    def proper_names(self) -> tuple[str, ...]:
        """The characters and their boyfriends keep their names in every language, and so do
        the initials on Elizabeth's and Enid's pawns (two letters, as both begin with E)."""
        school = self.school
        return (
            *(c.name for c in school.characters),
            *(school.card_names[b] for b in school.boyfriends),
            *(c.name[:2] for c in school.characters if c.name.startswith("E")),
        )

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: SvhState, seat: int) -> list[Action]:
        if state.phase == phases.RETURN:
            voting = seat in state.decision.pending
            return list(controls.votes(self.context, state)) if voting else []
        if seat != state.mover:
            return []
        if state.phase == phases.PEEKED:
            return controls.peeked_actions(self.context, state)
        return list(controls.public_actions(self.context, state))

    def legal_ids(self, state: SvhState, seat: int) -> set[str]:
        """``legal_actions``' ids, found without their labels (see ``controls.open_ids``)."""
        if self.over(state) or not self.seated(state, seat):
            return set()
        return controls.open_ids(self.context, state, seat)

    def prompt(self, state: SvhState) -> Prompt:
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        if state.phase == phases.CHOOSE:
            return Prompt(
                actors=(state.mover,), actions=controls.public_actions(self.context, state)
            )
        if state.phase == phases.RETURN:
            return state.decision.prompt(controls.votes(self.context, state), panel=_panel(state))
        if state.phase == phases.PEEKED:
            return Prompt(
                actors=(state.mover,), actions=(controls.put_back(self.context),), panel=PEEK_PANEL
            )
        return Prompt(
            actors=(state.mover,),
            actions=controls.public_actions(self.context, state),
            panel=_panel(state),
        )

    def deadline(self, state: SvhState) -> str | None:
        return DEADLINE if state.phase == phases.RETURN else None

    def refusal(self, state: SvhState, seat: int, action_id: str) -> str:
        return refusals.refusal(self.context, state, seat, action_id)

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def do_char(self, s: SvhState, seat: int, key: str) -> Performed:
        return s, turns.choose(self.context, s, seat, key)

    def do_roll(self, s: SvhState, seat: int) -> Performed:
        return s, moves.roll(self.context, s, seat)

    def do_step_by_step(self, s: SvhState, seat: int) -> Performed:
        return s, moves.step_by_step(s)

    def do_go(self, s: SvhState, seat: int, space: str) -> Performed:
        return s, moves.go(self.context, s, seat, space)

    def do_step(self, s: SvhState, seat: int, space: str) -> Performed:
        return s, moves.step(self.context, s, seat, space)

    def do_look(self, s: SvhState, seat: int, room: str) -> Performed:
        return s, cards.look(self.context, s, seat, room)

    def do_exchange(self, s: SvhState, seat: int) -> Performed:
        return s, cards.exchange(self.context, s, seat)

    def do_keep(self, s: SvhState, seat: int) -> Performed:
        return s, cards.keep(self.context, s, seat)

    def do_trade(self, s: SvhState, seat: int, other: int) -> Performed:
        return s, moves.trade(self.context, s, seat, other)

    def do_change(self, s: SvhState, seat: int, other: int) -> Performed:
        return s, moves.change(self.context, s, seat, other)

    def do_moveto(self, s: SvhState, seat: int, space: str) -> Performed:
        return s, moves.move_to(self.context, s, seat, space)

    def do_peek(self, s: SvhState, seat: int, room: str) -> Performed:
        return s, cards.peek(self.context, s, seat, room)

    def do_take(self, s: SvhState, seat: int) -> Performed:
        return s, cards.take(self.context, s, seat)

    def do_put_back(self, s: SvhState, seat: int) -> Performed:
        return s, cards.put_back(self.context, s, seat)

    def do_item(self, s: SvhState, seat: int, item: str) -> Performed:
        return s, cards.choose_item(s, item)

    def do_into(self, s: SvhState, seat: int, room: str) -> Performed:
        return s, cards.put_into(self.context, s, seat, room)

    def do_vote(self, s: SvhState, seat: int, room: str) -> Performed:
        return s, stories.vote(self.context, s, seat, room)

    def perform(self, state: SvhState, seat: int, action_id: str) -> Performed:
        """The action's ``do_<kind>``, once the card the last input showed lies face down."""
        state.shown = {}
        return super().perform(state, seat, action_id)

    def _next_input(self, state: SvhState) -> SvhState:
        """A copy to change; the card shown by the last input goes back face down now, so
        everyone saw it on the board until somebody moved on."""
        s = self.copy(state)
        s.shown = {}
        return s

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: SvhState) -> Performed:
        """Close the group's choice of classroom: the votes cast decide, else the first room."""
        self.still_playing(state)
        if state.phase != phases.RETURN:
            raise IllegalAction(say("no-timer"))
        s = self._next_input(state)
        events = [Event(say("time-ran-out"))]
        stories.settle_return(self.context, s, s.decision, events)
        return s, events

    def skip_turn(self, state: SvhState, seat: int) -> Performed:
        """The others move past an idle player: a forced choice takes its first option, a vote
        its first room, anything else ends the turn."""
        self.still_playing(state)
        s = self._next_input(state)
        name = s.players[seat] if s.seated(seat) else "?"
        if s.phase == phases.RETURN:
            if seat not in s.decision.pending:
                raise IllegalAction(NOT_HOLDING_UP)
            events = [Event(say("took-too-long-vote", player=name))]
            s, told = self.do_vote(s, seat, facts.empty_rooms(s)[0])
            return s, [*events, *told]
        if seat != s.mover:
            raise IllegalAction(NOT_HOLDING_UP)
        events = [Event(say("took-too-long", player=name))]
        if s.phase in (phases.CHOOSE, phases.DOUBLE, phases.TRADE, phases.CHANGE):
            s, told = self.apply(s, seat, controls.public_actions(self.context, s)[0].id)
        elif s.phase == phases.PEEKED:
            s, told = self.do_put_back(s, seat)
        elif s.phase == phases.EXCHANGE:
            s, told = self.do_keep(s, seat)
        else:
            told = turns.turn_ends(self.context, s, [Event(say("turn-skipped"))])
        return s, [*events, *told]

    def remove_player(self, state: SvhState, seat: int) -> Performed:
        raise IllegalAction(say("needs-everyone"))

    def determinize(self, state: SvhState, seat: int, rng: Rng) -> SvhState:
        """What ``seat`` can't see dealt anew (unseen.py says what that is)."""
        return unseen.determinize(self.school, state, seat, rng)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: SvhState, seat: int | None) -> SvhView:
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        rooms = views.rooms_now(state)
        after_turn = views.rooms_after_turn(state, rooms)
        public = views.public_board(state, rooms, facts.badges(self.context, state))
        return self.view_of(
            state,
            seat,
            players=views.seats(self.school, state),
            phase=words.phase_text(self.context, state),
            board=public,
            private=() if seat is None else words.private_lines(self.context, state, seat),
            private_board=None if seat is None else views.secrets(self.school, state, seat),
            hidden=None if seat is None else words.hidden_lines(self.context, state, seat),
            board_after_turn=(
                None if after_turn == rooms else structs.replace(public, rooms=after_turn)
            ),
        )

    def outcome(self, state: SvhState) -> Outcome | None:
        if state.phase != OVER or not state.winners:
            return None
        winner = state.winners[0]
        order = sorted(
            range(len(state.players)),
            key=lambda i: (i != winner, -len(state.items[i]), i),
        )
        standings = tuple((i, views.summary(state, i)) for i in order)
        date = words.date(facts.character(self.context, state, winner).key)
        return Outcome(
            (winner,), standings, say("outcome", player=state.players[winner], date=date)
        )

    # -- saved games --------------------------------------------------------------------------

    def load(self, data: Mapping[str, Any]) -> SvhState:
        return load_state(self.school, data)

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        return migrate_state(data, version)


def _panel(state: SvhState) -> str:
    """The scoreboard button, saying what it is for until the first turn is over."""
    return FIRST_PANEL if state.last_mover is None else PANEL
