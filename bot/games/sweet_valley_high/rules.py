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
from pathlib import Path
from typing import Any

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
    Stepping,
    View,
    dump_core,
    order_by_roll,
    seats_to_the_left,
)
from bot.engine.rules import ENDED, NOT_SEATED
from bot.games.sweet_valley_high import board, phases, saves, unseen
from bot.games.sweet_valley_high.actions import PANEL, PEEK_PANEL, action_ids
from bot.games.sweet_valley_high.controls import Controls
from bot.games.sweet_valley_high.paths import Walks
from bot.games.sweet_valley_high.school import (
    ARROW,
    BONUS,
    CHANGE,
    HOME,
    MOVE,
    PEEK,
    PUT_BACK,
    TRADE,
    School,
    load_school,
)
from bot.games.sweet_valley_high.state import STATE_VERSION, SvhState
from bot.games.sweet_valley_high.words import ACTION_WORDS, peek_line

DIE_LOW, DIE_HIGH = 1, 6
DEADLINE = phases.RETURN
Told = tuple[SvhState, list[Event]]
"""A position after an input, and what the input told the table."""


class SweetValleyHigh(Controls, Rules[SvhState]):
    """The game object the registry holds: one school, many independent states."""

    key = "sweet-valley-high"
    name = "Sweet Valley High"
    min_players = 2
    max_players = 4
    state_version = STATE_VERSION

    def __init__(self, school: School, rules_markdown: str = "") -> None:
        super().__init__(rules_markdown)
        self.school = school
        self.walks = Walks(school)
        self.ids = action_ids(school, self.max_players)

    @classmethod
    def load_data(cls, data_dir: Path) -> School:
        return load_school(data_dir)

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
        ruling = Policy(str(options.get("ruling", Policy.MAJORITY.value))).value
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
            deck=Deck(cards=deck),
            ruling=ruling,  # type: ignore[arg-type]
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
            return GroupDecision.load(state.decision).prompt(self._votes(state), panel=PANEL)
        if state.phase == phases.PEEKED:
            return Prompt(actors=(state.mover,), actions=(self._put_back(),), panel=PEEK_PANEL)
        return Prompt(actors=(state.mover,), actions=self._public_actions(state), panel=PANEL)

    def deadline(self, state: SvhState) -> str | None:
        return DEADLINE if state.phase == phases.RETURN else None

    # -- the inputs that are not a player's action -----------------------------------------

    def perform(self, state: SvhState, seat: int, action_id: str) -> Told:
        """The action's ``do_<kind>``, once the card the last input showed lies face down."""
        state.shown = {}
        return super().perform(state, seat, action_id)

    def expire(self, state: SvhState) -> Told:
        """Close the group's choice of classroom: the votes cast decide, else the first room."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != phases.RETURN:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self._next_input(state)
        events = [Event("Time is up for choosing the classroom")]
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
            events = [Event(f"{name} took too long; the first empty room is taken as her vote")]
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

    def _next_input(self, state: SvhState) -> SvhState:
        """A copy to change; the card shown by the last input goes back face down now, so
        everyone saw it on the board until somebody moved on."""
        s = self.copy(state)
        s.shown = {}
        return s

    # -- choosing characters ---------------------------------------------------------------

    def do_char(self, s: SvhState, seat: int, key: str) -> Told:
        character = self.school.character(key)
        s.characters[seat] = key
        s.positions[seat] = character.home
        events = [Event(f"{s.players[seat]} plays {character.name}")]
        waiting = [c for c in s.choosers if not s.characters[c]]
        if waiting:
            s.mover = s.active = waiting[0]
            return s, events
        first = self._seat_of(s, "jessica")
        if first is None:
            first = s.choosers[0]
            events.append(Event(f"Nobody plays Jessica: {s.players[first]} chose first and starts"))
        else:
            events.append(Event(f"{s.players[first]} plays Jessica and goes first"))
        s.active = first
        self._begin_turn(s, events)
        return s, events

    # -- the turn --------------------------------------------------------------------------

    def _begin_turn(self, s: SvhState, events: list[Event]) -> None:
        """Skip (and clear) a lost turn, check a win standing at home, then ask for the roll."""
        while s.lose_turn[s.active]:
            s.lose_turn[s.active] = False
            events.append(Event(f"{s.players[s.active]} loses this turn in the Detention Room"))
            s.active = (s.active + 1) % len(s.players)
        s.mover = s.active
        s.phase = phases.ROLL
        s.roll = None
        s.stepping = Stepping(path=[s.positions[s.active]])
        s.pending = {}
        if self._wins_at_home(s, s.active):
            self._win(s, s.active, events)
            return
        events.append(Event(f"{s.players[s.active]}'s turn"))

    def _end_turn(self, s: SvhState, events: list[Event]) -> None:
        if s.phase == OVER:
            return
        s.last_mover, s.last_path = s.active, list(s.stepping.path)
        after = s.resume if s.resume is not None else s.active
        s.resume = None
        s.active = (after + 1) % len(s.players)
        self._begin_turn(s, events)

    def _turn_ends(self, s: SvhState, events: list[Event]) -> Told:
        """The turn is over after ``events``: the next one begins."""
        self._end_turn(s, events)
        return s, events

    def do_roll(self, s: SvhState, seat: int) -> Told:
        s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
        s.stepping.begin(s.positions[seat], s.roll)
        s.phase = phases.MOVE
        events = [Event(f"{s.players[seat]} rolled {s.roll}")]
        if self._destinations(s):
            return s, events
        events.append(Event("no walk of that length is open: the turn is over"))
        return self._turn_ends(s, events)

    def do_step_by_step(self, s: SvhState, seat: int) -> Told:
        s.stepping.on = True
        return s, []

    def do_go(self, s: SvhState, seat: int, space: str) -> Told:
        walk = self._destinations(s)[space]
        s.stepping.path.extend(walk)
        s.stepping.left = 0
        events = [Event(f"{s.players[seat]} walked to {self._space_name(space)}")]
        self._arrive(s, seat, space, events)
        return s, events

    def do_step(self, s: SvhState, seat: int, space: str) -> Told:
        s.stepping.step(space)
        s.positions[seat] = space
        home = self._character(s, seat).home
        if s.stepping.left and not (space == home and self._complete(s, seat)):
            return s, []
        s.stepping.on = False
        events = [Event(f"{s.players[seat]} walked to {self._space_name(space)}")]
        self._arrive(s, seat, space, events)
        return s, events

    def _arrive(
        self, s: SvhState, seat: int, space: str, events: list[Event], *, traded: bool = False
    ) -> None:
        """Land on ``space`` and follow it: win, play a card, bump, turn over, trade, change."""
        s.positions[seat] = space
        kind = self.school.spaces[space].kind
        if self._wins_at_home(s, seat):
            self._win(s, seat, events)
            return
        if kind == HOME:
            if traded:
                events.append(Event(self._home_card_line(s, seat, space)))
            self._play_card(s, events)
            return
        if not traded:
            for other, there in enumerate(s.positions):
                if other != seat and there == space:
                    s.positions[other] = self._character(s, other).home
                    events.append(Event(f"{s.players[other]} is sent back to her Home Space"))
        rooms = self.school.spaces[space].rooms
        if kind == ARROW and len(rooms) == 1:
            self._turn_over(s, seat, rooms[0], events)
        elif kind == ARROW:
            s.phase, s.mover, s.pending = phases.DOUBLE, seat, {"rooms": list(rooms)}
        elif kind == TRADE and not traded:
            self._start_trade(s, seat, events)
        elif kind == CHANGE:
            self._start_change(s, seat, events)
        else:
            self._end_turn(s, events)

    def _home_card_line(self, s: SvhState, seat: int, space: str) -> str:
        """Why a large card follows a trade: the new space is a Home Space, a Play A Card space."""
        return (
            f"{s.players[seat]} is now on {self._space_name(space)}, a Play A Card space: "
            "she plays a large card"
        )

    # -- item cards ------------------------------------------------------------------------

    def do_look(self, s: SvhState, seat: int, room: str) -> Told:
        events: list[Event] = []
        self._turn_over(s, seat, room, events)
        return s, events

    def _turn_over(self, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
        school, name = self.school, s.players[seat]
        room_name = school.rooms[room].name
        card = s.rooms[room]
        if card is None:
            events.append(Event(f"{room_name} is empty: the turn is over"))
            self._end_turn(s, events)
            return
        if room in s.face_up:
            events.append(Event(f"the {school.card_names[card]} card lies face up in {room_name}"))
            self._end_turn(s, events)
            return
        card_name = school.card_names[card]
        looked = f"{name} turned over the card in {room_name}"
        events.append(Event(f"{looked}: {card_name}", after_turn=looked))
        s.shown = {room: card}
        if card in school.detention_cards:
            s.positions[seat] = school.detention
            s.lose_turn[seat] = True
            events.append(Event(f"{name} goes to the Detention Room and loses her next turn"))
            self._end_turn(s, events)
            return
        if self._absent(s, card):
            s.face_up.append(room)
            events.append(Event(f"nobody plays {self._owner_name(card)}: it stays face up"))
            self._end_turn(s, events)
            return
        if card in school.boyfriends:
            if s.boyfriends[seat] is None:
                s.rooms[room] = None
                s.boyfriends[seat], s.seen[seat] = card, True
                events.append(Event(f"{name} takes {card_name} onto her scoreboard"))
                self._end_turn(s, events)
            else:
                s.phase, s.mover, s.pending = phases.EXCHANGE, seat, {"room": room, "card": card}
            return
        if school.owners[card] == s.characters[seat]:
            s.rooms[room] = None
            s.items[seat].append(card)
            events.append(Event(f"{name} collects the {card_name}"))
        else:
            owner = self._owner_name(card)
            events.append(Event(f"it goes back face down for {owner}", after_turn="it goes back"))
        self._end_turn(s, events)

    def do_exchange(self, s: SvhState, seat: int) -> Told:
        room, card = s.pending["room"], s.pending["card"]
        s.rooms[room] = s.boyfriends[seat]
        s.boyfriends[seat], s.seen[seat] = card, True
        name = self.school.rooms[room].name
        told = (
            f"{s.players[seat]} takes {self.school.card_names[card]} and leaves her "
            f"boyfriend face down in {name}"
        )
        return self._turn_ends(s, [Event(told)])

    def do_keep(self, s: SvhState, seat: int) -> Told:
        card = self.school.card_names[s.pending["card"]]
        keeps = f"{s.players[seat]} keeps her boyfriend"
        told = Event(
            f"{keeps}; {card} goes back face down", after_turn=f"{keeps}; the card goes back"
        )
        return self._turn_ends(s, [told])

    # -- special spaces --------------------------------------------------------------------

    def _start_trade(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.mover = seat
        if not self._trade_targets(s):
            events.append(Event("nobody can trade places: the turn is over"))
            self._end_turn(s, events)
            return
        s.phase = phases.TRADE

    def do_trade(self, s: SvhState, seat: int, other: int) -> Told:
        s.positions[seat], s.positions[other] = s.positions[other], s.positions[seat]
        s.stepping.path.append(s.positions[seat])
        events = [Event(f"{s.players[seat]} trades places with {s.players[other]}")]
        self._arrive(s, seat, s.positions[seat], events, traded=True)
        return s, events

    def _start_change(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.mover = seat
        if not any(s.boyfriends):
            events.append(Event("no boyfriend has been found yet: the turn is over"))
            self._end_turn(s, events)
        elif not self._holders(s):
            events.append(Event("nobody else has a boyfriend: the turn is over"))
            self._end_turn(s, events)
        else:
            s.phase = phases.CHANGE

    def do_change(self, s: SvhState, seat: int, other: int) -> Told:
        mine, theirs = s.boyfriends[seat], s.boyfriends[other]
        assert theirs is not None
        s.boyfriends[seat], s.boyfriends[other] = theirs, mine
        s.seen[seat], s.seen[other] = s.seen[other], s.seen[seat]
        names = self.school.card_names
        # The other player reads whom she got in her own view (a DM when he is a secret).
        told = {seat: f"You now have {names[theirs]} on your scoreboard."}
        if mine is None:
            text = f"{s.players[seat]} steals {s.players[other]}'s boyfriend"
        else:
            text = f"{s.players[seat]} trades boyfriends with {s.players[other]}"
        return self._turn_ends(s, [Event(text, told)])

    # -- large cards -----------------------------------------------------------------------

    def _play_card(self, s: SvhState, events: list[Event]) -> None:
        """Draw until a card names a character in play, then she performs its action."""
        while True:
            key, reshuffled = s.deck.draw(s.rng)
            if reshuffled:
                events.append(Event("the large cards are reshuffled into a new pile"))
            assert key is not None, "the large cards are always in the pile or the discards"
            story = self.school.story(key)
            s.deck.throw(key)
            named = self._seat_of(s, story.character)
            if named is not None:
                break
            who = self.school.character(story.character).name
            events.append(Event(f"a card about {who}, who isn't playing, is set aside"))
        s.last_card = story.key
        events.append(Event(f"Card: {story.story} ({ACTION_WORDS[story.action]})"))
        name = s.players[named]
        if story.action == BONUS:
            self._card_bonus(s, named, events)
        elif story.action == MOVE:
            s.phase, s.mover = phases.MOVE_ANY, named
        elif story.action == PEEK:
            if self._face_down(s):
                s.phase, s.mover = phases.PEEK, named
            else:
                events.append(Event("no card lies face down: nothing happens"))
                self._end_turn(s, events)
        elif story.action == PUT_BACK:
            if s.items[named]:
                s.phase, s.mover = phases.PUT_ITEM, named
            else:
                events.append(Event(f"{name} has no item on her scoreboard: nothing happens"))
                self._end_turn(s, events)
        else:
            self._start_return(s, story.character, events)

    def _card_bonus(self, s: SvhState, named: int, events: list[Event]) -> None:
        name = s.players[named]
        if s.lose_turn[named]:
            # The bonus turn is the turn she loses, so she is not punished twice.
            s.lose_turn[named] = False
            events.append(
                Event(f"{name} waits in the Detention Room: this bonus turn is her lost turn")
            )
            self._end_turn(s, events)
            return
        if named != s.active and s.resume is None:
            s.resume = s.active
        s.last_mover, s.last_path = s.active, list(s.stepping.path)
        events.append(Event(f"{name} takes a bonus turn now"))
        s.active = named
        self._begin_turn(s, events)

    def do_moveto(self, s: SvhState, seat: int, space: str) -> Told:
        s.stepping.path.append(space)
        events = [Event(f"{s.players[seat]} moves to {self._space_name(space)}")]
        self._arrive(s, seat, space, events)
        return s, events

    def do_peek(self, s: SvhState, seat: int, room: str) -> Told:
        card = s.rooms[room]
        assert card is not None
        s.phase, s.pending = phases.PEEKED, {"room": room, "card": card}
        room_name = self.school.rooms[room].name
        line = peek_line(self.school, room, card)
        s.peeks[seat] = line
        return s, [
            Event(f"{s.players[seat]} takes the card from {room_name} to look", {seat: line})
        ]

    def do_take(self, s: SvhState, seat: int) -> Told:
        room, card = s.pending["room"], s.pending["card"]
        names, room_name = self.school.card_names, self.school.rooms[room].name
        events = []
        if card in self.school.boyfriends:
            held = s.boyfriends[seat]
            s.rooms[room] = held
            s.boyfriends[seat], s.seen[seat] = card, False
            if held is None:
                told = f"You keep {names[card]}, face down on your scoreboard."
                events.append(Event(f"{s.players[seat]} keeps the card", {seat: told}))
            else:
                told = f"You keep {names[card]} and leave {names[held]} face down in {room_name}."
                events.append(
                    Event(f"{s.players[seat]} puts a card back in {room_name}", {seat: told})
                )
        else:
            s.rooms[room] = None
            s.items[seat].append(card)
            events.append(Event(f"{s.players[seat]} keeps the card: the {names[card]}"))
        if self._wins_at_home(s, seat):
            self._win(s, seat, events)
            return s, events
        return self._turn_ends(s, events)

    def do_put_back(self, s: SvhState, seat: int) -> Told:
        room_name = self.school.rooms[s.pending["room"]].name
        return self._turn_ends(s, [Event(f"{s.players[seat]} puts a card back in {room_name}")])

    def do_item(self, s: SvhState, seat: int, item: str) -> Told:
        s.phase, s.pending = phases.PUT_ROOM, {"item": item}
        return s, []

    def do_into(self, s: SvhState, seat: int, room: str) -> Told:
        item = s.pending["item"]
        s.items[seat].remove(item)
        return self._turn_ends(s, [self._face_down_into(s, room, item, who=s.players[seat])])

    def _face_down_into(self, s: SvhState, room: str, card: str, *, who: str = "") -> Event:
        """``card`` goes face down into the empty classroom ``room``, put there by ``who`` (or
        by the group)."""
        s.rooms[room] = card
        card_name, room_name = self.school.card_names[card], self.school.rooms[room].name
        if who:
            return Event(f"{who} puts the {card_name} back face down in {room_name}")
        return Event(f"{card_name} goes face down into {room_name}")

    def _start_return(self, s: SvhState, character: str, events: list[Event]) -> None:
        boyfriend = self.school.character(character).boyfriend
        name = self.school.card_names[boyfriend]
        holder = next((i for i, bf in enumerate(s.boyfriends) if bf == boyfriend), None)
        if holder is None:
            events.append(Event(f"{name} is on nobody's scoreboard: nothing happens"))
            self._end_turn(s, events)
            return
        s.boyfriends[holder], s.seen[holder] = None, False
        girlfriend = self._seat_of(s, character)
        assert girlfriend is not None
        voters = seats_to_the_left(girlfriend, len(s.players))
        s.decision = GroupDecision.open(voters, Policy(s.ruling)).dump()
        s.phase, s.pending = phases.RETURN, {"boyfriend": boyfriend}
        who = ", ".join(s.players[v] for v in voters)
        events.append(
            Event(f"{name} leaves {s.players[holder]}'s scoreboard; {who} choose his classroom")
        )

    def do_vote(self, s: SvhState, seat: int, room: str) -> Told:
        decision = GroupDecision.load(s.decision).vote(seat, room)
        s.decision = decision.dump()
        events: list[Event] = []
        if not decision.done:
            events.append(Event(f"{s.players[seat]} has voted"))
            return s, events
        self._settle_return(s, decision, events)
        return s, events

    def _settle_return(self, s: SvhState, decision: GroupDecision, events: list[Event]) -> None:
        room = decision.result() or self._empty_rooms(s)[0]
        s.decision = {}
        events.append(self._face_down_into(s, room, s.pending["boyfriend"]))
        self._end_turn(s, events)

    # -- winning ---------------------------------------------------------------------------

    def _win(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.phase, s.winners = OVER, [seat]
        s.last_mover, s.last_path = s.active, list(s.stepping.path)
        character = self._character(s, seat)
        events.append(
            Event(
                f"{s.players[seat]} is home with a complete scoreboard and goes to "
                f"{character.date}: she wins"
            )
        )

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: SvhState, seat: int | None) -> View:
        if seat is not None and not self.seated(state, seat):
            raise IllegalAction(NOT_SEATED)
        rooms = board.rooms_now(state)
        after_turn = board.rooms_after_turn(state, rooms)
        public = board.public_board(state, rooms)
        own = (
            {} if seat is None else {"boyfriend": state.boyfriends[seat], "peek": state.peeks[seat]}
        )
        return self.view_of(
            state,
            seat,
            players=board.seats(self.school, state),
            phase=self._phase_text(state),
            board=public,
            private=() if seat is None else self._private_lines(state, seat),
            private_board=own,
            hidden=None if seat is None else self._hidden_lines(state, seat),
            board_after_turn=None if after_turn == rooms else {**public, "rooms": after_turn},
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
        standings = tuple((i, board.summary(state, i)) for i in order)
        name, date = state.players[winner], self._character(state, winner).date
        return Outcome((winner,), standings, f"{name} made it home in time for {date}.")

    # -- saving ----------------------------------------------------------------------------

    def dump(self, state: SvhState) -> dict[str, Any]:
        return dump_core(state)

    def load(self, data: Mapping[str, Any]) -> SvhState:
        return saves.load_state(self.school, data)

    def migrate_state(self, data: Mapping[str, Any], version: int) -> dict[str, Any]:
        return saves.migrate_state(data, version)


def choosing_order(names: Sequence[str], rng: Rng) -> tuple[list[str], list[int]]:
    """Everyone rolls; the highest chooses first, and so on; tied players roll again among
    themselves for their places. The public lines and the seats in choosing order."""
    seats, rounds = order_by_roll(range(len(names)), lambda: rng.randint(DIE_LOW, DIE_HIGH))
    lines = []
    for round_ in rounds:
        intro = "Rolls for choosing characters"
        if round_.tied_on is not None:
            who = " and ".join(names[s] for s in round_.rolls)
            intro = f"{who} tied on {round_.tied_on} and roll again"
        lines.append(
            f"{intro}: " + ", ".join(f"{names[s]} {r}" for s, r in round_.rolls.items()) + "."
        )
    lines.append("Characters are chosen in this order: " + ", ".join(names[s] for s in seats) + ".")
    return lines, seats
