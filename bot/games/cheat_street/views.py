"""What each seat may see of a Cheat Street game: the public board, a seat's own card, the words.

The public board and the phase are public facts only (where pawns stand, who holds a marker,
the roll, who may call, the badges of the places a move may reach); a seat's private lines and
its private board hold its own goal card and where its tile is.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import OVER, PlayerInfo
from bot.games.cheat_street.board import BUS, GOAL, Board
from bot.games.cheat_street.boards import Badge, PublicBoard, SeatBoard, SeatGoal, Walk
from bot.games.cheat_street.state import CALLOUT, CheatStreetState
from bot.games.cheat_street.words import goal_name, made_of, said, whereabouts

MARKER_REMINDER = said("marker-reminder")


def public_board(s: CheatStreetState, badges: Mapping[str, str]) -> PublicBoard:
    """The board the renderer draws; ``badges`` number the places the mover may reach."""
    return PublicBoard(
        seats=tuple(
            SeatBoard(position, punished, score, words, tuple(out))
            for position, punished, score, words, out in zip(
                s.positions, s.punished, s.scores, made(s), s.ruled_out, strict=True
            )
        ),
        phase=s.phase,
        active=s.active,
        roll=s.roll,
        steps_left=None if s.roll is None else s.move.left,
        path=tuple(s.trail),
        passed=tuple(s.callout.answered),
        caller=s.caller,
        winner=s.winners[0] if s.winners else None,
        last_move=None if s.last_mover is None else Walk(s.last_mover, tuple(s.last_path)),
        badges=tuple(Badge(space, number) for space, number in badges.items()),
    )


def made(s: CheatStreetState) -> list[str]:
    """What each seat's score is made of ('2 reveals, 1 call-out'); no words for no points,
    nor in a game saved before reveals and call-outs were counted."""
    if not s.reveals or not s.callouts:
        return [""] * len(s.players)
    return [made_of(r, c) for r, c in zip(s.reveals, s.callouts, strict=True)]


def phase_text(board: Board, s: CheatStreetState, paused: bool) -> str:
    """What is asked now, naming who is asked: the line under the turn's header.

    ``paused``: the mover waits on a goal tile or bus stop a step reached this move. The goal
    tile is not named: the board shows it, and the line never comes near anybody's card.
    """
    active = s.players[s.active]
    if s.phase == OVER:
        if not s.winners:
            return said("phase-over-nobody")
        return said("phase-over", player=s.players[s.winners[0]])
    if s.phase == CALLOUT:
        caller = s.caller
        assert caller is not None
        return said("phase-callout", caller=s.players[caller], player=active)
    if s.roll is None:
        return said("phase-roll", player=active)
    if s.choosing:
        return said("phase-choose", player=active, count=s.move.left)
    walk_on = said("walk-on", count=s.move.left)
    here = board.space(s.positions[s.active])
    if paused and here.kind == GOAL:
        return said("phase-reveal", player=active, then=walk_on)
    if paused and here.kind == BUS:
        return said("phase-ride", player=active, line=here.line or "", then=walk_on)
    return said("phase-move", player=active, then=walk_on)


def players(s: CheatStreetState) -> list[PlayerInfo]:
    """Each seat's name, score and markers, for the standings."""
    return [
        PlayerInfo(seat=i, name=name, score=s.scores[i], badges=badges(s, i))
        for i, name in enumerate(s.players)
    ]


def badges(s: CheatStreetState, seat: int) -> tuple[str, ...]:
    if s.gone[seat]:
        return ("removed",)
    return ("punished",) if s.punished[seat] else ()


def secret_lines(board: Board, s: CheatStreetState, seat: int) -> tuple[str, ...]:
    """Only ``seat``'s own secret: its goal card, and where that tile is."""
    if s.gone[seat]:
        return (said("you-left"),)
    key = s.hands[seat]
    name = goal_name(key)
    tile = whereabouts(board, board.goal_tile(key))
    return (said("your-card", goal=name), said("your-tile", goal=name, where=tile))


def goal_card(board: Board, s: CheatStreetState, seat: int) -> SeatGoal | None:
    """``seat``'s own goal card for the picture in its panel: the card, its tile and where
    that lies; nothing once the seat has left."""
    if s.gone[seat]:
        return None
    goal = board.goal(s.hands[seat])
    tile = board.goal_tile(goal.key)
    return SeatGoal(goal.key, goal_name(goal.key), tile, whereabouts(board, tile))


def reminders(s: CheatStreetState, seat: int) -> tuple[str, ...]:
    """The reminder of a punishment marker (a public fact), told after a seat's secret."""
    return (MARKER_REMINDER,) if s.punished[seat] and not s.gone[seat] else ()
