"""Scavenger Hunt's action ids: one codec for every kind, and how places and steps are spelled.

Saved event logs replay these ids, so each is spelled as it always was: ``place:<disc>``,
``step-by-step``, ``to:<space>[:<how>]`` (a destination whose cards are chosen next),
``other-destination``, ``go:<space>:<cards>[:<how>]``, ``step:<space>:<card>``,
``dog:<new or space>:<space>``, ``trade:<card>`` and ``end``. ``<how>`` is how the count ends
there (``collected``, ``home``, ``trapped``, ``stuck``) or ``back`` when it reaches another
pawn's outer space moving backward; ``-`` stands for no cards.

Every apply lists the legal ids again, a few dozen destinations each, so each id is formatted
once and kept: the positions of one game name the same places and hands over and over.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from functools import cache, lru_cache

from bot.engine import ActionIds, ActionKind, MalformedAction, Parsed
from bot.engine.ids import SEPARATOR, word
from bot.games.scavenger_hunt.routes import Place, Step

PARSED_KEPT = 4096
"""Parsed ids kept: a game's ids name the same few dozen places and hands over and over."""


class KeptIds(ActionIds):
    """The codec, keeping what it parsed: ``apply`` parses an id to check its shape and again
    to do it, and the panels of every turn list the same ids."""

    def __init__(self, game_name: str, kinds: Iterable[ActionKind]) -> None:
        super().__init__(game_name, kinds)
        self._parsed = lru_cache(maxsize=PARSED_KEPT)(super().parse)

    def parse(self, action_id: str) -> Parsed:
        return self._parsed(action_id)


IDS = KeptIds(
    "Scavenger Hunt",
    (
        ActionKind("place", (word("disc"),)),
        ActionKind("step-by-step"),
        ActionKind("to", (word("space"), word("how")), optional=1),
        ActionKind("other-destination"),
        ActionKind("go", (word("space"), word("cards"), word("how")), optional=1),
        ActionKind("step", (word("space"), word("card"))),
        ActionKind("dog", (word("source"), word("space"))),
        ActionKind("trade", (word("card"),)),
        ActionKind("end"),
    ),
)


class OpenIds(Collection[str]):
    """The ids open now, found one kind at a time by ``find``: ``apply`` asks about a single
    id, and listing every kind (a hundred Dog moves with a Dog card in hand, the destinations of
    a route search) costs more than the move itself."""

    def __init__(self, find: Callable[[str], Collection[str]]) -> None:
        self._find = find
        self._found: dict[str, Collection[str]] = {}

    def of_kind(self, kind: str) -> Collection[str]:
        found = self._found.get(kind)
        if found is None:
            found = self._found[kind] = self._find(kind)
        return found

    def __contains__(self, action_id: object) -> bool:
        if not isinstance(action_id, str):
            return False
        try:
            kind = IDS.parse(action_id).kind
        except MalformedAction:
            return False
        return action_id in self.of_kind(kind)

    def __iter__(self) -> Iterator[str]:
        for kind in IDS.kinds:
            yield from self.of_kind(kind)

    def __len__(self) -> int:
        return sum(len(self.of_kind(kind)) for kind in IDS.kinds)


STEPWISE = IDS["step-by-step"].format()
OTHER_DESTINATION = IDS["other-destination"].format()
END_TURN = IDS["end"].format()
NO_CARDS = "-"
BACK = "back"
NEW_DOG = "new"


def place_fields(where: Place) -> tuple[str, ...]:
    """'p8', 'p8', 'back' (reached moving backward), 'garage-red', 'trapped'."""
    if where.ends:
        return where.end, where.ends
    return (where.end, BACK) if where.direction < 0 else (where.end,)


def read_place(end: str, how: str = "") -> Place:
    """The inverse of ``place_fields``."""
    return Place(end, "", -1) if how == BACK else Place(end, how)


def place_key(where: Place) -> str:
    """A place as the state keeps the destination being chosen: 'p8', 'p8:back'."""
    return SEPARATOR.join(place_fields(where))


def chosen_place(key: str) -> Place:
    """The inverse of ``place_key``."""
    return read_place(*key.split(SEPARATOR))


def cards_field(spent: str) -> str:
    return spent or NO_CARDS


def read_cards(field: str) -> str:
    return "" if field == NO_CARDS else field


@cache
def go_id(where: Place, spent: str) -> str:
    end, *how = place_fields(where)
    return IDS["go"].format(end, cards_field(spent), *how)


@cache
def destination_id(where: Place, spent: str, several: bool) -> str:
    """A destination whose routes all keep one hand goes straight there; else its cards are
    chosen next."""
    return IDS["to"].format(*place_fields(where)) if several else go_id(where, spent)


@cache
def step_id(step: Step) -> str:
    """One spelling for the panel and the check in apply."""
    return IDS["step"].format(step.to, cards_field(step.card))


@cache
def place_id(disc: str) -> str:
    return IDS["place"].format(disc)


@cache
def dog_id(source: str, space: str) -> str:
    return IDS["dog"].format(source, space)


@cache
def trade_id(code: str) -> str:
    return IDS["trade"].format(code)
