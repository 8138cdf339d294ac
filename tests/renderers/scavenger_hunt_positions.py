"""Scavenger Hunt positions for the renderer's tests: seeded games played to the end by a
player who heads for her next disc (or home), collects whenever she can, trades pairs half the
time and now and then plays a Dog or walks step by step, so the positions look like a table's."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from functools import cache

from bot.engine import View
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import ScavengerState
from tests.e2e.strategies.scavenger_hunt import _distances
from tests.platform.catalog import registered_games

NAMES = ("Ana", "Ben", "Chloë", "Dmitri")
MAX_ACTIONS = 900


@cache
def rules() -> ScavengerHunt:
    game = registered_games().rules("scavenger-hunt")
    assert isinstance(game, ScavengerHunt)
    return game


def _target(s: ScavengerState, seat: int) -> str:
    got = s.collected[seat]
    if got >= len(s.rooms[seat]):
        return rules().house.starts[s.colours[seat]]
    return s.rooms[seat][got]


def _choose(s: ScavengerState, seat: int, ids: list[str], pick: random.Random) -> str:
    keen = [a for a in ids if a.endswith((":collected", ":home"))]
    if keen:
        return keen[0]
    trades = [a for a in ids if a.startswith("trade:")]
    if trades and pick.random() < 0.5:
        return pick.choice(trades)
    moves = sorted(a for a in ids if a.startswith(("go:", "to:", "step:")))
    if moves and pick.random() < 0.85:
        distance = _distances(_target(s, seat))
        best = min(distance.get(m.split(":")[1], 99) for m in moves)
        return next(m for m in moves if distance.get(m.split(":")[1], 99) == best)
    if "end" in ids and pick.random() < 0.9:
        return "end"
    return pick.choice(sorted(ids))


@cache
def played(players: int, seed: int) -> tuple[tuple[ScavengerState, tuple[str, ...]], ...]:
    """Every position of a seeded game, from the deal to Game over, each with the story lines
    that led to it."""
    game = rules()
    pick = random.Random(seed)
    state = game.setup(list(NAMES[:players]), seed, {})
    found = [(state, tuple(state.opening))]
    for _ in range(MAX_ACTIONS):
        if game.outcome(state) is not None:
            break
        options = {s: [a.id for a in game.legal_actions(state, s)] for s in range(players)}
        seat = pick.choice(sorted(s for s, ids in options.items() if ids))
        state, events = game.apply(state, seat, _choose(state, seat, options[seat], pick))
        found.append((state, tuple(e.text for e in events)))
    assert game.outcome(state) is not None, "the seeded game did not end"
    return tuple(found)


def public(state: ScavengerState) -> View:
    """The public view as the table draws it, with the outcome once the game is over."""
    game = rules()
    view = game.view(state, None)
    outcome = game.outcome(state)
    return view if outcome is None else dataclasses.replace(view, outcome=outcome)


def views(players: int, seed: int) -> Iterator[View]:
    for state, _ in played(players, seed):
        yield public(state)
