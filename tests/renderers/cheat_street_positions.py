"""Cheat Street positions for the renderer's tests: views built by hand, and seeded games played
to the end by a player who heads for its own goal tile, reveals when it can and sometimes calls
out, so the positions look like a table's."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Mapping, Sequence
from functools import cache

from bot.engine import OVER, PlayerInfo, View
from bot.games.cheat_street.boards import Badge, CheatStreetView, PublicBoard, SeatBoard, Walk
from bot.games.cheat_street.rules import CheatStreet
from bot.games.cheat_street.state import CheatStreetState, Phase
from tests.platform.catalog import registered_games

NAMES = ("Ana", "Ben", "Cy", "Dmitri", "Eve", "Farid")
LONG_NAMES = ("Ana", "Bartholomew", "Chloë", "Dmitri-Alexandrovich", "Evelyn-Rose", "Fu")


@cache
def rules() -> CheatStreet:
    game = registered_games().rules("cheat-street")
    assert isinstance(game, CheatStreet)
    return game


def make_view(
    positions: Sequence[str],
    *,
    names: Sequence[str] | None = None,
    active: int | None = 0,
    scores: Sequence[int] | None = None,
    punished: Sequence[bool] | None = None,
    seat: int | None = None,
    private: tuple[str, ...] = (),
    phase_text: str = "Ben may call Ana out",
    phase: Phase = "callout",
    roll: int | None = None,
    steps_left: int | None = None,
    path: Sequence[str] = (),
    passed: Sequence[int] = (),
    caller: int | None = None,
    winner: int | None = None,
    last_move: Walk | None = None,
    badges: Mapping[str, str] | None = None,
    made: Sequence[str] | None = None,
) -> CheatStreetView:
    """A public Cheat Street view built by hand with the fields the rules fill in; a view with
    nobody on turn (``active=None``) keeps seat 0 as the board's mover, as a finished game
    keeps its last."""
    n = len(positions)
    names = list(names or NAMES[:n])
    scores = list(scores or [0] * n)
    punished = list(punished or [False] * n)
    made = list(made or [""] * n)
    board = PublicBoard(
        seats=tuple(SeatBoard(positions[i], punished[i], scores[i], made[i]) for i in range(n)),
        phase=phase,
        active=0 if active is None else active,
        roll=roll,
        steps_left=steps_left,
        path=tuple(path),
        passed=tuple(passed),
        caller=caller,
        winner=winner,
        last_move=last_move,
        badges=tuple(Badge(space, number) for space, number in (badges or {}).items()),
    )
    players = tuple(
        PlayerInfo(i, names[i], scores[i], ("punished",) if punished[i] else ()) for i in range(n)
    )
    return View("cheat-street", seat, players, active, phase_text, board, private=private)


def play(players: int, seed: int) -> list[CheatStreetState]:
    """Every position of a seeded game, from the deal to Game over."""
    return played(players, seed)[0]


@cache
def played(players: int, seed: int) -> tuple[list[CheatStreetState], list[str]]:
    """Every position of a seeded game, from the deal to Game over, and what the table was
    told on the way."""
    game = rules()
    pick = random.Random(seed)
    state = game.setup(list(LONG_NAMES[:players]), seed, {})
    positions, told = [state], list(state.opening)
    while state.phase != OVER:
        seat = game.prompt(state).actors[0]
        state, events = game.apply(state, seat, _choose(game, state, seat, pick))
        positions.append(state)
        told += [event.text for event in events]
    return positions, told


def _choose(game: CheatStreet, state: CheatStreetState, seat: int, pick: random.Random) -> str:
    ids = [action.id for action in game.legal_actions(state, seat)]
    reveal = next((a for a in ids if a == "reveal" or a.endswith(":reveal")), None)
    if reveal:
        return reveal
    if any(a.startswith("callout:") for a in ids):
        if pick.random() < 0.3:
            return f"callout:{state.hands[state.active]}"
        return "pass" if pick.random() < 0.7 else pick.choice(ids)
    moves = [a for a in ids if a.startswith("go:")]
    if moves and pick.random() < 0.8:
        goal = game.board.space(game.board.goal_tile(state.hands[seat]))

        def distance(action: str) -> int:
            there = game.board.space(action.split(":")[1])
            return abs(there.x - goal.x) + abs(there.y - goal.y)

        return min(moves, key=distance)
    return pick.choice(ids)


def public(state: CheatStreetState) -> CheatStreetView:
    """The public view the table draws, with the outcome once the game is over."""
    game = rules()
    view = game.view(state, None)
    if state.phase == OVER:
        view = dataclasses.replace(view, outcome=game.outcome(state))
    return view


def milestones(players: int, seed: int) -> Iterator[tuple[str, CheatStreetView]]:
    """The start, a third in, two thirds in and Game over of a seeded game."""
    states = play(players, seed)
    n = len(states)
    for name, index in (("start", 0), ("third", n // 3), ("two thirds", 2 * n // 3)):
        yield name, public(states[index])
    yield "Game over", public(states[-1])


def busiest(players: int, seed: int) -> Iterator[tuple[str, CheatStreetView]]:
    """The positions with the most badges, the most pawns on one space and the most tags."""
    views = [public(state) for state in play(players, seed)]

    def crowd(view: CheatStreetView) -> int:
        places = [side.position for side in view.board.seats]
        return max(places.count(space) for space in places)

    def tagged(view: CheatStreetView) -> int:
        b = view.board
        return len(b.passed) + sum(side.punished for side in b.seats) + (b.caller is not None)

    yield "most badges", max(views, key=lambda view: len(view.board.badges))
    yield "most pawns on a space", max(views, key=crowd)
    yield "most tags", max(views, key=tagged)
