"""Scavenger Hunt: how long listing a turn's destinations takes, for a roll of 12.

    python -m bench.scavenger_routes

For hands of 5 (the opening hand), 8 and 12 cards, the active pawn is put on every outer space
and every Room/Yard space of the house in turn (one Dog out, the other pawns on their STARTs)
and the whole private panel is built: every destination with the cards its route spends,
Step by step, the Dog targets. "cold" is the first listing of a position (the route search
from scratch), "again" the next one (a panel, /play and the move share the search). Figures
only; nothing here asserts a time.
"""

from __future__ import annotations

import statistics
import time

from bench.games import rules
from bot.engine import Simultaneous
from bot.games.scavenger_hunt.rules import ScavengerHunt
from bot.games.scavenger_hunt.state import MOVE, ScavengerState

HANDS = {
    5: ["K", "C", "A", "Y", "W"],
    8: ["K", "K", "C", "A", "Y", "G", "W", "D"],
    12: ["K", "K", "C", "C", "A", "A", "Y", "Y", "G", "W", "W", "D"],
}
ROLL = (6, 6)


def position(game: ScavengerHunt, hand: list[str], at: str) -> ScavengerState:
    state = game.setup(["Ana", "Ben", "Cy", "Di"], 7, {})
    state.phase, state.listing, state.decision = MOVE, 3, Simultaneous.open(())
    for seat in range(4):
        state.items[seat], state.unplaced[seat] = list(state.unplaced[seat]), []
        state.rooms[seat] = [
            game.house.room_of(kind, state.colours[seat])
            for kind in ("GARAGE", "ATTIC", "CLOSET", "KITCHEN")
        ]
    state.hands[0] = sorted(hand)
    state.positions[0] = at
    state.dogs = ["p24"]
    state.active, state.dice = 0, list(ROLL)
    state.stepping.begin(at, sum(ROLL))
    return state


def bench_routes() -> dict[int, dict[str, float]]:
    game = rules("scavenger-hunt")
    assert isinstance(game, ScavengerHunt)
    spaces = [s for s in game.house.spaces if game.house.on_path(s) or game.house.space(s).is_room]
    spaces = [s for s in spaces if s != "p24"]
    figures: dict[int, dict[str, float]] = {}
    for size, hand in HANDS.items():
        times, again, counts = [], [], []
        for at in spaces:
            state = position(game, hand, at)
            game.forget_routes()
            started = time.perf_counter()
            actions = game.legal_actions(state, 0)
            times.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            game.legal_actions(state, 0)
            again.append((time.perf_counter() - started) * 1000)
            counts.append(sum(1 for a in actions if a.group == "Where to go"))
        figures[size] = {
            "median_ms": statistics.median(times),
            "max_ms": max(times),
            "again_ms": statistics.median(again),
            "median_destinations": statistics.median(counts),
            "max_destinations": max(counts),
        }
    return figures


if __name__ == "__main__":
    print(f"Destinations for a roll of {sum(ROLL)}, over every start space of the house:")
    for size, row in bench_routes().items():
        print(
            f"  hand of {size:>2}: cold median {row['median_ms']:6.1f} ms, max {row['max_ms']:6.1f}"
            f" ms, again {row['again_ms']:4.1f} ms;"
            f" destinations median {row['median_destinations']:.0f},"
            f" max {row['max_destinations']:.0f}"
        )
