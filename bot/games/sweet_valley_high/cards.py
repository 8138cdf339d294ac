"""The item cards in the classrooms: turning one over for all, exchanging a boyfriend, a
secret peek and what follows it, putting an item back face down. Every function changes the
copy it is given and returns what the table is told."""

from __future__ import annotations

from bot.engine import Event
from bot.games.sweet_valley_high import facts, memory, phases, turns
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import peek_line


def look(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """The classroom she chose from an arrow pointing at two, turned over."""
    events: list[Event] = []
    turn_over(ctx, s, seat, room, events)
    return events


def turn_over(ctx: Context, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
    """The card in ``room`` shown to all, and what it does: detention, an absent owner's card, a
    boyfriend, her item, or back face down."""
    school, name = ctx.school, s.players[seat]
    room_name = school.rooms[room].name
    card = s.rooms[room]
    if card is None:
        events.append(Event(f"{room_name} was empty: the turn ended"))
        turns.end_turn(ctx, s, events)
        return
    if room in s.face_up:
        events.append(Event(f"the {school.card_names[card]} card lay face up in {room_name}"))
        turns.end_turn(ctx, s, events)
        return
    card_name = school.card_names[card]
    looked = f"{name} turned over the card in {room_name}"
    events.append(Event(f"{looked}: {card_name}", after_turn=looked))
    s.shown = {room: card}
    if card in school.detention_cards:
        memory.seen_by_all(s, room, card)
        s.positions[seat] = school.detention
        s.lose_turn[seat] = True
        events.append(Event(f"{name} went to the Detention Room: she loses her next turn"))
        turns.end_turn(ctx, s, events)
        return
    if facts.absent(ctx, s, card):
        memory.forget(s, room)
        s.face_up.append(room)
        events.append(
            Event(f"nobody plays {facts.owner_name(ctx.school, card)}: the card stayed face up")
        )
        turns.end_turn(ctx, s, events)
        return
    if card in school.boyfriends:
        if s.boyfriends[seat] is None:
            s.rooms[room] = None
            memory.forget(s, room)
            s.boyfriends[seat], s.seen[seat] = card, True
            events.append(Event(f"{name} took {card_name} onto her scoreboard"))
            turns.end_turn(ctx, s, events)
        else:
            memory.seen_by_all(s, room, card)
            s.phase, s.mover, s.pending = phases.EXCHANGE, seat, {"room": room, "card": card}
        return
    if school.owners[card] == s.characters[seat]:
        s.rooms[room] = None
        memory.forget(s, room)
        s.items[seat].append(card)
        events.append(Event(f"{name} collected {facts.item(ctx.school, card)}"))
    else:
        memory.seen_by_all(s, room, card)
        owner = facts.owner_name(ctx.school, card)
        events.append(Event(f"it went back face down for {owner}", after_turn="it went back"))
    turns.end_turn(ctx, s, events)


def exchange(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """She takes the boyfriend turned over and leaves hers face down in his classroom."""
    room, card = s.pending["room"], s.pending["card"]
    left = s.boyfriends[seat]
    assert left is not None
    s.rooms[room] = left
    if s.seen[seat]:
        memory.seen_by_all(s, room, left)
    else:
        memory.forget(s, room)
        s.memory[seat][room] = left
    s.boyfriends[seat], s.seen[seat] = card, True
    name = ctx.school.rooms[room].name
    told = (
        f"{s.players[seat]} took {ctx.school.card_names[card]} and left her "
        f"boyfriend face down in {name}"
    )
    return turns.turn_ends(ctx, s, [Event(told)])


def keep(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """She keeps her boyfriend; the one turned over goes back face down."""
    card = ctx.school.card_names[s.pending["card"]]
    kept = f"{s.players[seat]} kept her boyfriend"
    told = Event(f"{kept}; {card} went back face down", after_turn=f"{kept}; the card went back")
    return turns.turn_ends(ctx, s, [told])


def peek(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """She lifts the card in ``room`` to look at it alone, and remembers it."""
    card = s.rooms[room]
    assert card is not None
    s.phase, s.pending = phases.PEEKED, {"room": room, "card": card}
    room_name = ctx.school.rooms[room].name
    line = peek_line(ctx.school, room, card)
    s.peeks[seat] = line
    s.memory[seat][room] = card
    return [Event(f"{s.players[seat]} took the card from {room_name} to look at it", {seat: line})]


def take(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """She keeps the card she peeked at (a boyfriend swapped for hers, or her item)."""
    room, card = s.pending["room"], s.pending["card"]
    names, room_name = ctx.school.card_names, ctx.school.rooms[room].name
    events = []
    if card in ctx.school.boyfriends:
        held = s.boyfriends[seat]
        s.rooms[room] = held
        memory.after_peek(ctx.school, s, seat, room, had_boyfriend=held is not None)
        if held is not None:
            s.memory[seat][room] = held
        s.boyfriends[seat], s.seen[seat] = card, False
        if held is None:
            told = f"You keep {names[card]}, face down on your scoreboard."
            events.append(Event(f"{s.players[seat]} kept the card", {seat: told}))
        else:
            told = f"You keep {names[card]} and leave {names[held]} face down in {room_name}."
            events.append(Event(f"{s.players[seat]} put a card back in {room_name}", {seat: told}))
    else:
        s.rooms[room] = None
        memory.forget(s, room)
        s.items[seat].append(card)
        events.append(Event(f"{s.players[seat]} kept the card: {facts.item(ctx.school, card)}"))
    if facts.wins_at_home(ctx, s, seat):
        turns.win(ctx, s, seat, events)
        return events
    return turns.turn_ends(ctx, s, events)


def put_back(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """The card she peeked at goes back face down, in the same words as a boyfriend swapped."""
    room = s.pending["room"]
    memory.after_peek(ctx.school, s, seat, room, had_boyfriend=s.boyfriends[seat] is not None)
    room_name = ctx.school.rooms[room].name
    return turns.turn_ends(ctx, s, [Event(f"{s.players[seat]} put a card back in {room_name}")])


def choose_item(s: SvhState, item: str) -> list[Event]:
    """The item she must put back; an empty classroom is chosen next."""
    s.phase, s.pending = phases.PUT_ROOM, {"item": item}
    return []


def put_into(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """Her chosen item goes face down into the empty classroom ``room``."""
    item = s.pending["item"]
    s.items[seat].remove(item)
    return turns.turn_ends(ctx, s, [face_down_into(ctx, s, room, item, who=s.players[seat])])


def face_down_into(ctx: Context, s: SvhState, room: str, card: str, *, who: str = "") -> Event:
    """``card`` goes face down into the empty classroom ``room``, put there by ``who`` (or
    by the group). All see which card goes where, but the line a finished turn keeps
    names only the classroom: remembering where it lies is the game (SVH28)."""
    s.rooms[room] = card
    memory.seen_by_all(s, room, card)
    card_name, room_name = ctx.school.card_names[card], ctx.school.rooms[room].name
    if who:
        return Event(
            f"{who} put {facts.item(ctx.school, card)} back face down in {room_name}",
            after_turn=f"{who} put an item back face down in {room_name}",
        )
    return Event(
        f"{card_name} went face down into {room_name}",
        after_turn=f"a card went face down into {room_name}",
    )
