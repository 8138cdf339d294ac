"""The large cards of Sweet Valley High: drawing one about a character in play and doing its
action (a bonus turn, a move anywhere, a peek, putting an item back, the group returning a
boyfriend to an empty classroom). Every function changes the copy it is given."""

from __future__ import annotations

from bot.engine import Event, GroupDecision, Policy, seats_to_the_left
from bot.games.sweet_valley_high import cards, facts, phases, turns
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import BONUS, MOVE, PEEK, PUT_BACK
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import action_words, card, say
from bot.games.sweet_valley_high.words import story as story_words


def play_card(ctx: Context, s: SvhState, events: list[Event]) -> None:
    """Draw until a card names a character in play, then she performs its action."""
    while True:
        key, reshuffled = s.deck.draw(s.rng)
        if reshuffled:
            events.append(Event(say("reshuffled")))
        assert key is not None, "the large cards are always in the pile or the discards"
        story = ctx.school.story(key)
        s.deck.throw(key)
        named = facts.seat_of(s, story.character)
        if named is not None:
            break
        who = ctx.school.character(story.character).name
        events.append(Event(say("set-aside", character=who)))
    s.last_card = story.key
    events.append(Event(say("card", story=story_words(story.key), does=action_words(story.action))))
    name = s.players[named]
    if story.action == BONUS:
        _card_bonus(ctx, s, named, events)
    elif story.action == MOVE:
        s.phase, s.mover = phases.MOVE_ANY, named
    elif story.action == PEEK:
        if facts.face_down(s):
            s.phase, s.mover = phases.PEEK, named
        else:
            events.append(Event(say("nothing-face-down")))
            turns.end_turn(ctx, s, events)
    elif story.action == PUT_BACK:
        if s.items[named]:
            s.phase, s.mover = phases.PUT_ITEM, named
        else:
            events.append(Event(say("no-item", player=name)))
            turns.end_turn(ctx, s, events)
    else:
        _start_return(ctx, s, story.character, events)


def _card_bonus(ctx: Context, s: SvhState, named: int, events: list[Event]) -> None:
    """A bonus turn for the named player, or the turn she would lose in the Detention Room."""
    name = s.players[named]
    if s.lose_turn[named]:
        # The bonus turn is the turn she loses, so she is not punished twice.
        s.lose_turn[named] = False
        events.append(Event(say("bonus-was-lost-turn", player=name)))
        turns.end_turn(ctx, s, events)
        return
    if named != s.active and s.resume is None:
        s.resume = s.active
    s.last_mover, s.last_path = s.active, list(s.stepping.path)
    events.append(Event(say("bonus-turn", player=name)))
    s.active = named
    turns.begin_turn(ctx, s, events)


def _start_return(ctx: Context, s: SvhState, character: str, events: list[Event]) -> None:
    """The named character's boyfriend leaves his holder's scoreboard; the others choose his
    classroom."""
    boyfriend = ctx.school.character(character).boyfriend
    name = card(boyfriend)
    holder = next((i for i, bf in enumerate(s.boyfriends) if bf == boyfriend), None)
    if holder is None:
        events.append(Event(say("on-nobodys-scoreboard", boyfriend=name)))
        turns.end_turn(ctx, s, events)
        return
    s.boyfriends[holder], s.seen[holder] = None, False
    girlfriend = facts.seat_of(s, character)
    assert girlfriend is not None
    voters = seats_to_the_left(girlfriend, len(s.players))
    s.decision = GroupDecision.open(voters, Policy(s.ruling))
    s.phase, s.pending = phases.RETURN, {"boyfriend": boyfriend}
    events.append(Event(say("left-scoreboard", boyfriend=name, player=s.players[holder])))


def vote(ctx: Context, s: SvhState, seat: int, room: str) -> list[Event]:
    """One vote for the boyfriend's classroom, settled once the group has decided."""
    decision = s.decision = s.decision.vote(seat, room)
    if not decision.done:
        return [Event(say("voted", player=s.players[seat]))]
    events: list[Event] = []
    settle_return(ctx, s, decision, events)
    return events


def settle_return(ctx: Context, s: SvhState, decision: GroupDecision, events: list[Event]) -> None:
    """The boyfriend goes face down into the room decided (or the first empty one) and the turn
    ends."""
    room = decision.result() or facts.empty_rooms(s)[0]
    s.decision = None
    events.append(cards.face_down_into(ctx, s, room, s.pending["boyfriend"]))
    turns.end_turn(ctx, s, events)
