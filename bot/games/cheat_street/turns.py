"""How a Cheat Street turn begins and ends: punished and departed players skipped, the call-out
phase opened and closed, the finished walk told, the game won at the target.

Every function changes the state it is given (a copy the rules made) and returns the events the
table is told, in order.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import OVER, Event, ReactionWindow, Stepping
from bot.games.cheat_street import routes
from bot.games.cheat_street.board import STREET, Board
from bot.games.cheat_street.state import CALLOUT, MOVE, CheatStreetState
from bot.games.cheat_street.words import TO, join_names, said, space_name, steps

TARGET = 21
"""The score that wins at once."""


def begin_turn(board: Board, s: CheatStreetState) -> list[Event]:
    """Skip (and clear) punished players, then open the call-out or the movement phase."""
    events: list[Event] = []
    _pass_departed(s)
    while s.punished[s.active]:
        name = s.players[s.active]
        s.punished[s.active] = False
        events.append(Event(said("skipped", player=name)))
        s.active = (s.active + 1) % len(s.players)
        _pass_departed(s)
    name = s.players[s.active]
    here = s.positions[s.active]
    s.roll = None
    s.move = Stepping()
    s.trail = [here]
    s.phase = MOVE
    if here == board.start:
        s.callout = ReactionWindow()
        events.append(Event(said("turn-from-start", player=name)))
        return events
    unable = [seat for seat, out in enumerate(s.punished) if out or s.gone[seat]]
    s.callout = ReactionWindow.after(s.active, len(s.players), skip=unable)
    if not s.callout.open:
        events.append(Event(said("turn-no-callers", player=name)))
        return events
    s.phase = CALLOUT
    names = join_names([s.players[seat] for seat in s.callout.seats])
    events.append(
        Event(said("turn-callers", player=name, callers=names, count=len(s.callout.seats)))
    )
    return events


def _pass_departed(s: CheatStreetState) -> None:
    while s.gone[s.active]:
        s.active = (s.active + 1) % len(s.players)


def end_turn(board: Board, s: CheatStreetState) -> list[Event]:
    """The mover's path kept for the board, and the next player's turn begun."""
    s.last_mover, s.last_path = s.active, list(s.trail)
    s.active = (s.active + 1) % len(s.players)
    return begin_turn(board, s)


def passed(s: CheatStreetState, seats: Sequence[int]) -> list[Event]:
    """Tell who passed; once nobody is left to call, the mover moves."""
    names = join_names([s.players[seat] for seat in seats])
    events = [Event(said("passed", players=names, count=len(seats)))] if seats else []
    if not s.callout.open:
        events.append(Event(said("nobody-called", player=s.players[s.active])))
        s.phase = MOVE
    return events


def won(s: CheatStreetState, seat: int) -> list[Event]:
    """End the game at once if ``seat`` has reached the target: the news, or nothing."""
    if s.scores[seat] < TARGET:
        return []
    s.phase = OVER
    s.winners = [seat]
    return [Event(said("won", player=s.players[seat], score=s.scores[seat]))]


def told_walk(board: Board, s: CheatStreetState) -> list[Event]:
    """Tell the walk of this move ('walked to the Bank via North Avenue'); it is kept to show
    until the next turn begins."""
    s.move.on = False
    start, *walk = s.move.path
    if not walk:
        return []
    via = routes.way(board, start, tuple(walk))
    end = board.space(walk[-1]).kind != STREET
    args = {"place": space_name(board, walk[-1], TO)} if end else {"steps": steps(len(walk))}
    told = "walked-to" if end else "walked"
    if via:
        return [Event(said(f"{told}-via", via=via, **args))]
    return [Event(said(told, **args))]


def leave(board: Board, s: CheatStreetState, seat: int) -> list[Event]:
    """``seat`` out for good: their card back into the deck, their marker and the table's memory
    of them gone, and the turn or the call-out carried on without them."""
    s.gone[seat] = True
    s.punished[seat] = False
    s.ruled_out[seat] = []
    s.deck.append(s.hands[seat])
    s.hands[seat] = ""
    s.rng.shuffle(s.deck)
    events = [Event(said("removed", player=s.players[seat]))]
    if seat == s.active:
        return events + end_turn(board, s)
    if s.phase == CALLOUT:
        s.callout.seats = [other for other in s.callout.seats if other != seat]
        return events + passed(s, [])
    return events
