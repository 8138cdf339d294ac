from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine import registry
from bot.store import Store
from tests.platform.party_game import PARTY
from tests.platform.toy_game import TOY


@pytest.fixture(autouse=True)
def toys_registered() -> None:
    for toy in (TOY, PARTY):
        if toy.key not in {g.key for g in registry.all_games()}:
            registry.register(toy)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.sqlite3")
    yield opened
    await opened.close()
