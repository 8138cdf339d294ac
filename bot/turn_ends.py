"""Which saved positions a recap draws: the end of each turn, told when the next one is saved.

A recap shows the board at the end of every turn. Drawn from the positions the game really had
(kept by the store as they are replaced), it shows the game as it was played, even after an
upgrade under which its event log would replay differently or not at all.
"""

from __future__ import annotations


def ends_a_turn(version: int, active_before: int | None, active_after: int | None) -> bool:
    """Whether the position at ``version`` is the last of its turn, now that the next one puts
    ``active_after`` on turn: the setup always counts (the recap's first frame), and so does any
    position after which the seat on turn changes (the game over included)."""
    return version == 0 or active_before != active_after
