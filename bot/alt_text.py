"""Alt text for every uploaded picture: what matters now, in a few sentences, written from the
typed board a picture is drawn from (never from more than it shows).

The frame is the same for every game: whose turn and what is asked (or who won), who rolled
what, each seat's place in seat order, the standings. The game's own words live in its
``describe`` module, built from the board's fields, so a later catalog can word them in the
table's language. Pure: no Discord, no drawing.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping, Sequence
from types import ModuleType
from typing import Any

from bot.engine import View
from bot.languages import say
from bot.sentences import Joined, Sentence, listed, worded

MAX_CHARS = 1024
"""Discord's limit on an attachment's description."""

Did = tuple[int | None, str]
"""A seat and what it did that the board shows: ``(2, "rolled 4")``."""


def fit(sentences: Iterable[str], limit: int = MAX_CHARS) -> str:
    """The sentences joined, as many whole ones as fit in ``limit`` characters (a first one
    longer than that is cut at a word)."""
    said = [sentence for sentence in sentences if sentence]
    text = ""
    for sentence in said:
        longer = f"{text} {sentence}" if text else sentence
        if len(longer) > limit:
            break
        text = longer
    if not text and said:
        text = said[0][: limit - 1].rsplit(" ", 1)[0] + "…"
    return text


def name_of(view: View[Any, Any], seat: int | None) -> str:
    """The seat's public name, or "someone" for a seat the view doesn't list."""
    for player in view.players:
        if player.seat == seat:
            return player.name
    return Sentence("alt-someone")


def names(view: View[Any, Any], seats: Iterable[int]) -> str:
    """Seats' names listed: "A", "A and B", "A, B and C" (worded with the sentence)."""
    return listed([name_of(view, seat) for seat in seats]) if seats else ""


def _game_words(rules: object) -> ModuleType | None:
    """The game's own words: ``describe`` beside its rules module (found from the rules class,
    so no shared module names a game); a game without one gets the shared sentences.

    The module has ``rolled(board) -> Did | None``, ``places(rules, board)`` (each seat with
    what follows its name: ``(0, " is on the Bank")``) and ``private_sentences(rules, own)``
    for the seat's own typed private board; ``rules`` gives them their board's place names.
    """
    if rules is None:
        return None
    package = type(rules).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.describe")
    except ModuleNotFoundError as missing:
        if missing.name != f"{package}.describe":
            raise
        return None


def _board_sentences(words: ModuleType, rules: object, view: View[Any, Any]) -> list[str]:
    """The game's own sentences: ``board_sentences(rules, view)`` (who rolled what, each
    seat's place), or, from a game not yet worded, ``rolled`` and ``places`` fragments."""
    if hasattr(words, "board_sentences"):
        return list(words.board_sentences(rules, view))
    said: list[str] = []
    rolled: Did | None = words.rolled(view.board)
    if rolled is not None:
        seat, did = rolled
        said.append(f"{name_of(view, seat)} {did}.")
    places: Iterable[tuple[int, str]] = words.places(rules, view.board)
    said += [f"{name_of(view, seat)}{rest}." for seat, rest in places]
    return said


def _private_sentences(words: ModuleType, rules: object, view: View[Any, Any]) -> list[str]:
    """The seat's own board in the game's words; a view without one (an empty mapping) has
    nothing to say."""
    own = view.private_board
    if isinstance(own, Mapping):
        return []
    sentences: list[str] = words.private_sentences(rules, own)
    return sentences


def _turn(view: View[Any, Any]) -> list[str]:
    if view.outcome is not None:
        winners = view.outcome.winners
        if not winners:
            return [Sentence("alt-game-over-nobody")]
        return [Sentence("alt-game-over", names=names(view, winners), count=len(winners))]
    asked = [_sentence(view.phase)] if view.phase else []
    if view.active is None:
        return asked
    return [Sentence("alt-whose-turn", player=name_of(view, view.active)), *asked]


def _sentence(text: str) -> str:
    """A game's short line ("P0 rolls the die") as a sentence."""
    if isinstance(text, Sentence):
        return text if str(text).endswith((".", "!", "?")) else Sentence("alt-asked", asked=text)
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."


def _standings(view: View[Any, Any]) -> list[str]:
    if not any(player.summary or player.score for player in view.players):
        return []
    shown = [
        Sentence("alt-standing", player=player.name, standing=player.summary or player.score)
        for player in view.players
    ]
    return [Sentence("alt-standings", standings=Joined(shown, "; "))]


def _said(sentences: Iterable[str], language: str) -> list[str]:
    return [worded(sentence, language) for sentence in sentences]


def describe_board(rules: object, view: View[Any, Any]) -> str:
    """The public board in words: whose turn and what is asked (or who won), the game's own
    facts (the roll, where each pawn is) and the standings, in the view's language."""
    if view.seat is not None:
        raise ValueError("the board is described from the public view")
    words = _game_words(rules)
    own = _board_sentences(words, rules, view) if words is not None else []
    return fit(_said([*_turn(view), *own, *_standings(view)], view.language))


def describe_private(rules: object, view: View[Any, Any]) -> str:
    """One seat's own picture in words; only that seat sees it, so it may name its cards."""
    if view.seat is None:
        raise ValueError("a private picture needs a seat")
    words = _game_words(rules)
    own = _private_sentences(words, rules, view) if words is not None else list(view.private)
    said = [Sentence("alt-own-cards", player=name_of(view, view.seat)), *own]
    return fit(_said(said, view.language))


def describe_recap(game: str, turns: int, winners: Sequence[str], language: str = "en") -> str:
    """The recap animation in words: the game, how many turns it shows, who won."""
    if winners:
        won = Sentence(
            "alt-recap-won", game=game, turns=turns, winners=listed(winners), count=len(winners)
        )
        return fit([worded(won, language)])
    return fit([say(language, "alt-recap", game=game, turns=turns)])


def describe_chart(game: str, final: Sequence[tuple[str, int | str]], language: str = "en") -> str:
    """The recap's standings chart in words: whose line it draws, and where each ended."""
    ended = Joined(
        [Sentence("alt-standing", player=name, standing=result) for name, result in final], "; "
    )
    said = [Sentence("alt-chart", game=game)]
    if final:
        said.append(Sentence("alt-chart-ended", ended=ended))
    return fit(_said(said, language))


def describe(rules: object, view: View[Any, Any]) -> str:
    """The picture of ``view`` in words: the public board, or one seat's own picture."""
    return describe_board(rules, view) if view.seat is None else describe_private(rules, view)
