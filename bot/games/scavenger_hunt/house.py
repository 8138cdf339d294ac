"""The house: house.json and deck.json loaded once, checked against their schemas, and frozen.

The rules read the house as data: which spaces form the one-way outer path, which Room/Yard
spaces there are, where the Doors are, which outer spaces are Roll Again spaces and which stand
in front of a START. Every check guards a rule of the rulebook (SH29, SH39, SH4, SH5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal

import msgspec

from bot.engine import GameDataError
from bot.engine.schema import Key, Positive, Text, decode_file

PATH = "path"
START = "start"
ROOMS = ("KITCHEN", "CLOSET", "ATTIC", "GARAGE", "YARD")
DISC_ROOMS = ("GARAGE", "ATTIC", "CLOSET", "KITCHEN")
"""The four room cards of set-up (SH11): discs never go on a YARD."""
WILD = "WILD"
DOG = "DOG"
Kind = Literal["path", "start", "KITCHEN", "CLOSET", "ATTIC", "GARAGE", "YARD"]
Rect = Annotated[list[float], msgspec.Meta(min_length=4, max_length=4)]
ROOM_SPACES = 20
DECK_SIZE = 60
DISCS = 16


class ColourFile(msgspec.Struct, forbid_unknown_fields=True):
    name: Key
    rgb: Annotated[str, msgspec.Meta(pattern=r"^#[0-9a-f]{6}$")]


class SpaceFile(msgspec.Struct, forbid_unknown_fields=True):
    id: Key
    kind: Kind
    rect: Rect
    colour: Key | None = None


class DiscFile(msgspec.Struct, forbid_unknown_fields=True):
    key: Key
    name: Text


class HouseFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of house.json."""

    size: Positive
    colours: list[ColourFile]
    path: list[Key]
    spaces: list[SpaceFile]
    doors: list[Annotated[list[Key], msgspec.Meta(min_length=2, max_length=2)]]
    starts: dict[str, Key]
    fronts: dict[str, Key]
    roll_again: list[Key]
    discs: list[DiscFile]


class CardFile(msgspec.Struct, forbid_unknown_fields=True):
    kind: Literal["KITCHEN", "CLOSET", "ATTIC", "GARAGE", "YARD", "WILD", "DOG"]
    code: Annotated[str, msgspec.Meta(pattern=r"^[A-Z]$")]
    name: Text
    count: Positive


class DeckFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared shape of deck.json."""

    cards: list[CardFile]


@dataclass(frozen=True)
class Space:
    id: str
    kind: str
    rect: tuple[float, float, float, float]
    colour: str | None = None

    @property
    def is_room(self) -> bool:
        """A Room/Yard space: entered only by playing a matching card."""
        return self.kind in ROOMS


@dataclass(frozen=True)
class Card:
    kind: str
    code: str
    name: str
    count: int


@dataclass(frozen=True)
class House:
    """The checked house and deck; mappings are read-only so one House serves every game."""

    size: int
    colours: tuple[str, ...]
    rgb: Mapping[str, str]
    path: tuple[str, ...]
    spaces: Mapping[str, Space]
    doors: Mapping[str, tuple[str, ...]]
    starts: Mapping[str, str]
    fronts: Mapping[str, str]
    roll_again: frozenset[str]
    discs: Mapping[str, str]
    cards: Mapping[str, Card]
    """Card code -> card, in deck order."""
    order: Mapping[str, int]
    """Outer space -> its position along the arrows."""

    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    @cached_property
    def exits(self) -> Mapping[str, tuple[tuple[str, str], ...]]:
        """Each space's Doors, with the kind of the space beyond: a route search asks often."""
        return MappingProxyType(
            {
                space_id: tuple((through, self.spaces[through].kind) for through in doors)
                for space_id, doors in self.doors.items()
            }
        )

    @cached_property
    def sides(self) -> Mapping[str, tuple[str, str]]:
        """Each outer space's neighbours: the next along the arrows and the one before."""
        return MappingProxyType(
            {
                space_id: (self.along(space_id, 1), self.along(space_id, -1))
                for space_id in self.path
            }
        )

    def index(self, space_id: str) -> int:
        """The position of an outer path space along the arrows."""
        return self.order[space_id]

    def along(self, space_id: str, step: int) -> str:
        """The outer space ``step`` spaces along the arrows (backwards when negative)."""
        return self.path[(self.order[space_id] + step) % len(self.path)]

    def on_path(self, space_id: str) -> bool:
        return space_id in self.order

    def abuts_door(self, space_id: str) -> bool:
        """An outer space with a Door onto it: an entrance no Dog may block (SH62)."""
        return bool(self.doors.get(space_id))

    def room_of(self, kind: str, colour: str) -> str:
        return next(s.id for s in self.spaces.values() if s.kind == kind and s.colour == colour)

    def code_of(self, kind: str) -> str:
        return next(card.code for card in self.cards.values() if card.kind == kind)

    def kind_of(self, code: str) -> str:
        return self.cards[code].kind

    def full_deck(self) -> list[str]:
        return [code for code, card in self.cards.items() for _ in range(card.count)]


def load_house(house_path: Path, deck_path: Path) -> House:
    """Read and check both files; GameDataError names the file and the problem."""
    raw = decode_file(house_path, HouseFile, "the house file")
    deck = decode_file(deck_path, DeckFile, "the deck file")
    source = str(house_path)

    def fail(problem: str) -> GameDataError:
        return GameDataError(f"{source}: {problem}.")

    spaces = {s.id: Space(s.id, s.kind, tuple(s.rect), s.colour) for s in raw.spaces}  # type: ignore[arg-type]
    if len(spaces) != len(raw.spaces):
        raise fail("two spaces share an id")
    colours = tuple(c.name for c in raw.colours)
    if len(colours) != 4:
        raise fail("there must be 4 pawn colours")
    for space_id in raw.path:
        if spaces.get(space_id, Space("", "", (0, 0, 0, 0))).kind != PATH:
            raise fail(f"the outer path lists {space_id!r}, which is not an outer space")
    rooms = [s for s in spaces.values() if s.is_room]
    if len(rooms) != ROOM_SPACES:
        raise fail(f"there must be {ROOM_SPACES} Room/Yard spaces, not {len(rooms)}")
    for kind in ROOMS:
        have = sorted(str(s.colour) for s in rooms if s.kind == kind)
        if have != sorted(colours):
            raise fail(f"the {kind} spaces must be one in each colour")
    doors: dict[str, list[str]] = {space_id: [] for space_id in spaces}
    for a, b in raw.doors:
        if a not in spaces or b not in spaces:
            raise fail(f"a Door joins an unknown space ({a!r}, {b!r})")
        doors[a].append(b)
        doors[b].append(a)
    for room in rooms:
        outside = [d for d in doors[room.id] if spaces[d].kind == PATH]
        if (room.kind == "GARAGE") == bool(outside):
            raise fail(f"{room.id} breaks the rule that only GARAGEs have no Door to the path")
    if sorted(raw.starts) != sorted(colours) or sorted(raw.fronts) != sorted(colours):
        raise fail("every colour needs a START and a space in front of it")
    for colour in colours:
        if raw.fronts[colour] not in doors[raw.starts[colour]]:
            raise fail(f"the {colour} START has no Door to the space in front of it")
    if len(raw.discs) != DISCS:
        raise fail(f"there must be {DISCS} item discs")
    cards = {card.code: Card(card.kind, card.code, card.name, card.count) for card in deck.cards}
    if sum(card.count for card in cards.values()) != DECK_SIZE:
        raise GameDataError(f"{deck_path}: the deck must hold {DECK_SIZE} cards.")
    path = tuple(raw.path)
    return House(
        size=raw.size,
        colours=colours,
        rgb=MappingProxyType({c.name: c.rgb for c in raw.colours}),
        path=path,
        spaces=MappingProxyType(spaces),
        doors=MappingProxyType({k: tuple(v) for k, v in doors.items()}),
        starts=MappingProxyType(dict(raw.starts)),
        fronts=MappingProxyType(dict(raw.fronts)),
        roll_again=frozenset(raw.roll_again),
        discs=MappingProxyType({d.key: d.name for d in raw.discs}),
        cards=MappingProxyType(cards),
        order=MappingProxyType({space_id: i for i, space_id in enumerate(path)}),
    )


def read_house(folder: Path) -> House:
    """house.json and deck.json, checked; GameDataError names a bad file."""
    return load_house(folder / "house.json", folder / "deck.json")
