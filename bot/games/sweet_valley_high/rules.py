"""Sweet Valley High's rules: the engine's Game protocol over SvhState, pure and seeded.

The rulebook (rules/sweet-valley-high.md) is the authority; data/sweet-valley-high/rules.md lists
the house rulings applied here. It is a memory game, so two habits keep the face-down cards face
down:

* ``prompt`` and the destinations of a move come from public facts only (the board, the roll,
  the pieces, which scoreboard slots are filled), never from a card lying face down;
* what a player peeks at reaches her alone (``Event.private``), and her choice to keep it or put
  it back is made in her private panel, with the same public words either way;
* a card turned over for all is on the board until the next input and named in the turn's
  story, but the story and board a finished turn keeps (``Event.after_turn``,
  ``View.board_after_turn``) name only the classroom and show it face down.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import (
    Action,
    Event,
    GroupDecision,
    IllegalAction,
    Outcome,
    PlayerInfo,
    Policy,
    Prompt,
    Rng,
    Rules,
    View,
    order_by_roll,
    refilled,
    seats_to_the_left,
)
from bot.engine.schema import field_error, read_rules_summary
from bot.games.sweet_valley_high import state as phases
from bot.games.sweet_valley_high import unseen
from bot.games.sweet_valley_high.actions import (
    EXCHANGE_ID,
    KEEP,
    PANEL,
    PEEK_PANEL,
    PUT_BACK_ACTION,
    PUT_BACK_ID,
    ROLL_ID,
    STEP_BY_STEP,
    TAKE,
    VOTE,
)
from bot.games.sweet_valley_high.controls import Controls
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
from bot.games.sweet_valley_high.state import (
    CHOOSE,
    DOUBLE,
    EXCHANGE,
    MOVE_ANY,
    OVER,
    PEEKED,
    PUT_ITEM,
    PUT_ROOM,
    ROLL,
    STATE_VERSION,
    SvhState,
    dump_state,
    load_state,
)
from bot.games.sweet_valley_high.words import ACTION_WORDS, peek_line

DIE_LOW, DIE_HIGH = 1, 6
DEADLINE = phases.RETURN
ENDED = "This game has ended."


class SweetValleyHigh(Controls, Rules[SvhState]):
    """The game object the registry holds: one school, many independent states."""

    key = "sweet-valley-high"
    name = "Sweet Valley High"
    min_players = 2
    max_players = 4
    state_version = STATE_VERSION

    def __init__(self, school: School, rules_markdown: str) -> None:
        self.school = school
        self._rules = rules_markdown

    @classmethod
    def from_data(cls, data_dir: Path) -> SweetValleyHigh:
        school = load_school(data_dir)
        text = read_rules_summary(data_dir)
        return cls(school, text)

    # -- setting up ------------------------------------------------------------------------

    def setup(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> SvhState:
        """Deal the item cards face down, shuffle the deck, roll for the order of choosing."""
        names = [str(p) for p in players]
        if not self.min_players <= len(names) <= self.max_players:
            raise IllegalAction(
                f"Sweet Valley High needs {self.min_players} to {self.max_players} players, "
                f"not {len(names)}."
            )
        rng = Rng.from_seed(seed)
        cards = list(self.school.item_cards())
        rng.shuffle(cards)
        rooms: dict[str, str | None] = dict(zip(self.school.classrooms, cards, strict=True))
        deck = [story.key for story in self.school.deck]
        rng.shuffle(deck)
        opening, order = choosing_order(names, rng)
        ruling = str(options.get("ruling", Policy.MAJORITY.value))
        seats = len(names)
        state = SvhState(
            players=names,
            characters=[""] * seats,
            choosers=order,
            positions=[""] * seats,
            rooms=rooms,
            face_up=[],
            items=[[] for _ in names],
            boyfriends=[None] * seats,
            seen=[False] * seats,
            lose_turn=[False] * seats,
            deck=deck,
            discard=[],
            rng=rng,
            ruling=Policy(ruling).value,
            phase=CHOOSE,
            active=order[0],
            mover=order[0],
            peeks=[""] * seats,
            opening=opening,
        )
        return state

    def opening_lines(self, state: SvhState) -> tuple[str, ...]:
        return tuple(state.opening)

    # -- what may be done ------------------------------------------------------------------

    def legal_actions(self, state: SvhState, seat: int) -> list[Action]:
        if state.phase == OVER or not 0 <= seat < len(state.players):
            return []
        if state.phase == phases.RETURN:
            decision = GroupDecision.load(state.decision)
            return list(self._votes(state)) if seat in decision.pending else []
        if seat != state.mover:
            return []
        if state.phase == PEEKED:
            return self._peeked_actions(state)
        return list(self._public_actions(state))

    def prompt(self, state: SvhState) -> Prompt:
        if state.phase == OVER:
            return Prompt(actors=(), actions=())
        if state.phase == CHOOSE:
            return Prompt(actors=(state.mover,), actions=self._public_actions(state))
        if state.phase == phases.RETURN:
            return GroupDecision.load(state.decision).prompt(self._votes(state), panel=PANEL)
        if state.phase == PEEKED:
            return Prompt(actors=(state.mover,), actions=(PUT_BACK_ACTION,), panel=PEEK_PANEL)
        return Prompt(actors=(state.mover,), actions=self._public_actions(state), panel=PANEL)

    def deadline(self, state: SvhState) -> str | None:
        return DEADLINE if state.phase == phases.RETURN else None

    # -- doing it --------------------------------------------------------------------------

    # -- the hooks of the shared checks (bot.engine.rules) ------------------------------

    def copy(self, state: SvhState) -> SvhState:
        return self._next_input(state)

    def perform(self, s: SvhState, seat: int, action_id: str) -> tuple[SvhState, list[Event]]:
        events: list[Event] = []
        kind, _, arg = action_id.partition(":")
        handler = {
            "char": self._choose,
            ROLL_ID: self._roll,
            STEP_BY_STEP: self._step_by_step,
            "go": self._go,
            "step": self._step,
            "look": self._look,
            EXCHANGE_ID: self._exchange,
            KEEP: self._keep,
            "trade": self._trade,
            "change": self._change,
            "moveto": self._move_any,
            "peek": self._peek,
            TAKE: self._take,
            PUT_BACK_ID: self._put_peeked_back,
            "item": self._choose_item,
            "into": self._put_item,
            VOTE: self._vote,
        }[kind]
        handler(s, seat, arg, events)
        return s, events

    def expire(self, state: SvhState) -> tuple[SvhState, list[Event]]:
        """Close the group's choice of classroom: the votes cast decide, else the first room."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        if state.phase != phases.RETURN:
            raise IllegalAction("Nothing is waiting on a timer now.")
        s = self._next_input(state)
        events = [Event("Time is up for choosing the classroom")]
        self._settle_return(s, GroupDecision.load(s.decision), events)
        return s, events

    def skip_turn(self, state: SvhState, seat: int) -> tuple[SvhState, list[Event]]:
        """The others move past an idle player: a forced choice takes its first option, a vote
        its first room, anything else ends the turn."""
        if state.phase == OVER:
            raise IllegalAction(ENDED)
        s = self._next_input(state)
        name = s.players[seat] if 0 <= seat < len(s.players) else "?"
        if s.phase == phases.RETURN:
            if seat not in GroupDecision.load(s.decision).pending:
                raise IllegalAction("That player isn't holding up the game.")
            events = [Event(f"{name} took too long; the first empty room is taken as her vote")]
            self._vote(s, seat, self._empty_rooms(s)[0], events)
            return s, events
        if seat != s.mover:
            raise IllegalAction("That player isn't holding up the game.")
        events = [Event(f"{name} took too long")]
        forced = {CHOOSE, DOUBLE, phases.TRADE, phases.CHANGE}
        if s.phase in forced:
            after, told = self.apply(s, seat, self._public_actions(s)[0].id)
            return after, [*events, *told]
        if s.phase == PEEKED:
            self._put_peeked_back(s, seat, "", events)
            return s, events
        if s.phase == EXCHANGE:
            self._keep(s, seat, "", events)
            return s, events
        events.append(Event("turn skipped"))
        self._end_turn(s, events)
        return s, events

    @staticmethod
    def _next_input(state: SvhState) -> SvhState:
        """A copy to change; the card shown by the last input goes back face down now, so
        everyone saw it on the board until somebody moved on."""
        s = copy.deepcopy(state)
        s.shown = {}
        return s

    def determinize(self, state: SvhState, seat: int, rng: Rng) -> SvhState:
        """What ``seat`` can't see dealt anew (unseen.py says what that is)."""
        return unseen.determinize(self.school, state, seat, rng)

    def remove_player(self, state: SvhState, seat: int) -> tuple[SvhState, list[Event]]:
        raise IllegalAction("Sweet Valley High can't go on without every player.")

    # -- set-up steps ----------------------------------------------------------------------

    def _choose(self, s: SvhState, seat: int, key: str, events: list[Event]) -> None:
        character = self.school.character(key)
        s.characters[seat] = key
        s.positions[seat] = character.home
        events.append(Event(f"{s.players[seat]} plays {character.name}"))
        waiting = [c for c in s.choosers if not s.characters[c]]
        if waiting:
            s.mover = s.active = waiting[0]
            return
        first = self._seat_of(s, "jessica")
        if first is None:
            first = s.choosers[0]
            events.append(Event(f"Nobody plays Jessica: {s.players[first]} chose first and starts"))
        else:
            events.append(Event(f"{s.players[first]} plays Jessica and goes first"))
        s.active = first
        self._begin_turn(s, events)

    # -- the turn --------------------------------------------------------------------------

    def _begin_turn(self, s: SvhState, events: list[Event]) -> None:
        """Skip (and clear) a lost turn, check a win standing at home, then ask for the roll."""
        while s.lose_turn[s.active]:
            s.lose_turn[s.active] = False
            events.append(Event(f"{s.players[s.active]} loses this turn in the Detention Room"))
            s.active = (s.active + 1) % len(s.players)
        s.mover = s.active
        s.phase = ROLL
        s.roll, s.steps_left, s.stepwise = None, 0, False
        s.path = [s.positions[s.active]]
        s.pending = {}
        if self._wins_at_home(s, s.active):
            self._win(s, s.active, events)
            return
        events.append(Event(f"{s.players[s.active]}'s turn"))

    def _end_turn(self, s: SvhState, events: list[Event]) -> None:
        if s.phase == OVER:
            return
        s.last_mover, s.last_path = s.active, list(s.path)
        after = s.resume if s.resume is not None else s.active
        s.resume = None
        s.active = (after + 1) % len(s.players)
        self._begin_turn(s, events)

    def _roll(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
        s.steps_left = s.roll
        s.phase = phases.MOVE
        events.append(Event(f"{s.players[seat]} rolled {s.roll}"))
        if not self._destinations(s):
            events.append(Event("no walk of that length is open: the turn is over"))
            self._end_turn(s, events)

    def _step_by_step(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        s.stepwise = True

    def _go(self, s: SvhState, seat: int, space: str, events: list[Event]) -> None:
        walk = self._destinations(s)[space]
        s.path.extend(walk)
        s.steps_left = 0
        events.append(Event(f"{s.players[seat]} walked to {self._space_name(space)}"))
        self._arrive(s, seat, space, events)

    def _step(self, s: SvhState, seat: int, space: str, events: list[Event]) -> None:
        s.path.append(space)
        s.steps_left -= 1
        s.positions[seat] = space
        home = self._character(s, seat).home
        if s.steps_left == 0 or (space == home and self._complete(s, seat)):
            s.stepwise = False
            events.append(Event(f"{s.players[seat]} walked to {self._space_name(space)}"))
            self._arrive(s, seat, space, events)

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
            s.phase, s.mover, s.pending = DOUBLE, seat, {"rooms": list(rooms)}
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

    def _look(self, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
        self._turn_over(s, seat, room, events)

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
                s.phase, s.mover, s.pending = EXCHANGE, seat, {"room": room, "card": card}
            return
        if school.owners[card] == s.characters[seat]:
            s.rooms[room] = None
            s.items[seat].append(card)
            events.append(Event(f"{name} collects the {card_name}"))
        else:
            owner = self._owner_name(card)
            events.append(Event(f"it goes back face down for {owner}", after_turn="it goes back"))
        self._end_turn(s, events)

    def _exchange(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        room, card = s.pending["room"], s.pending["card"]
        s.rooms[room] = s.boyfriends[seat]
        s.boyfriends[seat], s.seen[seat] = card, True
        name = self.school.rooms[room].name
        events.append(
            Event(
                f"{s.players[seat]} takes {self.school.card_names[card]} and leaves her "
                f"boyfriend face down in {name}"
            )
        )
        self._end_turn(s, events)

    def _keep(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        card = self.school.card_names[s.pending["card"]]
        keeps = f"{s.players[seat]} keeps her boyfriend"
        events.append(
            Event(f"{keeps}; {card} goes back face down", after_turn=f"{keeps}; the card goes back")
        )
        self._end_turn(s, events)

    # -- special spaces --------------------------------------------------------------------

    def _start_trade(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.mover = seat
        if not self._trade_targets(s):
            events.append(Event("nobody can trade places: the turn is over"))
            self._end_turn(s, events)
            return
        s.phase = phases.TRADE

    def _trade(self, s: SvhState, seat: int, arg: str, events: list[Event]) -> None:
        other = int(arg)
        s.positions[seat], s.positions[other] = s.positions[other], s.positions[seat]
        s.path.append(s.positions[seat])
        events.append(Event(f"{s.players[seat]} trades places with {s.players[other]}"))
        self._arrive(s, seat, s.positions[seat], events, traded=True)

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

    def _change(self, s: SvhState, seat: int, arg: str, events: list[Event]) -> None:
        other = int(arg)
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
        events.append(Event(text, told))
        self._end_turn(s, events)

    # -- large cards -----------------------------------------------------------------------

    def _play_card(self, s: SvhState, events: list[Event]) -> None:
        """Draw until a card names a character in play, then she performs its action."""
        while True:
            s.deck, s.discard, reshuffled = refilled(s.deck, s.discard, s.rng)
            if reshuffled:
                events.append(Event("the large cards are reshuffled into a new pile"))
            story = self.school.story(s.deck.pop(0))
            s.discard.append(story.key)
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
            s.phase, s.mover = MOVE_ANY, named
        elif story.action == PEEK:
            if self._face_down(s):
                s.phase, s.mover = phases.PEEK, named
            else:
                events.append(Event("no card lies face down: nothing happens"))
                self._end_turn(s, events)
        elif story.action == PUT_BACK:
            if s.items[named]:
                s.phase, s.mover = PUT_ITEM, named
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
        s.last_mover, s.last_path = s.active, list(s.path)
        events.append(Event(f"{name} takes a bonus turn now"))
        s.active = named
        self._begin_turn(s, events)

    def _move_any(self, s: SvhState, seat: int, space: str, events: list[Event]) -> None:
        s.path.append(space)
        events.append(Event(f"{s.players[seat]} moves to {self._space_name(space)}"))
        self._arrive(s, seat, space, events)

    def _peek(self, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
        card = s.rooms[room]
        assert card is not None
        s.phase, s.pending = PEEKED, {"room": room, "card": card}
        room_name = self.school.rooms[room].name
        line = peek_line(self.school, room, card)
        s.peeks[seat] = line
        events.append(
            Event(f"{s.players[seat]} takes the card from {room_name} to look", {seat: line})
        )

    def _take(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        room, card = s.pending["room"], s.pending["card"]
        names, room_name = self.school.card_names, self.school.rooms[room].name
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
            return
        self._end_turn(s, events)

    def _put_peeked_back(self, s: SvhState, seat: int, _: str, events: list[Event]) -> None:
        room_name = self.school.rooms[s.pending["room"]].name
        events.append(Event(f"{s.players[seat]} puts a card back in {room_name}"))
        self._end_turn(s, events)

    def _choose_item(self, s: SvhState, seat: int, item: str, events: list[Event]) -> None:
        s.phase, s.pending = PUT_ROOM, {"item": item}

    def _put_item(self, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
        item = s.pending["item"]
        s.items[seat].remove(item)
        s.rooms[room] = item
        events.append(
            Event(
                f"{s.players[seat]} puts the {self.school.card_names[item]} back face down in "
                f"{self.school.rooms[room].name}"
            )
        )
        self._end_turn(s, events)

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

    def _vote(self, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
        decision = GroupDecision.load(s.decision).vote(seat, room)
        s.decision = decision.dump()
        if not decision.done:
            events.append(Event(f"{s.players[seat]} has voted"))
            return
        self._settle_return(s, decision, events)

    def _settle_return(self, s: SvhState, decision: GroupDecision, events: list[Event]) -> None:
        room = decision.result() or self._empty_rooms(s)[0]
        boyfriend = s.pending["boyfriend"]
        s.rooms[room] = boyfriend
        s.decision = {}
        events.append(
            Event(
                f"{self.school.card_names[boyfriend]} goes face down into "
                f"{self.school.rooms[room].name}"
            )
        )
        self._end_turn(s, events)

    # -- winning ---------------------------------------------------------------------------

    def _win(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.phase, s.winner = OVER, seat
        s.last_mover, s.last_path = s.active, list(s.path)
        character = self._character(s, seat)
        events.append(
            Event(
                f"{s.players[seat]} is home with a complete scoreboard and goes to "
                f"{character.date}: she wins"
            )
        )

    # -- what may be seen ------------------------------------------------------------------

    def view(self, state: SvhState, seat: int | None) -> View:
        if seat is not None and not 0 <= seat < len(state.players):
            raise IllegalAction("You are not seated in this game.")
        school = self.school
        players = tuple(
            PlayerInfo(
                seat=i,
                name=name,
                score=len(state.items[i]),
                badges=("detention",) if state.positions[i] == school.detention else (),
                summary=self._summary(state, i),
                colour=school.character(state.characters[i]).colour
                if state.characters[i]
                else None,
                token=school.character(state.characters[i]).name if state.characters[i] else None,
            )
            for i, name in enumerate(state.players)
        )
        rooms = {}
        for room, card in state.rooms.items():
            if card is None:
                rooms[room] = "empty"
            elif room in state.face_up or state.shown.get(room) == card:
                rooms[room] = card
            elif state.phase == PEEKED and state.pending.get("room") == room:
                rooms[room] = "lifted"
            else:
                rooms[room] = "down"
        if state.phase == EXCHANGE:
            rooms[state.pending["room"]] = state.pending["card"]
        face_down = self._face_down_again(state, rooms)
        boards = [
            {
                "character": state.characters[i],
                "items": list(state.items[i]),
                "boyfriend": (
                    None
                    if state.boyfriends[i] is None
                    else state.boyfriends[i]
                    if state.seen[i]
                    else "hidden"
                ),
            }
            for i in range(len(state.players))
        ]
        board: dict[str, Any] = {
            "positions": list(state.positions),
            "rooms": rooms,
            "scoreboards": boards,
            "phase": state.phase,
            "active": state.active,
            "mover": state.mover,
            "roll": state.roll,
            "path": list(state.path),
            "lose_turn": list(state.lose_turn),
            "deck": len(state.deck),
            "discard": len(state.discard),
            "last_card": state.last_card,
            "winner": state.winner,
            "last_move": (
                {"seat": state.last_mover, "path": list(state.last_path)}
                if state.last_mover is not None
                else None
            ),
        }
        private: tuple[str, ...] = ()
        hidden: tuple[str, ...] | None = None
        own: dict[str, Any] = {}
        if seat is not None:
            private = self._private_lines(state, seat)
            hidden = self._hidden_lines(state, seat)
            own = {"boyfriend": state.boyfriends[seat], "peek": state.peeks[seat]}
        return View(
            game=self.key,
            seat=seat,
            players=players,
            active=None if state.phase == OVER else state.active,
            phase=self._phase_text(state),
            board=board,
            private=private,
            private_board=own,
            hidden=hidden,
            board_after_turn=None if face_down == rooms else {**board, "rooms": face_down},
        )

    def _face_down_again(self, state: SvhState, rooms: dict[str, str]) -> dict[str, str]:
        """The classrooms once the turn is over: a card shown to all lies face down again
        (SVH28: the player who needs it must remember where it is)."""
        after = dict(rooms)
        for room in rooms:
            card = state.rooms[room]
            if card is not None and room not in state.face_up and rooms[room] == card:
                after[room] = "down"
        return after

    def outcome(self, state: SvhState) -> Outcome | None:
        if state.phase != OVER or state.winner is None:
            return None
        order = sorted(
            range(len(state.players)),
            key=lambda i: (i != state.winner, -len(state.items[i]), i),
        )
        standings = tuple((i, self._summary(state, i)) for i in order)
        name = state.players[state.winner]
        date = self._character(state, state.winner).date
        return Outcome((state.winner,), standings, f"{name} made it home in time for {date}.")

    def dump(self, state: SvhState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> SvhState:
        state = load_state(data)
        cards = [c for c in state.rooms.values() if c is not None]
        cards += [c for held in state.items for c in held]
        cards += [c for c in state.boyfriends if c is not None]
        if state.phase == phases.RETURN:
            cards.append(str(state.pending.get("boyfriend")))
        if sorted(cards) != sorted(self.school.item_cards()):
            raise field_error("", "rooms", "and scoreboards do not hold the 23 item cards")
        if set(state.rooms) != set(self.school.classrooms):
            raise field_error("", "rooms", "names a classroom this school does not have")
        places = set(self.school.spaces) | {self.school.detention, ""}
        if any(p not in places for p in state.positions):
            raise field_error("", "positions", "names a space the school does not have")
        return state

    def rules_text(self) -> str:
        return self._rules

    # -- helpers ---------------------------------------------------------------------------

    # -- refusals --------------------------------------------------------------------------


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
