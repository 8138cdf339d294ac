"""Commit latency of one action (event + snapshot in one transaction), p50 and p99; with
``--finished N``, the time of ``/game stats`` and ``/game history``'s queries on a server with
N finished games.

python -m bench.store                                  # SQLite, a file in a temp folder
python -m bench.store --database-url postgresql://…    # PostgreSQL, in a throwaway schema
python -m bench.store --finished 5000 [--database-url …]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from bench.games import rules
from bot.engine import Outcome, dumps_state
from bot.ratings import person_key, result_of
from bot.store import SeatRecord, Store, open_store
from bot.store.address import is_postgres


@contextlib.asynccontextmanager
async def _database(database_url: str | None) -> AsyncIterator[str | Path]:
    """A fresh database: a SQLite file, or a schema on the server, gone afterwards."""
    if database_url and is_postgres(database_url):
        from tests.databases import fresh_schema

        async with fresh_schema(database_url) as url:
            yield url
        return
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder) / "bench.sqlite3"


async def _commit_latencies(actions: int, database_url: str | None) -> list[float]:
    game = rules("cheat-street")
    state = game.setup(["Ana", "Ben", "Cy", "Di"], 1, {})
    state_json = dumps_state(game, state)
    async with _database(database_url) as target:
        store = await open_store(target)
        record = await store.create_game(
            game_key=game.key,
            guild_id=1,
            parent_id=2,
            channel_id=3,
            host_id=4,
            host_name="Ana",
            seed=1,
        )
        await store.start(record.id, state_json)
        latencies = []
        for version in range(actions):
            started = time.perf_counter()
            await store.commit_action(
                record.id,
                expected_version=version,
                seat=0,
                action_id="roll",
                interaction_id=version + 1,
                state_json=state_json,
            )
            latencies.append((time.perf_counter() - started) * 1000)
        await store.close()
    return latencies


def bench_store(actions: int = 500, database_url: str | None = None) -> dict[str, float]:
    latencies = sorted(asyncio.run(_commit_latencies(actions, database_url)))
    return {
        "commit_p50_ms": statistics.median(latencies),
        "commit_p99_ms": latencies[int(len(latencies) * 0.99) - 1],
    }


GAME_KEYS = ("cheat-street", "goosebumps", "life-rivals", "scavenger-hunt", "sweet-valley-high")
PEOPLE = 60
"""Members of the measured server who play; a game seats 2-4 of them or computers."""


async def _fill(store: Store, guild_id: int, finished: int, rng: random.Random) -> None:
    """``finished`` games of ``guild_id`` with their results, written as the bot writes them
    (one commit each would take minutes: the rows go in one transaction, then the ratings are
    rebuilt from them)."""
    from bot.store.results import record_result

    start = await store._one("SELECT COALESCE(MAX(id), 0) FROM games")
    first = int(start[0]) + 1 if start else 1
    async with store._transaction() as tx:
        await tx.many(
            "INSERT INTO games (id, game_key, guild_id, parent_id, channel_id, host_id, status,"
            " seed, created_at, updated_at) VALUES (?, ?, ?, 1, ?, 1, 'finished', 1, '', '')",
            [
                (game_id, GAME_KEYS[game_id % len(GAME_KEYS)], guild_id, 10_000 + game_id)
                for game_id in range(first, first + finished)
            ],
        )
        for n, game_id in enumerate(range(first, first + finished)):
            size = rng.randint(2, 4)
            people = rng.sample(range(1, PEOPLE + 1), size)
            seats = [
                SeatRecord(seat, user, f"Player {user}")
                if user % 7
                else SeatRecord(seat, -1 - seat, "Ada (computer)", "computer")
                for seat, user in enumerate(people)
            ]
            order = rng.sample(range(size), size)
            outcome = Outcome(
                (order[0],), tuple((seat, size - i) for i, seat in enumerate(order)), ""
            )
            result = result_of(outcome, seats, "{}")
            assert result is not None
            stamp = f"2026-{1 + n // 5000 % 12:02d}-01T00:00:{n % 60:02d}.{n:06d}"
            await record_result(tx, game_id, result, stamp)


async def _query_times(finished: int, database_url: str | None, repeats: int) -> dict[str, float]:
    rng = random.Random(1)
    async with _database(database_url) as target:
        store = await open_store(target)
        await _fill(store, 1, finished, rng)
        await _fill(store, 2, finished, rng)  # another server's games, as many
        own = person_key(PEOPLE)
        queries = {
            "stats_one_game_ms": lambda: store.standings(1, "goosebumps", own_key=own),
            "stats_every_game_ms": lambda: _every_game(store, own),
            "history_first_page_ms": lambda: store.history(1, page=0, per_page=8),
            "history_page_100_ms": lambda: store.history(1, page=100, per_page=8),
            "history_one_game_ms": lambda: store.history(1, "goosebumps", page=0, per_page=8),
        }
        times: dict[str, float] = {}
        for name, query in queries.items():
            runs = []
            for _ in range(repeats):
                started = time.perf_counter()
                await query()
                runs.append((time.perf_counter() - started) * 1000)
            times[name] = statistics.median(runs)
        await store.close()
    return times


async def _every_game(store: Store, own: str) -> None:
    for key in await store.rated_games(1):
        await store.standings(1, key, top=5, own_key=own)


def bench_results(
    finished: int = 5000, database_url: str | None = None, repeats: int = 20
) -> dict[str, float]:
    """The median time of each ``/game stats`` and ``/game history`` query on a server with
    ``finished`` finished games (and another server with as many)."""
    return asyncio.run(_query_times(finished, database_url, repeats))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument(
        "--finished",
        type=int,
        default=0,
        help="time the stats and history queries on a server with this many finished games",
    )
    parser.add_argument(
        "--database-url", default=None, help="a postgresql:// URL (default: a SQLite file)"
    )
    args = parser.parse_args(argv)
    if args.finished:
        figures = bench_results(args.finished, args.database_url)
    else:
        figures = bench_store(args.actions, args.database_url)
    for name, value in figures.items():
        print(f"{name:>22}: {value:,.2f}")


if __name__ == "__main__":
    main()
