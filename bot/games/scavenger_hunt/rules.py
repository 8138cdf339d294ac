"""Scavenger Hunt's rules: the engine's Game protocol over ScavengerState, pure and seeded.

The rulebook (rules/scavenger-hunt.md) is the authority; data/scavenger-hunt/rules.md lists the
house rulings applied here. The hand is secret, so every control that depends on it (the
destinations a count can reach and the cards each would spend, Step by step, Dogs, trades) is
offered in the mover's private panel; the public prompt only waits for her.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import (
    OVER,
    Action,
    Deck,
    Event,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Prompt,
    Rng,
    Rules,
    Simultaneous,
    dump_core,
    first_by_roll,
)
from bot.engine.manifest import Manifest
from bot.engine.rules import ENDED, NOT_SEATED
from bot.games.scavenger_hunt import refusals, routes, unseen, views
from bot.games.scavenger_hunt.actions import (
    END_TURN,
    IDS,
    NEW_DOG,
    OTHER_DESTINATION,
    STEPWISE,
    OpenIds,
    chosen_place,
    destination_id,
    dog_id,
    go_id,
    place_id,
    place_key,
    read_cards,
    read_place,
    step_id,
    trade_id,
)
from bot.games.scavenger_hunt.boards import ScavengerHuntView
from bot.games.scavenger_hunt.house import DISC_ROOMS, DOG, WILD, House, load_house
from bot.games.scavenger_hunt.marks import badged, lettered
from bot.games.scavenger_hunt.routes import (
    Count,
    Hand,
    Place,
    Step,
    Walk,
    Ways,
    hand_tuple,
    spent_codes,
    thrift,
)
from bot.games.scavenger_hunt.state import (
    END,
    LISTING,
    MOVE,
    STATE_VERSION,
    ScavengerState,
    load_state,
    migrate_state,
)
from bot.games.scavenger_hunt.words import (
    cards,
    counted,
    hand_line,
    moves,
    names,
    place,
    room,
    short_place,
)

DISCS_EACH = 4
OPENING_HAND = 5
REFILL = 5
DIE_FACES = 6
LIST_DEADLINE = "hunt-list"
PANEL = "My turn"
FIRST_PANEL = "My turn: where to go, Dogs and trades"
"""The mover's panel button as the game's first turn shows it: what it is for."""
LIST_PANEL = "My hunt list"
FIRST_LIST_PANEL = "My hunt list: a disc for each room card"

DESTINATIONS = "Where to go"
KEEP = "Cards to keep"
NEXT_STEP = "Next step"
DOGS = "Play a Dog card"
Played = tuple[ScavengerState, list[Event]]
"""The position after an action, and the events that tell it."""
WALKS_KEPT = 32
"""Route searches kept for reuse (each knows the pawns and Dogs it was made for)."""


def read_house(folder: Path) -> House:
    """house.json and deck.json, checked; GameDataError names a bad file."""
    return load_house(folder / "house.json", folder / "deck.json")


class ScavengerHunt(Rules[ScavengerState], data=read_house, version=STATE_VERSION):
    """Scavenger Hunt over one checked house; every game in play is a ScavengerState."""

    ids = IDS

    def __init__(self, manifest: Manifest, house: House, rules_markdown: str) -> None:
        super().__init__(manifest, rules_markdown)
        self.house = house
        self._dog = house.code_of(DOG)
        self._wild = house.code_of(WILD)
        self._walks: dict[tuple[Any, ...], Walk] = {}
        self._ways: dict[tuple[Any, ...], Ways] = {}
        """Every Walk's ``shared`` table: the ways out of a space, by the facts around it."""
        self._place_names = {space: place(house, space) for space in house.spaces}
        """Each space's name in the turn story, worked out once: labels name spaces by the
        hundred."""
        self._short_names = {space: short_place(house, space) for space in house.spaces}
        self._doorless = tuple(space for space in house.path if not house.abuts_door(space))
        """The outer spaces beside no Door, in path order: where a Dog may ever stand."""
        self._dog_moves_made: dict[tuple[str, str], Action] = {}

    # -- setting up ------------------------------------------------------------------------

    def setup(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any]
    ) -> ScavengerState:
        """Colours by seat, four discs each, the opening hands, and the first room card up."""
        names = self.player_names(players)
        rng = Rng.from_seed(seed)
        house = self.house
        colours = list(house.colours[: len(names)])
        discs = list(house.discs)
        rng.shuffle(discs)
        unplaced = [discs[i * DISCS_EACH : (i + 1) * DISCS_EACH] for i in range(len(names))]
        room_cards = list(DISC_ROOMS)
        rng.shuffle(room_cards)
        deck = house.full_deck()
        rng.shuffle(deck)
        hands = [sorted(deck[i * OPENING_HAND : (i + 1) * OPENING_HAND]) for i in range(len(names))]
        return ScavengerState(
            players=names,
            colours=colours,
            positions=[house.starts[colour] for colour in colours],
            hands=hands,
            deck=Deck(cards=deck[len(names) * OPENING_HAND :]),
            rng=rng,
            phase=LISTING,
            active=0,
            room_cards=room_cards,
            listing=0,
            decision=Simultaneous.open(range(len(names))).dump(),
            unplaced=unplaced,
            items=[[] for _ in names],
            rooms=[[] for _ in names],
            collected=[0] * len(names),
            gone=[False] * len(names),
            drawn_since=[[] for _ in names],
            opening=[
                "Everyone has four item discs. "
                f"The first room card is the {room(room_cards[0])}: in {LIST_PANEL} each "
                f"player picks which of her discs goes on her {room(room_cards[0])}."
            ],
        )

    # -- what may be done ------------------------------------------------------------------

    def open_actions(self, state: ScavengerState, seat: int) -> list[Action]:
        if state.phase == LISTING:
            if seat not in self._decision(state).pending:
                return []
            group = f"Disc for your {room(state.room_cards[state.listing])}"
            return [
                Action(place_id(disc), self.house.discs[disc], group)
                for disc in state.unplaced[seat]
            ]
        if seat != state.active:
            return []
        actions: list[Action] = []
        if state.phase == MOVE and state.choosing:
            return [*self._keep_actions(state), Action(OTHER_DESTINATION, "Another destination")]
        if state.phase == MOVE:
            steps = self._step_actions(state) if state.stepping.on else []
            if steps:
                actions += steps
            else:  # with no step open, the one ending left is "trapped" or "stuck" here
                actions += self._destination_actions(state)
                if not state.stepping.moved and not state.stepping.on:
                    actions.append(Action(STEPWISE, "Step by step"))
            if not state.stepping.moved:
                actions += self._dog_actions(state)
            return actions
        actions += self._trade_actions(state)
        actions.append(Action(END_TURN, "End my turn"))
        actions += self._dog_actions(state)
        return actions

    def legal_ids(self, state: ScavengerState, seat: int) -> Collection[str]:
        """The ids ``legal_actions`` lists, without their labels, found kind by kind: apply
        checks one id, and building every label costs more than the move itself."""
        if self.over(state) or not self.seated(state, seat):
            return ()
        return OpenIds(lambda kind: self._open_ids(state, seat, kind))

    def _open_ids(self, s: ScavengerState, seat: int, kind: str) -> Collection[str]:
        """The ids of one kind that ``legal_actions`` lists for ``seat``."""
        if s.phase == LISTING:
            listing = kind == "place" and seat in self._decision(s).pending
            return {place_id(disc) for disc in s.unplaced[seat]} if listing else ()
        if seat != s.active:
            return ()
        if s.phase == END:
            if kind == "trade":
                return {trade_id(code) for code in self._tradeable(s)}
            if kind == "dog":
                return set(self._dog_ids(s))
            return (END_TURN,) if kind == "end" else ()
        if s.choosing:
            if kind == "go":
                return set(self._keep_ids(s))
            return (OTHER_DESTINATION,) if kind == "other-destination" else ()
        if kind == "dog":
            return () if s.stepping.moved else set(self._dog_ids(s))
        if kind == "step-by-step":
            return () if s.stepping.moved or s.stepping.on else (STEPWISE,)
        steps = self._step_ids(s) if s.stepping.on and kind in ("step", "go", "to") else []
        if kind == "step":
            return set(steps)
        if kind in ("go", "to") and not steps:
            return set(self._destination_ids(s))
        return ()

    def prompt(self, state: ScavengerState) -> Prompt:
        """Public controls only: the panel button; every choice depends on the secret hand."""
        if self.over(state):
            return Prompt(actors=(), actions=())
        if state.phase == LISTING:
            first = state.listing == 0
            return self._decision(state).prompt((), panel=FIRST_LIST_PANEL if first else LIST_PANEL)
        first = state.last_mover is None
        return Prompt(actors=(state.active,), actions=(), panel=FIRST_PANEL if first else PANEL)

    def deadline(self, state: ScavengerState) -> str | None:
        return LIST_DEADLINE if state.phase == LISTING else None

    def seated(self, state: ScavengerState, seat: int) -> bool:
        return state.seated(seat)

    # -- doing it: one method a kind of action id ------------------------------------------

    def do_place(self, s: ScavengerState, seat: int, disc: str) -> Played:
        events: list[Event] = []
        self._place(s, {seat: disc}, events)
        return s, events

    def do_step_by_step(self, s: ScavengerState, seat: int) -> Played:
        events: list[Event] = []
        s.stepping.on = True
        self._tell_next_steps(s, events)
        return s, events

    def do_to(self, s: ScavengerState, seat: int, end: str, how: str = "") -> Played:
        events: list[Event] = []
        s.choosing = place_key(read_place(end, how))
        self._tell_cards_to_keep(s, events)
        return s, events

    def do_other_destination(self, s: ScavengerState, seat: int) -> Played:
        events: list[Event] = []
        s.choosing = ""
        self._tell_destinations(s, events)
        return s, events

    def do_go(self, s: ScavengerState, seat: int, end: str, cards: str, how: str = "") -> Played:
        events: list[Event] = []
        count, spent = self.count(s), read_cards(cards)
        kept = hand_tuple(_minus(s.hands[s.active], spent))
        self._move(s, count, self._go_target(s, count, end, kept, how), kept, events)
        return s, events

    def do_step(self, s: ScavengerState, seat: int, to: str, card: str) -> Played:
        events: list[Event] = []
        count, card = self.count(s), read_cards(card)
        step = next(step for step in count.open_steps() if (step.to, step.card) == (to, card))
        self._take_step(s, count.walk, step, events)
        return s, events

    def do_dog(self, s: ScavengerState, seat: int, source: str, space: str) -> Played:
        events: list[Event] = []
        self._play_dog(s, source, space, events)
        return s, events

    def do_trade(self, s: ScavengerState, seat: int, code: str) -> Played:
        events: list[Event] = []
        self._trade(s, code, events)
        return s, events

    def do_end(self, s: ScavengerState, seat: int) -> Played:
        events = [Event(f"{s.players[s.active]} ended her turn.")]
        self._next_turn(s, events)
        return s, events

    def expire(self, state: ScavengerState) -> tuple[ScavengerState, list[Event]]:
        """Close a hunt-list choice: whoever has not picked places her first disc left."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if state.phase != LISTING:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self.copy(state)
        decision = self._decision(s)
        events = [Event("Time ran out for placing discs.")]
        answers = decision.close(lambda seat: s.unplaced[seat][0])
        self._place(s, {seat: answers[seat] for seat in decision.pending}, events, closing=True)
        return s, events

    def skip_turn(self, state: ScavengerState, seat: int) -> tuple[ScavengerState, list[Event]]:
        """An idle player places her first disc, or takes the cheapest route and ends her turn."""
        if self.over(state):
            raise IllegalAction(ENDED)
        s = self.copy(state)
        events: list[Event] = []
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if s.phase == LISTING and seat in self._decision(s).pending:
            events.append(Event(f"{name} took too long; her first disc was placed for her."))
            self._place(s, {seat: s.unplaced[seat][0]}, events)
            return s, events
        if s.phase not in (MOVE, END) or seat != s.active:
            raise IllegalAction("That player isn't holding up the game.")
        events.append(Event(f"{name} took too long: the bot moved for her and ended her turn."))
        self._autoplay(s, events)
        return s, events

    def remove_player(self, state: ScavengerState, seat: int) -> tuple[ScavengerState, list[Event]]:
        """Take a player out for good: her cards go to the discards, her pawn off the board."""
        if self.over(state):
            raise IllegalAction(ENDED)
        if not state.seated(seat):
            raise IllegalAction("That player is not in the game.")
        if sum(1 for gone in state.gone if not gone) - 1 < self.min_players:
            raise IllegalAction(f"Scavenger Hunt needs at least {self.min_players} players.")
        s = self.copy(state)
        s.gone[seat] = True
        s.deck.throw(*s.hands[seat])
        s.hands[seat] = []
        if seat == s.active:  # cards already played face up this count go too
            s.deck.throw(*s.spent)
            s.spent = []
        s.positions[seat] = self.house.starts[s.colours[seat]]  # off the path: it blocks nobody
        events = [Event(f"{s.players[seat]} left the game; her cards went to the discards.")]
        if s.phase == LISTING:
            decision = self._decision(s)
            if seat in decision.pending:
                self._place(s, {seat: s.unplaced[seat][0]}, events)
        elif seat == s.active:
            self._next_turn(s, events)
        return s, events

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: ScavengerState, seat: int | None) -> ScavengerHuntView:
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction(NOT_SEATED)
        house = self.house
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=state.collected[i],
                badges=("gone",) if state.gone[i] else (),
                summary=f"{state.collected[i]}/{DISCS_EACH} items",
                colour=house.rgb[state.colours[i]],
                token=state.colours[i],
            )
            for i, name in enumerate(state.players)
        )
        private: tuple[str, ...] = ()
        private_board = None
        if seat is not None:
            private = self._private_lines(state, seat)
            decision = self._decision(state) if state.phase == LISTING else None
            placing = decision.answers.get(seat) if decision else None
            private_board = views.seat_hand(state, seat, placing)
        return self.view_of(
            state,
            seat,
            players=players,
            phase=self._phase_text(state),
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
            ((i, "won" if i == winner else "lost") for i in range(len(state.players))),
            key=lambda pair: (pair[0] != winner, -state.collected[pair[0]], pair[0]),
        )
        return Outcome(
            winners=(winner,),
            standings=tuple(standings),
            reason=f"{state.players[winner]} brought all four items home first.",
        )

    dump = staticmethod(dump_core)
    migrate_state = staticmethod(migrate_state)

    def load(self, data: Mapping[str, Any]) -> ScavengerState:
        return load_state(data, len(self.house.full_deck()))

    def determinize(self, state: ScavengerState, seat: int, rng: Rng) -> ScavengerState:
        """A position ``seat`` can't tell from ``state``, for a computer player to search."""
        return unseen.determinize(state, seat, rng)

    def start_turn_with(
        self, state: ScavengerState, dice: Sequence[int]
    ) -> tuple[ScavengerState, list[Event]]:
        """The active player's turn begun (draw, then these dice instead of the generator's):
        how a known position is replayed, as the rulebook's worked examples are."""
        s = self.copy(state)
        events: list[Event] = []
        self._draw_told(s, events, 1, "start of the turn")
        self._start_count(s, events, list(dice))
        return s, events

    # -- set-up: the hunt lists ------------------------------------------------------------

    def _decision(self, s: ScavengerState) -> Simultaneous:
        return Simultaneous.load(s.decision)

    def _place(
        self, s: ScavengerState, choices: Mapping[int, str], events: list[Event], *, closing=False
    ) -> None:
        """Record answers; once all are in, the discs go down and the next room card turns."""
        decision = self._decision(s)
        for seat, disc in choices.items():
            decision = decision.answer(seat, disc)
            if not closing:
                events.append(Event(f"{s.players[seat]} chose a disc."))
        for seat in range(len(s.players)):
            if s.gone[seat] and seat in decision.pending:
                decision = decision.answer(seat, s.unplaced[seat][0])
        s.decision = decision.dump()
        if not decision.done:
            return
        kind = s.room_cards[s.listing]
        placed = []
        for seat, disc in sorted(decision.answers.items()):
            s.unplaced[seat].remove(disc)
            s.items[seat].append(disc)
            s.rooms[seat].append(self.house.room_of(kind, s.colours[seat]))
            placed.append(f"{s.players[seat]}'s {self.house.discs[disc]}")
        events.append(Event(f"On the {room(kind)}s: " + ", ".join(placed) + "."))
        s.listing += 1
        if s.listing < len(s.room_cards):
            s.decision = Simultaneous.open(range(len(s.players))).dump()
            next_room = room(s.room_cards[s.listing])
            events.append(Event(f"The next room card was the {next_room}: everyone picks a disc."))
            return
        s.decision = {"seats": [], "answers": {}}
        s.listing = len(s.room_cards) - 1
        self._first_player(s, events)

    def _first_player(self, s: ScavengerState, events: list[Event]) -> None:
        """Everyone rolls; the highest plays first, ties roll again among themselves."""
        playing = [i for i in range(len(s.players)) if not s.gone[i]]
        s.active, rounds = first_by_roll(playing, lambda: sum(self._roll(s.rng)))
        lines = [", ".join(f"{s.players[i]} {roll}" for i, roll in r.rolls.items()) for r in rounds]
        events.append(
            Event(
                f"Rolls for the first turn: {'; then '.join(lines)}. "
                f"{s.players[s.active]} rolled highest and went first."
            )
        )
        self._start_turn(s, events)

    # -- a turn ----------------------------------------------------------------------------

    def _roll(self, rng: Rng) -> list[int]:
        return [rng.randint(1, DIE_FACES), rng.randint(1, DIE_FACES)]

    def _draw(self, s: ScavengerState, seat: int, count: int = 1) -> list[str]:
        """Draw up to ``count`` cards, shuffling the discards into a new deck when it runs out
        (the table remembers what they were: they lay face up)."""
        drawn = []
        for _ in range(count):
            card, reshuffled = s.deck.draw(s.rng)
            if card is None:
                break
            if reshuffled:
                s.shuffled_in = sorted([card, *s.deck.cards])
                s.drawn_since = [[] for _ in s.players]
            s.drawn_since[seat].append(card)
            drawn.append(card)
        s.hands[seat] = sorted(s.hands[seat] + drawn)
        return drawn

    def _draw_told(self, s: ScavengerState, events: list[Event], count: int, why: str) -> None:
        seat = s.active
        drawn = self._draw(s, seat, count)
        what = "a card" if len(drawn) == 1 else f"{len(drawn)} cards" if drawn else "no card"
        events.append(Event(f"{s.players[seat]} drew {what} ({why})."))

    def _start_turn(self, s: ScavengerState, events: list[Event]) -> None:
        self._draw_told(s, events, 1, "start of the turn")
        self._start_count(s, events)

    def _start_count(self, s: ScavengerState, events: list[Event], dice=None) -> None:
        s.dice = list(dice) if dice else self._roll(s.rng)
        s.phase = MOVE
        s.stepping.on = False
        s.stepping.begin(s.positions[s.active], sum(s.dice))
        s.direction = 1
        s.spent = []
        s.choosing = ""
        s.can_trade = True
        name = s.players[s.active]
        double = s.dice[0] == s.dice[1]
        events.append(
            Event(
                f"{name} rolled {s.dice[0]} and {s.dice[1]}: {moves(s.stepping.left)}"
                + (", doubles!" if double else ".")
            )
        )
        if double:
            self._draw_told(s, events, 1, "doubles")

    def walk(self, s: ScavengerState) -> Walk:
        """The fixed facts of the active pawn's count."""
        seat = s.active
        others = frozenset(pos for i, pos in enumerate(s.positions) if i != seat and not s.gone[i])
        done = s.collected[seat] >= DISCS_EACH
        home = self.house.starts[s.colours[seat]] if done else None
        target = None if done else s.rooms[seat][s.collected[seat]]
        facts = (others, frozenset(s.dogs), home, target)
        known = self._walks.pop(facts, None) or Walk(self.house, *facts, shared=self._ways)
        self._walks[facts] = known  # most recent last; a panel, /play and apply share a search
        while len(self._walks) > WALKS_KEPT:
            self._walks.pop(next(iter(self._walks)))
        return known

    def forget_routes(self) -> None:
        """Drop the route searches kept for reuse (a benchmark times a search from cold)."""
        self._walks.clear()
        self._ways.clear()

    def count(self, s: ScavengerState) -> Count:
        """The active pawn's count as the route search sees it."""
        seat = s.active
        hand = hand_tuple(s.hands[seat])
        return Count(self.walk(s), s.positions[seat], s.direction, s.stepping.left, hand)

    def endings(self, s: ScavengerState) -> list[tuple[Place, Hand, bool]]:
        """Every place the count can end, with the thriftiest hand a route there keeps and
        whether other hands can be kept there, cheapest first."""
        return self._endings(self.count(s))

    def _endings(self, count: Count) -> list[tuple[Place, Hand, bool]]:
        listed = [(where, best, several) for where, (best, several) in count.outcomes().items()]
        return sorted(listed, key=lambda item: self._sort_key(count.hand, item[0], item[1]))

    def _sort_key(self, hand: Hand, where: Place, best: Hand) -> tuple[Any, ...]:
        spent = spent_codes(hand, best)
        return (len(spent), spent.count(self._wild), self._place_names[where.end], spent, where)

    def _destination_actions(self, s: ScavengerState) -> list[Action]:
        """One choice per place: straight there when every route leaves the same hand, else a
        first step whose second lists the hands she may keep."""
        count, badges = self.count(s), self.badges(s)
        actions = []
        for where, best, several in self._endings(count):
            spent = spent_codes(count.hand, best)
            label = f"{self._where(s, count.walk, where)} · {cards(self.house, spent)}"
            if several:
                label = f"{label} or others"
            label = badged(badges.get(_final(count.walk, where)), label)
            action_id = destination_id(where, spent, several)
            actions.append(Action(action_id, label[:100], DESTINATIONS))
        return actions

    def _destination_ids(self, s: ScavengerState) -> list[str]:
        """The ids of ``_destination_actions``, unordered and unlabelled."""
        count = self.count(s)
        return [
            destination_id(where, spent_codes(count.hand, best), several)
            for where, (best, several) in count.outcomes().items()
        ]

    def _where(self, s: ScavengerState, walk: Walk, where: Place) -> str:
        """The space the pawn really stops on and what it is: 'space 7 · Roll Again',
        'space 12 · passes Dev', 'red CLOSET · collect!'."""
        if where.ends:
            return self._short_names[where.end] + _ENDING_NOTE[where.ends]
        final, passed = walk.advance(where.end, where.direction or 1)  # as ``_final``
        text = self._short_names[final]
        if passed:
            text += f" · passes {names(self._pawns_on(s, passed))}"
        if final in self.house.roll_again:
            text += " · Roll Again"
        return text

    def _pawns_on(self, s: ScavengerState, spaces: Sequence[str]) -> list[str]:
        return [
            s.players[i]
            for space in spaces
            for i, at in enumerate(s.positions)
            if at == space and i != s.active and not s.gone[i]
        ]

    def _keep_actions(self, s: ScavengerState) -> list[Action]:
        """The second step of a destination: each hand a route there can leave, most kept
        first (private: only the mover's panel and /play list it)."""
        where, count = chosen_place(s.choosing), self.count(s)
        badge = self.badges(s).get(_final(count.walk, where))
        actions = []
        for kept in sorted(count.kept_hands(where), key=thrift, reverse=True):
            spent = spent_codes(count.hand, kept)
            keeping = counted(self.house, _minus(s.hands[s.active], spent))
            label = badged(badge, f"Keep {keeping} · play {counted(self.house, spent)}")
            actions.append(Action(go_id(where, spent), label[:100], KEEP))
        return actions

    def _keep_ids(self, s: ScavengerState) -> list[str]:
        """The ids of ``_keep_actions``, unordered and unlabelled."""
        where, count = chosen_place(s.choosing), self.count(s)
        return [go_id(where, spent_codes(count.hand, kept)) for kept in count.kept_hands(where)]

    def _step_ids(self, s: ScavengerState) -> list[str]:
        """The ids of ``_step_actions``, unlabelled."""
        return [step_id(step) for step in self.count(s).open_steps()]

    def _step_actions(self, s: ScavengerState) -> list[Action]:
        count, badges = self.count(s), self.badges(s)
        actions = []
        for step in count.open_steps():
            label = badged(badges.get(step.to), f"Step to {self._short_names[step.to]}")
            if step.card:
                label += f" (play {self.house.cards[step.card].name})"
            if s.stepping.left == 1 and not step.ends and self.house.on_path(step.to):
                where = count.walk.place_of(step.to, step.direction)
                label = f"{label} · {self._where(s, count.walk, where)}"
            elif step.ends:
                label += _ENDING_NOTE[step.ends]
            actions.append(Action(step_id(step), label[:100], NEXT_STEP))
        return actions

    def _tell_next_steps(self, s: ScavengerState, events: list[Event]) -> None:
        """Step by step answers with the steps open now (privately: they show the hand)."""
        steps = [a.label.replace("Step to ", "", 1) for a in self._step_actions(s)]
        line = f"Step by step, {moves(s.stepping.left)} to go. Next step (on your panel or /play): "
        line += "; ".join(steps) + "."
        self._choosing_event(s, events, line)

    def _tell_cards_to_keep(self, s: ScavengerState, events: list[Event]) -> None:
        where = self._where(s, self.walk(s), chosen_place(s.choosing))
        ways = len(self._keep_actions(s))
        line = f"To {where}: choose which cards to keep ({ways} ways), or another destination."
        self._choosing_event(s, events, line)

    def _tell_destinations(self, s: ScavengerState, events: list[Event]) -> None:
        line = (
            f"Choose where to go: {len(self.count(s).outcomes())} destinations, or go step by step."
        )
        self._choosing_event(s, events, line)

    def _choosing_event(self, s: ScavengerState, events: list[Event], line: str) -> None:
        """The same public words whichever way she chooses, so they tell nothing of her hand."""
        name = s.players[s.active]
        events.append(Event(f"{name} is choosing her route.", private={s.active: line}))

    def _go_target(self, s: ScavengerState, count: Count, end: str, kept: Hand, how: str) -> Place:
        """The place a legal go: id names: the one a route to which keeps ``kept`` (an id with
        no ending may name the place reached moving either way)."""
        candidates = [read_place(end, how)] if how else [Place(end), Place(end, "", -1)]
        if s.choosing:
            candidates = [c for c in candidates if c == chosen_place(s.choosing)]
        allowed = count.outcomes()
        return next(c for c in candidates if c in allowed and kept in count.kept_hands(c))

    def _move(
        self, s: ScavengerState, count: Count, where: Place, kept: Hand, events: list[Event]
    ) -> None:
        steps = count.route(where, kept)
        assert steps is not None
        for step in steps:
            self._advance(s, step)
        self._finish_count(s, count.walk, where.ends, events)

    def _take_step(self, s: ScavengerState, walk: Walk, step: Step, events: list[Event]) -> None:
        self._advance(s, step)
        hand = hand_tuple(s.hands[s.active])
        here = s.positions[s.active]
        if step.ends or s.stepping.left == 0:
            self._finish_count(s, walk, step.ends, events)
        elif not walk.steps(here, s.direction, hand):
            stuck = routes.TRAPPED if self.house.space(here).kind == "GARAGE" else routes.STUCK
            self._finish_count(s, walk, stuck, events)

    def _advance(self, s: ScavengerState, step: Step) -> None:
        """One move of the count: the card goes face up, the pawn moves, the count drops."""
        seat = s.active
        if step.card:
            s.hands[seat].remove(step.card)
            s.spent.append(step.card)
        s.positions[seat] = step.to
        s.direction = step.direction if self.house.on_path(step.to) else 1
        s.stepping.step(step.to)
        if step.ends == routes.COLLECTED:
            s.collected[seat] += 1
            s.can_trade = False
        elif step.ends == routes.HOME:
            s.winners = [seat]

    def _finish_count(self, s: ScavengerState, walk: Walk, ends: str, events: list[Event]) -> None:
        """The count is over: advance past a pawn, tell the story, then what comes next."""
        seat, name = s.active, s.players[s.active]
        here = s.positions[seat]
        collected = ends == routes.COLLECTED
        trapped = ends == routes.TRAPPED
        if not ends and self.house.on_path(here):
            landed = walk.landing(here, s.direction)
            if landed != here:
                s.positions[seat] = landed
                s.stepping.path.append(landed)
        s.last_mover, s.last_path = seat, list(s.stepping.path)
        played = cards(self.house, s.spent)
        story = f"{name} moved to {self._place_names[s.positions[seat]]}"
        story += f", playing {played}." if s.spent else "."
        s.deck.throw(*s.spent)
        s.spent = []
        if s.winners:
            events.append(Event(f"{story} {name} came home with all four items and won!"))
            s.phase = OVER
            return
        if collected:
            disc = self.house.discs[s.items[seat][s.collected[seat] - 1]]
            story += f" {name} collected the {disc} ({s.collected[seat]}/{DISCS_EACH}): turn over."
        elif trapped:
            s.can_trade = False
            story += f" Trapped in the Garage with {moves(s.stepping.left)} left: turn over."
        events.append(Event(story))
        s.stepping.finish()
        if not collected and not trapped and s.positions[seat] in self.house.roll_again:
            events.append(Event(f"{name} landed on Roll Again."))
            self._draw_told(s, events, 1, "Roll Again")
            self._start_count(s, events)
            return
        if not s.hands[seat]:
            events.append(Event(f"{name} had played every card and drew five for her next turn."))
            self._draw(s, seat, REFILL)
            self._next_turn(s, events)
            return
        # Always asked, even with nothing to trade or play: waiting only for hands holding a
        # pair or a Dog would tell the table so.
        s.phase = END

    def _next_turn(self, s: ScavengerState, events: list[Event]) -> None:
        seats = len(s.players)
        for step in range(1, seats + 1):
            candidate = (s.active + step) % seats
            if not s.gone[candidate]:
                s.active = candidate
                break
        events.append(Event(f"{s.players[s.active]}'s turn."))
        self._start_turn(s, events)

    def _autoplay(self, s: ScavengerState, events: list[Event]) -> None:
        """Move for an idle player: the cheapest route (to the place she picked, if she did),
        then end the turn. It offers what legal_actions does: going step by step, the next
        step while one is open, else the one ending left."""
        seat = s.active
        while s.phase != OVER and s.active == seat and s.phase in (MOVE, END):
            if s.phase == END:
                events.append(Event(f"{s.players[seat]}'s turn ended."))
                self._next_turn(s, events)
                return
            count = self.count(s)
            steps = count.open_steps() if s.stepping.on and not s.choosing else []
            if steps:
                self._take_step(s, count.walk, steps[0], events)
            else:  # no step open (a GARAGE she can't leave): the one ending listed
                self._move(s, count, *self._cheapest(s, count), events)

    def _cheapest(self, s: ScavengerState, count: Count) -> tuple[Place, Hand]:
        """The first destination listed and the first hand listed to keep there."""
        if s.choosing:
            where = chosen_place(s.choosing)
            return where, max(count.kept_hands(where), key=thrift)
        where, best, _ = self._endings(count)[0]
        return where, best

    # -- Dogs and trades -------------------------------------------------------------------

    def dog_spaces(self, s: ScavengerState) -> list[str]:
        """Outer spaces a Dog may go to: empty (no pawn, no Dog) and beside no Door (SH62)."""
        taken = {pos for i, pos in enumerate(s.positions) if not s.gone[i]} | set(s.dogs)
        return [space for space in self._doorless if space not in taken]

    def _dog_moves(self, s: ScavengerState) -> list[tuple[str, str]]:
        """Each (source, space) a Dog card in hand may play: a new Dog or one moved."""
        if self._dog not in s.hands[s.active]:
            return []
        sources = ([NEW_DOG] if len(s.dogs) < 2 else []) + list(s.dogs)
        spaces = self.dog_spaces(s)
        return [(source, space) for source in sources for space in spaces]

    def _dog_ids(self, s: ScavengerState) -> list[str]:
        """The ids of ``_dog_actions``, unlabelled."""
        return [dog_id(source, space) for source, space in self._dog_moves(s)]

    def _dog_actions(self, s: ScavengerState) -> list[Action]:
        return [self._dog_action(source, space) for source, space in self._dog_moves(s)]

    def _dog_action(self, source: str, space: str) -> Action:
        """One Dog move, labelled once: a Dog card in hand offers some eighty every listing."""
        known = self._dog_moves_made.get((source, space))
        if known is None:
            where = self._short_names[space]
            label = (
                f"Dog to {where}"
                if source == NEW_DOG
                else f"Dog from {self._short_names[source]} to {where}"
            )
            known = self._dog_moves_made[source, space] = Action(dog_id(source, space), label, DOGS)
        return known

    def _play_dog(self, s: ScavengerState, source: str, space: str, events: list[Event]) -> None:
        seat = s.active
        s.hands[seat].remove(self._dog)
        s.deck.throw(self._dog)
        if source != NEW_DOG:
            s.dogs.remove(source)
        s.dogs.append(space)
        moved = "" if source == NEW_DOG else f" from {self._place_names[source]}"
        events.append(
            Event(
                f"{s.players[seat]} played a Dog card: a Dog went{moved} to "
                f"{self._place_names[space]}."
            )
        )
        if s.phase == END and not s.hands[seat]:
            events.append(Event(f"{s.players[seat]} had played every card and drew five."))
            self._draw(s, seat, REFILL)
            self._next_turn(s, events)

    def _tradeable(self, s: ScavengerState) -> list[str]:
        """The codes of which the hand holds a pair to trade in, in deck order."""
        if s.phase != END or not s.can_trade:
            return []
        hand = s.hands[s.active]
        return [code for code in self.house.cards if hand.count(code) >= 2]

    def _trade_actions(self, s: ScavengerState) -> list[Action]:
        return [
            Action(trade_id(code), f"Trade in two {self.house.cards[code].name} cards")
            for code in self._tradeable(s)
        ]

    def _trade(self, s: ScavengerState, code: str, events: list[Event]) -> None:
        seat = s.active
        for _ in range(2):
            s.hands[seat].remove(code)
        s.deck.throw(code, code)
        name = self.house.cards[code].name
        events.append(Event(f"{s.players[seat]} traded in two {name} cards for another turn."))
        self._draw_told(s, events, 1, "extra turn")
        self._start_count(s, events)

    # -- refusals and words ----------------------------------------------------------------

    def refusal(self, s: ScavengerState, seat: int, action_id: str) -> str:
        return refusals.refusal(self, s, seat, action_id)

    def _phase_text(self, s: ScavengerState) -> str:
        """What is asked now, naming who is asked: the line under the turn's header."""
        if self.over(s):
            return "Game over"
        if s.phase == LISTING:
            return f"Everyone picks a disc for the {room(s.room_cards[s.listing])}"
        name = s.players[s.active]
        if s.phase == END:
            return f"{name} to trade a pair, play a Dog or end the turn"
        left = s.stepping.left
        if s.stepping.moved:
            return f"{name} to move {left} more, step by step"
        return f"{name} to move {left} to a lettered space"

    def badges(self, s: ScavengerState) -> dict[str, str]:
        """The badge of each space the mover may choose, for any hand: public, so the board
        draws them and the panel's options that end there begin with them. Before the first
        move, every space the count may stop on, then those a first step reaches (the board
        is the same whether she goes at once or step by step); once she walks step by step,
        the next steps. None outside a count."""
        if s.phase != MOVE or self.over(s) or not s.stepping.left:
            return {}
        walk, here = self.walk(s), s.positions[s.active]
        steps = walk.next_steps(here, s.direction)
        if s.stepping.moved:
            return lettered(steps)
        return lettered((*walk.reach(here, s.direction, s.stepping.left), *steps))

    def _private_lines(self, s: ScavengerState, seat: int) -> tuple[str, ...]:
        lines = [hand_line(self.house, s.hands[seat])]
        if s.phase == LISTING and seat in self._decision(s).answers:
            disc = self.house.discs[self._decision(s).answers[seat]]
            lines.append(f"You are placing the {disc} on the {s.room_cards[s.listing]}.")
        return tuple(lines)


_ENDING_NOTE = {
    routes.COLLECTED: " · collect!",
    routes.HOME: " · home!",
    routes.TRAPPED: " · trapped",
    routes.STUCK: " · stuck",
}


def _final(walk: Walk, where: Place) -> str:
    """The space a count ending at ``where`` really stops on (on past a pawn on the path)."""
    return where.end if where.ends else walk.landing(where.end, where.direction or 1)


def _minus(hand: list[str], spent: str) -> list[str]:
    left = list(hand)
    for code in spent:
        left.remove(code)
    return left
