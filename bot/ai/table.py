"""Who decides next at a position, seen through the public protocol only.

The search, the baselines and the bench move a game on the way a table does: the first seat
the prompt waits for that has something to do decides; when nobody waited for can act, the
clock closes the timed phase. Seats that may act without being waited for (a card played off
turn) are named in ``optional``, for whoever drives the game to offer them the choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine import Game


@dataclass(frozen=True)
class Turn:
    """The next input of a game going on: ``seat`` choosing among ``options`` (action ids),
    or, with ``seat`` None, the clock closing a timed phase."""

    seat: int | None
    options: tuple[str, ...] = ()
    optional: tuple[int, ...] = ()
    """Seats that may act now without being waited for."""


class Stuck(RuntimeError):
    """A game going on that waits for nobody able to act and has no clock."""


def options(game: Game[Any], state: Any, seat: int) -> tuple[str, ...]:
    """The ids of everything ``seat`` may do now."""
    return tuple(action.id for action in game.legal_actions(state, seat))


def next_turn(game: Game[Any], state: Any) -> Turn | None:
    """The next input, or None once the game is over."""
    if game.outcome(state) is not None:
        return None
    prompt = game.prompt(state)
    optional = tuple(seat for seat in prompt.may_act if seat not in prompt.actors)
    for seat in prompt.actors:
        ids = options(game, state, seat)
        if ids:
            return Turn(seat, ids, optional)
    if game.deadline(state) is not None:
        return Turn(None, (), optional)
    for seat in optional:
        ids = options(game, state, seat)
        if ids:
            return Turn(seat, ids)
    raise Stuck(f"{game.name}: nobody can act and nothing is timed, yet the game goes on")


def after(game: Game[Any], state: Any, seat: int | None, action_id: str | None) -> Any:
    """The position once ``seat`` has played ``action_id`` (the clock, with ``seat`` None)."""
    if seat is None or action_id is None:
        return game.expire(state)[0]
    return game.apply(state, seat, action_id)[0]
