"""Sweet Valley High in Spanish and German: a seeded mid-game position's phase, a choice,
the story of a move and the board's description are all worded in the table's language, with
no English word left but the people's and the characters' names."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from bot.alt_text import describe
from bot.sentences import worded
from tests.conformance.positions import random_game
from tests.games.svh_helpers import game

NAMES = ["Ana", "Ben", "Cy"]
WORD = re.compile(r"[A-Za-zÀ-ÿ']{3,}")
SHARED = {
    "es": {"Arte", "Sweet", "Valley", "High"},
    "de": {"Sweet", "Valley", "High"},
}
"""Words spelled alike in English and the language (a classroom's name, the game's title)."""


def mid_game() -> tuple[Any, Any, list[Any]]:
    """The position halfway through a seeded three-player game, its state before and the
    events of the move that led to it."""
    g = game()
    steps = list(random_game(g, 3, 5))
    step = steps[len(steps) // 2]
    return step.before, step.after, step.events


def english_left(english: str, said: str, language: str) -> set[str]:
    """The English words of ``english`` still in ``said`` (names and shared words aside)."""
    kept = {*NAMES, *game().proper_names(), *SHARED[language]}
    words = {w for w in WORD.findall(english) if not any(w in name for name in kept)}
    return words & set(WORD.findall(said))


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_mid_game_position_is_worded_in_the_tables_language(language: str) -> None:
    g = game()
    _, state, events = mid_game()
    view = g.view(state, None)
    seat = state.mover
    label = g.legal_actions(state, seat)[0].label
    event = events[0].text
    board = describe(g, dataclasses.replace(view, language=language))
    english_board = describe(g, view)
    for english, said in (
        (view.phase, worded(view.phase, language)),
        (label, worded(label, language)),
        (event, worded(event, language)),
        (english_board, board),
    ):
        assert said != english, said
        assert not english_left(english, said, language), (english, said)


def test_the_opening_and_a_peek_are_worded_too() -> None:
    """The opening lines are read back from the state's English and worded; a peek's private
    line names the classroom and the card in the reader's language."""
    g = game()
    state = g.setup(NAMES, 5, {})
    opening = g.opening_lines(state)
    assert [str(line) for line in opening] == state.opening
    assert worded(opening[0], "de").startswith("Würfe für die Wahl der Figuren: ")
    assert worded(opening[-1], "es").startswith("Los personajes se eligen en este orden: ")
    peeks = [
        line
        for step in random_game(g, 3, 5)
        for event in step.events
        for line in event.private.values()
        if line.startswith("You peeked in ")
    ]
    assert peeks
    assert worded(peeks[0], "es").startswith("Miraste en ")
    assert not english_left(peeks[0], worded(peeks[0], "de"), "de")
