"""Engine speed: legal actions + apply per second, and whole random games per second."""

from __future__ import annotations

import random
import time
from typing import Any

from bench.games import catalog, rules
from bot.engine import Game, dumps_state

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]


def random_game(game: Game[Any], players: int, seed: int) -> tuple[Any, int]:
    """Play uniformly random legal actions (timed phases expire now and then) to the end."""
    chooser = random.Random(seed)
    state = game.setup(NAMES[:players], seed, {})
    actions = 0
    while game.outcome(state) is None:
        options = [(s, a.id) for s in range(players) for a in game.legal_actions(state, s)]
        if game.deadline(state) is not None and (not options or chooser.random() < 0.1):
            state, _ = game.expire(state)
        else:
            seat, action_id = chooser.choice(options)
            state, _ = game.apply(state, seat, action_id)
        actions += 1
    return state, actions


def bench_engine(key: str = "cheat-street", games: int = 40) -> dict[str, float]:
    game = rules(key)
    total_actions = 0
    started = time.perf_counter()
    sizes = []
    for n in range(games):
        players = game.min_players + n % (game.max_players - game.min_players + 1)
        state, actions = random_game(game, players, seed=n)
        total_actions += actions
        sizes.append(len(dumps_state(game, state).encode()))
    elapsed = time.perf_counter() - started
    return {
        "actions_per_s": total_actions / elapsed,
        "games_per_s": games / elapsed,
        "actions_per_game": total_actions / games,
        "snapshot_bytes": max(sizes),
    }


if __name__ == "__main__":
    for entry in catalog():
        print(entry.key)
        for name, value in bench_engine(entry.key).items():
            print(f"{name:>18}: {value:,.1f}")
