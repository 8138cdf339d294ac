"""The graveyard: board.json loaded once, checked, and frozen.

The board is a grid of spaces; cells that are not spaces are bushes. Eighteen spaces are
"shifting": their kind depends on where the three tombs stand. For each tomb and each of its
three positions the file names the pit (the space under the tomb) and what every other space
that tomb's platform controls becomes, so ``kinds`` can tell the whole board for any positions.
The checks guard rules: a Danger space must never be a pit while arrows of its colour point at
it, every shifting space must be told for every position, and the Exit must stay reachable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal, get_args

import msgspec

from bot.engine.schema import Key, decode_file, field_error

GRASS, G, HAND, POTION = "grass", "g", "hand", "potion"
GATE, EXIT, CRYPT, SHIFTING = "gate", "exit", "crypt", "shifting"
Colour = Literal["red", "purple", "gold"]
COLOURS: tuple[str, ...] = get_args(Colour)
Tomb = Literal["mummy", "monster", "wolf"]
TOMBS: tuple[str, ...] = get_args(Tomb)
MIDDLE = 1
POSITIONS = (0, 1, 2)
ARROW = "arrow-"
DANGER = "danger-"
FIXED_KINDS = (GRASS, G, HAND, POTION, GATE, EXIT, CRYPT)
SHIFT_KINDS = (
    GRASS,
    G,
    HAND,
    POTION,
    *(ARROW + c for c in COLOURS),
    *(DANGER + c for c in COLOURS),
)
"""What a shifting space can become (a pit is named apart, as the position's ``pit``)."""

SpaceKind = Literal["grass", "g", "hand", "potion", "gate", "exit", "crypt", "shifting"]
ShiftKind = Literal[
    "grass",
    "g",
    "hand",
    "potion",
    "arrow-red",
    "arrow-purple",
    "arrow-gold",
    "danger-red",
    "danger-purple",
    "danger-gold",
]


class SpaceFile(msgspec.Struct, forbid_unknown_fields=True):
    id: Key
    x: Annotated[int, msgspec.Meta(ge=0)]
    y: Annotated[int, msgspec.Meta(ge=0)]
    kind: SpaceKind


class PositionFile(msgspec.Struct, forbid_unknown_fields=True):
    pit: Key
    changes: dict[str, ShiftKind]


class PlatformFile(msgspec.Struct, forbid_unknown_fields=True):
    colour: Colour
    number: Annotated[int, msgspec.Meta(ge=1, le=3)]
    tomb: Tomb
    cells: Annotated[list[Key], msgspec.Meta(min_length=3, max_length=3)]
    positions: Annotated[list[PositionFile], msgspec.Meta(min_length=3, max_length=3)]


class BoardFile(msgspec.Struct, forbid_unknown_fields=True):
    size: Annotated[
        list[Annotated[int, msgspec.Meta(gt=0)]], msgspec.Meta(min_length=2, max_length=2)
    ]
    gate: Key
    exit: Key
    crypt: Key
    spaces: list[SpaceFile]
    bushes: list[Annotated[list[int], msgspec.Meta(min_length=2, max_length=2)]]
    platforms: Annotated[list[PlatformFile], msgspec.Meta(min_length=3, max_length=3)]


@dataclass(frozen=True)
class Space:
    id: str
    x: int
    y: int
    kind: str


@dataclass(frozen=True)
class Platform:
    """One sliding platform and its tomb: ``pits[p]`` and ``changes[p]`` for position ``p``."""

    colour: str
    number: int
    tomb: str
    cells: tuple[str, str, str]
    pits: tuple[str, str, str]
    changes: tuple[Mapping[str, str], ...]


@dataclass(frozen=True, eq=False)
class Board:
    source: str
    size: tuple[int, int]
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, tuple[str, ...]]
    bushes: tuple[tuple[int, int], ...]
    platforms: tuple[Platform, ...]
    gate: str
    exit: str
    crypt: str
    layouts: Mapping[tuple[int, ...], Mapping[str, str]]
    """The kind of every space for each of the 27 tomb positions."""

    def platform_of(self, tomb: str) -> int:
        return next(i for i, p in enumerate(self.platforms) if p.tomb == tomb)

    def pits(self, tombs: Sequence[int]) -> frozenset[str]:
        return frozenset(p.pits[pos] for p, pos in zip(self.platforms, tombs, strict=True))

    def kinds(self, tombs: Sequence[int]) -> Mapping[str, str]:
        """The kind of every space with the tombs at ``tombs``; a pit reads ``"pit"``."""
        return self.layouts[tuple(tombs)]

    def danger(self, colour: str, tombs: Sequence[int]) -> str:
        """The Danger space of ``colour`` (never a pit while an arrow of it shows)."""
        kinds = self.kinds(tombs)
        return next(s for s, k in kinds.items() if k == DANGER + colour)


PIT = "pit"


def _layout(
    spaces: Mapping[str, Space], platforms: Sequence[Platform], tombs: Sequence[int]
) -> Mapping[str, str]:
    kinds = {s.id: s.kind for s in spaces.values()}
    for platform, pos in zip(platforms, tombs, strict=True):
        kinds.update(platform.changes[pos])
        kinds[platform.pits[pos]] = PIT
    return MappingProxyType(kinds)


def load_board(path: Path) -> Board:
    raw = decode_file(path, BoardFile, "the board file")
    source = str(path)
    spaces: dict[str, Space] = {}
    at: dict[tuple[int, int], str] = {}
    width, height = raw.size
    for s in raw.spaces:
        if s.id in spaces:
            raise field_error(source, "spaces", f"names {s.id!r} twice")
        if not (s.x < width and s.y < height) or (s.x, s.y) in at:
            raise field_error(source, f"spaces.{s.id}", "is off the grid or on another space")
        spaces[s.id] = Space(s.id, s.x, s.y, s.kind)
        at[(s.x, s.y)] = s.id
    bushes = tuple((x, y) for x, y in raw.bushes)
    if set(bushes) & set(at) or len(bushes) + len(at) != width * height:
        raise field_error(source, "bushes", "must fill exactly the cells that are not spaces")
    for s in spaces.values():
        if s.kind == HAND:
            raise field_error(
                source,
                f"spaces.{s.id}",
                "is a Skeleton Hand no tomb changes: a pawn there could never leave",
            )
    for name, kind in ((raw.gate, GATE), (raw.exit, EXIT), (raw.crypt, CRYPT)):
        if name not in spaces or spaces[name].kind != kind:
            raise field_error(source, kind, f"must name the one space of kind {kind}")
    neighbours = {
        s.id: tuple(
            at[(s.x + dx, s.y + dy)]
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
            if (s.x + dx, s.y + dy) in at
        )
        for s in spaces.values()
    }
    platforms = tuple(_platform(source, i, p, spaces) for i, p in enumerate(raw.platforms))
    board = Board(
        source=source,
        size=(width, height),
        spaces=MappingProxyType(spaces),
        neighbours=MappingProxyType(neighbours),
        bushes=bushes,
        platforms=platforms,
        gate=raw.gate,
        exit=raw.exit,
        crypt=raw.crypt,
        layouts=MappingProxyType(
            {t: _layout(spaces, platforms, t) for t in product(POSITIONS, repeat=len(platforms))}
        ),
    )
    _check_shifts(board)
    return board


def _platform(source: str, index: int, raw: PlatformFile, spaces: Mapping[str, Space]) -> Platform:
    where = f"platforms[{index}]"
    if raw.colour != COLOURS[index] or raw.number != index + 1:
        raise field_error(
            source, where, "must be Red Danger #1, Purple Danger #2, Gold Danger #3 in order"
        )
    pits = tuple(p.pit for p in raw.positions)
    if pits != tuple(raw.cells):
        raise field_error(
            source, f"{where}.positions", "must put the pit under the tomb: cell 1, 2, 3 in turn"
        )
    changed = [frozenset(p.changes) | {p.pit} for p in raw.positions]
    if len(set(changed)) != 1:
        raise field_error(
            source, f"{where}.positions", "must each tell what every space it changes becomes"
        )
    for name in changed[0]:
        if name not in spaces or spaces[name].kind != SHIFTING:
            raise field_error(source, where, f"changes {name!r}, which is not a shifting space")
    return Platform(
        raw.colour,
        raw.number,
        raw.tomb,
        (raw.cells[0], raw.cells[1], raw.cells[2]),
        (pits[0], pits[1], pits[2]),
        tuple(MappingProxyType(dict(p.changes)) for p in raw.positions),
    )


def _check_shifts(board: Board) -> None:
    """Every position of the three tombs gives a whole, playable board."""
    owned = [frozenset(p.changes[0]) | {p.pits[0]} for p in board.platforms]
    if sum(map(len, owned)) != len(frozenset().union(*owned)):
        raise field_error(board.source, "platforms", "share a space: each space has one platform")
    shifting = {s.id for s in board.spaces.values() if s.kind == SHIFTING}
    if frozenset().union(*owned) != shifting:
        raise field_error(board.source, "spaces", "hold a shifting space no platform changes")
    if len({p.tomb for p in board.platforms}) != len(TOMBS):
        raise field_error(board.source, "platforms", "must carry the Mummy, Monster and Wolf tombs")
    for tombs in product(POSITIONS, repeat=len(board.platforms)):
        kinds = board.kinds(tombs)
        for colour in COLOURS:
            arrows = [s for s, k in kinds.items() if k == ARROW + colour]
            dangers = [s for s, k in kinds.items() if k == DANGER + colour]
            if arrows and len(dangers) != 1:
                raise field_error(
                    board.source,
                    "platforms",
                    f"at {tombs} show {colour} arrows without one {colour} Danger space",
                )
        if board.crypt not in reachable(board, board.gate, kinds):
            raise field_error(
                board.source, "platforms", f"at {tombs} cut the Crypt off from the Gate"
            )


def reachable(board: Board, start: str, kinds: Mapping[str, str]) -> set[str]:
    seen = {start}
    todo = [start]
    while todo:
        here = todo.pop()
        for there in board.neighbours[here]:
            if there not in seen and kinds[there] != PIT:
                seen.add(there)
                todo.append(there)
    return seen


def space_name(space_id: str) -> str:
    """How players read a space: its grid name in capitals ("C4")."""
    return space_id.upper()
