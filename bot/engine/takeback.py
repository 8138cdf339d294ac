"""Which choices a player may take back: those that showed nobody anything new.

House ruling: a choice reveals when applying it drew on the game's randomness (its seeded
``Rng`` moved: a die, a spinner, a shuffle), told anyone a private line, showed the table
something only for the turn (an event's ``after_turn``, a view's ``board_after_turn``), changed
what another seat privately sees, or showed another seat something it could not know before: the
same choice made in positions that seat can't tell from this one (``determinize``: what it
can't see dealt anew, as a computer searches) would not look the same to it (a card drawn from
a deck shuffled long ago, a card played from a hidden hand). Anything else only moved pieces the
table already knew, so going back to the position before it takes nothing from anyone. A game
whose rules reveal in some other way says so with its own ``reveals(before, seat, action_id,
after, events)`` method, which replaces this test.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.errors import IllegalAction
from bot.engine.model import Event, View
from bot.engine.protocol import Game
from bot.engine.rng import Rng

ViewOf = Callable[[Any, int | None], View]
"""How a state looks to a seat (``None``: the public): ``game.view``, or a cache of it."""

SAMPLES = 3
"""Positions drawn per other seat to see whether a choice shows it something new."""

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
    others = [other for other in range(len(public.players)) if other != seat]
    if any(_secret(view(before, other)) != _secret(view(after, other)) for other in others):
        return True
    return any(_shows_news(game, before, seat, action_id, after, events, other) for other in others)


def _shows_news(
    game: Game[Any],
    before: Any,
    seat: int,
    action_id: str,
    after: Any,
    events: Sequence[Event],
    other: int,
) -> bool:
    """Whether ``seat``'s choice would look different to ``other`` in a position ``other``
    can't tell from ``before``: then it showed ``other`` something hidden."""
    draw = getattr(game, "determinize", None)
    if draw is None:
        return False
    rng = Rng.from_seed(other + 1)
    texts = [event.text for event in events]
    seen = game.view(after, other)
    for _ in range(SAMPLES):
        twin = draw(before, other, rng)
        try:
            twin_after, twin_events = game.apply(twin, seat, action_id)
        except IllegalAction:
            return True
        if [event.text for event in twin_events] != texts:
            return True
        if game.view(twin_after, other) != seen:
            return True
    return False


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
