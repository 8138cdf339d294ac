"""Commit latency of one action (event + snapshot in one transaction), p50 and p99.

python -m bench.store                                  # SQLite, a file in a temp folder
python -m bench.store --database-url postgresql://…    # PostgreSQL, in a throwaway schema
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from bench.games import rules
from bot.engine import dumps_state
from bot.store import Store
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
        store = await Store.open(target)
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


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument(
        "--database-url", default=None, help="a postgresql:// URL (default: a SQLite file)"
    )
    args = parser.parse_args(argv)
    for name, value in bench_store(args.actions, args.database_url).items():
        print(f"{name:>18}: {value:,.2f}")


if __name__ == "__main__":
    main()
