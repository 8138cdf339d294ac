"""Rebuild a game from its setup and its event log: the check that the log is the truth."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.engine.protocol import Game
from bot.engine.takeback import TAKE_BACK

EXPIRE = "expire"
"""The action id logged (with no seat) when a timed phase closes on its own."""
SKIP = "skip"
REMOVE = "remove"
"""Logged with no seat as ``skip:<seat>`` / ``remove:<seat>`` when the others move past an idle
player."""


def apply_logged(game: Game[Any], state: Any, seat: int | None, action_id: str) -> Any:
    """Apply one entry of the event log, whoever made it: a seat, the clock or the table."""
    if seat is not None:
        return game.apply(state, seat, action_id)
    if action_id == EXPIRE:
        return game.expire(state)
    kind, _, target = action_id.partition(":")
    if kind == SKIP:
        return game.skip_turn(state, int(target))
    if kind == REMOVE:
        return game.remove_player(state, int(target))
    if kind == TAKE_BACK:
        raise ValueError("a take-back needs the position before the choice: use replay")
    raise ValueError(f"unknown logged action {action_id!r}")


def replay(
    game: Game[Any],
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[tuple[int | None, str]],
) -> Any:
    """The position the log leads to; a take-back puts back the position before the entry it
    follows, as the table did."""
    state = game.setup(players, seed, options)
    before = state
    for seat, action_id in log:
        if seat is None and action_id.partition(":")[0] == TAKE_BACK:
            state = before
            continue
        before = state
        state, _ = apply_logged(game, state, seat, action_id)
    return state
