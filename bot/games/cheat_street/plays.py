"""The two ways to score in Cheat Street: calling the mover out with the goal card one thinks
they hold, and revealing one's own goal card on its tile. A right guess or a reveal draws a new
card; a wrong guess earns a punishment marker.

Every function changes the state it is given and returns the events the table is told.
"""

from __future__ import annotations

from bot.engine import Event
from bot.games.cheat_street import turns
from bot.games.cheat_street.board import Board
from bot.games.cheat_street.state import MOVE, CheatStreetState
from bot.games.cheat_street.words import goal_name, said

CALLOUT_POINTS = 5
REVEAL_POINTS = 4


def call_out(board: Board, s: CheatStreetState, seat: int, key: str) -> list[Event]:
    """``seat`` names ``key`` as the mover's card: points and the mover back to Start when right,
    a punishment marker (and the card ruled out for the mover) when wrong."""
    target = s.active
    caller, called = s.players[seat], s.players[target]
    guess = goal_name(key)
    s.phase = MOVE
    if s.hands[target] != key:
        s.punished[seat] = True
        if key not in s.ruled_out[target]:
            s.ruled_out[target].append(key)
        return [Event(said("called-wrong", caller=caller, called=called, goal=guess))]
    s.scores[seat] += CALLOUT_POINTS
    _count(s.callouts, seat)
    right = said(
        "called-right",
        caller=caller,
        called=called,
        goal=guess,
        points=CALLOUT_POINTS,
        score=s.scores[seat],
    )
    events = [Event(right)]
    if won := turns.won(s, seat):
        return events + won
    events.append(redraw(board, s, target))
    s.positions[target] = board.start
    s.trail.append(board.start)
    events.append(Event(said("back-to-start", player=called)))
    return events


def reveal(board: Board, s: CheatStreetState, seat: int) -> list[Event]:
    """The mover shows the goal card of the tile they stand on: the walk told, the points, a
    new card, and the turn over (unless the points won)."""
    goal = goal_name(s.hands[seat])
    events = turns.told_walk(board, s)
    s.scores[seat] += REVEAL_POINTS
    _count(s.reveals, seat)
    revealed = said(
        "revealed", player=s.players[seat], goal=goal, points=REVEAL_POINTS, score=s.scores[seat]
    )
    events.append(Event(revealed))
    if won := turns.won(s, seat):
        return events + won
    events.append(redraw(board, s, seat))
    return events + turns.end_turn(board, s)


def redraw(board: Board, s: CheatStreetState, seat: int) -> Event:
    """Draw first, then shuffle the old card in: the new card is never the old one, which the
    table remembers."""
    old = s.hands[seat]
    s.ruled_out[seat] = [old]
    s.hands[seat] = s.deck.pop(0)
    s.deck.append(old)
    s.rng.shuffle(s.deck)
    goal = goal_name(s.hands[seat])
    return Event(
        said("drew", player=s.players[seat]),
        private={seat: said("new-card", goal=goal)},
    )


def _count(counts: list[int], seat: int) -> None:
    """One more for ``seat``; a game saved before the counts were kept has none to add to."""
    if counts:
        counts[seat] += 1
