"""Where a pawn may go on one dice count, step by step or as whole routes.

Pure and exact: a ``Walk`` knows the house, the other pawns and the Dogs, the mover's next disc
and whether she may go home. ``steps`` is one move of the count (the rulebook's movement rules);
``outcomes`` every place the full count can end, with the thriftiest hand a route there keeps
(and the empty hand where a route there plays every card), found once per position, count and
hand; ``route`` walks back through the same search to the steps of one chosen outcome.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from bot.games.scavenger_hunt.house import PATH, START, House

LOCATION_CODES = ("K", "C", "A", "G", "Y", "W")
"""The card codes a move can spend, in the order of a hand tuple (Dogs never pay for a move)."""
COLLECTED = "collected"
HOME = "home"
TRAPPED = "trapped"
STUCK = "stuck"
TERMINAL = (COLLECTED, HOME)
Hand = tuple[int, ...]
EMPTY: Hand = (0,) * len(LOCATION_CODES)
CODE_INDEX = {code: i for i, code in enumerate(LOCATION_CODES)}
WILD_INDEX = CODE_INDEX["W"]
Endings = dict[tuple[str, str], tuple[Hand, bool]]
"""(end, how it ended) -> (the thriftiest hand kept there, whether a route there empties it)."""


@dataclass(frozen=True)
class Step:
    """One move of the count: onto ``to``, playing ``card`` ('' for none), then heading
    ``direction`` on the path; ``ends`` is COLLECTED or HOME when the step ends the count."""

    to: str
    card: str
    direction: int
    ends: str = ""


@dataclass(frozen=True)
class Outcome:
    """How one full count can end: where (before advancing past a pawn), the hand left over,
    and COLLECTED, HOME, TRAPPED, STUCK or '' (the full count moved)."""

    end: str
    kept: Hand
    ends: str = ""


def hand_tuple(cards: list[str]) -> Hand:
    counts = Counter(cards)
    return tuple(counts[code] for code in LOCATION_CODES)


def spent_codes(before: Hand, after: Hand) -> str:
    """The cards between two hands as a sorted code string ('' when none)."""
    return "".join(code * (b - a) for code, b, a in zip(LOCATION_CODES, before, after, strict=True))


@dataclass
class Walk:
    """The fixed facts of one count: everything but where the pawn is and what it holds."""

    house: House
    others: frozenset[str]
    dogs: frozenset[str]
    home: str | None
    """The mover's own START when she holds all four discs (else None: no START is entered)."""
    target: str | None
    """The space of the disc she must collect next."""
    _memo: dict[tuple[str, int, int, Hand], Endings] = field(default_factory=dict)

    @cached_property
    def _codes(self) -> dict[str, str]:
        return {
            kind: self.house.code_of(kind)
            for kind in ("KITCHEN", "CLOSET", "ATTIC", "GARAGE", "YARD")
        }

    def steps(self, at: str, direction: int, hand: Hand) -> list[Step]:
        """Every legal next move from ``at``: along the arrows (or back after a bounce) on the
        path, through a Door into a Room/Yard space with a matching card, out through a Door."""
        house = self.house
        found: list[Step] = []
        if house.on_path(at):
            found.extend(self._along(at, direction))
        for through in house.doors.get(at, ()):
            space = house.space(through)
            if space.kind == PATH:
                if not house.on_path(at):
                    found.append(Step(through, "", 1))
            elif space.kind == START:
                if through == self.home:
                    found.append(Step(through, "", direction, HOME))
            else:
                found.extend(self._enter(through, space.kind, direction, hand))
        return found

    def _along(self, at: str, direction: int) -> Iterator[Step]:
        ahead = self.house.along(at, direction)
        if ahead in self.dogs:  # bounce off: the Dog's own space is not counted
            direction = -direction
            ahead = self.house.along(at, direction)
            if ahead in self.dogs:
                return
        yield Step(ahead, "", direction)

    def _enter(self, room: str, kind: str, direction: int, hand: Hand) -> Iterator[Step]:
        if room in self.others:
            return
        code = self._codes[kind]
        matching = hand[CODE_INDEX[code]] > 0
        if room == self.target:
            if matching:
                yield Step(room, code, direction, COLLECTED)
            return
        if matching:
            yield Step(room, code, direction)
        if hand[WILD_INDEX] > 0:
            yield Step(room, LOCATION_CODES[WILD_INDEX], direction)

    def outcomes(self, at: str, direction: int, left: int, hand: Hand) -> frozenset[Outcome]:
        """Every place the remaining ``left`` moves can end (the full count is compulsory),
        each with the thriftiest hand kept there, and with an empty hand where some route to
        that place plays every card (an empty hand draws five)."""
        found: set[Outcome] = set()
        for (end, ends), (best, empties) in self._endings(at, direction, left, hand).items():
            found.add(Outcome(end, best, ends))
            if empties:
                found.add(Outcome(end, EMPTY, ends))
        return frozenset(found)

    def _endings(self, at: str, direction: int, left: int, hand: Hand) -> Endings:
        if not self.house.on_path(at):
            direction = 1
        key = (at, direction, left, hand)
        known = self._memo.get(key)
        if known is not None:
            return known
        capped = tuple(min(count, left) for count in hand)
        if capped != hand:  # no count spends more than ``left`` cards of a kind: share the search
            extra = tuple(h - c for h, c in zip(hand, capped, strict=True))
            shared = {
                place: (tuple(k + e for k, e in zip(kept, extra, strict=True)), False)
                for place, (kept, _) in self._endings(at, direction, left, capped).items()
            }
            self._memo[key] = shared
            return shared
        if left == 0:
            result = {(at, ""): (hand, not any(hand))}
        else:
            options = self.steps(at, direction, hand)
            if not options:
                ends = TRAPPED if self.house.space(at).kind == "GARAGE" else STUCK
                result = {(at, ends): (hand, not any(hand))}
            else:
                result = {}
                for step in options:
                    after = pay(hand, step.card)
                    if step.ends:
                        _merge(result, (step.to, step.ends), after, not any(after))
                        continue
                    for place, (best, empties) in self._endings(
                        step.to, step.direction, left - 1, after
                    ).items():
                        _merge(result, place, best, empties)
        self._memo[key] = result
        return result

    def _reaches(self, at: str, direction: int, left: int, hand: Hand, goal: Outcome) -> bool:
        found = self._endings(at, direction, left, hand).get((goal.end, goal.ends))
        if found is None:
            return False
        best, empties = found
        return best == goal.kept or (empties and goal.kept == EMPTY)

    def route(
        self, at: str, direction: int, left: int, hand: Hand, goal: Outcome
    ) -> list[Step] | None:
        """The steps of one route to ``goal`` (the first in the search's order), or None."""
        if not self._reaches(at, direction, left, hand, goal):
            return None
        steps: list[Step] = []
        while left > 0:
            options = self.steps(at, direction if self.house.on_path(at) else 1, hand)
            if not options:
                return steps
            for step in options:
                after = pay(hand, step.card)
                if step.ends:
                    if Outcome(step.to, after, step.ends) == goal or (
                        (step.to, step.ends) == (goal.end, goal.ends)
                        and not any(after)
                        and goal.kept == EMPTY
                    ):
                        return [*steps, step]
                    continue
                if self._reaches(step.to, step.direction, left - 1, after, goal):
                    steps.append(step)
                    at, direction, left, hand = step.to, step.direction, left - 1, after
                    break
        return steps

    def landing(self, at: str, direction: int) -> str:
        """Where a count ending on ``at`` stops: on an outer space held by another pawn, on to
        the next open one in the direction of travel, turning at a Dog (house ruling)."""
        house = self.house
        if not house.on_path(at) or at not in self.others:
            return at
        here = at
        for _ in range(2 * len(house.path)):
            ahead = house.along(here, direction)
            if ahead in self.dogs:
                direction = -direction
                continue
            if ahead not in self.others:
                return ahead
            here = ahead
        return at


def thrift(kept: Hand) -> tuple[int, int, Hand]:
    """How good a kept hand is: more cards, then more Four-Arrows (wild), then a fixed order."""
    return (sum(kept), kept[WILD_INDEX], kept)


def _merge(result: Endings, place: tuple[str, str], kept: Hand, empties: bool) -> None:
    known = result.get(place)
    if known is None:
        result[place] = (kept, empties)
        return
    best, emptied = known
    if kept != best and thrift(kept) > thrift(best):
        best = kept
    result[place] = (best, emptied or empties)


def pay(hand: Hand, code: str) -> Hand:
    """The hand after playing ``code`` ('' plays nothing)."""
    if not code:
        return hand
    i = CODE_INDEX[code]
    return (*hand[:i], hand[i] - 1, *hand[i + 1 :])
