"""A steered random Goosebumps player for property tests and benchmarks.

Uniform play wanders for thousands of actions; this player takes a pawn with a Magic Ring
towards the Crypt, and other pawns towards "G" spaces, most of the time.
"""

from __future__ import annotations

import random
from collections import deque
from functools import cache
from typing import Any

from bot.games.goosebumps.board import Board
from bot.games.goosebumps.rules import Goosebumps
from bot.games.goosebumps.state import GooseState


@cache
def crypt_distance(board: Board) -> dict[str, int]:
    """Steps from every space to the Crypt, pits ignored."""
    seen = {board.crypt: 0}
    queue = deque([board.crypt])
    while queue:
        here = queue.popleft()
        for there in board.neighbours[here]:
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def choose(
    game: Goosebumps, state: GooseState, rng: random.Random, options: dict[int, list[str]]
) -> tuple[int, str]:
    """One (seat, action id) among every seat's legal actions."""
    actors = [seat for seat in game.prompt(state).actors if seat in options]
    seat = actors[0] if actors and rng.random() < 0.9 else rng.choice(sorted(options))
    ids = options[seat]
    skull = [a for a in ids if a.startswith("skull:")]
    if skull:
        return seat, skull[0]
    goes = [a for a in ids if a.startswith("go:")]
    if goes and rng.random() < 0.9:
        return seat, _best_go(game, state, rng, goes)
    plain = [a for a in ids if not a.startswith("step")] or ids
    return seat, rng.choice(plain)


def _best_go(game: Goosebumps, state: GooseState, rng: random.Random, goes: list[str]) -> str:
    distance = crypt_distance(game.board)
    kinds = game.kinds(state)

    def score(action_id: str) -> float:
        _, pawn, there = action_id.split(":")
        if game.rings(state, int(pawn)) and not state.monster[int(pawn)]:
            return distance[there]
        return 50 - (10 if kinds[there] == "g" else 0) + rng.random() * 5

    return min(goes, key=score)


def play(
    game: Goosebumps, state: GooseState, rng: random.Random, limit: int = 4000
) -> tuple[GooseState, list[Any]]:
    """Play to the end (or ``limit`` actions); the states visited, each with its action."""
    trail: list[Any] = []
    for _ in range(limit):
        if state.phase == "over":
            break
        prompt = game.prompt(state)
        options = {
            seat: [a.id for a in game.legal_actions(state, seat)]
            for seat in {*prompt.actors, *prompt.may_act}
        }
        options = {seat: ids for seat, ids in options.items() if ids}
        if not options:
            state, _ = game.expire(state)
            trail.append(("expire", None))
            continue
        seat, action = choose(game, state, rng, options)
        state, events = game.apply(state, seat, action)
        trail.append((seat, action, state, events))
    return state, trail
