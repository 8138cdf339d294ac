"""Scavenger Hunt's rules: the engine's Game protocol over ScavengerState, pure and seeded.

The rulebook (rules/scavenger-hunt.md) is the authority; data/scavenger-hunt/rules.md lists the
house rulings applied here. The hand is secret, so every control that depends on it (the
destinations a count can reach and the cards each would spend, Step by step, Dogs, trades) is
offered in the mover's private panel; the public prompt only waits for her.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from bot.engine import Action, Event, IllegalAction, Outcome, Prompt, Rng, Rules
from bot.engine.manifest import Manifest
from bot.engine.rules import NOT_HOLDING_UP, NOT_IN_GAME, NOT_SEATED
from bot.games.scavenger_hunt import choices, hunt, listing, offers, plays, turns, unseen, views
from bot.games.scavenger_hunt.actions import IDS, place_key, read_cards, read_place
from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import House, read_house
from bot.games.scavenger_hunt.hunt import Hunt
from bot.games.scavenger_hunt.listing import FIRST_LIST_PANEL, LIST_PANEL
from bot.games.scavenger_hunt.marks import letters
from bot.games.scavenger_hunt.offers import FIRST_PANEL, PANEL
from bot.games.scavenger_hunt.refusals import refusal
from bot.games.scavenger_hunt.routes import Count, Hand, Place, Walk, hand_tuple
from bot.games.scavenger_hunt.state import (
    END,
    LISTING,
    MOVE,
    STATE_VERSION,
    ScavengerState,
    load_state,
    migrate_state,
)
from bot.games.scavenger_hunt.words import K, quick
from bot.sentences import Sentence

LIST_DEADLINE = "hunt-list"
LONG_BADGES = tuple(letters(index) for index in range(26, 26 * 4))
"""Every two-letter badge a count can reach (it reaches some thirty places at most)."""
WON = Sentence(f"{K}-won")
LOST = Sentence(f"{K}-lost")

Performed = tuple[ScavengerState, list[Event]]
"""The position an action left, and its events."""


class ScavengerHunt(Rules[ScavengerState], data=read_house, version=STATE_VERSION):
    """Scavenger Hunt over one checked house; every game in play is a ScavengerState. Each
    kind of action is done by a function module (listing, turns, plays) over the state and the
    ``Hunt`` (the house and what is worked out from it once)."""

    ids = IDS

    def __init__(self, manifest: Manifest, house: House, rules_markdown: str) -> None:
        super().__init__(manifest, house, rules_markdown)
        self.house = house
        self.hunt = Hunt(house)

    # -- setting up ------------------------------------------------------------------------

    def setup(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any]
    ) -> ScavengerState:
        """Colours by seat, four discs each, the opening hands, and the first room card up."""
        return listing.deal(self.house, self.player_names(players), seed)

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: ScavengerState, seat: int) -> list[Action]:
        return offers.open_actions(self.hunt, state, seat)

    def legal_ids(self, state: ScavengerState, seat: int) -> Collection[str]:
        """The ids ``legal_actions`` lists, without their labels, found kind by kind: apply
        checks one id, and building every label costs more than the move itself."""
        if self.over(state) or not self.seated(state, seat):
            return ()
        return offers.open_ids(self.hunt, state, seat)

    def prompt(self, state: ScavengerState) -> Prompt:
        """Public controls only: the panel button; every choice depends on the secret hand."""
        if self.over(state):
            return Prompt(actors=(), actions=())
        if state.phase == LISTING:
            first = state.listing == 0
            panel = FIRST_LIST_PANEL if first else LIST_PANEL
            return state.decision.prompt((), panel=panel)
        first = state.last_mover is None
        return Prompt(actors=(state.active,), actions=(), panel=FIRST_PANEL if first else PANEL)

    def proper_names(self) -> Collection[str]:
        """The badges past Z ('AA', 'AB' …): codes tying a choice to its space on the board,
        like the spaces' numbers, written the same in every language."""
        return LONG_BADGES

    def opening_lines(self, state: ScavengerState) -> tuple[str, ...]:
        """The opening line as a sentence (the state keeps it as plain English)."""
        return (listing.opening(state.room_cards[0]),) if state.opening else ()

    def deadline(self, state: ScavengerState) -> str | None:
        return LIST_DEADLINE if state.phase == LISTING else None

    def seated(self, state: ScavengerState, seat: int) -> bool:
        return state.seated(seat)

    def refusal(self, state: ScavengerState, seat: int, action_id: str) -> str:
        return refusal(self.hunt, state, seat, action_id)

    # -- doing it: one method per kind of action (bot.engine.rules dispatches) --------------

    def do_place(self, s: ScavengerState, seat: int, disc: str) -> Performed:
        events: list[Event] = []
        listing.place(self.house, s, {seat: disc}, events)
        return s, events

    def do_step_by_step(self, s: ScavengerState, seat: int) -> Performed:
        events: list[Event] = []
        s.stepping.on = True
        choices.tell_next_steps(self.hunt, s, events)
        return s, events

    def do_to(self, s: ScavengerState, seat: int, end: str, how: str = "") -> Performed:
        events: list[Event] = []
        s.choosing = place_key(read_place(end, how))
        choices.tell_cards_to_keep(self.hunt, s, events)
        return s, events

    def do_other_destination(self, s: ScavengerState, seat: int) -> Performed:
        events: list[Event] = []
        s.choosing = ""
        choices.tell_destinations(self.hunt, s, events)
        return s, events

    def do_go(self, s: ScavengerState, seat: int, end: str, cards: str, how: str = "") -> Performed:
        events: list[Event] = []
        count, spent = hunt.count(self.hunt, s), read_cards(cards)
        kept = hand_tuple(choices.minus(s.hands[s.active], spent))
        where = turns.go_target(s, count, end, kept, how)
        turns.move(self.hunt, s, count, where, kept, events)
        return s, events

    def do_step(self, s: ScavengerState, seat: int, to: str, card: str) -> Performed:
        events: list[Event] = []
        count, card = hunt.count(self.hunt, s), read_cards(card)
        step = next(step for step in count.open_steps() if (step.to, step.card) == (to, card))
        turns.take_step(self.hunt, s, count.walk, step, events)
        return s, events

    def do_dog(self, s: ScavengerState, seat: int, source: str, space: str) -> Performed:
        events: list[Event] = []
        plays.play_dog(self.hunt, s, source, space, events)
        return s, events

    def do_trade(self, s: ScavengerState, seat: int, code: str) -> Performed:
        events: list[Event] = []
        plays.trade(self.hunt, s, code, events)
        return s, events

    def do_end(self, s: ScavengerState, seat: int) -> Performed:
        events = [Event(quick(f"{K}-ended-turn", name=s.players[s.active]))]
        turns.next_turn(s, events)
        return s, events

    # -- timers and idle players -------------------------------------------------------------

    def expire(self, state: ScavengerState) -> Performed:
        """Close a hunt-list choice: whoever has not picked places her first disc left."""
        s = self.timer_copy(state)
        events = [Event(Sentence(f"{K}-time-ran-out"))]
        answers = s.decision.close(lambda seat: s.unplaced[seat][0])
        closed = {seat: answers[seat] for seat in s.decision.pending}
        listing.place(self.house, s, closed, events, closing=True)
        return s, events

    def skip_turn(self, state: ScavengerState, seat: int) -> Performed:
        """An idle player places her first disc, or takes the cheapest route and ends her turn."""
        self.still_playing(state)
        s = self.copy(state)
        events: list[Event] = []
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if s.phase == LISTING and seat in s.decision.pending:
            events.append(Event(Sentence(f"{K}-idle-disc", name=name)))
            listing.place(self.house, s, {seat: s.unplaced[seat][0]}, events)
            return s, events
        if s.phase not in (MOVE, END) or seat != s.active:
            raise IllegalAction(NOT_HOLDING_UP)
        events.append(Event(Sentence(f"{K}-idle-turn", name=name)))
        turns.autoplay(self.hunt, s, events)
        return s, events

    def remove_player(self, state: ScavengerState, seat: int) -> Performed:
        """Take a player out for good: her cards go to the discards, her pawn off the board."""
        self.still_playing(state)
        if not state.seated(seat):
            raise IllegalAction(NOT_IN_GAME)
        if sum(1 for gone in state.gone if not gone) - 1 < self.min_players:
            raise IllegalAction(Sentence(f"{K}-too-few", count=self.min_players))
        s = self.copy(state)
        s.gone[seat] = True
        s.deck.throw(*s.hands[seat])
        s.hands[seat] = []
        if seat == s.active:  # cards already played face up this count go too
            s.deck.throw(*s.spent)
            s.spent = []
        s.positions[seat] = self.house.starts[s.colours[seat]]  # off the path: it blocks nobody
        events = [Event(Sentence(f"{K}-left", name=s.players[seat]))]
        if s.phase == LISTING:
            if seat in s.decision.pending:
                listing.place(self.house, s, {seat: s.unplaced[seat][0]}, events)
        elif seat == s.active:
            turns.next_turn(s, events)
        return s, events

    def determinize(self, state: ScavengerState, seat: int, rng: Rng) -> ScavengerState:
        """A position ``seat`` can't tell from ``state``, for a computer player to search."""
        return unseen.determinize(state, seat, rng)

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: ScavengerState, seat: int | None) -> ScavengerHuntView:
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction(NOT_SEATED)
        private: tuple[str, ...] = ()
        private_board = None
        if seat is not None:
            private = views.private_lines(self.house, state, seat)
            placing = state.decision.answers.get(seat) if state.phase == LISTING else None
            private_board = views.seat_hand(state, seat, placing)
        return self.view_of(
            state,
            seat,
            players=views.players(self.house, state),
            phase=views.phase_text(state),
            board=views.public_board(state, self.badges(state)),
            private=private,
            private_board=private_board,
            nobody_on_turn=state.phase == LISTING,
        )

    def outcome(self, state: ScavengerState) -> Outcome | None:
        """The winner, then the others by items collected: "won" or "lost" (each summary
        says how many items)."""
        if not self.over(state) or not state.winners:
            return None
        winner = state.winners[0]
        standings = sorted(
            ((i, WON if i == winner else LOST) for i in range(len(state.players))),
            key=lambda pair: (pair[0] != winner, -state.collected[pair[0]], pair[0]),
        )
        return Outcome(
            winners=(winner,),
            standings=tuple(standings),
            reason=Sentence(f"{K}-reason", name=state.players[winner]),
        )

    # -- saved games --------------------------------------------------------------------------

    migrate_state = staticmethod(migrate_state)

    def load(self, data: Mapping[str, Any]) -> ScavengerState:
        return load_state(data, len(self.house.full_deck()))

    # -- the rulebook's worked examples, replayed ------------------------------------------

    def start_turn_with(self, state: ScavengerState, dice: Sequence[int]) -> Performed:
        """The active player's turn begun (draw, then these dice instead of the generator's):
        how a known position is replayed, as the rulebook's worked examples are."""
        s = self.copy(state)
        events: list[Event] = []
        turns.draw_told(s, events, 1, "start")
        turns.start_count(s, events, list(dice))
        return s, events

    # -- the route search, as tests, the computer players and the benchmark ask it ---------

    def walk(self, s: ScavengerState) -> Walk:
        """The fixed facts of the active pawn's count."""
        return hunt.walk(self.hunt, s)

    def count(self, s: ScavengerState) -> Count:
        """The active pawn's count as the route search sees it."""
        return hunt.count(self.hunt, s)

    def endings(self, s: ScavengerState) -> list[tuple[Place, Hand, bool]]:
        """Every place the count can end, with the thriftiest hand a route there keeps and
        whether other hands can be kept there, cheapest first."""
        return choices.endings(self.hunt, hunt.count(self.hunt, s))

    def badges(self, s: ScavengerState) -> dict[str, str]:
        """The badge of each space the mover may choose (see ``choices.badges``)."""
        return choices.badges(self.hunt, s)

    def dog_spaces(self, s: ScavengerState) -> list[str]:
        """Outer spaces a Dog may go to: empty and beside no Door (SH62)."""
        return plays.dog_spaces(self.hunt, s)

    def forget_routes(self) -> None:
        """Drop the route searches kept for reuse (a benchmark times a search from cold)."""
        self.hunt.walks.clear()
        self.hunt.ways.clear()
