"""The Rivals road and decks: board.json and cards.json loaded once, checked, and frozen.

The rulebook counts what the box holds (65 Life cards of four types, 10 careers paying one to
three $10K bills, one Baby space, three Stop spaces, four orange and four red spaces); the files
are checked against those counts at start-up, so a bad edit fails with one sentence naming the
file and the field instead of surfacing mid-game.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import msgspec

from bot.engine.schema import Key, NonNegative, Positive, Text, decode_file, field_error

START, RETIREMENT = "start", "retirement"
YELLOW, PAYDAY, GOSSIP, BABY = "yellow", "payday", "gossip", "baby"
STOP_KIDS, STOP_PETS, STOP_INSURANCE = "stop-kids", "stop-pets", "stop-insurance"
ORANGE, RED = "orange", "red"
STOPS = (STOP_KIDS, STOP_PETS, STOP_INSURANCE)
GOOD, NOT_SO_GOOD, IT_HAPPENS, STUFF = "good", "not-so-good", "it-happens", "stuff"
LIFE_CARDS = 65
CAREERS = 10
COLOURED_EACH = 4
"""Four orange and four red spaces."""

SpaceKind = Literal[
    "start",
    "retirement",
    "yellow",
    "payday",
    "gossip",
    "baby",
    "stop-kids",
    "stop-pets",
    "stop-insurance",
    "orange",
    "red",
]
Effect = Literal["collect", "pay", "take", "give", "pet"]
"""What an orange or red space does with ``amount``: collect bills from the bank, pay the bank,
take bills from the rival, give bills to the rival, or add pets."""
CardKind = Literal["good", "not-so-good", "it-happens", "stuff"]
Salary = Annotated[int, msgspec.Meta(ge=1, le=3)]


class SpaceFile(msgspec.Struct, forbid_unknown_fields=True):
    kind: SpaceKind
    name: Text
    text: Text
    effect: Effect | None = None
    amount: Positive | None = None


class BoardFile(msgspec.Struct, forbid_unknown_fields=True):
    spaces: list[SpaceFile]


class Career(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Career card as cards.json declares it and the game holds it: ``salary`` in bills a
    Payday, ``starting_cash`` paid only for the career kept at set-up."""

    key: Key
    name: Text
    salary: Salary
    starting_cash: NonNegative


class LifeCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Life card as cards.json declares it and the game holds it. ``points`` are negative on
    Not-So-Good cards; ``cost`` is a fee (It Happens) or a price (Stuff). No card names whom it
    hits: the one who plays it chooses (rulebook, Play! 2)."""

    key: Key
    kind: CardKind
    name: Text
    points: int = 0
    cost: NonNegative = 0
    resale: NonNegative = 0


class CardsFile(msgspec.Struct, forbid_unknown_fields=True):
    careers: list[Career]
    life_cards: list[LifeCard]


@dataclass(frozen=True)
class Space:
    """``text`` of an orange or red space is a public line with ``{player}`` (the mover) and
    ``{rival}`` in place of the names."""

    kind: str
    name: str
    text: str
    effect: str | None = None
    amount: int = 0

    def told(self, player: str, rival: str) -> str:
        """The space's text with the two names in it, for the table to read."""
        return self.text.format(player=player, rival=rival)


@dataclass(frozen=True)
class Box:
    """Everything in the box: the road (index 0 is Start, the last is Retirement) and decks."""

    road: tuple[Space, ...]
    careers: tuple[Career, ...]
    cards: tuple[LifeCard, ...]

    def card(self, key: str) -> LifeCard:
        return self._cards[key]

    def career(self, key: str) -> Career:
        return self._careers[key]

    @property
    def retirement(self) -> int:
        return len(self.road) - 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "_cards", {card.key: card for card in self.cards})
        object.__setattr__(self, "_careers", {career.key: career for career in self.careers})


def load_box(data_dir: Path) -> Box:
    """Read and check board.json and cards.json in ``data_dir``."""
    board_path, cards_path = data_dir / "board.json", data_dir / "cards.json"
    board = decode_file(board_path, BoardFile, "the board file")
    cards = decode_file(cards_path, CardsFile, "the cards file")
    road = tuple(Space(s.kind, s.name, s.text, s.effect, s.amount or 0) for s in board.spaces)
    _check_road(str(board_path), board.spaces)
    _check_cards(str(cards_path), cards)
    return Box(road=road, careers=tuple(cards.careers), cards=tuple(cards.life_cards))


def _check_road(source: str, spaces: list[SpaceFile]) -> None:
    kinds = [space.kind for space in spaces]
    if len(kinds) < 3 or kinds[0] != START or kinds[-1] != RETIREMENT:
        raise field_error(source, "spaces", "must run from a start space to a retirement space")
    counts = Counter(kinds)
    wanted = {START: 1, RETIREMENT: 1, BABY: 1, ORANGE: COLOURED_EACH, RED: COLOURED_EACH}
    wanted |= {stop: 1 for stop in STOPS}
    for kind, count in wanted.items():
        if counts[kind] != count:
            raise field_error(
                source, "spaces", f"must hold {count} {kind} space(s), not {counts[kind]}"
            )
    for kind in (YELLOW, PAYDAY, GOSSIP):
        if not counts[kind]:
            raise field_error(source, "spaces", f"must hold at least one {kind} space")
    for index, space in enumerate(spaces):
        coloured = space.kind in (ORANGE, RED)
        if coloured != (space.effect is not None and space.amount is not None):
            problem = "needs an effect and an amount" if coloured else "takes no effect"
            raise field_error(source, f"spaces[{index}]", problem)
        if coloured and not _third_person(space.text):
            raise field_error(source, f"spaces[{index}].text", THIRD_PERSON)


THIRD_PERSON = "must be told in the third person, with {player} and {rival} for the names"
SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


def _third_person(text: str) -> bool:
    """Whether ``text`` names the mover as {player}, knows no other field, and never says
    "you": the line is read by the whole table, not by the mover alone."""
    try:
        text.format(player="", rival="")
    except (KeyError, IndexError, ValueError):
        return False
    return "{player}" in text and not SECOND_PERSON.search(text)


def _check_cards(source: str, cards: CardsFile) -> None:
    if len(cards.careers) != CAREERS:
        raise field_error(source, "careers", f"must hold {CAREERS} careers")
    if len(cards.life_cards) != LIFE_CARDS:
        raise field_error(source, "life_cards", f"must hold {LIFE_CARDS} cards")
    for what, keys in (
        ("careers", [c.key for c in cards.careers]),
        ("life_cards", [c.key for c in cards.life_cards]),
    ):
        if len(set(keys)) != len(keys):
            raise field_error(source, what, "holds a key twice")
    names = [c.name for c in cards.life_cards] + [c.name for c in cards.careers]
    if len(set(names)) != len(names):
        raise field_error(source, "life_cards", "holds a name twice")
    for index, card in enumerate(cards.life_cards):
        problem = _card_problem(card)
        if problem:
            raise field_error(source, f"life_cards[{index}]", problem)


def _card_problem(card: LifeCard) -> str:
    if card.kind == GOOD and (card.points <= 0 or card.cost):
        return "is a Good card: positive points, no cost"
    if card.kind == NOT_SO_GOOD and (card.points >= 0 or card.cost):
        return "is a Not-So-Good card: negative points, no cost"
    if card.kind == IT_HAPPENS and (card.points or card.cost <= 0):
        return "is an It Happens card: a fee, no points"
    if card.kind == STUFF and (card.points <= 0 or card.cost <= 0 or card.resale <= 0):
        return "is a Stuff card: points, a cost and a resale amount"
    return ""
