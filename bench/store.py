"""Commit latency of one action (event + snapshot in one transaction), p50 and p99."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bench.games import rules
from bot.engine import dumps_state
from bot.store import Store


async def _commit_latencies(actions: int) -> list[float]:
    game = rules("cheat-street")
    state = game.setup(["Ana", "Ben", "Cy", "Di"], 1, {})
    state_json = dumps_state(game, state)
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
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


def bench_store(actions: int = 500) -> dict[str, float]:
    latencies = sorted(asyncio.run(_commit_latencies(actions)))
    return {
        "commit_p50_ms": statistics.median(latencies),
        "commit_p99_ms": latencies[int(len(latencies) * 0.99) - 1],
    }


if __name__ == "__main__":
    for name, value in bench_store().items():
        print(f"{name:>18}: {value:,.2f}")
