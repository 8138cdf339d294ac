"""A Cheat Street move: the roll, the steps (forced ones taken at once), the stops on goal
tiles and bus stops, the bus ride, and a whole move chosen as one destination.

The pause points depend only on the board and the path (public), never on a goal card. The
walk is told once, when the move ends, so a move told step by step and a move to a destination
read the same. Every function changes the state it is given and returns the events told.
"""

from __future__ import annotations

from bot.engine import Event
from bot.games.cheat_street import plays, turns
from bot.games.cheat_street.actions import REVEAL, RIDE
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.controls import BoardActions
from bot.games.cheat_street.state import CheatStreetState
from bot.games.cheat_street.words import said

DIE_LOW, DIE_HIGH = 3, 5
"""The "high roller" die of the rulebook: only 3, 4 or 5."""


def roll(controls: BoardActions, s: CheatStreetState, seat: int) -> list[Event]:
    s.roll = s.rng.randint(DIE_LOW, DIE_HIGH)
    s.move.begin(s.positions[seat], s.roll)
    return [Event(said("rolled", player=s.players[seat], roll=s.roll)), *walk_on(controls, s)]


def step(s: CheatStreetState, to: str) -> None:
    s.positions[s.active] = to
    s.move.step(to)
    s.trail.append(to)


def walk_on(controls: BoardActions, s: CheatStreetState) -> list[Event]:
    """Take every forced step, then stop where the player must choose or the move ends."""
    while s.move.left and not controls.paused(s):
        options = controls.steps(s)
        if len(options) != 1:
            break
        step(s, options[0])
    if s.move.left or controls.paused(s):
        return []
    return turns.told_walk(controls.board, s) + turns.end_turn(controls.board, s)


def go(
    controls: BoardActions, s: CheatStreetState, seat: int, walk: tuple[str, ...], finish: str
) -> list[Event]:
    """A whole move in one choice: exactly the steps (and the finish) of step-by-step play."""
    for space in walk:
        step(s, space)
    if finish == REVEAL:
        return plays.reveal(controls.board, s, seat)
    if finish == RIDE:
        return ride(controls.board, s, seat)
    if controls.paused(s):  # the full count ended on a goal tile or bus stop
        return stop(controls.board, s)
    return walk_on(controls, s)


def ride(board: Board, s: CheatStreetState, seat: int) -> list[Event]:
    """The bus from the stop the mover stands on to the other end of its line; the turn ends."""
    stop_here = board.space(s.positions[seat])
    assert stop_here.bus_to is not None
    events = turns.told_walk(board, s)
    s.positions[seat] = stop_here.bus_to
    s.trail.append(stop_here.bus_to)
    events.append(Event(said("rode", line=stop_here.line or "")))
    return events + turns.end_turn(board, s)


def stop(board: Board, s: CheatStreetState) -> list[Event]:
    """The move ends where the mover paused: the walk told, the turn over."""
    return turns.told_walk(board, s) + turns.end_turn(board, s)
