"""Games saved by an earlier bot, brought into today's state shape before they are checked.

Version 1 kept the draw and discard piles, the step-by-step walk and the brink window as loose
fields of its own; version 2 keeps them in the kit's ``Deck``, ``Stepping`` and
``ReactionWindow``, with the brink's own particulars and a drawn card's target in small structs.
Version 3 adds the table's memory of the Magic Rings shown under each pawn or found missing
there, and of the discards thrown face down, which an older game starts without (as if
nothing had been shown yet, and every discard read aloud).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.goosebumps.state import STATE_VERSION

Data = dict[str, Any]


def to_current(data: Mapping[str, Any], version: int) -> Data:
    """``data`` saved in ``version``, step by step in today's shape."""
    current = dict(data)
    for older in range(version, STATE_VERSION):
        current = STEPS[older](current)
    return current


def from_v1(data: Data) -> Data:
    """Piles into a deck, the walk into a stepping, the brink into its window."""
    new = dict(data)
    new["deck"] = {"cards": new.pop("draw"), "discard": new.pop("discard")}
    walk = new.pop("walk")
    left = (new.get("number") or 0) - (len(walk) - 1) if walk else 0
    new["stepping"] = {"on": new.pop("stepwise"), "path": walk, "left": left}
    new["pending"] = new["pending"] or None
    brink = dict(new.pop("brink"))
    waiting = brink.pop("waiting", [])
    new["brink"] = brink or None
    new["window"] = {"seats": waiting, "answered": []}
    return new


def from_v2(data: Data) -> Data:
    """Nothing remembered of any pawn's Rings."""
    pawns = len(data["spaces"])
    return {**data, "rings_shown": [0] * pawns, "ringless": [0] * pawns, "thrown_unseen": []}


STEPS: dict[int, Callable[[Data], Data]] = {1: from_v1, 2: from_v2}
"""Each older version's step to the next."""
