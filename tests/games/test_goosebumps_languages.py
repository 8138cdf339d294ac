"""Goosebumps in Spanish and German: a seeded mid-game position worded in each language says
its phase, a choice, an event line, a card and the board's description in that language, with
no English word left (the pawn pairs' and the players' names aside)."""

from __future__ import annotations

import dataclasses
import pickle
import re

import pytest

from bot.alt_text import describe
from bot.games.goosebumps.marks import badged_label
from bot.games.goosebumps.state import GooseState
from bot.games.goosebumps.words import forget_kept, kept
from bot.games.goosebumps.words import said as said_in_game
from bot.languages import ENGLISH, say
from bot.sentences import worded
from tests.games.goosebumps_helpers import NAMES, card, game, give, moving, new

WORD = re.compile(r"[A-Za-zÀ-ÿ]{3,}")
SAME_IN_BOTH = {"Monster", "Wolf", "Goosebumps"}
"""English words the language writes the same way."""
EXPECTED = {
    "es": ("mueve un peón", "Paso a paso", "no movió ningún peón", "está en", "Fuego Fatuo"),
    "de": ("zieht eine Figur", "Schritt für Schritt", "zog keine Figur", "steht auf", "Irrlicht"),
}
"""For each language, a few words of the phase, a choice, the event, the description and the
Play Anytime card that only that language says."""


def mid_game() -> GooseState:
    """Ana has rolled 4 and chooses a move; Sari saved the Play Anytime card."""
    s = moving(new(2, seed=11), 4, "wolf")
    give(s, 0, card("jump"))
    return s


def english_words(text: str) -> set[str]:
    names = {*NAMES, *game().proper_names()}
    return {word for word in WORD.findall(text) if word not in names} - SAME_IN_BOTH


def left_in_english(english: str, worded_text: str) -> set[str]:
    """The English text's words still there after wording (names aside)."""
    return english_words(english) & set(WORD.findall(worded_text))


def position_words(s: GooseState) -> dict[str, str]:
    """The phase, a choice, the Play Anytime card's first play, the event of not moving, and
    the board's description, as the rules give them (English sentences)."""
    rules = game()
    view = rules.view(s, None)
    labels = {action.id: action.label for action in rules.legal_actions(s, 0)}
    stay = next(id_ for id_, label in labels.items() if label == "Don't move a pawn")
    _, events = rules.apply(s, 0, stay)
    return {
        "phase": view.phase,
        "choice": next(label for label in labels.values() if label == "Step by step"),
        "card": next(label for id_, label in labels.items() if "ghost-light" in id_),
        "event": events[0].text,
        "description": describe(rules, view),
    }


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_spanish_and_a_german_table_read_the_game_in_their_language(language: str) -> None:
    s = mid_game()
    said = position_words(s)
    public = dataclasses.replace(game().view(s, None), language=language)
    shown = {where: worded(text, language) for where, text in said.items()}
    shown["description"] = describe(game(), public)
    for where, text in said.items():
        assert shown[where] != text, f"{where} left in English: {text!r}"
        left = left_in_english(text, shown[where])
        assert not left, f"{where} in {language}: {shown[where]!r} keeps {sorted(left)}"
    everything = " ".join(shown.values()).lower()
    for expected in EXPECTED[language]:
        assert expected.lower() in everything, (expected, shown)


def test_a_badged_label_says_what_the_catalog_says_in_every_language() -> None:
    """The badge's label is put together without the catalog (for speed): its English is the
    catalog's, and it is worded, copied and pickled as the catalog's sentence."""
    label = said_in_game("destination", space="D8", what=said_in_game("place-potion"))
    badged = badged_label("3", label)
    assert badged == say(ENGLISH, "goosebumps-badged", badge="3", label=label)
    for language in ("es", "de"):
        worded_label = worded(label, language)
        expected = say(language, "goosebumps-badged", badge="3", label=worded_label)
        assert worded(badged, language) == expected
        assert worded(pickle.loads(pickle.dumps(badged)), language) == expected


def test_a_finished_game_read_back_from_its_save_still_words_why_it_ended() -> None:
    """The save holds the reason as English text; read back (the sentences the table made
    are gone after a restart), the Game over reason is the catalog's sentence again."""
    rules, s = game(), new(2)
    s.spaces[2] = s.spaces[3] = ""
    s.phase, s.winners = "over", [0]
    s.reason = kept(said_in_game("last-with-pawn", player=NAMES[0]))
    forgotten = rules.load(rules.dump(s))
    forget_kept()
    reason = rules.outcome(forgotten).reason  # type: ignore[union-attr]
    assert reason == s.reason
    assert (
        worded(reason, "de")
        == f"{NAMES[0]} war die letzte Person mit einer Figur auf dem Friedhof."
    )
