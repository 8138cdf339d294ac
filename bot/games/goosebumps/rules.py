"""Goosebumps: Terror in the Graveyard, as the engine's Game protocol over GooseState.

The rulebook (rules/goosebumps-graveyard.md) is the authority and data/goosebumps/rules.md lists
the house rulings applied here. Saved cards are secret per pawn: the public prompt is built from
the board, the dice and the number of saved cards only; card plays are offered in each player's
own panel from ``legal_actions``, and a refusal tells only the one who tried.

This class declares the game and dispatches; beside it, each module takes the position and the
box (``data.Graveyard``): ``opening`` sets a game up, ``facts`` reads a position, ``controls``
says what may be done, ``turns`` runs the roll, the tombs, a pawn's walk and the turn passing
on, ``plays`` plays a card, ``views`` says what each seat may see, ``refusals`` words every
refusal, ``unseen`` deals a seat's unknowns anew and ``migration`` reads older saves.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

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
from bot.engine.rules import NOT_HOLDING_UP, NOT_IN_GAME, NOT_SEATED
from bot.engine.schema import field_error
from bot.games.goosebumps import (
    controls,
    facts,
    migration,
    opening,
    plays,
    turns,
    unseen,
    views,
)
from bot.games.goosebumps.actions import IDS
from bot.games.goosebumps.boards import GooseView
from bot.games.goosebumps.data import Graveyard, read_graveyard
from bot.games.goosebumps.refusals import refusal
from bot.games.goosebumps.state import (
    BRINK,
    END,
    MOVE,
    STATE_VERSION,
    TOMB,
    GooseState,
    load_state,
    pawns_of,
)
from bot.games.goosebumps.words import PAIRS, pawn_marks, reason_of, recalled, said

DEADLINE = "brink"
PANEL = said("panel")
FIRST_PANEL = said("panel-first")
"""The panel button says what it is for until the first card is drawn."""
WON = said("won")
LOST = said("lost")
Performed = tuple[GooseState, list[Event]]
"""The position an action left, and its events."""


class Goosebumps(Rules[GooseState], data=read_graveyard, version=STATE_VERSION):
    ids = IDS
    box: Graveyard

    def __init__(self, manifest: Manifest, box: Graveyard, rules_markdown: str = "") -> None:
        super().__init__(manifest, box, rules_markdown)
        self.board = box.board
        self.cards = box.cards
        self.ring_ids = box.ring_ids

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> GooseState:
        return opening.new_game(self.box, self.player_names(players), seed, options)

    # -- facts the table, the tests and the computer players read ----------------------------

    def kinds(self, s: GooseState) -> Mapping[str, str]:
        return facts.kinds(self.box, s)

    def out(self, s: GooseState, seat: int) -> bool:
        return facts.out(s, seat)

    def paralysed(self, s: GooseState, pawn: int) -> bool:
        return facts.paralysed(self.box, s, pawn)

    def rings(self, s: GooseState, pawn: int) -> list[str]:
        return facts.rings(self.box, s, pawn)

    def destinations(self, s: GooseState, pawn: int) -> dict[str, tuple[str, ...]]:
        return facts.destinations(self.box, s, pawn)

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: GooseState, seat: int) -> list[Action]:
        return controls.seat_actions(self.box, state, seat)

    def legal_ids(self, state: GooseState, seat: int) -> Collection[str]:
        if self.over(state) or not self.seated(state, seat):
            return set()
        return controls.seat_ids(self.box, state, seat)

    def prompt(self, state: GooseState) -> Prompt:
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        actors = controls.actors(state)
        others = tuple(seat for seat in facts.living(state) if seat not in actors)
        return Prompt(
            actors=actors,
            actions=tuple(controls.controls(self.box, state)),
            may_act=others,
            panel=FIRST_PANEL if len(state.deck.cards) == len(self.cards) else PANEL,
            simultaneous=state.phase == BRINK,
            answered=(),
        )

    def deadline(self, state: GooseState) -> str | None:
        return DEADLINE if state.phase == BRINK else None

    def refusal(self, state: GooseState, seat: int, action_id: str) -> str:
        return refusal(self.box, state, seat, action_id)

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def do_slide(self, s: GooseState, seat: int, tomb: str, to: int) -> Performed:
        events: list[Event] = []
        turns.slide(self.box, s, self.board.platform_of(tomb), to, MOVE, events)
        return s, events

    def do_go(self, s: GooseState, seat: int, pawn: int, there: str) -> Performed:
        events: list[Event] = []
        turns.walk(self.box, s, pawn, self.destinations(s, pawn)[there], events)
        return s, events

    def do_step_by_step(self, s: GooseState, seat: int) -> Performed:
        s.stepping.on = True
        return s, []

    def do_step(self, s: GooseState, seat: int, pawn: int, there: str) -> Performed:
        """One step of a step-by-step move; the last one (or onto the Crypt) ends the move."""
        events: list[Event] = []
        if s.mover is None:
            s.mover = pawn
            s.stepping.begin(s.spaces[pawn], s.number or 0)
        s.stepping.step(there)
        if s.stepping.left == 0 or there == self.board.crypt:
            walk = tuple(s.stepping.finish()[1:])
            s.mover = None
            turns.walk(self.box, s, pawn, walk, events)
        return s, events

    def do_stay(self, s: GooseState, seat: int) -> Performed:
        events = [Event(said("moved-none", player=s.players[s.active]))]
        turns.end_turn(self.box, s, events)
        return s, events

    def do_skull(self, s: GooseState, seat: int, pawn: int) -> Performed:
        events: list[Event] = []
        turns.skull(self.box, s, pawn, events)
        turns.carry_on(self.box, s, END, events)
        return s, events

    def do_go_on(self, s: GooseState, seat: int, answering: int) -> Performed:
        events: list[Event] = []
        turns.answer_brink(self.box, s, seat, events)
        return s, events

    def do_done(self, s: GooseState, seat: int) -> Performed:
        events = [Event(said("ended-turn", player=s.players[s.active]))]
        turns.end_turn(self.box, s, events)
        return s, events

    def do_play(
        self, s: GooseState, seat: int, pawn: int, card_id: str, target: str = ""
    ) -> Performed:
        """A saved card played, or a drawn Play Now card given its target."""
        events: list[Event] = []
        plays.play(self.box, s, seat, pawn, self.cards[card_id], target, events)
        return s, events

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: GooseState) -> tuple[GooseState, list[Event]]:
        s = self.timer_copy(state)
        events = [Event(said("time-ran-out"))]
        turns.close_brink(self.box, s, events)
        return s, events

    def skip_turn(self, state: GooseState, seat: int) -> tuple[GooseState, list[Event]]:
        self.still_playing(state)
        s = self.copy(state)
        events: list[Event] = []
        if s.phase == BRINK and seat in s.window.waiting:
            events.append(Event(said("slow-answer", player=s.players[seat])))
            turns.answer_brink(self.box, s, seat, events)
        elif s.phase == TOMB and seat == s.active:
            events.append(Event(said("slow-skipped", player=s.players[seat])))
            turns.slide_for(self.box, s, events)
        elif s.phase != BRINK and seat == s.active:
            events.append(Event(said("slow-skipped", player=s.players[seat])))
            turns.drop_pending(s)
            turns.end_turn(self.box, s, events)
        else:
            raise IllegalAction(NOT_HOLDING_UP)
        return s, events

    def remove_player(self, state: GooseState, seat: int) -> tuple[GooseState, list[Event]]:
        self.still_playing(state)
        if not 0 <= seat < len(state.players) or facts.out(state, seat):
            raise IllegalAction(NOT_IN_GAME)
        s = self.copy(state)
        events = [Event(said("left", player=s.players[seat]))]
        for pawn in pawns_of(seat):
            turns.clear(s, pawn)
        s.gone[seat] = True
        living = facts.living(s)
        if len(living) == 1:
            reason = said("last-in-graveyard", player=s.players[living[0]])
            turns.win(s, living, reason, events)
            return s, events
        if s.phase == BRINK and seat in s.window.waiting:
            turns.answer_brink(self.box, s, seat, events)
        if seat == s.active and s.phase not in (OVER, BRINK):  # a window ends the turn itself
            turns.drop_pending(s)
            turns.end_turn(self.box, s, events)
        return s, events

    def determinize(self, state: GooseState, seat: int, rng: Rng) -> GooseState:
        """Only a seat's own saved cards are known to it: the others' and the draw pile are
        dealt anew, every Ring the table saw staying under its pawn (see ``unseen``)."""
        return unseen.determinize(state, seat, rng, self.ring_ids)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: GooseState, seat: int | None) -> GooseView:
        """What ``seat`` (``None``: anyone) sees: the public board, and only its own saved
        cards' titles."""
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        return self.view_of(
            state,
            seat,
            players=views.players(state),
            phase=views.phase_text(self.box, state),
            board=views.public_board(self.box, state),
            private=() if seat is None else views.private_lines(self.box, state, seat),
            private_board=None if seat is None else views.private_board(self.box, state, seat),
        )

    def outcome(self, state: GooseState) -> Outcome | None:
        """The winners, then the others: those still in the graveyard (most pawns first), then
        those out of it, each with "won" or "lost" (their summary says what they kept)."""
        if state.phase != OVER:
            return None
        others = sorted(
            (seat for seat in range(len(state.players)) if seat not in state.winners),
            key=lambda seat: (facts.out(state, seat), -facts.pawns_left(state, seat)),
        )
        standings = [(w, WON) for w in state.winners]
        standings += [(seat, LOST) for seat in others]
        return Outcome(
            winners=tuple(state.winners),
            standings=tuple(standings),
            reason=reason_of(state),
        )

    def opening_lines(self, state: GooseState) -> tuple[str, ...]:
        """The opening as the table is told it: the sentences ``opening`` saved as text."""
        return tuple(recalled(line) for line in state.opening)

    def proper_names(self) -> tuple[str, ...]:
        """The books' series, the pawn pairs named after their children, the letters on the
        pawns and each pair's initials beside its player: the same in every language."""
        initials = (f"{girl[0]}{boy[0]}" for girl, boy in PAIRS)
        return (IDS.game_name, *(name for pair in PAIRS for name in pair), *pawn_marks(), *initials)

    # -- saved games --------------------------------------------------------------------------

    def load(self, data: Mapping[str, Any]) -> GooseState:
        """The saved position, checked: every card once in a pile, under or on a pawn, or
        waiting for its target, and every pawn on a space of this board."""
        state = load_state(data)
        held = [*state.deck.cards, *state.deck.discard, *(c for cs in state.saved for c in cs)]
        held += [c for c in state.monster if c] + ([state.pending.card] if state.pending else [])
        if sorted(held) != sorted(self.cards):
            raise field_error("", "deck", "and the other piles do not hold the 36 cards once each")
        if any(space and space not in self.board.spaces for space in state.spaces):
            raise field_error("", "spaces", "names a space the board does not have")
        return state

    def migrate_state(self, data: Mapping[str, Any], version: int) -> Mapping[str, Any]:
        return migration.to_current(data, version)
