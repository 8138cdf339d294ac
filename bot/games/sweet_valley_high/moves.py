"""Moving in Sweet Valley High: the roll, a walk or a step at a time, landing on a space and
all it leads to (a win, a large card, a piece sent home, a card turned over, trading places,
changing boyfriends). Every function changes the copy it is given."""

from __future__ import annotations

from bot.engine import Event
from bot.games.sweet_valley_high import cards, facts, phases, stories, turns
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.school import ARROW, CHANGE, HOME, TRADE
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import card, place, say

DIE_LOW, DIE_HIGH = 1, 6


def roll(ctx: Context, s: SvhState, seat: int) -> list[Event]:
    """The die for her move; the turn ends at once when no walk of that length is open."""
    s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
    s.stepping.begin(s.positions[seat], s.roll)
    s.phase = phases.MOVE
    events = [Event(say("rolled", player=s.players[seat], roll=s.roll))]
    if facts.destinations(ctx, s):
        return events
    events.append(Event(say("no-walk")))
    return turns.turn_ends(ctx, s, events)


def step_by_step(s: SvhState) -> list[Event]:
    """She walks one space at a time instead of choosing where her walk ends."""
    s.stepping.on = True
    return []


def go(ctx: Context, s: SvhState, seat: int, space: str) -> list[Event]:
    """Her walk to ``space``, one of the roll's destinations, and landing there."""
    walk = facts.destinations(ctx, s)[space]
    s.stepping.path.extend(walk)
    s.stepping.left = 0
    events = [Event(say("walked", player=s.players[seat], place=place(space)))]
    arrive(ctx, s, seat, space, events)
    return events


def step(ctx: Context, s: SvhState, seat: int, space: str) -> list[Event]:
    """One step of a walk; she lands where the roll runs out, or at home with a complete
    scoreboard."""
    s.stepping.step(space)
    s.positions[seat] = space
    home = facts.character(ctx, s, seat).home
    if s.stepping.left and not (space == home and facts.complete(ctx, s, seat)):
        return []
    s.stepping.on = False
    events = [Event(say("walked", player=s.players[seat], place=place(space)))]
    arrive(ctx, s, seat, space, events)
    return events


def arrive(
    ctx: Context, s: SvhState, seat: int, space: str, events: list[Event], *, traded: bool = False
) -> None:
    """Land on ``space`` and follow it: win, play a card, bump, turn over, trade, change."""
    s.positions[seat] = space
    kind = ctx.school.spaces[space].kind
    if facts.wins_at_home(ctx, s, seat):
        turns.win(ctx, s, seat, events)
        return
    if kind == HOME:
        if traded:
            events.append(Event(say("home-card", player=s.players[seat], place=place(space))))
        stories.play_card(ctx, s, events)
        return
    if not traded:
        for other, there in enumerate(s.positions):
            if other != seat and there == space:
                s.positions[other] = facts.character(ctx, s, other).home
                events.append(Event(say("sent-home", player=s.players[other])))
    rooms = ctx.school.spaces[space].rooms
    if kind == ARROW and len(rooms) == 1:
        cards.turn_over(ctx, s, seat, rooms[0], events)
    elif kind == ARROW:
        s.phase, s.mover, s.pending = phases.DOUBLE, seat, {"rooms": list(rooms)}
    elif kind == TRADE and not traded:
        _start_trade(ctx, s, seat, events)
    elif kind == CHANGE:
        _start_change(ctx, s, seat, events)
    else:
        turns.end_turn(ctx, s, events)


def _start_trade(ctx: Context, s: SvhState, seat: int, events: list[Event]) -> None:
    """A Trade Places space: she chooses whom to trade with, unless nobody may."""
    s.mover = seat
    if not facts.trade_targets(ctx, s):
        events.append(Event(say("no-trade")))
        turns.end_turn(ctx, s, events)
        return
    s.phase = phases.TRADE


def trade(ctx: Context, s: SvhState, seat: int, other: int) -> list[Event]:
    """She swaps places with ``other`` and lands on her new space without bumping anyone."""
    s.positions[seat], s.positions[other] = s.positions[other], s.positions[seat]
    s.stepping.path.append(s.positions[seat])
    events = [Event(say("traded-places", player=s.players[seat], other=s.players[other]))]
    arrive(ctx, s, seat, s.positions[seat], events, traded=True)
    return events


def _start_change(ctx: Context, s: SvhState, seat: int, events: list[Event]) -> None:
    """A Change Boyfriends space: she chooses whom to swap with, unless nobody holds one."""
    s.mover = seat
    if not any(s.boyfriends):
        events.append(Event(say("no-boyfriend-yet")))
        turns.end_turn(ctx, s, events)
    elif not facts.holders(s):
        events.append(Event(say("nobody-else-has-one")))
        turns.end_turn(ctx, s, events)
    else:
        s.phase = phases.CHANGE


def change(ctx: Context, s: SvhState, seat: int, other: int) -> list[Event]:
    """She swaps boyfriends with ``other`` (or takes his, holding none), seen or unseen as they
    were."""
    mine, theirs = s.boyfriends[seat], s.boyfriends[other]
    assert theirs is not None
    s.boyfriends[seat], s.boyfriends[other] = theirs, mine
    s.seen[seat], s.seen[other] = s.seen[other], s.seen[seat]
    # The other player reads whom she got in her own view (a DM when he is a secret).
    told = {seat: say("now-have", boyfriend=card(theirs))}
    verb = "stole-boyfriend" if mine is None else "traded-boyfriends"
    text = say(verb, player=s.players[seat], other=s.players[other])
    return turns.turn_ends(ctx, s, [Event(text, told)])


def move_to(ctx: Context, s: SvhState, seat: int, space: str) -> list[Event]:
    """A large card's move to any space, and landing there."""
    s.stepping.path.append(space)
    events = [Event(say("moved", player=s.players[seat], place=place(space)))]
    arrive(ctx, s, seat, space, events)
    return events
