"""What a game may add to the generic search, in ``bot/ai/<its package>.py``.

Every name is optional; a game without such a module is searched with the generic measure.

- ``advance(public, own) -> float``: how far along the seat of ``own`` (its own view) is
  towards winning, from 0 to 1, read from the public view's board and that view only;
- ``BELIEF``: how strongly the others' secrets show in where they stand (a drawn position in
  which they look further along counts for more);
- ``HORIZON``: how many inputs the search plays on after the seat's turn (the others' replies);
- ``STEER``: whether the search plays the choices after an option (the rest of the seat's
  turn, the replies within ``HORIZON``) as players heading for their own goals (each the
  choice that takes its own advance furthest), not at random: for a game whose turn may open
  a choice worth much only when made well (a move to any space, a trade of places) and whose
  turns open few such choices, since each costs a play of every option;
- ``finish(public, own, legal) -> str | None``: the action among ``legal`` a good player in
  the seat of ``own`` always plays now (a try at the win the search would only blur among
  noisier options), read from the two views only; played without a search;
- ``search_scale(players) -> float``: how many times the table's budget of simulations a
  decision spends at a table of that size, for a game whose simulations are cheap and whose
  choices need more of them to tell apart there;
- ``redundant(action_id) -> bool``: an action the search leaves out because others do the same
  (a walk step by step, which ends where the whole moves offered beside it end): one more
  option to tell apart only gives the noise of the random play after it one more chance.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType

from bot.engine import View
from bot.engine.rules import package_of

Advance = Callable[[View, View], float]
"""(the public view, one seat's own view) -> how far along that seat is, from 0 to 1."""
Finish = Callable[[View, View, Sequence[str]], str | None]
"""(the public view, the seat's own view, its legal action ids) -> the one to play, or None."""


def same_budget(players: int) -> float:
    """The table's budget as it is, at every table size."""
    return 1.0


def never_redundant(action_id: str) -> bool:
    """Every action is an option of its own."""
    return False


@dataclass(frozen=True)
class Hints:
    advance: Advance | None = None
    belief: float = 0.0
    horizon: int = 0
    steer: bool = False
    search_scale: Callable[[int], float] = same_budget
    finish: Finish | None = None
    redundant: Callable[[str], bool] = never_redundant


@cache
def hints(game: type) -> Hints:
    """The hints of the game whose rules class is ``game``: none unless its package (the
    ``chess`` of ``bot.games.chess.rules``) has a module of the same name here,
    so the module is found from the rules and never by the game's key written again."""
    module = _module(f"{__package__}.{package_of(game)}")
    if module is None:
        return Hints()
    return Hints(
        advance=getattr(module, "advance", None),
        belief=float(getattr(module, "BELIEF", 0.0)),
        horizon=int(getattr(module, "HORIZON", 0)),
        steer=bool(getattr(module, "STEER", False)),
        search_scale=getattr(module, "search_scale", same_budget),
        finish=getattr(module, "finish", None),
        redundant=getattr(module, "redundant", never_redundant),
    )


def _module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        return None
