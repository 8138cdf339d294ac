"""Ratings per server and game: who finished where, and what that does to everyone's rating.

OpenSkill's Plackett-Luce model rates a free-for-all by the final places (ties share a place).
A person is rated as herself; a computer as one player per strength ("Normal (computer)"), so
a person sees how she does against each. The shown rating is the conservative ``mu - 3 sigma``
(OpenSkill's ordinal): one lucky game does not top the board. No Discord and no database here:
the store calls ``rate`` inside the transaction that finishes a game, and the rebuild replays it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from openskill.models import PlackettLuce

if TYPE_CHECKING:
    from bot.engine import Outcome
    from bot.store.records import SeatRecord

STRENGTHS = ("easy", "normal", "hard")
DEFAULT_STRENGTH = "normal"
COMPUTER_SUFFIX = " (computer)"


@dataclass(frozen=True)
class Rating:
    """One player's skill estimate: ``mu`` the mean, ``sigma`` how unsure it still is."""

    mu: float
    sigma: float

    @property
    def shown(self) -> float:
        """The conservative rating people see and the standings sort by."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class Placing:
    """One seat of a finished game: who played it (``key``, ``None`` for an empty seat), the
    name shown, and its place (1 for every winner)."""

    seat: int
    key: str | None
    name: str
    place: int
    won: bool


@dataclass(frozen=True)
class Result:
    """A finished game's placings, best first, as the store records them."""

    placings: tuple[Placing, ...]

    @property
    def rated(self) -> tuple[Placing, ...]:
        return tuple(p for p in self.placings if p.key is not None)


@cache
def _model() -> PlackettLuce:
    return PlackettLuce()


def initial() -> Rating:
    """A newcomer's rating."""
    first = _model().rating()
    return Rating(first.mu, first.sigma)


def person_key(user_id: int) -> str:
    return f"user:{user_id}"


def computer_key(strength: str) -> str:
    return f"computer:{strength}"


def computer_name(strength: str) -> str:
    """A computer identity's name: ends with `` (computer)``, as the contract wants."""
    return f"{strength.capitalize()}{COMPUTER_SUFFIX}"


def strength_of(options_json: str) -> str:
    """The table's computer strength (``computers=`` in its options), ``normal`` by default."""
    chosen = json.loads(options_json or "{}").get("computers", DEFAULT_STRENGTH)
    return chosen if chosen in STRENGTHS else DEFAULT_STRENGTH


def result_of(outcome: Outcome, seats: Sequence[SeatRecord], options_json: str) -> Result | None:
    """The placings of a finished game, or ``None`` when it has no winner (nothing is rated).

    Winners share place 1; the others follow the outcome's standings, and equal results share a
    place. A seat the standings leave out comes last. A person is rated as herself, a computer
    (a taken-over seat too) as its strength; an empty seat is recorded, never rated."""
    if not outcome.winners:
        return None
    strength = strength_of(options_json)
    by_seat = {s.seat: s for s in seats}
    winners = set(outcome.winners)
    order = [seat for seat in outcome.winners if seat in by_seat]
    results = dict(outcome.standings)
    order += [seat for seat, _ in outcome.standings if seat in by_seat and seat not in winners]
    order += [seat for seat in sorted(by_seat) if seat not in order]
    placings: list[Placing] = []
    for index, seat in enumerate(order):
        if seat in winners:
            place = 1
        elif (
            placings
            and not placings[-1].won
            and seat in results
            and results.get(placings[-1].seat) == results[seat]
        ):
            place = placings[-1].place
        else:
            place = index + 1
        record = by_seat[seat]
        key, name = _identity(record, strength)
        placings.append(Placing(seat, key, name, place, seat in winners))
    return Result(tuple(placings))


def _identity(seat: SeatRecord, strength: str) -> tuple[str | None, str]:
    if seat.person:
        return person_key(seat.user_id), seat.name
    if seat.computer:
        return computer_key(strength), computer_name(strength)
    return None, seat.name


def rate(result: Result, current: Mapping[str, Rating]) -> dict[str, Rating]:
    """Everyone's rating after ``result``, from ``current`` (a newcomer starts at ``initial``).

    Several seats of one identity (two normal computers at a table) are each rated from the
    same rating, and the identity takes the average of their new ratings: once per game."""
    model = _model()
    rated = result.rated
    if len({p.key for p in rated}) < 2:
        return {}
    teams = []
    for placing in rated:
        assert placing.key is not None
        before = current.get(placing.key) or initial()
        teams.append([model.rating(mu=before.mu, sigma=before.sigma)])
    after = model.rate(teams, ranks=[float(p.place) for p in rated])
    seats_of: dict[str, list[Rating]] = {}
    for placing, (player,) in zip(rated, after, strict=True):
        assert placing.key is not None
        seats_of.setdefault(placing.key, []).append(Rating(player.mu, player.sigma))
    return {
        key: Rating(
            sum(r.mu for r in ratings) / len(ratings), sum(r.sigma for r in ratings) / len(ratings)
        )
        for key, ratings in seats_of.items()
    }
