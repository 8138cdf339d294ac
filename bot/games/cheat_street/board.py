"""The Cheat Street board: board.json loaded once, checked, and frozen.

The rules read the board as data (which spaces are goal tiles, which bus stops pair up, who
neighbours whom) so nothing in rules.py names a space. Every check here guards a rule: a goal card
without its tile could never be scored, a one-way bus line would strand a pawn, a dead end would
trap a pawn under the no-U-turn ruling. A bad file fails at start-up with a message naming it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from types import MappingProxyType
from typing import Any

from bot.engine import GameDataError

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


def load_board(path: Path) -> Board:
    """Read and check ``path`` (board.json); raise GameDataError naming the file if it is bad."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GameDataError(f"{source}: the board file is missing.") from None
    except (OSError, UnicodeDecodeError) as error:
        raise GameDataError(f"{source}: the board file cannot be read ({error}).") from error
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise GameDataError(
            f"{source}: not valid JSON ({error.msg} at line {error.lineno})."
        ) from error
    return _Checker(source).board(raw)


class _Checker:
    """Turns raw JSON into a Board, failing with the file name and what is wrong."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, message: str) -> GameDataError:
        return GameDataError(f"{self.source}: {message}")

    def board(self, raw: Any) -> Board:
        if not isinstance(raw, dict):
            raise self.fail("the top level must be an object.")
        size = self.size(raw.get("size"))
        goals = self.goals(raw.get("goals"))
        spaces = self.spaces(raw.get("spaces"))
        neighbours = self.edges(raw.get("edges"), spaces)
        start = self.start(spaces)
        self.goal_tiles(spaces, goals)
        self.bus_stops(spaces, size)
        self.connected(neighbours, start)
        for space_id, near in neighbours.items():
            if len(near) < 2:
                raise self.fail(
                    f"space {space_id} is a dead end; with no U-turns a pawn there would be stuck."
                )
        streets = self.streets(raw.get("streets", []), neighbours)
        return Board(
            source=self.source,
            size=size,
            spaces=MappingProxyType(spaces),
            neighbours=MappingProxyType(neighbours),
            goals=goals,
            start=start,
            streets=MappingProxyType(streets),
        )

    def size(self, raw: Any) -> tuple[int, int]:
        if (
            not isinstance(raw, list)
            or len(raw) != 2
            or not all(isinstance(v, int) and v > 0 for v in raw)
        ):
            raise self.fail('"size" must be [width, height] in positive integers.')
        return (raw[0], raw[1])

    def goals(self, raw: Any) -> tuple[Goal, ...]:
        if not isinstance(raw, list):
            raise self.fail('"goals" must be a list of goal cards.')
        goals: list[Goal] = []
        for item in raw:
            if not isinstance(item, dict) or not all(
                isinstance(item.get(k), str) and item.get(k) for k in ("key", "name")
            ):
                raise self.fail(f"goal card {item!r} needs a text key and name.")
            key = item["key"]
            if not key.isascii() or ":" in key or " " in key:
                raise self.fail(f"goal key {key!r} must be ASCII without spaces or colons.")
            goals.append(Goal(key=key, name=item["name"]))
        keys = [goal.key for goal in goals]
        if len(set(keys)) != len(keys):
            raise self.fail("two goal cards share a key.")
        if len(goals) != GOAL_CARDS:
            raise self.fail(f"there must be {GOAL_CARDS} goal cards, not {len(goals)}.")
        return tuple(goals)

    def spaces(self, raw: Any) -> dict[str, Space]:
        if not isinstance(raw, list) or not raw:
            raise self.fail('"spaces" must be a non-empty list.')
        spaces: dict[str, Space] = {}
        for item in raw:
            if not isinstance(item, dict) or not isinstance(item.get("id"), str):
                raise self.fail(f"space {item!r} needs a text id.")
            space_id = item["id"]
            if space_id in spaces:
                raise self.fail(f"space id {space_id} is used twice.")
            if not space_id.isascii() or any(ch in space_id for ch in ":. "):
                raise self.fail(
                    f"space id {space_id!r} must be ASCII without spaces, colons or dots."
                )
            kind = item.get("kind")
            if kind not in KINDS:
                raise self.fail(f"space {space_id} has unknown kind {kind!r}.")
            x, y = item.get("x"), item.get("y")
            if not isinstance(x, int) or not isinstance(y, int):
                raise self.fail(f"space {space_id} needs integer x and y.")
            goal = item.get("goal")
            if kind == GOAL and not isinstance(goal, str):
                raise self.fail(f"goal tile {space_id} has no goal card.")
            if kind != GOAL and goal is not None:
                raise self.fail(f"space {space_id} names a goal but is not a goal tile.")
            bus_to, line = item.get("bus_to"), item.get("line")
            if kind == BUS and not (isinstance(bus_to, str) and isinstance(line, str)):
                raise self.fail(f"bus stop {space_id} needs bus_to and line.")
            if kind != BUS and (bus_to is not None or line is not None):
                raise self.fail(f"space {space_id} has a bus line but is not a bus stop.")
            spaces[space_id] = Space(space_id, kind, x, y, goal, bus_to, line)
        return spaces

    def edges(self, raw: Any, spaces: Mapping[str, Space]) -> dict[str, tuple[str, ...]]:
        if not isinstance(raw, list):
            raise self.fail('"edges" must be a list of [a, b] pairs.')
        near: dict[str, list[str]] = {space_id: [] for space_id in spaces}
        for edge in raw:
            if not isinstance(edge, list) or len(edge) != 2:
                raise self.fail(f"edge {edge!r} must be a pair of space ids.")
            a, b = edge
            for end in (a, b):
                if end not in spaces:
                    raise self.fail(f"edge {edge!r} names unknown space {end!r}.")
            if a == b:
                raise self.fail(f"edge {edge!r} joins a space to itself.")
            if b in near[a]:
                raise self.fail(f"edge {edge!r} is listed twice.")
            near[a].append(b)
            near[b].append(a)
        return {space_id: tuple(sorted(ids, key=_id_order)) for space_id, ids in near.items()}

    def streets(
        self, raw: Any, neighbours: Mapping[str, tuple[str, ...]]
    ) -> dict[frozenset[str], str]:
        """Named streets, each a line of neighbouring spaces; together they name every edge."""
        if not isinstance(raw, list):
            raise self.fail('"streets" must be a list of named lines of spaces.')
        named: dict[frozenset[str], str] = {}
        for item in raw:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                raise self.fail(f"street {item!r} needs a text name.")
            name, line = item["name"], item.get("spaces")
            if not isinstance(line, list) or len(line) < 2:
                raise self.fail(f"street {name} needs a list of at least two spaces.")
            for a, b in pairwise(line):
                if b not in neighbours.get(a, ()):
                    raise self.fail(f"street {name} joins {a!r} and {b!r}, which are no edge.")
                edge = frozenset((a, b))
                if edge in named:
                    raise self.fail(f"edge {a}-{b} is on both {named[edge]} and {name}.")
                named[edge] = name
        if raw:
            for a, near in neighbours.items():
                for b in near:
                    if frozenset((a, b)) not in named:
                        raise self.fail(f"edge {a}-{b} is on no street.")
        return named

    def start(self, spaces: Mapping[str, Space]) -> str:
        starts = [space.id for space in spaces.values() if space.kind == START]
        if len(starts) != 1:
            raise self.fail(f"there must be exactly one start space, not {len(starts)}.")
        return starts[0]

    def goal_tiles(self, spaces: Mapping[str, Space], goals: tuple[Goal, ...]) -> None:
        keys = {goal.key for goal in goals}
        seen: dict[str, str] = {}
        for space in spaces.values():
            if space.kind != GOAL:
                continue
            assert space.goal is not None
            if space.goal not in keys:
                raise self.fail(f"goal tile {space.id} names {space.goal!r}, which is no card.")
            if space.goal in seen:
                raise self.fail(f"goal tiles {seen[space.goal]} and {space.id} share a card.")
            seen[space.goal] = space.id
        missing = sorted(keys - seen.keys())
        if missing:
            raise self.fail(f"goal card {missing[0]!r} has no goal tile.")

    def bus_stops(self, spaces: Mapping[str, Space], size: tuple[int, int]) -> None:
        cx, cy = size[0] / 2, size[1] / 2
        for stop in spaces.values():
            if stop.kind != BUS:
                continue
            partner = spaces.get(stop.bus_to or "")
            if partner is None or partner.kind != BUS:
                raise self.fail(f"bus stop {stop.id} goes to {stop.bus_to!r}, not a bus stop.")
            if partner.bus_to != stop.id:
                raise self.fail(
                    f"bus stop {stop.id} goes to {partner.id}, "
                    f"but {partner.id} does not go back to {stop.id}."
                )
            if partner.line != stop.line:
                raise self.fail(f"bus stops {stop.id} and {partner.id} are on different lines.")
            # Opposite side: the two stops lie on either side of the board's centre.
            if (stop.x - cx) * (partner.x - cx) + (stop.y - cy) * (partner.y - cy) >= 0:
                raise self.fail(
                    f"bus stop {stop.id} and its partner {partner.id} "
                    "are not on opposite sides of the board."
                )
        lines: dict[str, set[str]] = {}
        for stop in spaces.values():
            if stop.kind == BUS:
                assert stop.line is not None
                lines.setdefault(stop.line, set()).add(stop.id)
        for line, stops in lines.items():
            if len(stops) != 2:
                raise self.fail(f"bus line {line} must have two stops, not {len(stops)}.")

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
            raise self.fail(f"space {cut[0]} cannot be reached from the start.")


def _id_order(space_id: str) -> tuple[int, str]:
    """Sort s2 before s10, so buttons come in a stable, readable order."""
    digits = "".join(ch for ch in space_id if ch.isdigit())
    return (int(digits) if digits else -1, space_id)
