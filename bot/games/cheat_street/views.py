"""What each seat may see of a Cheat Street game: the public board, a seat's own card, the words.

The public board and the phase are public facts only (where pawns stand, who holds a marker,
the roll, who may call); a seat's private lines hold its own goal card and where its tile is.
"""

from __future__ import annotations

from typing import Any

from bot.engine import OVER
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.state import CALLOUT, CheatStreetState
from bot.games.cheat_street.words import steps, whereabouts

MARKER_REMINDER = "You hold a punishment marker: your next turn is skipped."


def public_board(s: CheatStreetState) -> dict[str, Any]:
    """The board the renderer draws."""
    return {
        "positions": list(s.positions),
        "punished": list(s.punished),
        "scores": list(s.scores),
        "phase": s.phase,
        "active": s.active,
        "roll": s.roll,
        "steps_left": None if s.roll is None else s.move.left,
        "path": list(s.trail),
        "passed": list(s.callout.answered),
        "caller": s.caller,
        "winner": s.winners[0] if s.winners else None,
        "last_move": (
            None if s.last_mover is None else {"seat": s.last_mover, "path": list(s.last_path)}
        ),
    }


def phase_text(s: CheatStreetState) -> str:
    """Where the turn stands, in a line under the board."""
    active = s.players[s.active]
    if s.phase == OVER:
        winner = s.players[s.winners[0]] if s.winners else "nobody"
        return f"Game over: {winner} won"
    if s.phase == CALLOUT:
        caller = s.caller
        assert caller is not None
        return f"Call-out phase: {s.players[caller]} may call {active} out"
    if s.roll is None:
        return f"{active} is moving: roll the die"
    if s.choosing:
        return f"{active} rolled {s.roll}: choose where to go"
    return f"{active} is moving: {steps(s.move.left)} left"


def badges(s: CheatStreetState, seat: int) -> tuple[str, ...]:
    if s.gone[seat]:
        return ("removed",)
    return ("punished",) if s.punished[seat] else ()


def secret_lines(board: Board, s: CheatStreetState, seat: int) -> tuple[str, ...]:
    """Only ``seat``'s own secret: its goal card, and where that tile is."""
    if s.gone[seat]:
        return ("You have left this game.",)
    goal = board.goal(s.hands[seat])
    tile = whereabouts(board, board.goal_tile(goal.key))
    return (f"Your goal card: {goal.name}", f"The {goal.name} tile is {tile}.")


def reminders(s: CheatStreetState, seat: int) -> tuple[str, ...]:
    """The reminder of a punishment marker (a public fact), told after a seat's secret."""
    return (MARKER_REMINDER,) if s.punished[seat] and not s.gone[seat] else ()
