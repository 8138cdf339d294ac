"""The item cards in the classrooms: turning one over for all, exchanging a boyfriend, a
secret peek and what follows it, putting an item back face down. Every function changes the
copy it is given and returns what the table is told."""

from __future__ import annotations

from bot.engine import Event
from bot.games.sweet_valley_high import facts, memory, phases, turns
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import card as card_name
from bot.games.sweet_valley_high.words import item, peek_line, room_in, say


def look(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """The classroom she chose from an arrow pointing at two, turned over."""
    events: list[Event] = []
    turn_over(ctx, s, seat, room, events)
    return events


def turn_over(ctx: Context, s: SvhState, seat: int, room: str, events: list[Event]) -> None:
    """The card in ``room`` shown to all, and what it does: detention, an absent owner's card, a
    boyfriend, her item, or back face down."""
    school, name = ctx.school, s.players[seat]
    card = s.rooms[room]
    if card is None:
        events.append(Event(say("room-empty", room=room_in(room))))
        turns.end_turn(ctx, s, events)
        return
    if room in s.face_up:
        events.append(Event(say("lay-face-up", card=card_name(card), room=room_in(room))))
        turns.end_turn(ctx, s, events)
        return
    looked = say("turned-over", player=name, room=room_in(room))
    shown = say("turned-over-card", player=name, room=room_in(room), card=card_name(card))
    events.append(Event(shown, after_turn=looked))
    s.shown = {room: card}
    if card in school.detention_cards:
        memory.seen_by_all(s, room, card)
        s.positions[seat] = school.detention
        s.lose_turn[seat] = True
        events.append(Event(say("to-detention", player=name)))
        turns.end_turn(ctx, s, events)
        return
    if facts.absent(ctx, s, card):
        memory.forget(s, room)
        s.face_up.append(room)
        owner = facts.owner_name(ctx.school, card)
        events.append(Event(say("nobody-plays", character=owner)))
        turns.end_turn(ctx, s, events)
        return
    if card in school.boyfriends:
        if s.boyfriends[seat] is None:
            s.rooms[room] = None
            memory.forget(s, room)
            s.boyfriends[seat], s.seen[seat] = card, True
            events.append(Event(say("took-boyfriend", player=name, boyfriend=card_name(card))))
            turns.end_turn(ctx, s, events)
        else:
            memory.seen_by_all(s, room, card)
            s.phase, s.mover, s.pending = phases.EXCHANGE, seat, {"room": room, "card": card}
        return
    if school.owners[card] == s.characters[seat]:
        s.rooms[room] = None
        memory.forget(s, room)
        s.items[seat].append(card)
        events.append(Event(say("collected", player=name, item=item(card))))
    else:
        memory.seen_by_all(s, room, card)
        owner = facts.owner_name(ctx.school, card)
        events.append(Event(say("went-back-for", character=owner), after_turn=say("went-back")))
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
    told = say("exchanged", player=s.players[seat], boyfriend=card_name(card), room=room_in(room))
    return turns.turn_ends(ctx, s, [Event(told)])


def keep(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """She keeps her boyfriend; the one turned over goes back face down."""
    card, player = card_name(s.pending["card"]), s.players[seat]
    told = Event(
        say("kept-boyfriend", player=player, card=card),
        after_turn=say("kept-boyfriend-after", player=player),
    )
    return turns.turn_ends(ctx, s, [told])


def peek(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """She lifts the card in ``room`` to look at it alone, and remembers it."""
    card = s.rooms[room]
    assert card is not None
    s.phase, s.pending = phases.PEEKED, {"room": room, "card": card}
    line = peek_line(ctx.school, room, card)
    s.peeks[seat] = line
    s.memory[seat][room] = card
    told = say("peeked", room=room_in(room), card=card_name(card))
    return [Event(say("took-to-look", player=s.players[seat], room=room_in(room)), {seat: told})]


def take(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """She keeps the card she peeked at (a boyfriend swapped for hers, or her item)."""
    room, card = s.pending["room"], s.pending["card"]
    events = []
    name = s.players[seat]
    if card in ctx.school.boyfriends:
        held = s.boyfriends[seat]
        s.rooms[room] = held
        memory.after_peek(ctx.school, s, seat, room, had_boyfriend=held is not None)
        if held is not None:
            s.memory[seat][room] = held
        s.boyfriends[seat], s.seen[seat] = card, False
        if held is None:
            told = say("you-keep", card=card_name(card))
            events.append(Event(say("kept-the-card", player=name), {seat: told}))
        else:
            told = say(
                "you-keep-leave", card=card_name(card), held=card_name(held), room=room_in(room)
            )
            put = say("put-card-back", player=name, room=room_in(room))
            events.append(Event(put, {seat: told}))
    else:
        s.rooms[room] = None
        memory.forget(s, room)
        s.items[seat].append(card)
        events.append(Event(say("kept-the-item", player=name, item=item(card))))
    if facts.wins_at_home(ctx, s, seat):
        turns.win(ctx, s, seat, events)
        return events
    return turns.turn_ends(ctx, s, events)


def put_back(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """The card she peeked at goes back face down, in the same words as a boyfriend swapped."""
    room = s.pending["room"]
    memory.after_peek(ctx.school, s, seat, room, had_boyfriend=s.boyfriends[seat] is not None)
    put = say("put-card-back", player=s.players[seat], room=room_in(room))
    return turns.turn_ends(ctx, s, [Event(put)])


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
    where = room_in(room)
    if who:
        return Event(
            say("put-item-back", player=who, item=item(card), room=where),
            after_turn=say("put-an-item-back", player=who, room=where),
        )
    return Event(
        say("went-face-down", card=card_name(card), room=where),
        after_turn=say("a-card-went-face-down", room=where),
    )
