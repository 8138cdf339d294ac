"""The bot on PostgreSQL: a game played, the bot killed and started again, the game goes on.

Runs where ``TEST_DATABASE_URL`` names a server (``.ci/run`` starts one); any other story runs
on PostgreSQL too with ``E2E_DATABASE=postgres``.
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.databases import fresh_schema, server_url
from tests.e2e.harness import open_world
from tests.e2e.scenarios import GAME_ENV, events, open_table, play_randomly


async def test_a_game_on_postgresql_survives_a_killed_bot(tmp_path: Path) -> None:
    async with (
        fresh_schema(server_url()) as url,
        open_world(tmp_path, env=GAME_ENV, database_url=url) as world,
    ):
        table = await open_table(world, 3)
        rng = random.Random(20)
        before = await play_randomly(table, rng, 8)
        assert before.actions == 8
        await world.restart_bot()
        after = await play_randomly(table, rng, 8)
        assert after.actions > 0
        saved = events(world, table.game_id)
        assert [e.version for e in saved] == list(range(1, len(saved) + 1))
        acknowledged = set(before.acknowledged + after.acknowledged)
        assert acknowledged <= {e.interaction_id for e in saved}
        assert not world.db_path.exists(), "the bot wrote a SQLite file instead"
