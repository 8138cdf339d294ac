"""Which choices a player may take back: those that showed nobody anything new.

House ruling: a choice reveals when applying it drew on the game's randomness (its seeded
``Rng`` moved: a die, a spinner, a shuffle or a draw), told anyone a private line, showed the
table something only for the turn (an event's ``after_turn``, a view's ``board_after_turn``),
or changed what another seat privately sees. Anything else only moved pieces the table already
knew, so going back to the position before it takes nothing from anyone. A game whose rules
reveal in some other way says so with its own ``reveals(before, seat, action_id, after,
events)`` method, which replaces this test.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.model import Event, View
from bot.engine.protocol import Game

ViewOf = Callable[[Any, int | None], View]
"""How a state looks to a seat (``None``: the public): ``game.view``, or a cache of it."""

TAKE_BACK = "takeback"
"""Logged (with no seat) as ``takeback:<seat>`` when the table lets ``seat`` take back the
choice logged just before it: replay puts back the position before that choice."""


def reveals(
    game: Game[Any],
    before: Any,
    seat: int,
    action_id: str,
    after: Any,
    events: Sequence[Event],
    view: ViewOf | None = None,
) -> bool:
    """Whether ``seat``'s choice ``action_id`` (``before`` to ``after``) showed anything new;
    ``view`` answers what a seat sees where the caller keeps the views worked out."""
    view = view or game.view
    own = getattr(game, "reveals", None)
    if callable(own):
        return bool(own(before, seat, action_id, after, events))
    if getattr(before, "rng", None) != getattr(after, "rng", None):
        return True
    if any(event.private or event.after_turn is not None for event in events):
        return True
    public = view(after, None)
    if public.board_after_turn is not None:
        return True
    others = (other for other in range(len(public.players)) if other != seat)
    return any(_secret(view(before, other)) != _secret(view(after, other)) for other in others)


def may_take_back(
    game: Game[Any],
    before: Any,
    seat: int,
    action_id: str,
    after: Any,
    events: Sequence[Event],
    view: ViewOf | None = None,
) -> bool:
    """Whether the table may offer ``seat`` to take this choice back: it revealed nothing and
    the game goes on after it."""
    if game.outcome(after) is not None:
        return False
    return not reveals(game, before, seat, action_id, after, events, view)


def _secret(view: View) -> tuple[Any, ...]:
    return (view.private, repr(view.private_board), view.hidden)
