"""``python -m bot ratings --rebuild``: recompute every rating from the finished games.

The ratings are a cache of the results: replaying every result in the order the games finished
gives them again, so a change of rating method loses nothing. A finished game from before
results were kept gets its result first, from its last saved position. Safe while the bot runs
(one transaction), though a game finishing meanwhile may wait for it.

Exit codes: 0 rebuilt, 2 a wrong request or bad settings, 3 bad game data, 4 the database
can't be used.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.catalog import Catalog
from bot.engine import GameDataError, loads_state
from bot.ratings import result_of
from bot.settings import SettingsError, load_database
from bot.store import Store, StoreError, open_store

log = logging.getLogger(__name__)


async def results_of_older_games(store: Store, games: Catalog) -> int:
    """Record the result of each finished game that has none (finished before results were
    kept), from its last saved position; how many were recorded."""
    recorded = 0
    for game_id, finished_at in await store.finished_without_result():
        record = await store.game(game_id)
        snapshot = await store.snapshot(game_id)
        if record is None or snapshot is None or record.game_key not in games:
            continue
        rules = games.rules(record.game_key)
        try:
            outcome = rules.outcome(loads_state(rules, snapshot[1]))
        except GameDataError as error:
            log.warning("Game %s has no result: its position can't be read (%s)", game_id, error)
            continue
        seats = await store.seats(game_id)
        result = None if outcome is None else result_of(outcome, seats, record.options_json)
        if result is not None:
            await store.save_result(game_id, result, finished_at)
            recorded += 1
    return recorded


async def rebuild(database: str | Path) -> tuple[int, int, int]:
    """Older games' results, then every rating again: (results added, games, ratings)."""
    games = Catalog.load()
    store = await open_store(database)
    try:
        added = await results_of_older_games(store, games)
        replayed, ratings = await store.rebuild_ratings()
    finally:
        await store.close()
    return added, replayed, ratings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot ratings",
        description="Work with the ratings of the database DATABASE_URL (or DATABASE_PATH) names.",
    )
    parser.add_argument(
        "--rebuild",
        action="store_true",
        help="replay every finished game in order and rewrite the ratings",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(argv)
    if not args.rebuild:
        print("error: say what to do: python -m bot ratings --rebuild", file=sys.stderr)
        return 2
    try:
        database = load_database()
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        added, replayed, ratings = asyncio.run(rebuild(database))
    except GameDataError as error:
        print(f"error: game data is broken: {error}", file=sys.stderr)
        return 3
    except StoreError as error:
        print(f"error: {error}", file=sys.stderr)
        return 4
    older = f", {_count(added, 'older result')} added" if added else ""
    print(f"Rebuilt {_count(ratings, 'rating')} from {_count(replayed, 'finished game')}{older}.")
    return 0


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}" if number == 1 else f"{number} {thing}s"
