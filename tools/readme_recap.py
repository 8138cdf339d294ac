"""Draw README's recap: one seeded random game's animation and standings chart.

    python -m tools.readme_recap [--game cheat-street] [--players 4] [--seed 3]

Writes ``docs/images/<game>-recap.gif`` and ``docs/images/<game>-standings.png`` with the same
code the bot runs under a Game over (``renderers.recap.make_recap``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.catalog import Catalog
from cogs.game_drawings import GameDrawings
from renderers.recap import make_recap
from tests.conformance.positions import random_game

IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
PLAYERS = ("Ana", "Ben", "Chloë", "Dev", "Evelyn-Rose", "Fu")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="cheat-street")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    entry = Catalog.load().entry(args.game)
    board = GameDrawings.of(entry).board
    if board is None:
        raise SystemExit(f"{entry.rules.name} draws no board.")
    log = [
        (step.seat, step.action_id) for step in random_game(entry.rules, args.players, args.seed)
    ]
    players = PLAYERS[: args.players]
    recap = make_recap(entry.rules, board, players, args.seed, {}, log)
    stem = args.game.replace("-", "_")
    (IMAGES / f"{stem}-recap.gif").write_bytes(recap.animation)
    print(f"{stem}-recap.gif: {len(recap.animation) / 1024:.0f} KB, {len(log)} actions")
    if recap.chart is not None:
        (IMAGES / f"{stem}-standings.png").write_bytes(recap.chart)
        print(f"{stem}-standings.png: {len(recap.chart) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
