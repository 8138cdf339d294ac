"""Renderers draw the board their game checked at start-up: load the games once."""

from __future__ import annotations

import pytest

from bot.games import load_games


@pytest.fixture(autouse=True, scope="session")
def games_loaded() -> None:
    load_games()
