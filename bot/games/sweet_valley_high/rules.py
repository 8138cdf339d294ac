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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from msgspec import structs

from bot.engine import (
    OVER,
    Action,
    Deck,
    Event,
    GroupDecision,
    IllegalAction,
    Outcome,
    Policy,
    Prompt,
    Rng,
    Rules,
    dump_core,
    order_by_roll,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED
from bot.games.sweet_valley_high import phases, unseen, views
from bot.games.sweet_valley_high.actions import FIRST_PANEL, PANEL, PEEK_PANEL, action_ids
from bot.games.sweet_valley_high.boards import SvhView
from bot.games.sweet_valley_high.effects import DIE_HIGH, DIE_LOW, Effects, Told
from bot.games.sweet_valley_high.paths import Walks
from bot.games.sweet_valley_high.school import School, load_school
from bot.games.sweet_valley_high.state import (
    STATE_VERSION,
    Ruling,
    SvhState,
    load_state,
    migrate_state,
)

DEADLINE = phases.RETURN


class SweetValleyHigh(
    Effects,
    Rules[SvhState],
    data=load_school,
    version=STATE_VERSION,
):
    """The game object the registry holds: one school, many independent states."""

    def __init__(self, manifest: Manifest, school: School, rules_markdown: str = "") -> None:
        super().__init__(manifest, rules_markdown)
        self.school = school
        self.walks = Walks(school)
        self.ids = action_ids(school, self.max_players)

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> SvhState:
        """Deal the item cards face down, shuffle the deck, roll for the order of choosing."""
        names = self.player_names(players)
        rng = Rng.from_seed(seed)
        cards = list(self.school.item_cards())
        rng.shuffle(cards)
        rooms: dict[str, str | None] = dict(zip(self.school.classrooms, cards, strict=True))
        deck = [story.key for story in self.school.deck]
        rng.shuffle(deck)
        opening, order = choosing_order(names, rng)
        ruling = cast(Ruling, Policy(str(options.get("ruling", Policy.MAJORITY.value))).value)
        seats = len(names)
        return SvhState(
            players=names,
            rng=rng,
            phase=phases.CHOOSE,
            active=order[0],
            opening=opening,
            characters=[""] * seats,
            choosers=order,
            positions=[""] * seats,
            rooms=rooms,
            face_up=[],
            items=[[] for _ in names],
            boyfriends=[None] * seats,
            seen=[False] * seats,
            lose_turn=[False] * seats,
            peeks=[""] * seats,
            memory=[{} for _ in names],
            deck=Deck(cards=deck),
            ruling=ruling,
            mover=order[0],
        )

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: SvhState, seat: int) -> list[Action]:
        if state.phase == phases.RETURN:
            decision = GroupDecision.load(state.decision)
            return list(self._votes(state)) if seat in decision.pending else []
        if seat != state.mover:
            return []
        if state.phase == phases.PEEKED:
            return self._peeked_actions(state)
        return list(self._public_actions(state))

    def prompt(self, state: SvhState) -> Prompt:
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        if state.phase == phases.CHOOSE:
            return Prompt(actors=(state.mover,), actions=self._public_actions(state))
        if state.phase == phases.RETURN:
            return GroupDecision.load(state.decision).prompt(
                self._votes(state), panel=self._panel(state)
            )
        if state.phase == phases.PEEKED:
            return Prompt(actors=(state.mover,), actions=(self._put_back(),), panel=PEEK_PANEL)
        return Prompt(
            actors=(state.mover,), actions=self._public_actions(state), panel=self._panel(state)
        )

    def _panel(self, state: SvhState) -> str:
        """The scoreboard button, saying what it is for until the first turn is over."""
        return FIRST_PANEL if state.last_mover is None else PANEL

    def deadline(self, state: SvhState) -> str | None:
        return DEADLINE if state.phase == phases.RETURN else None

    # -- doing it --------------------------------------------------------------------------

    def perform(self, state: SvhState, seat: int, action_id: str) -> Told:
        """The action's ``do_<kind>``, once the card the last input showed lies face down."""
        state.shown = {}
        return super().perform(state, seat, action_id)

    def _next_input(self, state: SvhState) -> SvhState:
        """A copy to change; the card shown by the last input goes back face down now, so
        everyone saw it on the board until somebody moved on."""
        s = self.copy(state)
        s.shown = {}
        return s

    # -- when time runs out or a player is idle --------------------------------------------

    def expire(self, state: SvhState) -> Told:
        """Close the group's choice of classroom: the votes cast decide, else the first room."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != phases.RETURN:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self._next_input(state)
        events = [Event("Time ran out for choosing the classroom")]
        self._settle_return(s, GroupDecision.load(s.decision), events)
        return s, events

    def skip_turn(self, state: SvhState, seat: int) -> Told:
        """The others move past an idle player: a forced choice takes its first option, a vote
        its first room, anything else ends the turn."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        s = self._next_input(state)
        name = s.players[seat] if s.seated(seat) else "?"
        if s.phase == phases.RETURN:
            if seat not in GroupDecision.load(s.decision).pending:
                raise IllegalAction("That player isn't holding up the game.")
            events = [Event(f"{name} took too long; the first empty room counted as her vote")]
            s, told = self.do_vote(s, seat, self._empty_rooms(s)[0])
            return s, [*events, *told]
        if seat != s.mover:
            raise IllegalAction("That player isn't holding up the game.")
        events = [Event(f"{name} took too long")]
        if s.phase in (phases.CHOOSE, phases.DOUBLE, phases.TRADE, phases.CHANGE):
            s, told = self.apply(s, seat, self._public_actions(s)[0].id)
        elif s.phase == phases.PEEKED:
            s, told = self.do_put_back(s, seat)
        elif s.phase == phases.EXCHANGE:
            s, told = self.do_keep(s, seat)
        else:
            s, told = self._turn_ends(s, [Event("turn skipped")])
        return s, [*events, *told]

    def remove_player(self, state: SvhState, seat: int) -> Told:
        raise IllegalAction("Sweet Valley High can't go on without every player.")

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: SvhState, seat: int | None) -> SvhView:
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        rooms = views.rooms_now(state)
        after_turn = views.rooms_after_turn(state, rooms)
        public = views.public_board(state, rooms, self._badges(state))
        return self.view_of(
            state,
            seat,
            players=views.seats(self.school, state),
            phase=self._phase_text(state),
            board=public,
            private=() if seat is None else self._private_lines(state, seat),
            private_board=None if seat is None else views.secrets(self.school, state, seat),
            hidden=None if seat is None else self._hidden_lines(state, seat),
            board_after_turn=(
                None if after_turn == rooms else structs.replace(public, rooms=after_turn)
            ),
        )

    def determinize(self, state: SvhState, seat: int, rng: Rng) -> SvhState:
        """What ``seat`` can't see dealt anew (unseen.py says what that is)."""
        return unseen.determinize(self.school, state, seat, rng)

    def outcome(self, state: SvhState) -> Outcome | None:
        if state.phase != OVER or not state.winners:
            return None
        winner = state.winners[0]
        order = sorted(
            range(len(state.players)),
            key=lambda i: (i != winner, -len(state.items[i]), i),
        )
        standings = tuple((i, views.summary(state, i)) for i in order)
        name, date = state.players[winner], self._character(state, winner).date
        return Outcome((winner,), standings, f"{name} made it home in time for {date}.")

    # -- saving ----------------------------------------------------------------------------

    def dump(self, state: SvhState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> SvhState:
        return load_state(self.school, data)

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        return migrate_state(data, version)


def choosing_order(names: Sequence[str], rng: Rng) -> tuple[list[str], list[int]]:
    """Everyone rolls; the highest chooses first, and so on; tied players roll again among
    themselves for their places. The public lines and the seats in choosing order."""
    seats, rounds = order_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        intro = "Rolls for choosing characters"
        if round_.tied_on is not None:
            who = " and ".join(names[s] for s in round_.rolls)
            intro = f"{who} tied on {round_.tied_on} and rolled again"
        lines.append(
            f"{intro}: " + ", ".join(f"{names[s]} {r}" for s, r in round_.rolls.items()) + "."
        )
    lines.append("Characters are chosen in this order: " + ", ".join(names[s] for s in seats) + ".")
    return lines, seats
