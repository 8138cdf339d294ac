"""Games saved by earlier versions of these rules, brought to today's shape (``STATE_VERSION``).

1 had no ``gone``, ``last_mover`` or ``last_path``; 2 no ``stepwise``. 3 kept the move in loose
fields (``steps_left``, ``came_from``, ``stepwise``, the turn's ``path``), the call-out in
``passed`` and one ``winner``; 4 keeps the move as a ``Stepping``, the call-out as a
``ReactionWindow``, the turn's path as ``trail`` and the ``winners`` of the state core. 5 adds
the counts of reveals and right call-outs, which an older game never kept: it loads with none.
6 adds the table's memory of the cards each seat does not hold, which an older game loads empty
(its computers forget what was called out before).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import ReactionWindow
from bot.engine.schema import field_error
from bot.games.cheat_street.state import STATE_VERSION

RESHAPED_IN_4 = ("steps_left", "came_from", "stepwise", "path", "passed", "winner")
"""The fields of version 3 that version 4 keeps in another shape."""


def migrate_state(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    """A state saved in an older ``version``, in the shape of ``STATE_VERSION``."""
    if not 1 <= version < STATE_VERSION:
        raise field_error("", "state", f"is in version {version}, which no migration reads")
    if version >= 4:
        return _to_v6(data)
    return _to_v6(_to_v4(data if version == 3 else _to_v3(data, version)))


def _to_v6(data: Mapping[str, Any]) -> dict[str, Any]:
    players = data.get("players")
    seats = len(players) if isinstance(players, list) else 0
    return {"ruled_out": [[] for _ in range(seats)], **data}


def _to_v3(data: Mapping[str, Any], version: int) -> dict[str, Any]:
    players = data.get("players")
    seats = len(players) if isinstance(players, list) else 0
    added_in_2 = {"gone": [False] * seats, "last_mover": None, "last_path": []}
    # Before destinations, every move under way (a first step taken) was step by step.
    stepwise = data.get("came_from") is not None
    return {**(added_in_2 if version == 1 else {}), "stepwise": stepwise, **data}


def _to_v4(data: Mapping[str, Any]) -> dict[str, Any]:
    fields = {name: value for name, value in data.items() if name not in RESHAPED_IN_4}
    winner = data["winner"]
    return {
        **fields,
        "winners": [] if winner is None else [winner],
        "move": _move(data),
        "trail": data["path"],
        "callout": _callout(data),
    }


def _move(data: Mapping[str, Any]) -> dict[str, Any]:
    """The walk under way: the end of the turn's path since the roll, and the steps left."""
    roll, left, path = data["roll"], data["steps_left"], data["path"]
    if roll is None:
        return {}
    taken = max(0, min(roll - left, len(path) - 1))
    return {"on": data["stepwise"], "path": path[-taken - 1 :], "left": left}


def _callout(data: Mapping[str, Any]) -> dict[str, Any]:
    """Who may call the mover out (clockwise, less the punished and the gone), and who passed."""
    gone = data["gone"]
    skip = [seat for seat, marked in enumerate(data["punished"]) if marked or gone[seat]]
    window = ReactionWindow.after(data["active"], len(data["players"]), skip=skip)
    return {"seats": window.seats, "answered": data["passed"]}
