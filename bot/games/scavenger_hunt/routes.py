"""Where a pawn may go on one dice count, step by step or as whole routes.

Pure and exact: a ``Walk`` knows the house, the other pawns and the Dogs, the mover's next disc
and whether she may go home. ``steps`` is one move of the count (the rulebook's movement rules);
``search`` follows every route of a count once, breadth first, meeting each position and hand
once per move (all the hands on one space at once); from it ``outcomes`` gives every place the
count may end, with the thriftiest hand a route there keeps and whether another route there
keeps other cards, ``kept_hands`` every hand a route to one place can leave, and ``route`` the
steps of the first route to one of them in that breadth-first order.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, NamedTuple

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
EVERY_KIND: Hand = (1,) * len(LOCATION_CODES)
_BITS = 8
"""A search packs a hand into one integer, ``_BITS`` bits a kind (the deck has 60 cards)."""
_SHIFTS = tuple(_BITS * i for i in range(len(LOCATION_CODES)))
_KIND_MASK = (1 << _BITS) - 1
_UNITS = {code: 1 << shift for code, shift in zip(LOCATION_CODES, _SHIFTS, strict=True)}
_MASKS = {code: _KIND_MASK * unit for code, unit in _UNITS.items()}
_HIGH = sum(1 << (shift + _BITS - 1) for shift in _SHIFTS)
"""The top bit of every kind: ``((hand | _HIGH) - kept) & _HIGH == _HIGH`` exactly when the hand
holds every card of ``kept``, as no count reaches half of ``_BITS`` bits' range."""


class Place(NamedTuple):
    """Where and how a count ends: ``ends`` is COLLECTED, HOME, TRAPPED, STUCK or '' (the full
    count moved); ``direction`` is -1 when the count ends on another pawn's outer space moving
    backward, since it goes on that way (whom it passes, where it stops), else 0."""

    end: str
    ends: str = ""
    direction: int = 0


Endings = dict[Place, tuple[Hand, bool]]
"""Place -> (the thriftiest hand kept there, whether some route there keeps another hand)."""
Move = tuple["Step", int, int]
"""A step with the packed unit its card takes off a hand and the mask that tells whether the
hand holds one (both 0 for a step that plays no card)."""
State = tuple[int, str, int, Hand]
"""Moves left, where the pawn is, its direction on the path (1 off it) and the hand it holds."""


@dataclass(frozen=True)
class Step:
    """One move of the count: onto ``to``, playing ``card`` ('' for none), then heading
    ``direction`` on the path; ``ends`` is COLLECTED or HOME when the step ends the count."""

    to: str
    card: str
    direction: int
    ends: str = ""


def hand_tuple(cards: list[str]) -> Hand:
    return tuple(map(cards.count, LOCATION_CODES))


@lru_cache(maxsize=1 << 12)
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
    _searches: dict[State, Search] = field(default_factory=dict)
    _steps: dict[tuple[str, int, tuple[bool, ...]], tuple[Step, ...]] = field(default_factory=dict)
    shared: dict[tuple[Any, ...], Ways] = field(default_factory=dict)
    """The ways out of a space, kept for every count of the game: they depend only on the few
    facts around the space that ``_facts_at`` lists, and most counts meet the same ones."""
    _ways: dict[tuple[str, int], Ways] = field(default_factory=dict)
    _reach: dict[tuple[str, int, int], tuple[str, ...]] = field(default_factory=dict)

    @cached_property
    def _codes(self) -> dict[str, str]:
        return {
            kind: self.house.code_of(kind)
            for kind in ("KITCHEN", "CLOSET", "ATTIC", "GARAGE", "YARD")
        }

    @cached_property
    def _boxed(self) -> frozenset[str]:
        """Outer spaces held by a pawn between two Dogs with every space between them held: a
        pawn coming out of a Door there could go on to no open space, and two pawns never share
        one (SH34), so that Door is shut like a Room/Yard space with a pawn in it. With fewer
        than two Dogs a stretch is the whole path, which three pawns never fill."""
        if len(self.dogs) < 2:
            return frozenset()
        return frozenset(
            space for space in self.others if self.house.on_path(space) and self._shut_in(space)
        )

    def _shut_in(self, space: str) -> bool:
        """Whether every outer space from ``space`` to the Dog on either side is held."""
        for way in (1, -1):
            here = self.house.along(space, way)
            while here not in self.dogs:
                if here not in self.others:
                    return False
                here = self.house.along(here, way)
        return True

    def steps(self, at: str, direction: int, hand: Hand) -> tuple[Step, ...]:
        """Every legal next move from ``at``: along the arrows (or back after a bounce) on the
        path, through a Door into a Room/Yard space with a matching card, out through a Door.
        Only which kinds of card the hand holds matters, so the answer is kept per kinds."""
        key = (at, direction, tuple(map(bool, hand)))
        known = self._steps.get(key)
        if known is None:
            known = self._steps[key] = tuple(
                step
                for step, unit, _ in self.moves(at, direction)
                if not unit or hand[CODE_INDEX[step.card]] > 0
            )
        return known

    def _find_steps(self, at: str, direction: int, hand: Hand) -> list[Step]:
        house = self.house
        found: list[Step] = []
        if house.on_path(at):
            found.extend(self._along(at, direction))
        for through in house.doors.get(at, ()):
            space = house.space(through)
            if space.kind == PATH:
                if not house.on_path(at) and through not in self._boxed:
                    found.append(Step(through, "", 1))
            elif space.kind == START:
                if through == self.home:
                    found.append(Step(through, "", direction, HOME))
            else:
                found.extend(self._enter(through, space.kind, hand))
        return found

    def open_steps(self, at: str, direction: int, left: int, hand: Hand) -> list[Step]:
        """The steps that keep the count able to end as the rules ask: none that strands the
        pawn short of the full count while another way moves it (SH63)."""
        options = self.steps(at, direction, hand)
        if len(self.dogs) < 2:  # only two Dogs can stop a count short
            return options
        search = self.search(at, direction, left, hand)
        if not any(p.ends == STUCK for p in search.finals) or not search.completes:
            return options
        return [
            step
            for step in options
            if step.ends
            or self.search(step.to, step.direction, left - 1, pay(hand, step.card)).completes
        ]

    def _along(self, at: str, direction: int) -> Iterator[Step]:
        ahead = self.house.along(at, direction)
        if ahead in self.dogs:  # bounce off: the Dog's own space is not counted
            direction = -direction
            ahead = self.house.along(at, direction)
            if ahead in self.dogs:
                return
        yield Step(ahead, "", direction)

    def _enter(self, room: str, kind: str, hand: Hand) -> Iterator[Step]:
        """Into a Room/Yard space; off the path the direction is always along the arrows."""
        if room in self.others:
            return
        code = self._codes[kind]
        matching = hand[CODE_INDEX[code]] > 0
        if room == self.target:
            if matching:
                yield Step(room, code, 1, COLLECTED)
            return
        if matching:
            yield Step(room, code, 1)
        if hand[WILD_INDEX] > 0:
            yield Step(room, LOCATION_CODES[WILD_INDEX], 1)

    def search(self, at: str, direction: int, left: int, hand: Hand) -> Search:
        """Every route of the remaining count from here, searched once (breadth first, one
        move at a time, each position and hand met once per move)."""
        start = _state(self.house, left, at, direction, hand)
        known = self._searches.get(start)
        if known is None:
            known = self._searches[start] = self._search(start)
        return known

    def moves(self, at: str, direction: int) -> tuple[Move, ...]:
        """The steps from ``at`` for a hand holding every kind, each with what it needs: a hand's
        own steps are those whose card it holds, in the same order (only room entries play a
        card, and each needs its own card)."""
        return self.ways(at, direction)[0]

    def ways(self, at: str, direction: int) -> Ways:
        """``moves``, and the same as ``_search`` reads them (``_Exits``)."""
        key = (at, direction)
        known = self._ways.get(key)
        if known is None:
            facts = self._facts_at(at, direction)
            known = self.shared.get(facts)
            if known is None:
                known = self.shared[facts] = _ways_of(self._find_steps(at, direction, EVERY_KIND))
            self._ways[key] = known
        return known

    def _facts_at(self, at: str, direction: int) -> tuple[Any, ...]:
        """Everything ``_find_steps`` reads for a hand holding every kind: the Dogs on either
        side of an outer space, and through each Door whether the space beyond is boxed in,
        the mover's home, held by a pawn or her target."""
        facts: list[Any] = [at, direction]
        sides = self.house.sides.get(at)
        if sides is not None:
            ahead, behind = sides if direction > 0 else sides[::-1]
            facts += (ahead in self.dogs, behind in self.dogs)
        for through, kind in self.house.exits[at]:
            if kind == PATH:
                facts.append(through in self._boxed)
            elif kind == START:
                facts.append(through == self.home)
            else:
                facts.append(through in self.others)
                facts.append(through == self.target)
        return tuple(facts)

    def _search(self, start: State) -> Search:
        """Breadth first over whole sets of hands at once: each move from a space and direction
        is tried for every hand there in one set operation, not hand by hand."""
        left, at, direction, hand = start
        layer: dict[tuple[str, int], set[int]] = {(at, direction): {_pack(hand)}}
        finals: dict[Place, dict[int, int]] = {}
        known_ways = self._ways
        for depth in range(left + 1):
            following: dict[tuple[str, int], set[int]] = {}
            last = depth == left
            for (at, direction), hands in layer.items():
                if last:
                    _reach(finals, self.place_of(at, direction), hands, depth)
                    continue
                ways = known_ways.get((at, direction)) or self.ways(at, direction)
                needed, moves = ways[1]
                if needed >= 0:
                    stopped = {h for h in hands if not h & needed}
                    if stopped:
                        ends = TRAPPED if self.house.space(at).kind == "GARAGE" else STUCK
                        _reach(finals, Place(at, ends), stopped, depth)
                for unit, mask, key, ending in moves:
                    after = {h - unit for h in hands if h & mask} if unit else hands
                    if not after:
                        continue
                    if ending is not None:
                        _reach(finals, ending, after, depth)
                        continue
                    known = following.get(key)
                    if known is None:
                        following[key] = set(after) if after is hands else after
                    else:
                        known |= after
            layer = following
        return Search(
            {
                place: {_unpack(h): depth for h, depth in kept.items()}
                for place, kept in finals.items()
            }
        )

    def outcomes(
        self, at: str, direction: int, left: int, hand: Hand
    ) -> Mapping[Place, tuple[Hand, bool]]:
        """Every place the remaining ``left`` moves may end, with the thriftiest hand kept there
        and whether another hand can be kept there. A count stopped short between Dogs (STUCK)
        is offered only when no route ends otherwise: the rulebook excuses only the GARAGE trap
        and a collected disc from the full count (SH63)."""
        return self.search(at, direction, left, hand).endings

    def place_of(self, at: str, direction: int) -> Place:
        """The place a full count ending on ``at`` moving ``direction`` is."""
        if direction < 0 and self.house.on_path(at) and at in self.others:
            return Place(at, "", -1)
        return Place(at)

    def kept_hands(
        self, at: str, direction: int, left: int, hand: Hand, place: Place
    ) -> frozenset[Hand]:
        """Every hand some route to ``place`` leaves: which cards to keep is the player's."""
        return frozenset(self.search(at, direction, left, hand).finals.get(place, ()))

    def route(
        self, at: str, direction: int, left: int, hand: Hand, place: Place, kept: Hand
    ) -> list[Step] | None:
        """The steps of one route to ``place`` keeping ``kept``, or None: of those ending at the
        fewest moves, the first in the order the steps are listed (the one a breadth-first walk
        meets first)."""
        search = self.search(at, direction, left, hand)
        depth = search.finals.get(place, {}).get(kept)
        if depth is None:
            return None
        _, at, direction, _ = _state(self.house, left, at, direction, hand)
        found: list[Step] = []
        goal = _Goal(place, _pack(kept), depth, left)
        traced = self._trace(goal, at, direction, _pack(hand), 0, found, set())
        assert traced, "a hand the search kept is always reached again"
        return found

    def _trace(
        self,
        goal: _Goal,
        at: str,
        direction: int,
        hand: int,
        depth: int,
        found: list[Step],
        dead: set[tuple[str, int, int, int]],
    ) -> bool:
        """Depth first in step order towards ``goal``, appending the steps taken to ``found``;
        positions that lead nowhere are remembered in ``dead``."""
        if depth == goal.depth:
            return self._ends_here(goal, at, direction, hand, found)
        key = (at, direction, hand, depth)
        if key in dead:
            return False
        kept = goal.kept
        for step, unit, mask in (self._ways.get((at, direction)) or self.ways(at, direction))[0]:
            if step.ends:
                continue
            after = hand
            if unit:
                after -= unit
                if not hand & mask or ((after | _HIGH) - kept) & _HIGH != _HIGH:
                    continue  # no such card, or one that ``kept`` still holds
            found.append(step)
            if self._trace(goal, step.to, step.direction, after, depth + 1, found, dead):
                return True
            found.pop()
        dead.add(key)
        return False

    def _ends_here(
        self, goal: _Goal, at: str, direction: int, hand: int, found: list[Step]
    ) -> bool:
        """Whether the count ends at ``goal`` from here, as ``_search`` reaches it (adding the
        step that ends it, if one does)."""
        if goal.depth == goal.left:
            return hand == goal.kept and self.place_of(at, direction) == goal.place
        moves = [
            (step, unit)
            for step, unit, mask in self.moves(at, direction)
            if hand & mask or not unit
        ]
        if not moves:
            ends = TRAPPED if self.house.space(at).kind == "GARAGE" else STUCK
            return hand == goal.kept and Place(at, ends) == goal.place
        for step, unit in moves:
            if step.ends and hand - unit == goal.kept and Place(step.to, step.ends) == goal.place:
                found.append(step)
                return True
        return False

    def reach(self, at: str, direction: int, left: int) -> tuple[str, ...]:
        """Every space a count of ``left`` from here may stop on with *some* hand, nearest
        first: public, since it asks nothing of the mover's cards, so the board may mark them
        and each destination a real hand allows is one of them. A route is followed as
        ``_search`` follows it for a hand holding plenty of every kind, and a pawn's space on
        the path stands for the open space the count goes on to."""
        key = (at, direction if self.house.on_path(at) else 1, left)
        known = self._reach.get(key)
        if known is not None:
            return known
        found: dict[str, None] = {}
        layer: dict[tuple[str, int], None] = {key[:2]: None}
        for depth in range(left + 1):
            following: dict[tuple[str, int], None] = {}
            for here, way in layer:
                if depth == left:
                    found.setdefault(self.landing(here, way), None)
                    continue
                moves, (needed, _) = self.ways(here, way)
                if needed >= 0:  # every way on needs a card: a hand without one stops here
                    found.setdefault(here, None)
                for step, _, _ in moves:
                    if step.ends:
                        found.setdefault(step.to, None)
                    else:
                        following.setdefault((step.to, step.direction), None)
            layer = following
        known = self._reach[key] = tuple(found)
        return known

    def next_steps(self, at: str, direction: int) -> tuple[str, ...]:
        """The spaces one move from here may reach with some hand (step by step's choices)."""
        return tuple(dict.fromkeys(step.to for step, _, _ in self.moves(at, direction)))

    def advance(self, at: str, direction: int) -> tuple[str, tuple[str, ...]]:
        """Where a count ending on ``at`` stops, and the pawns' spaces it goes on past: on an
        outer space held by another pawn, on to the next open one in the direction of travel,
        turning at a Dog (house ruling)."""
        house = self.house
        if not house.on_path(at) or at not in self.others:
            return at, ()
        here, passed = at, [at]
        for _ in range(2 * len(house.path)):
            ahead = house.along(here, direction)
            if ahead in self.dogs:
                direction = -direction
                continue
            if ahead not in self.others:
                return ahead, tuple(passed)
            here = ahead
            if here not in passed:
                passed.append(here)
        return at, tuple(passed)  # unreachable: ``_boxed`` shuts the Doors into such a stretch

    def landing(self, at: str, direction: int) -> str:
        """Where a count ending on ``at`` stops (see ``advance``)."""
        return self.advance(at, direction)[0]


class Count(NamedTuple):
    """The count under way as the search sees it: ``walk`` from ``at`` heading ``direction``,
    ``left`` moves to go and ``hand`` to pay with."""

    walk: Walk
    at: str
    direction: int
    left: int
    hand: Hand

    def outcomes(self) -> Mapping[Place, tuple[Hand, bool]]:
        return self.walk.outcomes(self.at, self.direction, self.left, self.hand)

    def kept_hands(self, place: Place) -> frozenset[Hand]:
        return self.walk.kept_hands(self.at, self.direction, self.left, self.hand, place)

    def open_steps(self) -> list[Step]:
        return self.walk.open_steps(self.at, self.direction, self.left, self.hand)

    def route(self, place: Place, kept: Hand) -> list[Step] | None:
        return self.walk.route(self.at, self.direction, self.left, self.hand, place, kept)


def thrift(kept: Hand) -> tuple[int, int, Hand]:
    """How good a kept hand is: more cards, then more Four-Arrows (wild), then a fixed order."""
    return (sum(kept), kept[WILD_INDEX], kept)


@dataclass
class Search:
    """The routes of one count: where each can end with which hands, and for each hand the
    number of moves after which a route first ends there."""

    finals: dict[Place, dict[Hand, int]]

    @cached_property
    def completes(self) -> bool:
        """Whether some route ends otherwise than stopped short between Dogs."""
        return any(place.ends != STUCK for place in self.finals)

    @cached_property
    def endings(self) -> Endings:
        """See ``Walk.outcomes``."""
        return {
            place: (max(kept, key=thrift), len(kept) > 1)
            for place, kept in self.finals.items()
            if place.ends != STUCK or not self.completes
        }


class _Goal(NamedTuple):
    """What ``Walk.route`` looks for: ``kept`` (packed) at ``place`` after ``depth`` moves of a
    count of ``left``."""

    place: Place
    kept: int
    depth: int
    left: int


def _reach(finals: dict[Place, dict[int, int]], place: Place, hands: set[int], depth: int) -> None:
    """Note the hands first reaching ``place`` now."""
    kept = finals.setdefault(place, {})
    kept.update(dict.fromkeys(hands.difference(kept), depth))


def _pack(hand: Hand) -> int:
    return sum(count << shift for count, shift in zip(hand, _SHIFTS, strict=True))


@lru_cache(maxsize=1 << 16)
def _unpack(packed: int) -> Hand:
    return tuple((packed >> shift) & _KIND_MASK for shift in _SHIFTS)


_Exits = tuple[int, tuple[tuple[int, int, tuple[str, int], Place | None], ...]]
"""The cards that keep a hand from stopping on a space (-1 when a step plays none), then each
step's unit, mask, next position and, for a step that ends the count, its place."""
Ways = tuple[tuple[Move, ...], _Exits]


def _ways_of(steps: list[Step]) -> Ways:
    """The steps of a hand holding every kind, in both forms ``Walk.ways`` gives."""
    moves = tuple(
        (step, _UNITS[step.card], _MASKS[step.card]) if step.card else (step, 0, 0)
        for step in steps
    )
    needed = 0
    for _, unit, mask in moves:
        needed = needed | mask if unit and needed >= 0 else -1
    exits = tuple(
        (unit, mask, (step.to, step.direction), Place(step.to, step.ends) if step.ends else None)
        for step, unit, mask in moves
    )
    return moves, (needed, exits)


def _state(house: House, left: int, at: str, direction: int, hand: Hand) -> State:
    return (left, at, direction if house.on_path(at) else 1, hand)


def pay(hand: Hand, code: str) -> Hand:
    """The hand after playing ``code`` ('' plays nothing)."""
    if not code:
        return hand
    i = CODE_INDEX[code]
    return (*hand[:i], hand[i] - 1, *hand[i + 1 :])
