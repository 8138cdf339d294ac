"""How spaces, cards and hands read in the turn story and on controls: every name and line a
``Sentence`` from ``locales/<code>/games/scavenger-hunt.ftl`` (ids from the data's own ids), so
each reader gets it in her language; names are made once and kept, as labels name them by the
hundred."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from bot.games.scavenger_hunt.house import PATH, House
from bot.languages import ENGLISH, say
from bot.sentences import Sentence, listed

K = __name__.split(".")[-2].replace("_", "-")
"""The game's key: every message id starts with it."""


MARK = "\x00"
"""Marks where an argument goes when a message's English is read as a template."""


@cache
def _template(message_id: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """The message's English as pieces, text and argument names by turns (read once from
    the catalog, each argument given as its marked name)."""
    return tuple(say(ENGLISH, message_id, **{n: f"{MARK}{n}{MARK}" for n in names}).split(MARK))


def quick(message_id: str, **args: str) -> Sentence:
    """``Sentence(message_id, **args)`` for a message of text and string arguments only (no
    selector): its English put together from the catalog's template, as a turn's labels are
    made by the hundred and most say something new."""
    pieces = _template(message_id, tuple(args))
    sentence = str.__new__(Sentence, "".join(args[p] if i % 2 else p for i, p in enumerate(pieces)))
    sentence.message_id = message_id
    sentence.args = args
    return sentence


def key_of(data_id: str) -> str:
    """A data id as a message id's tail: 'GARAGE' -> 'garage', 'garage-red' as it is."""
    return data_id.lower()


@cache
def room(kind: str) -> Sentence:
    """A room card or a Room/Yard or START space's kind as the table reads it: 'Garage',
    'Start'."""
    return Sentence(f"{K}-room-{key_of(kind)}")


@cache
def room_card(kind: str) -> Sentence:
    """A room card as its face writes it: 'GARAGE'."""
    return Sentence(f"{K}-room-card-{key_of(kind)}")


@cache
def item(key: str) -> Sentence:
    """An item disc's name: 'Rubber Chicken'."""
    return Sentence(f"{K}-item-{key}")


@cache
def card(kind: str) -> Sentence:
    """A card's name by its kind: 'Kitchen', 'Four-Arrow', 'Dog'."""
    return Sentence(f"{K}-card-{key_of(kind)}")


def card_name(house: House, code: str) -> Sentence:
    """The card of this deck code: 'K' -> 'Kitchen'."""
    return card(house.cards[code].kind)


def place(house: House, space_id: str) -> Sentence:
    """'space 14', 'the yellow Garage', 'the red Start': each as the board writes it (the
    outer spaces numbered along the arrows, a START's front space too)."""
    space = house.space(space_id)
    if space.kind == PATH:
        return Sentence(f"{K}-space-the", number=str(house.index(space_id) + 1))
    return Sentence(f"{K}-place-{key_of(space_id)}")


def short_place(house: House, space_id: str) -> Sentence:
    """The same without the article, for labels: 'space 14', 'yellow Garage'."""
    space = house.space(space_id)
    if space.kind == PATH:
        return Sentence(f"{K}-space", number=str(house.index(space_id) + 1))
    return Sentence(f"{K}-short-{key_of(space_id)}")


def joined(parts: Sequence[str], message: str = f"{K}-comma") -> str:
    """Parts one after another, ', ' between them (or the ``message``'s own joint), as one
    sentence each reader words whole."""
    if not parts:
        return ""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = quick(message, first=part, rest=text)
    return text


@cache
def _cards(kinds: tuple[str, ...]) -> str:
    """Kept: a hand reads the same few ways in every label of a turn."""
    return joined([card(kind) for kind in kinds]) if kinds else Sentence(f"{K}-no-cards")


def cards(house: House, codes: Iterable[str]) -> str:
    """'Kitchen, Kitchen, Four-Arrow' or 'no cards'."""
    return _cards(tuple(house.cards[code].kind for code in codes))


def counted(house: House, codes: Iterable[str]) -> str:
    """The same, short enough for a label with a hand of twelve: '2 Kitchen, Four-Arrow'."""
    held = list(codes)
    kinds = sorted(set(held), key=list(house.cards).index)
    return _counted(tuple((house.cards[code].kind, held.count(code)) for code in kinds))


@cache
def _counted(kinds: tuple[tuple[str, int], ...]) -> str:
    parts = [
        Sentence(f"{K}-counted", count=many, card=card(kind)) if many > 1 else card(kind)
        for kind, many in kinds
    ]
    return joined(parts) if parts else Sentence(f"{K}-no-cards")


def names(people: Iterable[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy'."""
    found = list(people)
    return listed(found) if found else ""


def hand_line(house: House, hand: Iterable[str]) -> str:
    held = sorted(hand, key=list(house.cards).index)
    if not held:
        return Sentence(f"{K}-hand-empty")
    return Sentence(f"{K}-hand", cards=cards(house, held))


@cache
def moves(count: int) -> Sentence:
    return Sentence(f"{K}-moves", count=count)
