"""The hosted games for the benchmarks, loaded once as the bot loads them at start-up."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.catalog import Catalog
from bot.engine import Game


@cache
def catalog() -> Catalog:
    return Catalog.load()


def rules(key: str) -> Game[Any]:
    """The checked rules of ``key``."""
    return catalog().rules(key)
