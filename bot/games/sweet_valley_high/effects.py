"""What each Sweet Valley High action does to a position (its ``do_<kind>``), and all that
follows from it by the rulebook: landing on a space, turning a card over, a large card's
action, the next turn, a win. Every method changes the copy it is given."""

from __future__ import annotations

from bot.engine import OVER, Event, GroupDecision, Policy, Stepping, seats_to_the_left
from bot.games.sweet_valley_high import phases
from bot.games.sweet_valley_high.controls import PhaseActions
from bot.games.sweet_valley_high.school import (
    ARROW,
    BONUS,
    CHANGE,
    HOME,
    MOVE,
    PEEK,
    PUT_BACK,
    TRADE,
)
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import ACTION_WORDS, peek_line

DIE_LOW, DIE_HIGH = 1, 6
Told = tuple[SvhState, list[Event]]
"""A position after an input, and what the input told the table."""


class Effects(PhaseActions):
    """The actions' effects; the rules check an action is legal before it gets here."""

    # -- choosing characters ---------------------------------------------------------------

    def do_char(self, s: SvhState, seat: int, key: str) -> Told:
        character = self.school.character(key)
        s.characters[seat] = key
        s.positions[seat] = character.home
        events = [Event(f"{s.players[seat]} chose {character.name}")]
        waiting = [c for c in s.choosers if not s.characters[c]]
        if waiting:
            s.mover = s.active = waiting[0]
            return s, events
        first = self._seat_of(s, "jessica")
        if first is None:
            first = s.choosers[0]
            events.append(
                Event(f"Nobody chose Jessica: {s.players[first]}, first to choose, started")
            )
        else:
            events.append(Event(f"Jessica went first: {s.players[first]} started"))
        s.active = first
        self._begin_turn(s, events)
        return s, events

    # -- the turn --------------------------------------------------------------------------

    def _begin_turn(self, s: SvhState, events: list[Event]) -> None:
        """Skip (and clear) a lost turn, check a win standing at home, then ask for the roll."""
        while s.lose_turn[s.active]:
            s.lose_turn[s.active] = False
            events.append(Event(f"{s.players[s.active]} lost this turn in the Detention Room"))
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
        events.append(Event("no walk of that length was open: the turn ended"))
        return self._turn_ends(s, events)

    def do_step_by_step(self, s: SvhState, seat: int) -> Told:
        s.stepping.on = True
        return s, []

    def do_go(self, s: SvhState, seat: int, space: str) -> Told:
        walk = self._destinations(s)[space]
        s.stepping.path.extend(walk)
        s.stepping.left = 0
        events = [Event(f"{s.players[seat]} walked to {self._place(space)}")]
        self._arrive(s, seat, space, events)
        return s, events

    def do_step(self, s: SvhState, seat: int, space: str) -> Told:
        s.stepping.step(space)
        s.positions[seat] = space
        home = self._character(s, seat).home
        if s.stepping.left and not (space == home and self._complete(s, seat)):
            return s, []
        s.stepping.on = False
        events = [Event(f"{s.players[seat]} walked to {self._place(space)}")]
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
                    events.append(Event(f"{s.players[other]} was sent back to her Home Space"))
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
            f"{s.players[seat]} landed on {self._place(space)}, a Play A Card space, "
            "so she drew a large card"
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
            events.append(Event(f"{room_name} was empty: the turn ended"))
            self._end_turn(s, events)
            return
        if room in s.face_up:
            events.append(Event(f"the {school.card_names[card]} card lay face up in {room_name}"))
            self._end_turn(s, events)
            return
        card_name = school.card_names[card]
        looked = f"{name} turned over the card in {room_name}"
        events.append(Event(f"{looked}: {card_name}", after_turn=looked))
        s.shown = {room: card}
        if card in school.detention_cards:
            self._seen_by_all(s, room, card)
            s.positions[seat] = school.detention
            s.lose_turn[seat] = True
            events.append(Event(f"{name} went to the Detention Room: she loses her next turn"))
            self._end_turn(s, events)
            return
        if self._absent(s, card):
            self._forget(s, room)
            s.face_up.append(room)
            events.append(Event(f"nobody plays {self._owner_name(card)}: the card stayed face up"))
            self._end_turn(s, events)
            return
        if card in school.boyfriends:
            if s.boyfriends[seat] is None:
                s.rooms[room] = None
                self._forget(s, room)
                s.boyfriends[seat], s.seen[seat] = card, True
                events.append(Event(f"{name} took {card_name} onto her scoreboard"))
                self._end_turn(s, events)
            else:
                self._seen_by_all(s, room, card)
                s.phase, s.mover, s.pending = phases.EXCHANGE, seat, {"room": room, "card": card}
            return
        if school.owners[card] == s.characters[seat]:
            s.rooms[room] = None
            self._forget(s, room)
            s.items[seat].append(card)
            events.append(Event(f"{name} collected {self._item(card)}"))
        else:
            self._seen_by_all(s, room, card)
            owner = self._owner_name(card)
            events.append(Event(f"it went back face down for {owner}", after_turn="it went back"))
        self._end_turn(s, events)

    def do_exchange(self, s: SvhState, seat: int) -> Told:
        room, card = s.pending["room"], s.pending["card"]
        left = s.boyfriends[seat]
        assert left is not None
        s.rooms[room] = left
        if s.seen[seat]:
            self._seen_by_all(s, room, left)
        else:
            self._forget(s, room)
            s.memory[seat][room] = left
        s.boyfriends[seat], s.seen[seat] = card, True
        name = self.school.rooms[room].name
        told = (
            f"{s.players[seat]} took {self.school.card_names[card]} and left her "
            f"boyfriend face down in {name}"
        )
        return self._turn_ends(s, [Event(told)])

    def do_keep(self, s: SvhState, seat: int) -> Told:
        card = self.school.card_names[s.pending["card"]]
        kept = f"{s.players[seat]} kept her boyfriend"
        told = Event(
            f"{kept}; {card} went back face down", after_turn=f"{kept}; the card went back"
        )
        return self._turn_ends(s, [told])

    # -- special spaces --------------------------------------------------------------------

    def _start_trade(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.mover = seat
        if not self._trade_targets(s):
            events.append(Event("nobody could trade places: the turn ended"))
            self._end_turn(s, events)
            return
        s.phase = phases.TRADE

    def do_trade(self, s: SvhState, seat: int, other: int) -> Told:
        s.positions[seat], s.positions[other] = s.positions[other], s.positions[seat]
        s.stepping.path.append(s.positions[seat])
        events = [Event(f"{s.players[seat]} traded places with {s.players[other]}")]
        self._arrive(s, seat, s.positions[seat], events, traded=True)
        return s, events

    def _start_change(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.mover = seat
        if not any(s.boyfriends):
            events.append(Event("no boyfriend had been found yet: the turn ended"))
            self._end_turn(s, events)
        elif not self._holders(s):
            events.append(Event("nobody else had a boyfriend: the turn ended"))
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
            text = f"{s.players[seat]} stole {s.players[other]}'s boyfriend"
        else:
            text = f"{s.players[seat]} traded boyfriends with {s.players[other]}"
        return self._turn_ends(s, [Event(text, told)])

    # -- large cards -----------------------------------------------------------------------

    def _play_card(self, s: SvhState, events: list[Event]) -> None:
        """Draw until a card names a character in play, then she performs its action."""
        while True:
            key, reshuffled = s.deck.draw(s.rng)
            if reshuffled:
                events.append(Event("the large cards were reshuffled into a new pile"))
            assert key is not None, "the large cards are always in the pile or the discards"
            story = self.school.story(key)
            s.deck.throw(key)
            named = self._seat_of(s, story.character)
            if named is not None:
                break
            who = self.school.character(story.character).name
            events.append(Event(f"a card about {who}, who isn't playing, was set aside"))
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
                events.append(Event("no card lay face down: nothing happened"))
                self._end_turn(s, events)
        elif story.action == PUT_BACK:
            if s.items[named]:
                s.phase, s.mover = phases.PUT_ITEM, named
            else:
                events.append(Event(f"{name} had no item on her scoreboard: nothing happened"))
                self._end_turn(s, events)
        else:
            self._start_return(s, story.character, events)

    def _card_bonus(self, s: SvhState, named: int, events: list[Event]) -> None:
        name = s.players[named]
        if s.lose_turn[named]:
            # The bonus turn is the turn she loses, so she is not punished twice.
            s.lose_turn[named] = False
            events.append(
                Event(
                    f"{name} was waiting in the Detention Room: this bonus turn was her lost turn"
                )
            )
            self._end_turn(s, events)
            return
        if named != s.active and s.resume is None:
            s.resume = s.active
        s.last_mover, s.last_path = s.active, list(s.stepping.path)
        events.append(Event(f"{name} won a bonus turn"))
        s.active = named
        self._begin_turn(s, events)

    def do_moveto(self, s: SvhState, seat: int, space: str) -> Told:
        s.stepping.path.append(space)
        events = [Event(f"{s.players[seat]} moved to {self._place(space)}")]
        self._arrive(s, seat, space, events)
        return s, events

    def do_peek(self, s: SvhState, seat: int, room: str) -> Told:
        card = s.rooms[room]
        assert card is not None
        s.phase, s.pending = phases.PEEKED, {"room": room, "card": card}
        room_name = self.school.rooms[room].name
        line = peek_line(self.school, room, card)
        s.peeks[seat] = line
        s.memory[seat][room] = card
        return s, [
            Event(f"{s.players[seat]} took the card from {room_name} to look at it", {seat: line})
        ]

    def do_take(self, s: SvhState, seat: int) -> Told:
        room, card = s.pending["room"], s.pending["card"]
        names, room_name = self.school.card_names, self.school.rooms[room].name
        events = []
        if card in self.school.boyfriends:
            held = s.boyfriends[seat]
            s.rooms[room] = held
            self._after_peek(s, seat, room, had_boyfriend=held is not None)
            if held is not None:
                s.memory[seat][room] = held
            s.boyfriends[seat], s.seen[seat] = card, False
            if held is None:
                told = f"You keep {names[card]}, face down on your scoreboard."
                events.append(Event(f"{s.players[seat]} kept the card", {seat: told}))
            else:
                told = f"You keep {names[card]} and leave {names[held]} face down in {room_name}."
                events.append(
                    Event(f"{s.players[seat]} put a card back in {room_name}", {seat: told})
                )
        else:
            s.rooms[room] = None
            self._forget(s, room)
            s.items[seat].append(card)
            events.append(Event(f"{s.players[seat]} kept the card: {self._item(card)}"))
        if self._wins_at_home(s, seat):
            self._win(s, seat, events)
            return s, events
        return self._turn_ends(s, events)

    def do_put_back(self, s: SvhState, seat: int) -> Told:
        room = s.pending["room"]
        self._after_peek(s, seat, room, had_boyfriend=s.boyfriends[seat] is not None)
        room_name = self.school.rooms[room].name
        return self._turn_ends(s, [Event(f"{s.players[seat]} put a card back in {room_name}")])

    def do_item(self, s: SvhState, seat: int, item: str) -> Told:
        s.phase, s.pending = phases.PUT_ROOM, {"item": item}
        return s, []

    def do_into(self, s: SvhState, seat: int, room: str) -> Told:
        item = s.pending["item"]
        s.items[seat].remove(item)
        return self._turn_ends(s, [self._face_down_into(s, room, item, who=s.players[seat])])

    def _face_down_into(self, s: SvhState, room: str, card: str, *, who: str = "") -> Event:
        """``card`` goes face down into the empty classroom ``room``, put there by ``who`` (or
        by the group). All see which card goes where, but the line a finished turn keeps
        names only the classroom: remembering where it lies is the game (SVH28)."""
        s.rooms[room] = card
        self._seen_by_all(s, room, card)
        card_name, room_name = self.school.card_names[card], self.school.rooms[room].name
        if who:
            return Event(
                f"{who} put {self._item(card)} back face down in {room_name}",
                after_turn=f"{who} put an item back face down in {room_name}",
            )
        return Event(
            f"{card_name} went face down into {room_name}",
            after_turn=f"a card went face down into {room_name}",
        )

    def _start_return(self, s: SvhState, character: str, events: list[Event]) -> None:
        boyfriend = self.school.character(character).boyfriend
        name = self.school.card_names[boyfriend]
        holder = next((i for i, bf in enumerate(s.boyfriends) if bf == boyfriend), None)
        if holder is None:
            events.append(Event(f"{name} was on nobody's scoreboard: nothing happened"))
            self._end_turn(s, events)
            return
        s.boyfriends[holder], s.seen[holder] = None, False
        girlfriend = self._seat_of(s, character)
        assert girlfriend is not None
        voters = seats_to_the_left(girlfriend, len(s.players))
        s.decision = GroupDecision.open(voters, Policy(s.ruling)).dump()
        s.phase, s.pending = phases.RETURN, {"boyfriend": boyfriend}
        events.append(Event(f"{name} left {s.players[holder]}'s scoreboard"))

    def do_vote(self, s: SvhState, seat: int, room: str) -> Told:
        decision = GroupDecision.load(s.decision).vote(seat, room)
        s.decision = decision.dump()
        if not decision.done:
            return s, [Event(f"{s.players[seat]} voted")]
        events: list[Event] = []
        self._settle_return(s, decision, events)
        return s, events

    def _settle_return(self, s: SvhState, decision: GroupDecision, events: list[Event]) -> None:
        room = decision.result() or self._empty_rooms(s)[0]
        s.decision = {}
        events.append(self._face_down_into(s, room, s.pending["boyfriend"]))
        self._end_turn(s, events)

    # -- what each player remembers ---------------------------------------------------------

    def _seen_by_all(self, s: SvhState, room: str, card: str) -> None:
        """Everyone saw ``card`` go (or stay) face down in ``room``."""
        for known in s.memory:
            known[room] = card

    def _forget(self, s: SvhState, room: str) -> None:
        """``room``'s card left it in sight of all (or now lies face up): nobody needs to
        remember it."""
        for known in s.memory:
            known.pop(room, None)

    def _after_peek(self, s: SvhState, seat: int, room: str, *, had_boyfriend: bool) -> None:
        """A card went back face down into ``room`` after ``seat``'s secret look. Whether she
        swapped her boyfriend for a boyfriend there the others can't tell, so they forget a
        boyfriend they remembered there if she had one; the same words, kept or swapped."""
        if s.rooms[room] is None:
            self._forget(s, room)
            return
        for other, known in enumerate(s.memory):
            if other != seat and had_boyfriend and known.get(room) in self.school.boyfriends:
                del known[room]

    # -- winning ---------------------------------------------------------------------------

    def _win(self, s: SvhState, seat: int, events: list[Event]) -> None:
        s.phase, s.winners = OVER, [seat]
        s.last_mover, s.last_path = s.active, list(s.stepping.path)
        character = self._character(s, seat)
        events.append(
            Event(
                f"{s.players[seat]} came home with a complete scoreboard and went to "
                f"{character.date}: she won"
            )
        )
