"""Fixtures for the game stories: the real bot against the fake, with game-friendly timers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.harness import World, open_world
from tests.e2e.scenarios import GAME_ENV

HERE = Path(__file__).parent


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here is end-to-end (the real bot, the fake Discord or their driver): `slow`,
    so `-m "not slow"` leaves the whole folder to the full run."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    """`python -m bot` against a fresh fake Discord; call-outs close after 1 s, nobody idles."""
    async with open_world(tmp_path, env=GAME_ENV) as running:
        yield running


CALM_ENV = {**GAME_ENV, "CALLOUT_SECONDS": "60"}
"""No call-out window closes on its own while a test looks at it."""


@pytest.fixture
async def calm_world(tmp_path: Path) -> AsyncIterator[World]:
    """Like `world`, with a call-out timer that never closes a window during a test."""
    async with open_world(tmp_path, env=CALM_ENV) as running:
        yield running
