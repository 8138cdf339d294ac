"""Rivals in Spanish and German: a seeded mid-game position, worded for a Spanish and a German
table, says its phase, a choice, an event and the board's description in that language, with
no English word left but the players' names."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from bot.alt_text import describe
from bot.games.life_rivals.rules import LifeRivals
from bot.games.life_rivals.state import TURN
from bot.sentences import worded
from tests.conformance.positions import random_game
from tests.games.loading import load_game

DATA = Path(__file__).resolve().parents[2] / "data" / "life-rivals"
SEED = 5
WORD = re.compile(r"[^\W\d_]{3,}")
SAME_IN_BOTH = {"Sponsor", "Garage", "Baby", "Start", "Karaoke", "Reality", "Show", "Pool", "Hand"}
"""Words an English line and its translation may share as they are (a loan word, a name)."""


@pytest.fixture(scope="module")
def game() -> LifeRivals:
    return load_game(LifeRivals, DATA)


@pytest.fixture(scope="module")
def middle(game: LifeRivals) -> tuple[Any, list[Any]]:
    """The first turn past the middle of a seeded game, with the events that led to it."""
    steps = list(random_game(game, 2, SEED))
    for step in steps[len(steps) // 2 :]:
        if step.after.phase == TURN and step.events:
            return step.after, step.events
    raise AssertionError("no turn in the second half of the game")


def english_left(english: str, said: str, names: set[str]) -> set[str]:
    """The English words of ``english`` still in ``said``, names and loan words aside."""
    words = set(WORD.findall(english)) - names - SAME_IN_BOTH
    return {word for word in WORD.findall(said) if word in words}


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_spanish_and_a_german_view_word_phase_choice_event_and_description(
    game: LifeRivals, middle: tuple[Any, list[Any]], language: str
) -> None:
    state, events = middle
    names = set(state.players)
    view = game.view(state, state.active)
    choice = game.legal_actions(state, state.active)[-1].label
    public = game.view(state, None)
    described = describe(game, dataclasses.replace(public, language=language))
    texts = [
        (view.phase, worded(view.phase, language)),
        (choice, worded(choice, language)),
        (events[0].text, worded(events[0].text, language)),
        (describe(game, public), described),
    ]
    for english, said in texts:
        assert said != english, said
        assert not english_left(english, said, names), (said, english_left(english, said, names))
