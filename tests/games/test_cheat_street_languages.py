"""Cheat Street in Spanish and German: a seeded mid-game position read by a Spanish and a German
table words its phase, a choice's label (a destination named by its place and its streets), an
event line (a walk along named streets) and the board's description in that language, with no
English word left (the players' names aside)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.alt_text import describe
from bot.games.cheat_street.rules import CheatStreet
from bot.sentences import worded
from tests.conformance.positions import Step, names, random_game
from tests.games.loading import load_game

ENGLISH_WORDS = re.compile(
    r"\b(the|to|at|of|on|and|via|is|may|call|out|walk|walked|step|steps|rolled|reveal|ride|"
    r"goal|card|turn|street|space|bus|stop|north|south|east|west|Avenue|Ring|Inner|Outer|"
    r"Bakery|Cinema|Library|Pharmacy|School|Harbour|Toy|Shop|Office)\b"
)
"""Words of Cheat Street's English lines that neither Spanish nor German uses."""
PLAYERS = 4
SEED = 5


@pytest.fixture(scope="module")
def game() -> CheatStreet:
    return load_game(CheatStreet)


def choosing(game: CheatStreet) -> tuple[Step, Step]:
    """A step that leaves the mover choosing a destination, and a later step whose events tell
    a walk along named streets."""
    steps = list(random_game(game, PLAYERS, SEED))
    middle = steps[len(steps) // 3 :]
    chooser = next(step for step in middle if step.after.choosing)
    walked = next(s for s in middle if any(" via " in e.text for e in s.events))
    return chooser, walked


def english_left(text: str) -> list[str]:
    for name in names(PLAYERS):
        text = text.replace(name, " ")
    return ENGLISH_WORDS.findall(text)


@pytest.mark.parametrize("language", ["es", "de"])
def test_spanish_and_german_views_word_the_phase_a_choice_an_event_and_the_board(
    game: CheatStreet, language: str
) -> None:
    chooser, walked = choosing(game)
    view = replace(game.view(chooser.after, None), language=language)
    choice = next(a.label for a in game.prompt(chooser.after).actions if " via " in a.label)
    event = next(e.text for e in walked.events if " via " in e.text)
    shown = {
        "phase": worded(view.phase, language),
        "choice": worded(choice, language),
        "event": worded(event, language),
        "description": describe(game, view),
    }
    english = {"phase": view.phase, "choice": choice, "event": event}
    for where, text in shown.items():
        assert text != english.get(where), f"{where} is still English: {text!r}"
        assert not english_left(text), f"{where} in {language}: {text!r}"
