"""Games saved by earlier versions of Rivals, read into today's shape (``state.STATE_VERSION``).

Version 1 was a dataclass of its own: the players were ``names``, the generator one integer
(as today), the Life deck and its discards two lists ``deck`` and ``discards``, and the last
move its two ends, ``moved_from`` and ``landed``. It kept no ``winners``: ``to_current`` gives
a finished game its winner, scored as it stood. Version 2 kept no memory of what the players
saw (``seen``, ``careers_under``): an older game loads with none, its computers forgetting
the Gossips and trades before it. Up to version 3 the career decision, once closed, was saved
as an empty object; today it is ``null``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import OVER, load_core
from bot.engine.schema import field_error
from bot.games.life_rivals import scoring
from bot.games.life_rivals.data import Box
from bot.games.life_rivals.state import SEATS, STATE_VERSION, RivalsState


def to_current(box: Box, data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A game saved in ``version``, in today's shape; a finished one is given its winner."""
    upgraded = upgrade(data, version)
    if upgraded.get("phase") == OVER and not upgraded.get("winners"):
        ended = load_core(upgraded, RivalsState)
        upgraded["winners"] = scoring.ranking(box, ended)[:1]
    return upgraded


def upgrade(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """``data`` saved in ``version`` with today's field names; a field missing from it stays
    missing, for the schema to name."""
    if not 1 <= version < STATE_VERSION:
        raise field_error("", "state", f"is in version {version}, which no migration reads")
    state = _from_v1(data) if version == 1 else dict(data)
    if state.get("choosing") == {}:
        state["choosing"] = None
    return {"seen": [[] for _ in range(SEATS)], "careers_under": 0, **state}


def _from_v1(data: Mapping[str, Any]) -> dict[str, Any]:
    state = dict(data)
    if "names" in state:
        state["players"] = state.pop("names")
    if "deck" in state and "discards" in state:
        state["deck"] = {"cards": state.pop("deck"), "discard": state.pop("discards")}
    moved_from, landed = state.pop("moved_from", None), state.pop("landed", None)
    state["last_path"] = _walked(moved_from, landed)
    return state


def _walked(moved_from: Any, landed: Any) -> list[str]:
    """The spaces of a move along the road, from its start to where it stopped."""
    if not isinstance(moved_from, int) or not isinstance(landed, int):
        return []
    return [str(space) for space in range(moved_from, landed + 1)]
