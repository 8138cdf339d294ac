"""The Cheat Street board: board.json loaded once, checked, and frozen.

The rules read the board as data (which spaces are goal tiles, which bus stops pair up, who
neighbours whom) so nothing in rules.py names a space. Every check here guards a rule: a goal card
without its tile could never be scored, a one-way bus line would strand a pawn, a dead end would
trap a pawn under the no-U-turn ruling. The file's shape is declared in ``BoardFile``; a bad
file fails at start-up with one sentence naming the file and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from types import MappingProxyType
from typing import Annotated

import msgspec

from bot.engine import GameDataError
from bot.engine.schema import Key, Positive, Text, decode_file, field_error

START = "start"
STREET = "street"
GOAL = "goal"
BUS = "bus"
KINDS = (START, STREET, GOAL, BUS)
GOAL_CARDS = 12
"""The rulebook's deck: twelve goal cards, hence twelve goal tiles."""


@dataclass(frozen=True)
class Space:
    """One space; ``goal`` is set on goal tiles, ``bus_to`` and ``line`` on bus stops."""

    id: str
    kind: str
    x: int
    y: int
    goal: str | None = None
    bus_to: str | None = None
    line: str | None = None


@dataclass(frozen=True)
class Goal:
    """A goal card (and the tile of the same name)."""

    key: str
    name: str


@dataclass(frozen=True)
class Board:
    """The checked board; mappings are read-only so one Board can serve every game."""

    source: str
    size: tuple[int, int]
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, tuple[str, ...]]
    goals: tuple[Goal, ...]
    start: str
    streets: Mapping[frozenset[str], str] = field(default_factory=lambda: MappingProxyType({}))
    """The street name of each edge (a pair of neighbouring space ids), for route labels."""
    street_lines: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Each named street as the file draws it: its name and its line of spaces, end to end."""

    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    def goal(self, key: str) -> Goal:
        for goal in self.goals:
            if goal.key == key:
                return goal
        raise KeyError(key)

    def goal_keys(self) -> tuple[str, ...]:
        return tuple(goal.key for goal in self.goals)

    def street(self, a: str, b: str) -> str:
        """The name of the street joining neighbours ``a`` and ``b`` ('' when unnamed)."""
        return self.streets.get(frozenset((a, b)), "")

    def goal_tile(self, key: str) -> str:
        """The id of the tile where the goal card ``key`` scores."""
        for space in self.spaces.values():
            if space.goal == key:
                return space.id
        raise KeyError(key)


# --- the declared shape of board.json ---------------------------------------------------------


class GoalCard(msgspec.Struct, forbid_unknown_fields=True):
    key: Key
    name: Text


class _SpaceFile(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True):
    id: Key
    x: int
    y: int


class StartFile(_SpaceFile, tag=START):
    pass


class StreetFile(_SpaceFile, tag=STREET):
    pass


class GoalFile(_SpaceFile, tag=GOAL):
    goal: Key


class BusFile(_SpaceFile, tag=BUS):
    bus_to: Key
    line: Text


class StreetLine(msgspec.Struct, forbid_unknown_fields=True):
    """A named street: a line of neighbouring spaces, for route labels ("via North Avenue")."""

    name: Text
    spaces: Annotated[list[Key], msgspec.Meta(min_length=2)]


class BoardFile(msgspec.Struct, forbid_unknown_fields=True):
    """board.json: the kind of a space decides which fields it must (and may) have."""

    size: tuple[Positive, Positive]
    goals: Annotated[list[GoalCard], msgspec.Meta(min_length=GOAL_CARDS, max_length=GOAL_CARDS)]
    spaces: Annotated[list[StartFile | StreetFile | GoalFile | BusFile], msgspec.Meta(min_length=1)]
    edges: list[tuple[Key, Key]]
    streets: list[StreetLine] = []


def load_board(path: Path) -> Board:
    """Read and check ``path`` (board.json); raise GameDataError naming the file and field."""
    raw = decode_file(path, BoardFile, "the board file")
    return _Rules(str(path), raw).board()


# --- what the schema can't say: the rules the board must fit -----------------------------------


class _Rules:
    """Checks that tie fields together: ids that exist, stops that pair up, a connected map."""

    def __init__(self, source: str, raw: BoardFile) -> None:
        self.source = source
        self.raw = raw
        self.index = {item.id: i for i, item in reversed(list(enumerate(raw.spaces)))}

    def fail(self, field: str, problem: str) -> GameDataError:
        return field_error(self.source, field, problem)

    def at(self, space_id: str, name: str) -> str:
        """A space's field as a path into the file, with the id a reader searches for."""
        return f"spaces[{self.index[space_id]}].{name} ({space_id})"

    def board(self) -> Board:
        goals = self.goals()
        spaces = self.spaces()
        neighbours = self.edges(spaces)
        start = self.start(spaces)
        self.goal_tiles(spaces, goals)
        self.bus_stops(spaces)
        self.connected(neighbours, start)
        for space_id, near in neighbours.items():
            if len(near) < 2:
                raise self.fail(
                    "edges", f"leave space {space_id} a dead end, where a pawn would be stuck"
                )
        return Board(
            source=self.source,
            size=self.raw.size,
            spaces=MappingProxyType(spaces),
            neighbours=MappingProxyType(neighbours),
            goals=goals,
            start=start,
            streets=MappingProxyType(self.streets(neighbours)),
            street_lines=tuple((line.name, tuple(line.spaces)) for line in self.raw.streets),
        )

    def goals(self) -> tuple[Goal, ...]:
        seen: set[str] = set()
        for i, card in enumerate(self.raw.goals):
            if card.key in seen:
                raise self.fail(f"goals[{i}].key", f"repeats the goal card key {card.key!r}")
            seen.add(card.key)
        return tuple(Goal(card.key, card.name) for card in self.raw.goals)

    def spaces(self) -> dict[str, Space]:
        spaces: dict[str, Space] = {}
        for i, item in enumerate(self.raw.spaces):
            if item.id in spaces:
                raise self.fail(f"spaces[{i}].id", f"repeats the space id {item.id!r}")
            if "." in item.id:
                raise self.fail(f"spaces[{i}].id", f"is {item.id!r}; a space id has no dots")
            kind = type(item).__struct_config__.tag
            goal = item.goal if isinstance(item, GoalFile) else None
            bus_to, line = (item.bus_to, item.line) if isinstance(item, BusFile) else (None, None)
            spaces[item.id] = Space(item.id, str(kind), item.x, item.y, goal, bus_to, line)
        return spaces

    def edges(self, spaces: Mapping[str, Space]) -> dict[str, tuple[str, ...]]:
        near: dict[str, list[str]] = {space_id: [] for space_id in spaces}
        for i, (a, b) in enumerate(self.raw.edges):
            for end in (a, b):
                if end not in spaces:
                    raise self.fail(f"edges[{i}]", f"names unknown space {end!r}")
            if a == b:
                raise self.fail(f"edges[{i}]", f"joins space {a} to itself")
            if b in near[a]:
                raise self.fail(f"edges[{i}]", f"repeats the street {a}-{b}")
            near[a].append(b)
            near[b].append(a)
        return {space_id: tuple(sorted(ids, key=_id_order)) for space_id, ids in near.items()}

    def streets(self, neighbours: Mapping[str, tuple[str, ...]]) -> dict[frozenset[str], str]:
        """Named streets, each a line of neighbouring spaces; together they name every edge."""
        named: dict[frozenset[str], str] = {}
        for i, street in enumerate(self.raw.streets):
            for a, b in pairwise(street.spaces):
                if b not in neighbours.get(a, ()):
                    raise self.fail(
                        f"streets[{i}].spaces", f"join {a!r} and {b!r}, which are no edge"
                    )
                edge = frozenset((a, b))
                if edge in named:
                    raise self.fail(
                        f"streets[{i}].spaces", f"put edge {a}-{b} on {named[edge]} already"
                    )
                named[edge] = street.name
        if self.raw.streets:
            for a, near in neighbours.items():
                for b in near:
                    if frozenset((a, b)) not in named:
                        raise self.fail("streets", f"leave the edge {a}-{b} on no street")
        return named

    def start(self, spaces: Mapping[str, Space]) -> str:
        starts = [space.id for space in spaces.values() if space.kind == START]
        if len(starts) != 1:
            raise self.fail("spaces", f"must hold exactly one start space, not {len(starts)}")
        return starts[0]

    def goal_tiles(self, spaces: Mapping[str, Space], goals: tuple[Goal, ...]) -> None:
        keys = {goal.key for goal in goals}
        seen: dict[str, str] = {}
        for space in spaces.values():
            if space.goal is None:
                continue
            if space.goal not in keys:
                raise self.fail(
                    self.at(space.id, "goal"), f"names {space.goal!r}, which is no goal card"
                )
            if space.goal in seen:
                raise self.fail(
                    self.at(space.id, "goal"), f"repeats the card of goal tile {seen[space.goal]}"
                )
            seen[space.goal] = space.id
        missing = sorted(keys - seen.keys())
        if missing:
            raise self.fail("goals", f"hold {missing[0]!r}, which has no goal tile")

    def bus_stops(self, spaces: Mapping[str, Space]) -> None:
        cx, cy = self.raw.size[0] / 2, self.raw.size[1] / 2
        lines: dict[str, set[str]] = {}
        for stop in spaces.values():
            if stop.kind != BUS:
                continue
            field = self.at(stop.id, "bus_to")
            partner = spaces.get(stop.bus_to or "")
            if partner is None or partner.kind != BUS:
                raise self.fail(field, f"names {stop.bus_to!r}, which is not a bus stop")
            if partner.bus_to != stop.id:
                raise self.fail(field, f"names {partner.id}, which does not go back to {stop.id}")
            if partner.line != stop.line:
                raise self.fail(self.at(stop.id, "line"), f"differs from {partner.id}'s line")
            # Opposite side: the two stops lie on either side of the board's centre.
            if (stop.x - cx) * (partner.x - cx) + (stop.y - cy) * (partner.y - cy) >= 0:
                raise self.fail(
                    field, f"names {partner.id}, which is not on the opposite side of the board"
                )
            lines.setdefault(stop.line or "", set()).add(stop.id)
        for line, stops in lines.items():
            if len(stops) != 2:
                raise self.fail("spaces", f"hold {len(stops)} stops of bus line {line}, not two")

    def connected(self, neighbours: Mapping[str, tuple[str, ...]], start: str) -> None:
        seen = {start}
        todo = [start]
        while todo:
            for other in neighbours[todo.pop()]:
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        cut = sorted(set(neighbours) - seen, key=_id_order)
        if cut:
            raise self.fail("edges", f"leave space {cut[0]} cut off from the start")


def _id_order(space_id: str) -> tuple[int, str]:
    """Sort s2 before s10, so buttons come in a stable, readable order."""
    digits = "".join(ch for ch in space_id if ch.isdigit())
    return (int(digits) if digits else -1, space_id)


def read_board(folder: Path) -> Board:
    """The board of the game whose data is in ``folder``."""
    return load_board(folder / "board.json")
