"""Choosing characters and the round of turns in Sweet Valley High: who starts, a lost turn
skipped, the next turn, a win. Every function changes the copy it is given."""

from __future__ import annotations

from bot.engine import OVER, Event, Stepping
from bot.games.sweet_valley_high import facts, phases
from bot.games.sweet_valley_high.context import Context
from bot.games.sweet_valley_high.state import SvhState
from bot.games.sweet_valley_high.words import date, say


def choose(ctx: Context, s: SvhState, seat: int, key: str) -> list[Event]:
    """She takes a character and its Home Space; once all have chosen, Jessica (or the first to
    choose) starts."""
    character = ctx.school.character(key)
    s.characters[seat] = key
    s.positions[seat] = character.home
    events = [Event(say("chose", player=s.players[seat], character=character.name))]
    waiting = [c for c in s.choosers if not s.characters[c]]
    if waiting:
        s.mover = s.active = waiting[0]
        return events
    first = facts.seat_of(s, "jessica")
    if first is None:
        first = s.choosers[0]
        events.append(Event(say("nobody-chose-jessica", player=s.players[first])))
    else:
        events.append(Event(say("jessica-first", player=s.players[first])))
    s.active = first
    begin_turn(ctx, s, events)
    return events


def begin_turn(ctx: Context, s: SvhState, events: list[Event]) -> None:
    """Skip (and clear) a lost turn, check a win standing at home, then ask for the roll."""
    while s.lose_turn[s.active]:
        s.lose_turn[s.active] = False
        events.append(Event(say("lost-turn", player=s.players[s.active])))
        s.active = (s.active + 1) % len(s.players)
    s.mover = s.active
    s.phase = phases.ROLL
    s.roll = None
    s.stepping = Stepping(path=[s.positions[s.active]])
    s.pending = {}
    if facts.wins_at_home(ctx, s, s.active):
        win(ctx, s, s.active, events)
        return
    events.append(Event(say("turn", player=s.players[s.active])))


def end_turn(ctx: Context, s: SvhState, events: list[Event]) -> None:
    """The next seat's turn, or the one after a bonus turn's interrupted seat; nothing once the game
    is over."""
    if s.phase == OVER:
        return
    s.last_mover, s.last_path = s.active, list(s.stepping.path)
    after = s.resume if s.resume is not None else s.active
    s.resume = None
    s.active = (after + 1) % len(s.players)
    begin_turn(ctx, s, events)


def turn_ends(ctx: Context, s: SvhState, events: list[Event]) -> list[Event]:
    """The turn is over after ``events``: the next one begins."""
    end_turn(ctx, s, events)
    return events


def win(ctx: Context, s: SvhState, seat: int, events: list[Event]) -> None:
    """She is home with a complete scoreboard: the game is over and she won."""
    s.phase, s.winners = OVER, [seat]
    s.last_mover, s.last_path = s.active, list(s.stepping.path)
    character = facts.character(ctx, s, seat)
    events.append(Event(say("won", player=s.players[seat], date=date(character.key))))
