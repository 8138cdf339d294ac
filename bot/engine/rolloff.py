"""Who goes first: everyone rolls, the best roll wins, the tied roll again among themselves.

Three games open this way (a die, two dice, a spinner; highest or lowest wins) and one orders
every player by it. The rounds are returned so each game tells them in its own words; the
generator is asked in the same order whatever the game, so a seed replays the same opening.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class RollRound:
    """One round: each contender's roll; ``tied_on`` is the value the contenders tied on in
    the round that sent them to roll again (None for the first round)."""

    rolls: Mapping[int, int]
    tied_on: int | None = None


def first_by_roll(
    seats: Iterable[int], roll: Callable[[], int], *, lowest: bool = False
) -> tuple[int, list[RollRound]]:
    """The seat that rolls best (highest, or ``lowest``), the tied rolling again until one
    stands alone; a single contender starts without rolling."""
    contenders = list(seats)
    rounds: list[RollRound] = []
    tied_on: int | None = None
    while len(contenders) > 1:
        rolls = {seat: roll() for seat in contenders}
        rounds.append(RollRound(rolls, tied_on))
        best = min(rolls.values()) if lowest else max(rolls.values())
        contenders = [seat for seat in contenders if rolls[seat] == best]
        tied_on = best
    return contenders[0], rounds


def order_by_roll(
    seats: Iterable[int], roll: Callable[[], int]
) -> tuple[list[int], list[RollRound]]:
    """Every seat in order of its roll, highest first; each group tied on a value rolls again
    among itself for its places (depth first, higher groups first)."""
    rounds: list[RollRound] = []

    def order(group: list[int], tied_on: int | None) -> list[int]:
        rolls = {seat: roll() for seat in group}
        rounds.append(RollRound(rolls, tied_on))
        ranked: list[int] = []
        for value in sorted(set(rolls.values()), reverse=True):
            tied = [seat for seat in group if rolls[seat] == value]
            ranked.extend(tied if len(tied) == 1 else order(tied, value))
        return ranked

    return order(list(seats), None), rounds
