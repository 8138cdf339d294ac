"""The school (board.json) and the cards (cards.json), declared as msgspec schemas and checked.

Every check guards a rule: 23 classrooms for 23 item cards, every classroom pointed at by some
arrow (or its card could never be turned over), four Home Spaces, 36 large cards, a door out of
the Detention Room. A bad file fails at start-up with one sentence naming the file and field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal

import msgspec

from bot.engine.schema import Key, Positive, Text, decode_file, field_error

HOME, HALL, ARROW, TRADE, CHANGE = "home", "hall", "arrow", "trade", "change"
SpaceKind = Literal["home", "hall", "arrow", "trade", "change"]
BONUS, MOVE, PEEK, PUT_BACK, RETURN = "bonus", "move", "peek", "put-back", "return"
CardAction = Literal["bonus", "move", "peek", "put-back", "return"]
ITEM_CARDS = 23
DECK_SIZE = 36
ITEMS_PER_BOARD = 4
WHERE = (" at the top", " at the bottom", " on the left", " on the right")
"""How a name tells apart two spaces of one kind: by where the board shows them."""


class SpaceFile(msgspec.Struct, forbid_unknown_fields=True):
    id: Key
    kind: SpaceKind
    name: Text
    x: int
    y: int
    rooms: list[Key]
    next: Annotated[list[Key], msgspec.Meta(min_length=1)]


class RoomFile(msgspec.Struct, forbid_unknown_fields=True):
    id: Key
    name: Text
    box: Annotated[list[float], msgspec.Meta(min_length=4, max_length=4)]


class DetentionFile(msgspec.Struct, forbid_unknown_fields=True):
    room: Key
    door: Key


class BoardFile(msgspec.Struct, forbid_unknown_fields=True):
    size: Annotated[list[Positive], msgspec.Meta(min_length=2, max_length=2)]
    spaces: list[SpaceFile]
    rooms: list[RoomFile]
    detention: DetentionFile
    homes: dict[Key, Key]


class NamedFile(msgspec.Struct, forbid_unknown_fields=True):
    key: Key
    name: Text


class CharacterFile(msgspec.Struct, forbid_unknown_fields=True):
    key: Key
    name: Text
    boyfriend: Key
    date: Text
    colour: Annotated[str, msgspec.Meta(pattern=r"^#[0-9a-f]{6}$")]
    items: list[NamedFile]


class StoryFile(msgspec.Struct, forbid_unknown_fields=True):
    key: Key
    character: Key
    action: CardAction
    story: Text


class CardsFile(msgspec.Struct, forbid_unknown_fields=True):
    characters: list[CharacterFile]
    boyfriends: list[NamedFile]
    detention_cards: Positive
    deck: list[StoryFile]


@dataclass(frozen=True)
class Space:
    id: str
    kind: str
    name: str
    x: int
    y: int
    rooms: tuple[str, ...]

    @property
    def sign(self) -> str:
        """What the board writes on the space, so that every name a menu or a story uses is
        found there: the name without where the space lies (the board shows that), a Home
        Space's owner, nothing on an arrow (the classroom it points at carries the name)."""
        if self.kind == ARROW:
            return ""
        if self.kind == HOME:
            return self.name.removesuffix(" Home")
        return next(
            (self.name.removesuffix(where) for where in WHERE if self.name.endswith(where)),
            self.name,
        )


@dataclass(frozen=True)
class Room:
    id: str
    name: str
    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class Character:
    key: str
    name: str
    boyfriend: str
    date: str
    colour: str
    items: tuple[str, ...]
    home: str


@dataclass(frozen=True)
class Story:
    key: str
    character: str
    action: str
    story: str


@dataclass(frozen=True)
class School:
    """The checked board and cards; mappings are read-only so one School serves every game."""

    size: tuple[int, int]
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, tuple[str, ...]]
    rooms: Mapping[str, Room]
    detention: str
    door: str
    characters: tuple[Character, ...]
    card_names: Mapping[str, str]
    """Every item card (items, boyfriends, Go To Detention cards) by key."""
    owners: Mapping[str, str]
    """Item and boyfriend card -> the character who must collect it."""
    boyfriends: tuple[str, ...]
    detention_cards: tuple[str, ...]
    deck: tuple[Story, ...]
    cast: Mapping[str, Character]
    """Every character by key."""
    stories: Mapping[str, Story]
    """Every large card by key."""

    def character(self, key: str) -> Character:
        return self.cast[key]

    @property
    def classrooms(self) -> tuple[str, ...]:
        """The rooms that hold an item card: every room but the Detention Room."""
        return tuple(room for room in self.rooms if room != self.detention)

    def story(self, key: str) -> Story:
        return self.stories[key]

    def item_cards(self) -> tuple[str, ...]:
        return tuple(self.card_names)


def load_school(data_dir: Path) -> School:
    """board.json and cards.json from ``data_dir``, checked against each other."""
    board_path, cards_path = data_dir / "board.json", data_dir / "cards.json"
    board = decode_file(board_path, BoardFile, "the school board file")
    cards = decode_file(cards_path, CardsFile, "the cards file")
    b, c = str(board_path), str(cards_path)
    spaces = {s.id: Space(s.id, s.kind, s.name, s.x, s.y, tuple(s.rooms)) for s in board.spaces}
    rooms = {
        r.id: Room(r.id, r.name, (r.box[0], r.box[1], r.box[2], r.box[3])) for r in board.rooms
    }
    if len(spaces) != len(board.spaces):
        raise field_error(b, "spaces", "names a space twice")
    neighbours = {s.id: tuple(s.next) for s in board.spaces}
    for space in board.spaces:
        for other in space.next:
            if other not in spaces or space.id not in neighbours[other]:
                raise field_error(b, f"spaces.{space.id}.next", f"has {other}, not a two-way link")
        for room in space.rooms:
            if room not in rooms or room == board.detention.room:
                raise field_error(b, f"spaces.{space.id}.rooms", f"points at {room}, no classroom")
        wanted = {ARROW: (1, 2)}.get(space.kind, (0,))
        if len(space.rooms) not in wanted:
            raise field_error(b, f"spaces.{space.id}.rooms", "does not fit the kind of space")
    if board.detention.room not in rooms or board.detention.door not in spaces:
        raise field_error(b, "detention", "needs a room and a door space of this board")
    classrooms = [room for room in rooms if room != board.detention.room]
    if len(classrooms) != ITEM_CARDS:
        raise field_error(b, "rooms", f"must hold {ITEM_CARDS} classrooms besides Detention")
    pointed = {room for s in board.spaces for room in s.rooms}
    if missing := sorted(set(classrooms) - pointed):
        raise field_error(b, "rooms", f"has {missing[0]}, which no arrow points at")
    names: dict[str, str] = {}
    owners: dict[str, str] = {}
    characters = []
    for char in cards.characters:
        home = board.homes.get(char.key)
        if home is None or spaces.get(home) is None or spaces[home].kind != HOME:
            raise field_error(b, "homes", f"has no Home Space for {char.key}")
        if len(char.items) != ITEMS_PER_BOARD:
            raise field_error(c, f"characters.{char.key}.items", f"must list {ITEMS_PER_BOARD}")
        for item in char.items:
            names[item.key], owners[item.key] = item.name, char.key
        owners[char.boyfriend] = char.key
        characters.append(
            Character(
                char.key,
                char.name,
                char.boyfriend,
                char.date,
                char.colour,
                tuple(i.key for i in char.items),
                home,
            )
        )
    for boyfriend in cards.boyfriends:
        names[boyfriend.key] = boyfriend.name
    if {ch.boyfriend for ch in characters} != {bf.key for bf in cards.boyfriends}:
        raise field_error(c, "boyfriends", "must be one per character")
    detention = tuple(f"detention-{n}" for n in range(1, cards.detention_cards + 1))
    for key in detention:
        names[key] = "Go To Detention Room"
    if len(names) != ITEM_CARDS:
        raise field_error(c, "characters", f"and boyfriends must make {ITEM_CARDS} item cards")
    if len(cards.deck) != DECK_SIZE:
        raise field_error(c, "deck", f"must hold {DECK_SIZE} large cards")
    known = {ch.key for ch in characters}
    for story in cards.deck:
        if story.character not in known:
            raise field_error(c, f"deck.{story.key}.character", "is not a character")
    deck = tuple(Story(s.key, s.character, s.action, s.story) for s in cards.deck)
    stories = {story.key: story for story in deck}
    if len(stories) != DECK_SIZE:
        raise field_error(c, "deck", "names a large card twice")
    return School(
        size=(board.size[0], board.size[1]),
        spaces=MappingProxyType(spaces),
        neighbours=MappingProxyType(neighbours),
        rooms=MappingProxyType(rooms),
        detention=board.detention.room,
        door=board.detention.door,
        characters=tuple(characters),
        card_names=MappingProxyType(names),
        owners=MappingProxyType(owners),
        boyfriends=tuple(bf.key for bf in cards.boyfriends),
        detention_cards=detention,
        deck=deck,
        cast=MappingProxyType({character.key: character for character in characters}),
        stories=MappingProxyType(stories),
    )
