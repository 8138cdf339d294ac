"""How Rivals says money, people, pets, careers and cards, the same everywhere: as catalog
sentences (``locales/<code>/games/life-rivals.ftl``), each worded where it is read.

The names and lines a turn repeats are kept once made (``cache``): the menus build the same
card lines for every legal action, and a cached sentence costs a dictionary look-up.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache

from bot.games.life_rivals.actions import CAREER_PANEL, PANEL
from bot.games.life_rivals.boards import HeldCareer
from bot.games.life_rivals.data import GOOD, IT_HAPPENS, NOT_SO_GOOD, STUFF, Career, LifeCard, Space
from bot.sentences import Sentence, arg_pairs, flat_args, worded

KEY = __name__.split(".")[-2].replace("_", "-")
"""The game's key (its package's name, as the registration spells it): every message id
starts with it."""


class Series(str):
    """Parts one after another (``", "`` or ``"; "`` between them), as an argument of a
    sentence: as a string the English, and each part worded where the sentence is."""

    parts: tuple[str, ...]
    separator: str

    def __new__(cls, parts: Sequence[str], separator: str = ", ") -> Series:
        series = super().__new__(cls, separator.join(parts))
        series.parts, series.separator = tuple(parts), separator
        return series

    def __getnewargs__(self) -> tuple[tuple[str, ...], str]:  # type: ignore[override]
        return self.parts, self.separator

    def in_language(self, language: str) -> str:
        return self.separator.join(worded(part, language) for part in self.parts)


def joined(parts: Sequence[str], separator: str = ", ") -> str:
    """Parts one after another, each worded with the sentence they are an argument of."""
    return parts[0] if len(parts) == 1 else Series(parts, separator)


class Kept(Sentence):
    """A sentence that names nobody (a card, a sum, a career), made once and kept
    (``cache``): worded once per language too, since a menu or a description words the
    same few dozen of them over and over."""

    def in_language(self, language: str) -> str:
        said: dict[str, str] = self.__dict__.setdefault("_said", {})
        if language not in said:
            said[language] = super().in_language(language)
        return said[language]


def kept(message: str, **args: object) -> Kept:
    """One of the game's sentences that names nobody (see ``Kept``)."""
    return Kept(f"{KEY}-{message}", **args)


KIND_NAMES = {
    GOOD: Kept(f"{KEY}-kind-good"),
    NOT_SO_GOOD: Kept(f"{KEY}-kind-not-so-good"),
    IT_HAPPENS: Kept(f"{KEY}-kind-it-happens"),
    STUFF: Kept(f"{KEY}-kind-stuff"),
}
KEEP_IN_PANEL = Sentence(f"{KEY}-keep-in-panel", panel=CAREER_PANEL)
"""Said when the careers button first shows, so nobody has to guess what it opens."""
CARDS_IN_PANEL = Sentence(f"{KEY}-cards-in-panel", panel=PANEL)
"""Said when the cards button first shows (the first turn)."""


def say(message: str, **args: object) -> Sentence:
    """One of the game's sentences: ``message`` is its id less the game's key. The same
    sentence is made once and shared (a menu builds its labels for every legal action, on
    every look at the position): each argument slot takes one kind of thing (a name, a
    card, a sum), so equal arguments are the same words."""
    try:
        return _said(message, flat_args(args))
    except TypeError:  # an argument that can't be hashed
        return Sentence(f"{KEY}-{message}", **args)


@lru_cache(maxsize=2048)
def _said(message: str, flat: tuple[object, ...]) -> Sentence:
    """``flat``: each argument's name and value by turns (one tuple a kept entry)."""
    return Sentence(f"{KEY}-{message}", **dict(arg_pairs(flat)))


class Refusal(Sentence):
    """A refusal: ``str`` of it (as an exception's message is read, ``str(error)``) is the
    sentence itself, not a plain copy of its English, so the one who tried is told why in
    her own language."""

    def __str__(self) -> str:
        return self


def refused(message: str, **args: object) -> Refusal:
    """One of the game's refusals (see ``Refusal``)."""
    return Refusal(f"{KEY}-{message}", **args)


@cache
def money(bills: int) -> Sentence:
    """Bills of $10K as a sum: 24 -> "$240K", 0 -> "$0" (each language its own look). The
    thousands pass as text: a sum is read as the game prints it, never digit-grouped."""
    return kept("money", thousands=str(bills * 10)) if bills else kept("money-none")


@cache
def people_word(count: int) -> Sentence:
    return kept("people", count=count)


@cache
def pets_word(count: int) -> Sentence:
    return kept("pets", count=count)


@cache
def card_name(key: str) -> Sentence:
    """A Life card's name, from its id in cards.json."""
    return kept(f"card-{key}")


@cache
def career_name(key: str) -> Sentence:
    """A career's name, from its id in cards.json."""
    return kept(f"career-{key}")


def slug(name: str) -> str:
    """A space's id from its name ("Best lawn" -> "best-lawn"): board.json gives none."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


@cache
def space_name(space: Space) -> Sentence:
    """A space's name as the road and the turn story say it."""
    return kept(f"space-{slug(space.name)}")


def space_told(space: Space, player: str, rival: str) -> Sentence:
    """An orange or red space's line, with the two names in it, for the table to read."""
    return say(f"space-{slug(space.name)}-told", player=player, rival=rival)


@cache
def career_line(career: Career) -> Sentence:
    """A career as dealt or kept at set-up, when its starting cash is paid out."""
    return kept(
        "career-line",
        career=career_name(career.key),
        salary=money(career.salary),
        start=money(career.starting_cash),
    )


def career_held(career: Career | HeldCareer) -> Sentence:
    """A career in play: only its salary, since a career drawn later pays no starting cash."""
    name = career_name(career.key) if isinstance(career, Career) else career.name
    return _held(name, career.salary)


@cache
def _held(name: str, salary: int) -> Sentence:
    return kept("career-held", career=name, salary=money(salary))


def career_on_board(career: HeldCareer | None) -> Sentence:
    """A player's career as her corner of the board names it, or that she is still choosing."""
    return career_held(career) if career else say("choosing-career")


def signed(points: int) -> str:
    """Points with their sign, "+4" or "-3", as the cards print them."""
    return f"{points:+d}"


@cache
def card_facts(card: LifeCard) -> Sentence:
    """The figures of a card: its type and what it scores, costs or charges."""
    if card.kind == IT_HAPPENS:
        return kept("facts-it-happens", fee=money(card.cost))
    if card.kind == STUFF:
        return kept(
            "facts-stuff",
            points=str(card.points),
            cost=money(card.cost),
            resale=money(card.resale),
        )
    return kept(f"facts-{card.kind}", points=signed(card.points))


@cache
def card_line(card: LifeCard) -> Sentence:
    """One line for a hand or a menu: "Hot tub (Stuff: 6 points, costs $40K, resale $20K)"."""
    return kept("card-line", card=card_name(card.key), facts=card_facts(card))
