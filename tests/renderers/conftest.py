"""Renderers draw the board their game checked at start-up: the games, loaded once."""

from __future__ import annotations

import pytest

from bot.catalog import Catalog
from tests.platform.catalog import registered_games


@pytest.fixture(scope="session")
def games() -> Catalog:
    return registered_games()
