"""Rebuild a game from its setup and its event log: the check that the log is the truth."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.engine.protocol import Game

EXPIRE = "expire"
"""The action id logged (with no seat) when a timed phase closes on its own."""


def replay(
    game: Game[Any],
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int | None, str]],
) -> Any:
    state = game.setup(players, seed, options)
    for seat, action_id in log:
        if seat is None:
            state, _ = game.expire(state)
        else:
            state, _ = game.apply(state, seat, action_id)
    return state
