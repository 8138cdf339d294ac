"""Action ids a player (or a forged payload) may send that are not legal now.

Built from the legal ids themselves, so every game's own id shapes are attacked without the suite
knowing any of them: every part of an id bent to a number out of range, a word that names
nothing, nothing at all; parts dropped and added; and ids that mean nothing anywhere.
"""

from __future__ import annotations

from collections.abc import Iterable

MALFORMED = (
    "",
    " ",
    ":",
    "::",
    "x" * 101,
    "\x00",
    "🎲",
    "nothing",
    "roll:",
    "go:-1",
    "play:99999999999999999999999999999",
)
BENT_PARTS = ("-1", "999", "99999999999999999999999999999", "zz", "", "1.5", " 1")


def bent_ids(legal: Iterable[str]) -> set[str]:
    """Each legal id with one part replaced, its last part dropped, or a part added."""
    bent: set[str] = set()
    for action_id in legal:
        parts = action_id.split(":")
        for index in range(len(parts)):
            for part in BENT_PARTS:
                bent.add(":".join([*parts[:index], part, *parts[index + 1 :]]))
        if len(parts) > 1:
            bent.add(":".join(parts[:-1]))
        bent.add(f"{action_id}:0")
    return bent


def forged_ids(own: Iterable[str], others: Iterable[str], stale: Iterable[str]) -> list[str]:
    """Every id to try on a seat: malformed, bent, another seat's, and once-legal ones, less
    those legal for it now; sorted, so a seeded run tries the same ones."""
    own = set(own)
    candidates = set(MALFORMED) | bent_ids(own) | set(others) | set(stale)
    return sorted(candidates - own)
