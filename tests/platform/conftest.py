from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.sqlite3")
    yield opened
    await opened.close()
